// "Download all my data" holds every table the archive promises (ARCHIVE_TABLES), each with the user's own rows:
// a user with a dashboard and tiles, a team with an invitation and a share, audit entries, branding with a logo,
// an upgrade request, usage and an export gets each of them back — and nothing of a teammate's.
import { CFB } from "xlsx";
import { describe, expect, it } from "vitest";
import { ARCHIVE_TABLES, buildDataArchive } from "~/server/account/data-archive.server";
import { saveBranding } from "~/server/account/branding.server";
import { requestUpgrade } from "~/server/account/upgrade-requests.server";
import { appFetch, createTestContext, form } from "./helpers";
import { savedAnalysis } from "./export-helpers";
import { solidPng } from "./settings-fixtures";
import { createTeam, join, person, share } from "./team-helpers";
import { upload } from "./workspace-helpers";

describe("download all my data: every table of the user's", () => {
  it("has a file for each table ARCHIVE_TABLES names, holding the user's dashboards, tiles, teams, memberships, audit entries and branding", async () => {
    const services = createTestContext().services;
    const user = await person("enterprise");
    const teammate = await person("enterprise");
    const teamId = await createTeam(user, "Sales ops");
    await join(user, teamId, teammate, "editor");
    const uploaded = await upload(user, "sales.csv", "Region,Revenue\nNorth,290\nSouth,210\n");
    const datasetId = ((await uploaded.json()) as { dataset: { id: string } }).dataset.id;
    const analysisId = await savedAnalysis(user, datasetId, "total revenue by region");
    const board = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title: "Weekly board" }), jar: user.jar });
    const dashboardId = board.headers.get("Location")!.split("/").pop()!;
    const post = (fields: Record<string, string>) => appFetch(`/dashboard/dashboard-builder/${dashboardId}`, { method: "POST", body: form(fields), jar: user.jar });
    expect((await post({ intent: "add-analysis", analysisId, kind: "kpi" })).status).toBe(303);
    expect((await post({ intent: "add-text", title: "Note", body: "Figures exclude returns." })).status).toBe(303);
    expect((await share(user, "dashboard", dashboardId, teamId)).status).toBe(302);
    expect((await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ analysisId, format: "csv" }), jar: user.jar })).status).toBe(303);
    await saveBranding(services, { id: user.id, plan: "enterprise" }, { accentColor: "#0F766E", logo: { bytes: await solidPng(4, 4, [15, 118, 110]), fileName: "logo.png" } });
    await requestUpgrade(services, { id: user.id, email: user.email, plan: "free" }, { plan: "pro", message: "For the team" });
    // The teammate's own things must not come along.
    const theirBoard = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title: "Teammate's private board" }), jar: teammate.jar });
    expect(theirBoard.status).toBe(303);

    const zip = CFB.read(await buildDataArchive(services, user.id), { type: "array" });
    const entries = new Map((zip.FullPaths as string[]).map((path, i) => [path.replace(/^Root Entry\//, ""), zip.FileIndex[i].content as Uint8Array]));
    const text = (name: string) => new TextDecoder().decode(entries.get(name));
    const json = (name: string) => JSON.parse(text(name));

    const promised = new Set(Object.values(ARCHIVE_TABLES).flatMap((place) => ("file" in place ? [place.file] : [])));
    for (const file of promised) expect(entries.has(file), file).toBe(true);
    for (const file of promised) expect(text("README.txt"), `README describes ${file}`).toContain(file);

    const [dashboard] = json("dashboards.json");
    expect(dashboard).toMatchObject({ id: dashboardId, title: "Weekly board" });
    expect(dashboard.tiles.map((t: { type: string }) => t.type).sort()).toEqual(["kpi", "text"]);
    expect(dashboard.tiles.find((t: { type: string }) => t.type === "text")).toMatchObject({ title: "Note", text: "Figures exclude returns." });
    const teams = json("teams.json");
    expect(teams.memberships).toMatchObject([{ teamId, name: "Sales ops", role: "owner" }]);
    expect(teams.owned).toMatchObject([{ teamId, name: "Sales ops" }]);
    expect(teams.invitationsSent).toMatchObject([{ teamId, email: teammate.email, role: "editor", outcome: "accepted" }]);
    expect(teams.sharedByYou).toMatchObject([{ teamId, resourceType: "dashboard", resourceId: dashboardId }]);
    const actions = json("audit-log.json").map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["team_create", "invite", "upload", "share", "export"]));
    expect(json("branding.json")).toMatchObject({ accentColor: "#0f766e", logo: "branding/logo.png" });
    expect(new TextDecoder().decode(entries.get("branding/logo.png")?.slice(1, 4))).toBe("PNG");
    expect(json("exports.json")).toMatchObject([{ format: "csv", analysisId }]);
    expect(json("usage.json")).toEqual(expect.arrayContaining([expect.objectContaining({ metric: "export", count: 1 })]));
    expect(json("sessions.json").length).toBeGreaterThan(0);
    expect(json("sessions.json")[0]).not.toHaveProperty("idHash");
    expect(json("upgrade-requests.json")).toMatchObject([{ from: "free", to: "pro", message: "For the team" }]);

    const everything = [...entries.values()].map((bytes) => new TextDecoder().decode(bytes)).join("\n");
    expect(everything).not.toContain("Teammate's private board");
  });
});
