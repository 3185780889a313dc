// The permission matrix (app/lib/team-permissions.ts) applied through the real routes: the owner shares a file,
// a saved analysis and a report with a team; an admin, an editor and a viewer of that team each try every action
// on each resource type, and someone outside the team tries too. The expected status of every cell comes from
// the matrix itself (allowed → the route's success, refused → 403), the outsider always gets 404.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIONS_OF, ASSIGNABLE_ROLES, RESOURCE_ACTIONS, roleMay, type AssignableRole, type ResourceAction, type ResourceType } from "~/lib/team-permissions";
import { requireAccess, requireResource } from "~/server/access.server";
import { createDb } from "~/server/db/client.server";
import { WorkspaceError } from "~/server/workspace-error.server";
import { appFetch, form } from "./helpers";
import { auditActions, createTeam, join, person, share, type Person } from "./team-helpers";
import { upload } from "./workspace-helpers";

const CSV = "region,units\nNorth,3\nSouth,5\nNorth,4\n";

interface Shared {
  dataset: string;
  analysis: string;
  report: string;
}

let owner: Person;
let teamId: string;
let otherTeamId: string;
const members = {} as Record<AssignableRole, Person>;
let outsider: Person;

async function ownerFile(): Promise<string> {
  const res = await upload(owner, `matrix-${crypto.randomUUID().slice(0, 6)}.csv`, CSV);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

/** A file, a saved analysis of it and a report holding the analysis — the owner's, shared with the team. */
async function sharedSet(): Promise<Shared> {
  const dataset = await ownerFile();
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
  const created = await appFetch("/dashboard/reports", { method: "POST", body: form({ title: "Matrix report", analysisId: analysis }), jar: owner.jar });
  expect(created.status).toBe(303);
  const report = created.headers.get("Location")!.split("/").pop()!;
  for (const [type, id] of [["dataset", dataset], ["analysis", analysis], ["report", report]] as const) {
    expect((await share(owner, type, id, teamId)).status).toBe(302);
  }
  return { dataset, analysis, report };
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
    delete: { attempt: (a, s) => status(appFetch(`/api/datasets/${s.dataset}`, { method: "DELETE", jar: a.jar })), ok: 200, fresh: true },
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
    delete: { attempt: (a, s) => status(appFetch(`/dashboard/reports/${s.report}`, { method: "POST", body: form({ intent: "delete", title: "x" }), jar: a.jar })), ok: 303, fresh: true },
    share: { attempt: (a, s) => status(share(a, "report", s.report, otherTeamId)), ok: 302, fresh: true },
  },
};

const routeCells = ASSIGNABLE_ROLES.flatMap((role) =>
  (["dataset", "analysis", "report"] as const).flatMap((type) =>
    ACTIONS_OF[type].filter((action) => ROUTES[type]?.[action]).map((action) => [role, action, type] as const),
  ),
);

let common: Shared;

