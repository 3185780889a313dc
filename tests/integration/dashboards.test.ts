// Dashboards inside workerd: the list and dashboard pages' forms (create, rename, duplicate, delete, add chart /
// KPI / text tiles, edit and remove tiles, save a layout), tiles run again on the current data, KPI figures, bad
// input (unknown intent or tile, tampered ids, another user's analysis → 404), owner isolation, a dashboard
// exported as PDF through the report queue, and a dashboard shared with a team (each role's rights).
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/dashboard.dashboard-builder.$dashboardId";
import { listDashboards } from "~/server/dashboards/dashboards.server";
import { analyses, dashboards, dashboardTiles, jobs, reportExports, shares } from "~/server/db/schema";
import { appFetch, createTestContext, form, routeArgs, waitFor } from "./helpers";
import { auditActions, createTeam, join, person, share } from "./team-helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

const CSV = [
  "Order Date,Region,Revenue",
  "2024-01-20,North,290",
  "2024-02-03,South,210",
  "2024-02-15,East,75",
  "2024-03-30,North,130",
  "2024-03-31,South,170",
].join("\n");

const db = () => createTestContext().services.db;

/** Uploads the orders file, asks `questions` and saves each answer through the AI Analysis form; returns the analyses' ids. */
async function analysesOf(user: TestUser, questions: string[]): Promise<string[]> {
  const res = await upload(user, "orders.csv", CSV);
  expect(res.status).toBe(201);
  const datasetId = ((await res.json()) as { dataset: { id: string } }).dataset.id;
  const ids: string[] = [];
  for (const question of questions) {
    const asked = await appFetch(`/api/datasets/${datasetId}/ask`, { method: "POST", body: JSON.stringify({ question }), headers: { "Content-Type": "application/json" }, jar: user.jar });
    expect(asked.status).toBe(200);
    const { conversationId, messageId } = (await asked.json()) as { conversationId: string; messageId: string };
    const saved = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "save", conversationId, messageId }), jar: user.jar });
    expect(saved.status).toBe(303);
    const row = await db().query.analyses.findFirst({ where: and(eq(analyses.ownerId, user.id), eq(analyses.question, question)) });
    ids.push(row!.id);
  }
  return ids;
}

async function createDashboard(user: TestUser, title = "Sales overview"): Promise<string> {
  const res = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title }), jar: user.jar });
  expect(res.status).toBe(303);
  const location = res.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/dashboard\/dashboard-builder\/[\w-]+$/);
  return location.split("/").pop()!;
}

const post = (user: TestUser, dashboardId: string, fields: Record<string, string>) =>
  appFetch(`/dashboard/dashboard-builder/${dashboardId}`, { method: "POST", body: form(fields), jar: user.jar });

const tilesOf = (dashboardId: string) => db().select().from(dashboardTiles).where(eq(dashboardTiles.dashboardId, dashboardId));

async function view(user: TestUser, dashboardId: string) {
  return dashboardLoader(routeArgs(`/dashboard/dashboard-builder/${dashboardId}`, { params: { dashboardId }, jar: user.jar }));
}

