// The permission matrix (app/lib/team-permissions.ts) applied through the real routes: an author shares a file,
// a saved analysis, a report and a dashboard with a team; its owner, an admin, an editor and a viewer — none of
// them the items' owner — each try every action on each resource type, and someone outside the team tries too.
// The expected status of every cell comes from the matrix itself (allowed → the route's success, refused → 403);
// the outsider always gets 404. A saved analysis is opened, changed and deleted by no route (it is seen through
// the reports and dashboards that hold it, and goes with its file), so those three cells are checked with the one
// access function every route calls.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIONS_OF, ASSIGNABLE_ROLES, RESOURCE_TYPES, roleMay, TEAM_ROLES, type ResourceAction, type ResourceType, type TeamRole } from "~/lib/team-permissions";
import { requireResource } from "~/server/access.server";
import { createDb } from "~/server/db/client.server";
import { WorkspaceError } from "~/server/workspace-error.server";
import { appFetch, form } from "./helpers";
import { createTeam, join, person, share, type Person } from "./team-helpers";
import { upload } from "./workspace-helpers";

const CSV = "region,units\nNorth,3\nSouth,5\nNorth,4\n";

type Shared = Record<ResourceType, string>;

/** The team's owner (role "owner"); it owns none of the shared items. */
let lead: Person;
/** The owner of every shared item: a viewer of the team, which gives the owner of an item every right on it anyway. */
let author: Person;
/** Who makes the fresh sets, in turn: each set asks one question, and one person may ask 30 a minute. */
const authors: Person[] = [];
let nextAuthor = 0;
const anAuthor = () => authors[nextAuthor++ % authors.length];
let teamId: string;
let otherTeamId: string;
const members = {} as Record<TeamRole, Person>;
let outsider: Person;

async function authorFile(owner: Person = author): Promise<string> {
  const res = await upload(owner, `matrix-${crypto.randomUUID().slice(0, 6)}.csv`, CSV);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

/** `owner`'s saved analysis ("total units by region") of `dataset` (a new file of theirs by default), shared with nobody. */
async function savedAnalysis(owner: Person, dataset?: string): Promise<{ dataset: string; analysis: string }> {
  dataset ??= await authorFile(owner);
  const asked = await appFetch(`/api/datasets/${dataset}/ask`, {
    method: "POST",
    jar: owner.jar,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ question: "total units by region" }),
  });
  expect(asked.status).toBe(200);
  const { conversationId, messageId } = (await asked.json()) as { conversationId: string; messageId: string };
  const saved = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "save", conversationId, messageId }), jar: owner.jar });
  expect(saved.status).toBe(303);
  const analysis = (await env.DB.prepare("select id from analyses where owner_id = ? and dataset_id = ?").bind(owner.id, dataset).first<{ id: string }>())!.id;
  return { dataset, analysis };
}

/** A file, a saved analysis of it, a report and a dashboard holding the analysis — `owner`'s, shared with the team. */
async function sharedSet(owner: Person = author): Promise<Shared> {
  const { dataset, analysis } = await savedAnalysis(owner);
  const created = await appFetch("/dashboard/reports", { method: "POST", body: form({ title: "Matrix report", analysisId: analysis }), jar: owner.jar });
  expect(created.status).toBe(303);
  const report = created.headers.get("Location")!.split("/").pop()!;
  const board = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title: "Matrix dashboard" }), jar: owner.jar });
  expect(board.status).toBe(303);
  const dashboard = board.headers.get("Location")!.split("/").pop()!;
  const tile = await appFetch(`/dashboard/dashboard-builder/${dashboard}`, { method: "POST", body: form({ intent: "add-analysis", analysisId: analysis, kind: "analysis" }), jar: owner.jar });
  expect(tile.status).toBe(303);
  const set: Shared = { dataset, analysis, report, dashboard };
  for (const type of RESOURCE_TYPES) expect((await share(owner, type, set[type], teamId)).status).toBe(302);
  return set;
}

