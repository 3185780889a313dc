// The team audit log through the real routes: what a member changes on a shared dashboard or report is logged
// for the team ("Changed", with who and the titles before → after) and filterable; what members do to their own
// unshared items (uploads, exports, deletions, changes) never reaches any team's log, nor its CSV.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appFetch, form, pageText } from "./helpers";
import { savedAnalysis } from "./export-helpers";
import { createTeam, join, person, share, type Person } from "./team-helpers";
import { upload } from "./workspace-helpers";

const CSV = "Region,Revenue\nNorth,290\nSouth,210\nEast,75\n";

async function fileOf(owner: Person, name: string): Promise<string> {
  const res = await upload(owner, name, CSV);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

async function newDashboard(owner: Person, title: string): Promise<string> {
  const res = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title }), jar: owner.jar });
  expect(res.status).toBe(303);
  return res.headers.get("Location")!.split("/").pop()!;
}

async function newReport(owner: Person, title: string, analysisId: string): Promise<string> {
  const res = await appFetch("/dashboard/reports", { method: "POST", body: form({ title, analysisId }), jar: owner.jar });
  expect(res.status).toBe(303);
  return res.headers.get("Location")!.split("/").pop()!;
}

const postDashboard = (actor: Person, id: string, fields: Record<string, string>) =>
  appFetch(`/dashboard/dashboard-builder/${id}`, { method: "POST", body: form(fields), jar: actor.jar });

type LoggedRow = { action: string; actor_id: string; details_json: string };
const teamLog = async (teamId: string) =>
  (await env.DB.prepare("select action, actor_id, details_json from audit_log where team_id = ? order by at, rowid").bind(teamId).all<LoggedRow>()).results;