describe("dashboards", () => {
  it("creates, renames, duplicates and deletes a dashboard with form posts", async () => {
    const user = await signedInUser();
    expect((await appFetch("/dashboard/dashboard-builder", { jar: user.jar })).status).toBe(200);
    const id = await createDashboard(user, "  Weekly  ");
    const page = await appFetch(`/dashboard/dashboard-builder/${id}`, { jar: user.jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Weekly");
    expect(html).toContain("This dashboard has no tiles yet.");
    expect(html).toContain("You have no saved analyses yet.");
    expect(html).toContain("Moving and resizing tiles needs JavaScript.");

    expect((await post(user, id, { intent: "rename", title: "Monthly sales" })).status).toBe(303);
    expect((await db().query.dashboards.findFirst({ where: eq(dashboards.id, id) }))?.title).toBe("Monthly sales");
    expect((await post(user, id, { intent: "add-text", title: "About", body: "Figures from the orders file." })).status).toBe(303);

    const duplicated = await post(user, id, { intent: "duplicate" });
    expect(duplicated.status).toBe(303);
    const copyId = duplicated.headers.get("Location")!.split("/").pop()!;
    expect(copyId).not.toBe(id);
    expect((await db().query.dashboards.findFirst({ where: eq(dashboards.id, copyId) }))?.title).toBe("Copy of Monthly sales");
    expect((await tilesOf(copyId)).map((t) => t.body)).toEqual(["Figures from the orders file."]);

    const list = (await (await appFetch("/dashboard/dashboard-builder", { jar: user.jar })).text()).replaceAll("<!-- -->", "");
    expect(list).toContain("Monthly sales");
    expect(list).toContain("Copy of Monthly sales");
    // Each dashboard's own tile count (a tile's id is not the dashboard's).
    expect(list.match(/1 tile · updated/g)).toHaveLength(2);
    expect((await listDashboards(db(), user.id)).map((d) => d.tiles)).toEqual([1, 1]);

    const deleted = await post(user, id, { intent: "delete", confirm: "yes" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/dashboard/dashboard-builder");
    expect(await db().query.dashboards.findFirst({ where: eq(dashboards.id, id) })).toBeUndefined();
    expect(await tilesOf(id)).toEqual([]);
    expect((await appFetch(`/dashboard/dashboard-builder/${id}`, { jar: user.jar })).status).toBe(404);
    expect((await tilesOf(copyId)).length).toBe(1);
  });

  it("refuses bad input with a specific 4xx and changes nothing", async () => {
    const user = await signedInUser();
    const id = await createDashboard(user);
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "explode" }, 400, "Unknown action."],
      [{}, 400, "Unknown action."],
      [{ intent: "rename", title: "   " }, 400, "Give the dashboard a title."],
      [{ intent: "add-text", body: "" }, 400, "Write the text for the tile."],
      [{ intent: "add-analysis", analysisId: "no-such-analysis", kind: "analysis" }, 404, "This saved analysis was not found"],
      [{ intent: "add-analysis", analysisId: "x", kind: "pie" }, 400, "Choose a chart or a KPI tile."],
      [{ intent: "remove-tile", tileId: "no-such-tile" }, 404, "This tile was not found"],
      [{ intent: "edit-tile", tileId: "no-such-tile", title: "x" }, 404, "This tile was not found"],
      [{ intent: "layout", layout: "not json" }, 400, "The layout could not be read."],
      [{ intent: "layout", layout: JSON.stringify([{ id: "a", x: "left", y: 0, w: 1, h: 1 }]) }, 400, "The layout could not be read."],
    ];
    for (const [fields, status, message] of cases) {
      const res = await post(user, id, fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(await res.text(), JSON.stringify(fields)).toContain(message);
    }
    expect(await tilesOf(id)).toEqual([]);
    const empty = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title: "" }), jar: user.jar });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Give the dashboard a title.");
  });

  it("keeps dashboards, tiles and analyses to their owner: everyone else gets 404", async () => {
    const [owner, other] = [await signedInUser(), await signedInUser()];
    const [analysisId] = await analysesOf(owner, ["total revenue by region"]);
    const id = await createDashboard(owner);
    expect((await post(owner, id, { intent: "add-analysis", analysisId, kind: "analysis" })).status).toBe(303);
    const [tile] = await tilesOf(id);

    expect((await appFetch(`/dashboard/dashboard-builder/${id}`, { jar: other.jar })).status).toBe(404);
    const attempts: Record<string, string>[] = [{ intent: "rename", title: "Mine" }, { intent: "delete" }, { intent: "duplicate" }, { intent: "remove-tile", tileId: tile.id }];
    for (const fields of attempts) {
      const res = await post(other, id, fields);
      expect(res.status, fields.intent).toBe(404);
      expect(await res.text()).not.toContain("Sales overview");
    }
    // Another user's analysis on one's own dashboard, and another dashboard's tile in a layout: 404.
    const otherDashboard = await createDashboard(other, "Theirs");
    const stolen = await post(other, otherDashboard, { intent: "add-analysis", analysisId, kind: "kpi" });
    expect(stolen.status).toBe(404);
    expect(await tilesOf(otherDashboard)).toEqual([]);
    const tampered = await post(other, otherDashboard, { intent: "layout", layout: JSON.stringify([{ id: tile.id, x: 0, y: 0, w: 6, h: 4 }]) });
    expect(tampered.status).toBe(404);
    expect((await tilesOf(id))[0]).toMatchObject({ x: tile.x, y: tile.y, w: tile.w, h: tile.h });
    expect((await db().query.dashboards.findFirst({ where: eq(dashboards.id, id) }))?.title).toBe("Sales overview");
  });

  it("shows chart, KPI and text tiles with figures run again on the current data, and saves a valid layout", async () => {
    const user = await signedInUser();
    const [byRegion, byMonth, total] = await analysesOf(user, ["total revenue by region", "total revenue by month", "total revenue"]);
    const id = await createDashboard(user);
    const additions: Record<string, string>[] = [
      { intent: "add-analysis", analysisId: byRegion, kind: "analysis", note: "All regions" },
      { intent: "add-analysis", analysisId: byMonth, kind: "kpi" },
      { intent: "add-analysis", analysisId: total, kind: "kpi" },
      { intent: "add-text", title: "Read me", body: "Orders from the shop." },
    ];
    for (const fields of additions) {
      expect((await post(user, id, fields)).status, fields.intent).toBe(303);
    }
    // The stored answer's sentence is replaced: what the tile shows must come from running the plan again.
    const stored = await db().query.analyses.findFirst({ where: eq(analyses.id, byRegion) });
    await db().update(analyses).set({ answerJson: JSON.stringify({ ...JSON.parse(stored!.answerJson), answer: "STALE" }) }).where(eq(analyses.id, byRegion));

    const { tiles } = await view(user, id);
    expect(tiles.map((t) => [t.type, t.title])).toEqual([
      ["analysis", "total revenue by region"],
      ["kpi", "total revenue by month"],
      ["kpi", "total revenue"],
      ["text", "Read me"],
    ]);
    const [chart, monthly, single, text] = tiles;
    expect(chart.note).toBe("All regions");
    expect(chart.result?.answer).not.toContain("STALE");
    expect(chart.result?.answer).toMatch(/North/);
    expect(chart.result?.chart?.categories).toEqual(expect.arrayContaining(["North", "South", "East"]));
    // March (130 + 170 = 300) against February (210 + 75 = 285): +5.3 %.
    expect(monthly.result?.kpi).toMatchObject({ value: "300", change: { direction: "up", text: "+5.3%", previousLabel: "Feb 2024" } });
    expect(single.result?.kpi).toMatchObject({ value: "875", change: null });
    expect(single.result?.kpi?.why).toMatch(/no time dimension/);
    expect(text).toMatchObject({ body: "Orders from the shop.", result: null, error: null });

    // A layout with overlaps and out-of-range cells is stored clamped and compacted; the tiles keep their ids.
    const layout = [
      { id: text.id, x: 0, y: 0, w: 12, h: 1 },
      { id: chart.id, x: 0, y: 0, w: 6, h: 4 },
      { id: monthly.id, x: 11, y: 40, w: 3, h: 2 },
      { id: single.id, x: 6, y: 0, w: 3, h: 2 },
    ];
    const saved = await post(user, id, { intent: "layout", layout: JSON.stringify(layout) });
    expect(saved.status).toBe(200);
    const cells = Object.fromEntries((await tilesOf(id)).map((t) => [t.id, { x: t.x, y: t.y, w: t.w, h: t.h }]));
    expect(cells[text.id]).toEqual({ x: 0, y: 0, w: 12, h: 1 });
    expect(cells[chart.id]).toEqual({ x: 0, y: 1, w: 6, h: 4 });
    expect(cells[single.id]).toEqual({ x: 6, y: 1, w: 3, h: 2 });
    expect(cells[monthly.id]).toEqual({ x: 9, y: 1, w: 3, h: 2 });
    expect((await view(user, id)).tiles.map((t) => t.id)).toEqual([text.id, chart.id, single.id, monthly.id]);

    // A layout that leaves a tile out or names one twice is refused.
    const partial = await post(user, id, { intent: "layout", layout: JSON.stringify(layout.slice(1)) });
    expect(partial.status).toBe(400);
    const twice = await post(user, id, { intent: "layout", layout: JSON.stringify([...layout.slice(1), layout[1]]) });
    expect(twice.status).toBe(400);

    // Editing and removing a tile.
    expect((await post(user, id, { intent: "edit-tile", tileId: chart.id, title: "Revenue by region", note: "" })).status).toBe(303);
    expect((await tilesOf(id)).find((t) => t.id === chart.id)).toMatchObject({ title: "Revenue by region", note: null });
    expect((await post(user, id, { intent: "remove-tile", tileId: text.id })).status).toBe(303);
    expect((await tilesOf(id)).map((t) => t.id)).not.toContain(text.id);

    // Deleting the saved analysis removes its tile.
    await db().delete(analyses).where(eq(analyses.id, total));
    expect((await view(user, id)).tiles.map((t) => t.id)).toEqual([chart.id, monthly.id]);
  });

  it("exports a dashboard as PDF through the report queue (a paid plan; Free gets the upgrade prompt)", async () => {
    const user = await signedInUser("pro");
    const [byRegion, byMonth] = await analysesOf(user, ["total revenue by region", "total revenue by month"]);
    const id = await createDashboard(user, "Board pack");
    expect((await post(user, id, { intent: "add-text", body: "Left out of the PDF." })).status).toBe(303);
    expect((await post(user, id, { intent: "add-analysis", analysisId: byRegion, kind: "analysis", note: "By region" })).status).toBe(303);
    expect((await post(user, id, { intent: "add-analysis", analysisId: byMonth, kind: "kpi" })).status).toBe(303);

    const wrongFormat = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ dashboardId: id, format: "xlsx" }), jar: user.jar });
    expect(wrongFormat.status).toBe(400);
    expect(await wrongFormat.text()).toContain("A dashboard can be exported as PDF.");

    const res = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ dashboardId: id, format: "pdf" }), jar: user.jar });
    expect(res.status).toBe(303);
    const exportId = res.headers.get("Location")!.split("/").pop()!;
    await waitFor(
      async () => {
        const row = await db().query.jobs.findFirst({ where: eq(jobs.id, exportId) });
        if (row?.status === "failed") throw new Error(`Export failed: ${row.error}`);
        return row?.status === "done" ? row : undefined;
      },
      { timeoutMs: 25_000, what: "the dashboard's PDF" },
    );
    const row = await db().query.reportExports.findFirst({ where: eq(reportExports.id, exportId) });
    expect(row).toMatchObject({ dashboardId: id, format: "pdf", fileName: "Board pack.pdf" });
    const object = await env.FILES.get(row!.fileKey!);
    const pdf = await PDFDocument.load(new Uint8Array(await object!.arrayBuffer()));
    expect(pdf.getTitle()).toBe("Board pack");
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);

    const status = await appFetch(`/dashboard/reports/exports/${exportId}`, { jar: user.jar });
    expect(await status.text()).toContain(`/dashboard/dashboard-builder/${id}`);

    // Deleting the dashboard removes its exports' records too.
    expect((await post(user, id, { intent: "delete", confirm: "yes" })).status).toBe(303);
    expect(await db().query.reportExports.findFirst({ where: eq(reportExports.id, exportId) })).toBeUndefined();

    const free = await signedInUser("free");
    const [freeAnalysis] = await analysesOf(free, ["total revenue by region"]);
    const freeDashboard = await createDashboard(free);
    await post(free, freeDashboard, { intent: "add-analysis", analysisId: freeAnalysis, kind: "analysis" });
    const refused = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ dashboardId: freeDashboard, format: "pdf" }), jar: free.jar });
    expect(refused.status).toBe(402);
    // Another user's dashboard cannot be exported.
    const foreign = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ dashboardId: freeDashboard, format: "pdf" }), jar: user.jar });
    expect(foreign.status).toBe(404);
  });

  it("shares a dashboard with a team: viewers read and export it, editors arrange and change it, admins delete it, outsiders get 404", async () => {
    const [owner, viewer, editor, admin, outsider] = [await person("enterprise"), await person("enterprise"), await person("enterprise"), await person("enterprise"), await person("enterprise")];
    const teamId = await createTeam(owner);
    await join(owner, teamId, viewer, "viewer");
    await join(owner, teamId, editor, "editor");
    await join(owner, teamId, admin, "admin");
    const [analysisId] = await analysesOf(owner, ["total revenue by region"]);
    const id = await createDashboard(owner, "Team board");
    expect((await post(owner, id, { intent: "add-analysis", analysisId, kind: "analysis" })).status).toBe(303);
    expect((await post(owner, id, { intent: "add-text", body: "For the team." })).status).toBe(303);
    const tiles = await tilesOf(id);
    const layout = JSON.stringify(tiles.map((t, i) => ({ id: t.id, x: 0, y: i * 4, w: 12, h: t.type === "text" ? 1 : 4 })));

    // Before it is shared, members are outsiders too.
    expect((await appFetch(`/dashboard/dashboard-builder/${id}`, { jar: viewer.jar })).status).toBe(404);
    expect((await share(owner, "dashboard", id, teamId)).status).toBe(302);

    // A viewer sees it (the owner's analysis on the owner's data), in "Shared with me", and may export it — nothing else.
    const page = await appFetch(`/dashboard/dashboard-builder/${id}`, { jar: viewer.jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Shared with you by");
    expect(html).not.toContain("Add a saved analysis");
    const seen = await view(viewer, id);
    expect(seen.tiles[0].result?.answer).toMatch(/North/);
    expect(seen.access).toMatchObject({ isOwner: false, canEdit: false, canDelete: false, role: "viewer" });
    expect(await (await appFetch("/dashboard/dashboard-builder", { jar: viewer.jar })).text()).toContain(`/dashboard/dashboard-builder/${id}`);
    const refused: Record<string, string>[] = [{ intent: "layout", layout }, { intent: "rename", title: "Mine" }, { intent: "delete" }, { intent: "duplicate" }, { intent: "remove-tile", tileId: tiles[0].id }];
    for (const fields of refused) {
      const res = await post(viewer, id, fields);
      expect(res.status, `viewer ${fields.intent}`).toBe(403);
    }
    const exported = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ dashboardId: id, format: "pdf" }), jar: viewer.jar });
    expect(exported.status).toBe(303);

    // An editor arranges, renames and adds text, but does not delete or duplicate.
    expect((await post(editor, id, { intent: "layout", layout })).status).toBe(200);
    expect((await post(editor, id, { intent: "rename", title: "Team board, edited" })).status).toBe(303);
    expect((await post(editor, id, { intent: "add-text", body: "Added by an editor." })).status).toBe(303);
    expect((await post(editor, id, { intent: "delete" })).status).toBe(403);
    expect((await post(editor, id, { intent: "duplicate" })).status).toBe(403);
    expect((await db().query.dashboards.findFirst({ where: eq(dashboards.id, id) }))).toMatchObject({ title: "Team board, edited", ownerId: owner.id });
    expect((await tilesOf(id)).length).toBe(3);

    // Someone outside the team: the same 404 as for no dashboard at all.
    expect((await appFetch(`/dashboard/dashboard-builder/${id}`, { jar: outsider.jar })).status).toBe(404);
    expect((await post(outsider, id, { intent: "rename", title: "x" })).status).toBe(404);
    expect((await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ dashboardId: id, format: "pdf" }), jar: outsider.jar })).status).toBe(404);

    // An admin may delete it: its shares and every export record go with it, and the audit log says who.
    expect((await post(admin, id, { intent: "delete", confirm: "yes" })).status).toBe(303);
    expect(await db().query.dashboards.findFirst({ where: eq(dashboards.id, id) })).toBeUndefined();
    expect(await db().query.shares.findFirst({ where: eq(shares.resourceId, id) })).toBeUndefined();
    expect(await db().query.reportExports.findFirst({ where: eq(reportExports.dashboardId, id) })).toBeUndefined();
    expect(await auditActions(teamId)).toContain("delete");
  });
});