describe("the permission matrix through the routes", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    owner = await person("enterprise");
    teamId = await createTeam(owner);
    otherTeamId = await createTeam(owner);
    for (const role of ASSIGNABLE_ROLES) {
      members[role] = await person("pro");
      await join(owner, teamId, members[role], role);
      // Every member is also a viewer of a second team: sharing there tests the "share" permission alone.
      await join(owner, otherTeamId, members[role], "viewer");
    }
    outsider = await person("pro");
    common = await sharedSet();
  });

  it.each(routeCells)("%s may %s a shared %s as the matrix says (403 otherwise); someone outside the team gets 404", async (role, action, type) => {
    const route = ROUTES[type]![action]!;
    const set = route.fresh ? await sharedSet() : common;
    const expected = roleMay(role, action, type) ? route.ok : 403;
    expect(await route.attempt(members[role], set)).toBe(expected);
    const outsiderSet = route.fresh ? await sharedSet() : common;
    expect(await route.attempt(outsider, outsiderSet)).toBe(404);
  });

  it("checks the cells no route offers yet (an analysis's view, edit and delete; every dashboard cell) with the one access function", async () => {
    const db = createDb(env.DB);
    const dashboard = { type: "dashboard" as const, id: `dash-${crypto.randomUUID()}`, ownerId: owner.id };
    await env.DB.prepare("insert into shares (id, team_id, resource_type, resource_id, shared_by, created_at) values (?, ?, 'dashboard', ?, ?, ?)")
      .bind(crypto.randomUUID(), teamId, dashboard.id, owner.id, Date.now())
      .run();
    const outcome = async (run: () => Promise<unknown>) => {
      try {
        await run();
        return "allowed";
      } catch (error) {
        if (error instanceof WorkspaceError) return error.status;
        throw error;
      }
    };
    for (const role of ASSIGNABLE_ROLES) {
      for (const action of RESOURCE_ACTIONS) {
        const expected = roleMay(role, action, "analysis") ? "allowed" : 403;
        expect(await outcome(() => requireResource(db, members[role].id, "analysis", common.analysis, action)), `${role} ${action} analysis`).toBe(expected);
        expect(await outcome(() => requireAccess(db, members[role].id, dashboard, action)), `${role} ${action} dashboard`).toBe(roleMay(role, action, "dashboard") ? "allowed" : 403);
      }
      expect(await outcome(() => requireAccess(db, outsider.id, dashboard, "view"))).toBe(404);
      expect(await outcome(() => requireResource(db, outsider.id, "analysis", common.analysis, "view"))).toBe(404);
    }
    // The owner of a resource may do everything it has.
    for (const action of ACTIONS_OF.dashboard) expect(await outcome(() => requireAccess(db, owner.id, dashboard, action))).toBe("allowed");
  });

  it("a member removed from the team loses access at once (404)", async () => {
    const leaving = await person("pro");
    await join(owner, teamId, leaving, "editor");
    expect(await ROUTES.report!.view!.attempt(leaving, common)).toBe(200);
    const removed = await appFetch("/dashboard/teams", { method: "POST", body: form({ intent: "remove", teamId, userId: leaving.id }), jar: owner.jar });
    expect(removed.status).toBe(302);
    expect(await ROUTES.report!.view!.attempt(leaving, common)).toBe(404);
  });

  it("stopping a share takes the item away from the team; a viewer cannot stop it", async () => {
    const set = await sharedSet();
    const unshare = (actor: Person) =>
      appFetch("/dashboard/teams/share", { method: "POST", body: form({ intent: "unshare", resourceType: "report", resourceId: set.report, teamId }), jar: actor.jar });
    expect((await unshare(members.viewer)).status).toBe(403);
    expect(await ROUTES.report!.view!.attempt(members.viewer, set)).toBe(200);
    expect((await unshare(owner)).status).toBe(302);
    expect(await ROUTES.report!.view!.attempt(members.viewer, set)).toBe(404);
  });

  it("shows shared items under Shared with me, and the viewer's report page has no Delete button", async () => {
    const reports = await (await appFetch("/dashboard/reports", { jar: members.viewer.jar })).text();
    expect(reports).toContain("Shared with me");
    expect(reports).toContain(`/dashboard/reports/${common.report}`);
    const files = await (await appFetch("/dashboard/data-analysis", { jar: members.viewer.jar })).text();
    expect(files).toContain(`/dashboard/data-analysis/${common.dataset}`);
    const page = await (await appFetch(`/dashboard/reports/${common.report}`, { jar: members.viewer.jar })).text();
    expect(page).not.toContain("Delete report");
    const adminPage = await (await appFetch(`/dashboard/reports/${common.report}`, { jar: members.admin.jar })).text();
    expect(adminPage).toContain("Delete report");
  });

  it("writes one audit entry per upload, deletion, share, unshare and export", async () => {
    const before = await auditActions(teamId);
    const count = (list: string[], action: string) => list.filter((a) => a === action).length;
    const set = await sharedSet(); // 1 upload, 3 shares
    await ROUTES.dataset!.delete!.attempt(members.admin, set); // 1 deletion
    const fresh = await sharedSet(); // 1 upload, 3 shares
    await ROUTES.report!.export!.attempt(members.viewer, fresh); // 1 export
    await appFetch("/dashboard/teams/share", { method: "POST", body: form({ intent: "unshare", resourceType: "report", resourceId: fresh.report, teamId }), jar: owner.jar }); // 1 unshare
    const after = await auditActions(teamId);
    expect(count(after, "upload") - count(before, "upload")).toBe(2);
    expect(count(after, "share") - count(before, "share")).toBe(6);
    expect(count(after, "delete") - count(before, "delete")).toBe(1);
    expect(count(after, "export") - count(before, "export")).toBe(1);
    expect(count(after, "unshare") - count(before, "unshare")).toBe(1);
  });
});