/** One action on one resource type, done through its route; returns the status. `fresh` gives a set of its own. */
type Attempt = (actor: Person, set: Shared) => Promise<number>;

const json = (body: unknown) => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const status = async (res: Promise<Response>) => (await res).status;

/** Per resource type and action: the route, its success status, and whether it needs a set of its own (it deletes). */
const ROUTES: Partial<Record<ResourceType, Partial<Record<ResourceAction, { attempt: Attempt; ok: number; fresh?: boolean }>>>> = {
  dataset: {
    view: { attempt: (a, s) => status(appFetch(`/api/datasets/${s.dataset}`, { jar: a.jar })), ok: 200 },
    ask: { attempt: (a, s) => status(appFetch(`/api/datasets/${s.dataset}/ask`, { method: "POST", jar: a.jar, ...json({ question: "total units by region" }) })), ok: 200 },
    export: { attempt: (a, s) => status(appFetch(`/api/datasets/${s.dataset}/original`, { jar: a.jar })), ok: 200 },
    edit: { attempt: (a, s) => status(appFetch(`/dashboard/data-analysis/${s.dataset}`, { method: "POST", body: form({ intent: "sheet", sheet: "" }), jar: a.jar })), ok: 303 },
    delete: { attempt: (a, s) => status(appFetch(`/api/datasets/${s.dataset}?confirm=1`, { method: "DELETE", jar: a.jar })), ok: 200, fresh: true },
    share: { attempt: (a, s) => status(share(a, "dataset", s.dataset, otherTeamId)), ok: 302, fresh: true },
  },
  analysis: {
    export: { attempt: (a, s) => status(appFetch("/dashboard/reports/exports", { method: "POST", body: form({ analysisId: s.analysis, format: "csv" }), jar: a.jar })), ok: 303 },
    share: { attempt: (a, s) => status(share(a, "analysis", s.analysis, otherTeamId)), ok: 302, fresh: true },
  },
  report: {
    view: { attempt: (a, s) => status(appFetch(`/dashboard/reports/${s.report}`, { jar: a.jar })), ok: 200 },
    export: { attempt: (a, s) => status(appFetch("/dashboard/reports/exports", { method: "POST", body: form({ reportId: s.report, format: "pdf" }), jar: a.jar })), ok: 303 },
    edit: {
      attempt: (a, s) => status(appFetch(`/dashboard/reports/${s.report}`, { method: "POST", body: form({ intent: "save", title: "Renamed by a member", analysisId: s.analysis, note: "" }), jar: a.jar })),
      ok: 303,
    },
    delete: { attempt: (a, s) => status(appFetch(`/dashboard/reports/${s.report}`, { method: "POST", body: form({ intent: "delete", title: "x", confirm: "yes" }), jar: a.jar })), ok: 303, fresh: true },
    share: { attempt: (a, s) => status(share(a, "report", s.report, otherTeamId)), ok: 302, fresh: true },
  },
  dashboard: {
    view: { attempt: (a, s) => status(appFetch(`/dashboard/dashboard-builder/${s.dashboard}`, { jar: a.jar })), ok: 200 },
    export: { attempt: (a, s) => status(appFetch("/dashboard/reports/exports", { method: "POST", body: form({ dashboardId: s.dashboard, format: "pdf" }), jar: a.jar })), ok: 303 },
    edit: { attempt: (a, s) => status(appFetch(`/dashboard/dashboard-builder/${s.dashboard}`, { method: "POST", body: form({ intent: "rename", title: "Renamed by a member" }), jar: a.jar })), ok: 303 },
    delete: { attempt: (a, s) => status(appFetch(`/dashboard/dashboard-builder/${s.dashboard}`, { method: "POST", body: form({ intent: "delete", confirm: "yes" }), jar: a.jar })), ok: 303, fresh: true },
    share: { attempt: (a, s) => status(share(a, "dashboard", s.dashboard, otherTeamId)), ok: 302, fresh: true },
  },
};