describe("the audit log", () => {
  it("logs every change an editor makes to a shared dashboard and report, before → after, under the “Changed” filter", async () => {
    const owner = await person("enterprise");
    const teamId = await createTeam(owner);
    const editor = await person();
    await join(owner, teamId, editor, "editor");
    const datasetId = await fileOf(owner, "sales.csv");
    const analysisId = await savedAnalysis(owner, datasetId, "total revenue by region");
    const dashboardId = await newDashboard(owner, "Q3 board");
    expect((await postDashboard(owner, dashboardId, { intent: "add-analysis", analysisId, kind: "analysis" })).status).toBe(303);
    const reportId = await newReport(owner, "Q3 review", analysisId);
    expect((await share(owner, "dashboard", dashboardId, teamId)).status).toBe(302);
    expect((await share(owner, "report", reportId, teamId)).status).toBe(302);

    expect((await postDashboard(editor, dashboardId, { intent: "rename", title: "Q4 board" })).status).toBe(303);
    expect((await postDashboard(editor, dashboardId, { intent: "add-text", title: "Read me", body: "Figures are net of returns." })).status).toBe(303);
    const textTile = await env.DB.prepare("select id from dashboard_tiles where dashboard_id = ? and type = 'text'").bind(dashboardId).first<{ id: string }>();
    expect((await postDashboard(editor, dashboardId, { intent: "edit-tile", tileId: textTile!.id, title: "Please read", body: "Net of returns." })).status).toBe(303);
    expect((await postDashboard(editor, dashboardId, { intent: "remove-tile", tileId: textTile!.id })).status).toBe(303);
    const edited = await appFetch(`/dashboard/reports/${reportId}`, {
      method: "POST",
      body: form({ intent: "save", title: "Q3 review (final)", subtitle: "For the board", analysisId, note: "" }),
      jar: editor.jar,
    });
    expect(edited.status).toBe(303);

    const changes = (await teamLog(teamId)).filter((r) => r.action === "change");
    expect(changes.every((r) => r.actor_id === editor.id)).toBe(true);
    expect(changes.map((r) => JSON.parse(r.details_json))).toEqual([
      { name: "Q3 board", change: "renamed the dashboard", from: "Q3 board", to: "Q4 board" },
      { name: "Q4 board", change: "added a Text tile", tile: "Read me" },
      { name: "Q4 board", change: "edited a tile", tile: "Please read", from: "Read me", to: "Please read" },
      { name: "Q4 board", change: "removed a Text tile", tile: "Please read" },
      { name: "Q3 review (final)", change: "renamed the report, changed the subtitle", from: "Q3 review", to: "Q3 review (final)" },
    ]);

    // The page's filter offers "Changed" and shows just those, naming the editor; the CSV says the same.
    const page = await (await appFetch(`/dashboard/teams?team=${teamId}&action=change`, { jar: owner.jar })).text();
    expect(page).toContain('<option value="change"');
    expect(page.match(/data-action="[a-z_]+"/g)).toEqual(Array(5).fill('data-action="change"'));
    expect(pageText(page)).toContain("from: Q3 board · to: Q4 board");
    const csv = await (await appFetch(`/dashboard/teams/audit-log.csv?team=${teamId}&action=change`, { jar: owner.jar })).text();
    expect(csv).toContain(`ws-${editor.id}@example.test,Changed`);
    expect(csv).toContain("from: Q3 review · to: Q3 review (final)");
  });

  it("writes one entry for a run of tile rearrangements, and a new one once another change comes between", async () => {
    const owner = await person("enterprise");
    const teamId = await createTeam(owner);
    const editor = await person();
    await join(owner, teamId, editor, "editor");
    const datasetId = await fileOf(owner, "layout.csv");
    const analysisId = await savedAnalysis(owner, datasetId, "total revenue by region");
    const dashboardId = await newDashboard(owner, "Layout board");
    expect((await postDashboard(owner, dashboardId, { intent: "add-analysis", analysisId, kind: "analysis" })).status).toBe(303);
    expect((await share(owner, "dashboard", dashboardId, teamId)).status).toBe(302);
    const tile = await env.DB.prepare("select id from dashboard_tiles where dashboard_id = ?").bind(dashboardId).first<{ id: string }>();
    const drop = (x: number) => postDashboard(editor, dashboardId, { intent: "layout", layout: JSON.stringify([{ id: tile!.id, x, y: 0, w: 6, h: 4 }]) });

    for (const x of [0, 6, 3]) expect((await drop(x)).status).toBe(200);
    const rearranged = async () => (await teamLog(teamId)).filter((r) => r.action === "change" && JSON.parse(r.details_json).change === "rearranged the tiles");
    expect(await rearranged()).toHaveLength(1);

    // A rename between two drops ends the run: the next drop is an entry of its own.
    expect((await postDashboard(editor, dashboardId, { intent: "rename", title: "Layout board 2" })).status).toBe(303);
    expect((await drop(0)).status).toBe(200);
    expect((await rearranged()).map((r) => JSON.parse(r.details_json).name)).toEqual(["Layout board", "Layout board 2"]);
    // Another person's drop is theirs, not part of the editor's run.
    expect((await postDashboard(owner, dashboardId, { intent: "layout", layout: JSON.stringify([{ id: tile!.id, x: 6, y: 0, w: 6, h: 4 }]) })).status).toBe(200);
    expect((await rearranged()).map((r) => r.actor_id)).toEqual([editor.id, editor.id, owner.id]);
  });

  it("keeps a member's unshared items out of every team's log: uploads, exports, deletions and changes", async () => {
    const owner = await person("enterprise");
    const teamId = await createTeam(owner);
    const member = await person("pro");
    await join(owner, teamId, member, "editor");

    const privateFile = await fileOf(member, "salaries-private.csv");
    const privateAnalysis = await savedAnalysis(member, privateFile, "total revenue by region");
    const privateBoard = await newDashboard(member, "My private board");
    expect((await postDashboard(member, privateBoard, { intent: "rename", title: "Secret plans" })).status).toBe(303);
    const exported = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ analysisId: privateAnalysis, format: "csv" }), jar: member.jar });
    expect(exported.status).toBe(303);
    expect((await postDashboard(member, privateBoard, { intent: "delete", confirm: "yes" })).status).toBe(303);
    const deleted = await appFetch(`/dashboard/data-analysis/${privateFile}`, { method: "POST", body: form({ intent: "delete", confirm: "yes" }), jar: member.jar });
    expect(deleted.status).toBeLessThan(400);

    // The member's own record keeps them (with no team); no team's page or CSV shows any of their names.
    const own = await env.DB.prepare("select action, team_id from audit_log where actor_id = ? and team_id is null").bind(member.id).all<{ action: string }>();
    expect(own.results.map((r) => r.action).sort()).toEqual(["delete", "delete", "export", "upload"]);
    const page = pageText(await (await appFetch(`/dashboard/teams?team=${teamId}`, { jar: owner.jar })).text());
    const csv = await (await appFetch(`/dashboard/teams/audit-log.csv?team=${teamId}`, { jar: owner.jar })).text();
    for (const name of ["salaries-private", "My private board", "Secret plans", "total revenue by region"]) {
      expect(page).not.toContain(name);
      expect(csv).not.toContain(name);
    }
    expect((await teamLog(teamId)).map((r) => r.action)).toEqual(["team_create", "invite", "member_add"]);
  });
});