const routeCells = TEAM_ROLES.flatMap((role) =>
  RESOURCE_TYPES.flatMap((type) =>
    ACTIONS_OF[type].filter((action) => ROUTES[type]?.[action]).map((action) => [role, action, type] as const),
  ),
);

let common: Shared;

describe("the permission matrix through the routes", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    lead = await person("enterprise");
    teamId = await createTeam(lead);
    // Every member also belongs to a second team (the lead owns it, the others are viewers): sharing there tests
    // the "share" permission on the first team's items alone.
    otherTeamId = await createTeam(lead);
    members.owner = lead;
    for (const role of ASSIGNABLE_ROLES) {
      members[role] = await person("pro");
      await join(lead, teamId, members[role], role);
      await join(lead, otherTeamId, members[role], "viewer");
    }
    author = await person("enterprise");
    await join(lead, teamId, author, "viewer");
    authors.push(author);
    for (let i = 0; i < 3; i++) {
      const another = await person("enterprise");
      await join(lead, teamId, another, "viewer");
      authors.push(another);
    }
    outsider = await person("pro");
    common = await sharedSet();
  });

  it.each(routeCells)("%s may %s a shared %s as the matrix says (403 otherwise); someone outside the team gets 404", async (role, action, type) => {
    const route = ROUTES[type]![action]!;
    const set = route.fresh ? await sharedSet(anAuthor()) : common;
    const expected = roleMay(role, action, type) ? route.ok : 403;
    expect(await route.attempt(members[role], set)).toBe(expected);
    const outsiderSet = route.fresh ? await sharedSet(anAuthor()) : common;
    expect(await route.attempt(outsider, outsiderSet)).toBe(404);
  });

  it("covers every cell of the matrix: each role, resource type and action has a route above or is checked here", () => {
    const throughRoutes = new Set(routeCells.map(([role, action, type]) => `${role} ${action} ${type}`));
    const rest = TEAM_ROLES.flatMap((role) => RESOURCE_TYPES.flatMap((type) => ACTIONS_OF[type].map((action) => `${role} ${action} ${type}`))).filter((cell) => !throughRoutes.has(cell));
    expect(rest.sort()).toEqual(TEAM_ROLES.flatMap((role) => ["delete", "edit", "view"].map((action) => `${role} ${action} analysis`)).sort());
  });

  it("checks a saved analysis's view, edit and delete (no route offers them) with the access function the routes use", async () => {
    const db = createDb(env.DB);
    const outcome = async (run: () => Promise<unknown>) => {
      try {
        await run();
        return "allowed";
      } catch (error) {
        if (error instanceof WorkspaceError) return error.status;
        throw error;
      }
    };
    for (const role of TEAM_ROLES) {
      for (const action of ["view", "edit", "delete"] as const) {
        const expected = roleMay(role, action, "analysis") ? "allowed" : 403;
        expect(await outcome(() => requireResource(db, members[role].id, "analysis", common.analysis, action)), `${role} ${action} analysis`).toBe(expected);
      }
    }
    expect(await outcome(() => requireResource(db, outsider.id, "analysis", common.analysis, "view"))).toBe(404);
    // The owner of a resource may do everything it has.
    for (const action of ACTIONS_OF.analysis) expect(await outcome(() => requireResource(db, author.id, "analysis", common.analysis, action))).toBe("allowed");
  });

  it.each(TEAM_ROLES)(
    "%s is neither offered nor can add an analysis it cannot see to a shared report or dashboard (404; 403 without the edit role), but can add one shared with it",
    async (role) => {
      const owner = anAuthor();
      const set = await sharedSet(owner);
      // The owner's other analyses: one on a file shared with nobody, one shared with the team on its own.
      const hidden = (await savedAnalysis(owner)).analysis;
      const sharedAlone = (await savedAnalysis(owner)).analysis;
      expect((await share(owner, "analysis", sharedAlone, teamId)).status).toBe(302);
      const actor = members[role];
      const canEdit = roleMay(role, "edit", "report");
      const addToReport = (id: string) => appFetch(`/dashboard/reports/${set.report}`, { method: "POST", body: form({ intent: "add", title: "Matrix report", analysisId: set.analysis, note: "", add: id }), jar: actor.jar });
      // The same through the save button: the submitted list of analyses names the hidden one.
      const saveIntoReport = (id: string) => appFetch(`/dashboard/reports/${set.report}`, { method: "POST", body: new URLSearchParams([["intent", "save"], ["title", "Matrix report"], ["analysisId", set.analysis], ["note", ""], ["analysisId", id], ["note", ""]]), jar: actor.jar });
      const addToDashboard = (id: string, kind: string) => appFetch(`/dashboard/dashboard-builder/${set.dashboard}`, { method: "POST", body: form({ intent: "add-analysis", analysisId: id, kind }), jar: actor.jar });
      const heldBy = async () => ({
        report: (await env.DB.prepare("select analysis_id from report_analyses where report_id = ?").bind(set.report).all<{ analysis_id: string }>()).results.map((r) => r.analysis_id),
        dashboard: (await env.DB.prepare("select analysis_id from dashboard_tiles where dashboard_id = ?").bind(set.dashboard).all<{ analysis_id: string }>()).results.map((r) => r.analysis_id),
      });

      for (const page of [`/dashboard/reports/${set.report}`, `/dashboard/dashboard-builder/${set.dashboard}`]) {
        const html = await (await appFetch(page, { jar: actor.jar })).text();
        expect(html, page).not.toContain(hidden);
        expect(html.includes(sharedAlone), page).toBe(canEdit);
      }
      const refused = canEdit ? 404 : 403;
      expect((await addToReport(hidden)).status).toBe(refused);
      expect((await saveIntoReport(hidden)).status).toBe(refused);
      expect((await addToDashboard(hidden, "analysis")).status).toBe(refused);
      expect((await addToDashboard(hidden, "kpi")).status).toBe(refused);
      expect(await heldBy()).toEqual({ report: [set.analysis], dashboard: [set.analysis] });

      expect((await addToReport(sharedAlone)).status).toBe(canEdit ? 303 : 403);
      expect((await addToDashboard(sharedAlone, "analysis")).status).toBe(canEdit ? 303 : 403);
      const after = await heldBy();
      expect(after.report.includes(sharedAlone)).toBe(canEdit);
      expect(after.dashboard.includes(sharedAlone)).toBe(canEdit);
      // Someone outside the team reaches neither container.
      expect((await appFetch(`/dashboard/reports/${set.report}`, { method: "POST", body: form({ intent: "add", title: "x", analysisId: set.analysis, note: "", add: hidden }), jar: outsider.jar })).status).toBe(404);
    },
  );

  it("a member removed from the team loses access at once (404)", async () => {
    const leaving = await person("pro");
    await join(lead, teamId, leaving, "editor");
    expect(await ROUTES.report!.view!.attempt(leaving, common)).toBe(200);
    const removed = await appFetch("/dashboard/teams", { method: "POST", body: form({ intent: "remove", teamId, userId: leaving.id }), jar: lead.jar });
    expect(removed.status).toBe(302);
    expect(await ROUTES.report!.view!.attempt(leaving, common)).toBe(404);
  });

  it("stopping a share takes the item away from the team; a viewer cannot stop it", async () => {
    const set = await sharedSet();
    const unshare = (actor: Person) =>
      appFetch("/dashboard/teams/share", { method: "POST", body: form({ intent: "unshare", resourceType: "report", resourceId: set.report, teamId }), jar: actor.jar });
    expect((await unshare(members.viewer)).status).toBe(403);
    expect(await ROUTES.report!.view!.attempt(members.viewer, set)).toBe(200);
    expect((await unshare(author)).status).toBe(302);
    expect(await ROUTES.report!.view!.attempt(members.viewer, set)).toBe(404);
  });

  it("shows shared items under Shared with me, and the viewer's report page has no Delete button", async () => {
    const reports = await (await appFetch("/dashboard/reports", { jar: members.viewer.jar })).text();
    expect(reports).toContain("Shared with me");
    expect(reports).toContain(`/dashboard/reports/${common.report}`);
    const files = await (await appFetch("/dashboard/data-analysis", { jar: members.viewer.jar })).text();
    expect(files).toContain(`/dashboard/data-analysis/${common.dataset}`);
    const boards = await (await appFetch("/dashboard/dashboard-builder", { jar: members.viewer.jar })).text();
    expect(boards).toContain(`/dashboard/dashboard-builder/${common.dashboard}`);
    const page = await (await appFetch(`/dashboard/reports/${common.report}`, { jar: members.viewer.jar })).text();
    expect(page).not.toContain("Delete report");
    const adminPage = await (await appFetch(`/dashboard/reports/${common.report}`, { jar: members.admin.jar })).text();
    expect(adminPage).toContain("Delete report");
  });

  it("writes one audit entry, with who and what, for each audited action: uploads, deletions, shares, exports and role changes", async () => {
    const people = [lead, author, ...ASSIGNABLE_ROLES.map((role) => members[role])];
    /** The audit entries our people wrote while `run` ran (other test files write to the same table). */
    const entriesOf = async (run: () => Promise<unknown>) => {
      const mark = (await env.DB.prepare("select coalesce(max(rowid), 0) as n from audit_log").first<{ n: number }>())!.n;
      await run();
      const rows = await env.DB.prepare(`select actor_id, action, resource_type, resource_id from audit_log where rowid > ? and actor_id in (${people.map(() => "?").join(", ")}) order by rowid`)
        .bind(mark, ...people.map((p) => p.id))
        .all<{ actor_id: string; action: string; resource_type: string; resource_id: string }>();
      return rows.results.map((r) => [r.actor_id, r.action, r.resource_type, r.resource_id]);
    };
    let dataset = "";
    expect(await entriesOf(async () => (dataset = await authorFile()))).toEqual([[author.id, "upload", "dataset", dataset]]);
    expect(await entriesOf(() => share(author, "dataset", dataset, teamId))).toEqual([[author.id, "share", "dataset", dataset]]);

    const set = await sharedSet();
    for (const type of ["analysis", "report", "dashboard"] as const) {
      expect(await entriesOf(() => ROUTES[type]!.export!.attempt(members.viewer, set)), `export ${type}`).toEqual([[members.viewer.id, "export", type, set[type]]]);
    }
    expect(await entriesOf(() => share(members.admin, "report", set.report, otherTeamId))).toEqual([[members.admin.id, "share", "report", set.report]]);
    const unshare = () => appFetch("/dashboard/teams/share", { method: "POST", body: form({ intent: "unshare", resourceType: "report", resourceId: set.report, teamId: otherTeamId }), jar: lead.jar });
    expect(await entriesOf(unshare)).toEqual([[lead.id, "unshare", "report", set.report]]);

    const changeRole = (role: string) => appFetch("/dashboard/teams", { method: "POST", body: form({ intent: "role", teamId, userId: author.id, role }), jar: members.admin.jar });
    expect(await entriesOf(() => changeRole("editor"))).toEqual([[members.admin.id, "role_change", "member", author.id]]);
    expect(await entriesOf(() => changeRole("viewer"))).toEqual([[members.admin.id, "role_change", "member", author.id]]);

    // Deletions by a team admin (the report and dashboard first: deleting the file takes its analyses with it).
    for (const type of ["report", "dashboard", "dataset"] as const) {
      expect(await entriesOf(() => ROUTES[type]!.delete!.attempt(members.admin, set)), `delete ${type}`).toEqual([[members.admin.id, "delete", type, set[type]]]);
    }

    // The team's log shows them to its admins (filters and the CSV are tested in teams.test.ts).
    const log = await (await appFetch(`/dashboard/teams?team=${teamId}&action=delete`, { jar: members.admin.jar })).text();
    expect(log.match(/data-action="delete"/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
