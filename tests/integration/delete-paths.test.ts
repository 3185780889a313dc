// Every way something is deleted (issue #25), what its step says before, and exactly what it takes with it — D1
// rows and R2 objects counted before and after: a file (which asks first when anything the user made goes with it,
// in the page and the API; a shared file names the team members' copies that go), a cleaned copy, a saved
// analysis, a conversation, a report, a dashboard, a team share and the account (its section counts what goes;
// settings.test.ts checks every row and object of it is gone).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyCleaning } from "~/server/cleaning/cleaning.server";
import { appFetch, createTestContext, form } from "./helpers";
import { r2Keys } from "./workspace-helpers";
import { createTeam, join, person, share, type Person } from "./team-helpers";
import { dashboardOf, reportOf, saveAnalysisOf, uploadSales } from "./saved-work-helpers";

const count = async (sql: string, ...binds: string[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

/** Everything of the user's that deleting can touch, as counts of rows and R2 objects. */
async function inventory(user: Person) {
  return {
    datasets: await count("select count(*) as n from datasets where owner_id = ?", user.id),
    conversations: await count("select count(*) as n from conversations where owner_id = ?", user.id),
    messages: await count("select count(*) as n from messages m join conversations c on c.id = m.conversation_id where c.owner_id = ?", user.id),
    analyses: await count("select count(*) as n from analyses where owner_id = ?", user.id),
    reports: await count("select count(*) as n from reports where owner_id = ?", user.id),
    reportEntries: await count("select count(*) as n from report_analyses ra join reports r on r.id = ra.report_id where r.owner_id = ?", user.id),
    dashboards: await count("select count(*) as n from dashboards where owner_id = ?", user.id),
    tiles: await count("select count(*) as n from dashboard_tiles t join dashboards d on d.id = t.dashboard_id where d.owner_id = ?", user.id),
    exports: await count("select count(*) as n from report_exports where owner_id = ?", user.id),
    shares: await count("select count(*) as n from shares where shared_by = ?", user.id),
    objects: (await r2Keys(`users/${user.id}/`)).length,
  };
}

/** A finished export of a report (its row and its file in R2), as the report Worker leaves one. */
async function finishedExport(user: Person, target: { reportId?: string; analysisId?: string; dashboardId?: string }): Promise<string> {
  const id = crypto.randomUUID();
  const key = `users/${user.id}/exports/${id}/file.pdf`;
  await env.FILES.put(key, "%PDF-1.7");
  await env.DB.prepare("insert into report_exports (id, owner_id, report_id, analysis_id, dashboard_id, format, file_name, file_key, byte_size) values (?, ?, ?, ?, ?, 'pdf', 'file.pdf', ?, 8)")
    .bind(id, user.id, target.reportId ?? null, target.analysisId ?? null, target.dashboardId ?? null, key)
    .run();
  return key;
}

/** A file cleaned twice, three analyses (two on the first copy, one on the second), a report, a dashboard, exports. */
async function workOnAFile(user: Person) {
  const { services } = createTestContext();
  const id = await uploadSales(user);
  const first = await applyCleaning(services, { id: user.id, plan: "enterprise" }, id, { level: "moderate" });
  const a1 = await saveAnalysisOf(user, id, "total revenue");
  const a2 = await saveAnalysisOf(user, id, "total revenue by region");
  const second = await applyCleaning(services, { id: user.id, plan: "enterprise" }, id, { level: "aggressive" });
  const a3 = await saveAnalysisOf(user, id, "how many rows");
  const report = await reportOf(user, "Quarterly", [a1, a2, a3]);
  const dashboard = await dashboardOf(user, "Board", [a1, a3]);
  const reportFile = await finishedExport(user, { reportId: report });
  const analysisFile = await finishedExport(user, { analysisId: a1 });
  return { id, first, second, a1, a2, a3, report, dashboard, reportFile, analysisFile };
}

describe("deleting a file asks first and says what goes", () => {
  it("a file's page: the delete is held until confirmed, lists copies, analyses, report and dashboard; then takes exactly those", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    const before = await inventory(user);
    expect(before).toMatchObject({ datasets: 3, conversations: 3, messages: 6, analyses: 3, reports: 1, reportEntries: 3, dashboards: 1, tiles: 2, exports: 2 });

    // Unconfirmed (the list's old post, or a page without the step): nothing goes; the step is shown instead.
    const held = await appFetch(`/dashboard/data-analysis/${work.id}`, { method: "POST", body: form({ intent: "delete" }), jar: user.jar });
    expect(held.status).toBe(303);
    expect(held.headers.get("Location")).toBe(`/dashboard/data-analysis/${work.id}?delete=1#delete-heading`);
    const fromList = await appFetch("/dashboard/data-analysis", { method: "POST", body: form({ intent: "delete", datasetId: work.id }), jar: user.jar });
    expect(fromList.headers.get("Location")).toBe(`/dashboard/data-analysis/${work.id}?delete=1#delete-heading`);
    expect(await inventory(user)).toEqual(before);

    const step = await (await appFetch(`/dashboard/data-analysis/${work.id}?delete=1`, { jar: user.jar })).text();
    expect(step).toContain("Delete sales.csv?");
    expect(step).toContain("2 cleaned copies: Clean_sales.csv, Clean_sales (2).csv");
    expect(step).toContain("3 conversations about it");
    expect(step).toContain("3 saved analyses: “total revenue”, “total revenue by region”, “how many rows”");
    expect(step).toContain("from the report “Quarterly”: 3 of its 3 analyses (it is left empty)");
    expect(step).toContain("from the dashboard “Board”: 2 tiles");
    expect(step).toContain('name="confirm" value="yes"');

    const deleted = await appFetch(`/dashboard/data-analysis/${work.id}`, { method: "POST", body: form({ intent: "delete", confirm: "yes" }), jar: user.jar });
    expect(deleted.headers.get("Location")).toBe("/dashboard/data-analysis");
    // The report and dashboard themselves stay (emptied); the report's own export stays, the analysis's goes.
    expect(await inventory(user)).toEqual({ ...before, datasets: 0, conversations: 0, messages: 0, analyses: 0, reportEntries: 0, tiles: 0, exports: 1, objects: 1 });
    expect(await r2Keys(`users/${user.id}/`)).toEqual([work.reportFile]);
  });

  it("the API answers 409 with what would go, and deletes with ?confirm=1; a file nothing uses goes at once", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    const before = await inventory(user);
    const refused = await appFetch(`/api/datasets/${work.id}`, { method: "DELETE", jar: user.jar });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; impact: { files: { name: string }[]; analyses: { title: string }[]; reports: { title: string; losing: number }[] } };
    expect(body.impact.files.map((f) => f.name)).toEqual(["sales.csv", "Clean_sales.csv", "Clean_sales (2).csv"]);
    expect(body.impact.analyses).toHaveLength(3);
    expect(body.impact.reports).toEqual([expect.objectContaining({ title: "Quarterly", losing: 3 })]);
    expect(await inventory(user)).toEqual(before);
    expect((await appFetch(`/api/datasets/${work.id}?confirm=1`, { method: "DELETE", jar: user.jar })).status).toBe(200);
    expect(await inventory(user)).toMatchObject({ datasets: 0, analyses: 0, objects: 1 });

    const lone = await uploadSales(user, "lone.csv");
    expect((await appFetch(`/api/datasets/${lone}`, { method: "DELETE", jar: user.jar })).status).toBe(200);
    expect(await count("select count(*) as n from datasets where id = ?", lone)).toBe(0);
  });

  it("a cleaned copy: only the copy, its objects and what was saved on it; the original, the other copy and their analyses stay", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    const before = await inventory(user);
    const firstObjects = (await r2Keys(`users/${user.id}/datasets/${work.first.id}/`)).length;
    expect(firstObjects).toBeGreaterThan(0);
    const step = await (await appFetch(`/dashboard/data-analysis/${work.first.id}?delete=1`, { jar: user.jar })).text();
    expect(step).toContain("2 saved analyses: “total revenue”, “total revenue by region”");
    expect(step).toContain("from the report “Quarterly”: 2 of its 3 analyses");
    expect(step).not.toContain("cleaned copies");
    expect((await appFetch(`/dashboard/data-analysis/${work.first.id}`, { method: "POST", body: form({ intent: "delete", confirm: "yes" }), jar: user.jar })).status).toBe(303);
    // Conversations are about the original, so they stay; the analysis export of a1 goes with a1.
    expect(await inventory(user)).toEqual({ ...before, datasets: 2, analyses: 1, reportEntries: 1, tiles: 1, exports: 1, objects: before.objects - firstObjects - 1 });
    expect(await count("select count(*) as n from analyses where id = ? and dataset_id = ?", work.a3, work.second.id)).toBe(1);
  });
});

describe("deleting what is made from files takes only itself", () => {
  it("a conversation: its messages; the analyses saved from it stay", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    const before = await inventory(user);
    const conversation = (await env.DB.prepare("select id from conversations where owner_id = ? and title = ?").bind(user.id, "total revenue").first<{ id: string }>())!.id;
    expect((await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "delete-conversation", conversationId: conversation }), jar: user.jar })).status).toBe(303);
    expect(await inventory(user)).toEqual({ ...before, conversations: 2, messages: 4 });
    expect(await count("select count(*) as n from analyses where id = ?", work.a1)).toBe(1);
  });

  it("a report: its entries, its exports (row and file) and shares; the analyses, files and dashboards stay", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    const team = await createTeam(user);
    expect((await share(user, "report", work.report, team)).status).toBe(302);
    const before = await inventory(user);
    expect(before.shares).toBe(1);
    const held = await appFetch(`/dashboard/reports/${work.report}`, { method: "POST", body: form({ intent: "delete", title: "x" }), jar: user.jar });
    expect(held.headers.get("Location")).toBe(`/dashboard/reports/${work.report}?delete=1#delete-report-heading`);
    expect(await inventory(user)).toEqual(before);
    const step = await (await appFetch(`/dashboard/reports/${work.report}?delete=1`, { jar: user.jar })).text();
    expect(step).toContain("Delete “Quarterly”?");
    expect(step).toContain("1 exported file</li>");
    expect(step).toContain("1 share with a team</li>");
    expect(step).toContain("The 3 saved analyses it holds stay.");
    expect((await appFetch(`/dashboard/reports/${work.report}`, { method: "POST", body: form({ intent: "delete", title: "x", confirm: "yes" }), jar: user.jar })).status).toBe(303);
    expect(await inventory(user)).toEqual({ ...before, reports: 0, reportEntries: 0, exports: 1, shares: 0, objects: before.objects - 1 });
    expect(await env.FILES.head(work.reportFile)).toBeNull();
    expect(await env.FILES.head(work.analysisFile)).not.toBeNull();
  });

  it("a dashboard: its Delete panel counts its tiles, exports and shares; held until confirmed; then takes those; the analyses, report and files stay", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    await finishedExport(user, { dashboardId: work.dashboard });
    const team = await createTeam(user);
    expect((await share(user, "dashboard", work.dashboard, team)).status).toBe(302);
    const page = `/dashboard/dashboard-builder/${work.dashboard}`;
    const panel = await (await appFetch(page, { jar: user.jar })).text();
    expect(panel).toContain("Delete “Board”? Its 2 tiles and its 1 exported file and its 1 share with teams go with it; the saved analyses it shows stay.");
    // The panel's form carries its confirmation; a post without it (an old form, a script) deletes nothing.
    expect(panel).toMatch(/<input type="hidden" name="confirm" value="yes"\/><button[^>]*name="intent" value="delete"/);
    const before = await inventory(user);
    expect(before.shares).toBe(1);
    const held = await appFetch(page, { method: "POST", body: form({ intent: "delete" }), jar: user.jar });
    expect(held.status).toBe(303);
    expect(held.headers.get("Location")).toBe(`${page}?delete=1#delete-dashboard-heading`);
    expect(await inventory(user)).toEqual(before);
    const step = await (await appFetch(`${page}?delete=1`, { jar: user.jar })).text();
    expect(step).toContain("Delete “Board”?</h2>");
    for (const line of ["2 tiles", "1 exported file", "1 share with teams"]) expect(step).toContain(`${line}</li>`);
    expect(step).toContain("The saved analyses it shows stay.");
    expect((await appFetch(page, { method: "POST", body: form({ intent: "delete", confirm: "yes" }), jar: user.jar })).status).toBe(303);
    expect(await inventory(user)).toEqual({ ...before, dashboards: 0, tiles: 0, exports: before.exports - 1, shares: 0, objects: before.objects - 1 });
    expect(await count("select count(*) as n from analyses where id in (?, ?)", work.a1, work.a3)).toBe(2);
    expect(await count("select count(*) as n from reports where id = ?", work.report)).toBe(1);
  });

  it("a team share: the share alone; the file and everything on it stay", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    const team = await createTeam(user);
    expect((await share(user, "dataset", work.id, team)).status).toBe(302);
    const before = await inventory(user);
    const unshared = await appFetch("/dashboard/teams/share", { method: "POST", body: form({ intent: "unshare", resourceType: "dataset", resourceId: work.id, teamId: team, returnTo: "/dashboard" }), jar: user.jar });
    expect(unshared.status).toBe(302);
    expect(await inventory(user)).toEqual({ ...before, shares: 0 });
  });
});

describe("a saved analysis has its own delete, which asks first", () => {
  it("the reports page links each analysis to a step naming the reports, dashboards and exports it leaves; held until confirmed; then takes exactly those", async () => {
    const user = await person("enterprise");
    const work = await workOnAFile(user);
    const lonely = await reportOf(user, "Only revenue", [work.a1]);
    const before = await inventory(user);

    const list = await (await appFetch("/dashboard/reports", { jar: user.jar })).text();
    expect(list).toContain(`href="/dashboard/reports?deleteAnalysis=${work.a1}#delete-analysis-heading"`);
    const step = await (await appFetch(`/dashboard/reports?deleteAnalysis=${work.a1}`, { jar: user.jar })).text();
    expect(step).toContain("Delete the analysis “total revenue”?");
    expect(step).toContain("from the report “Quarterly”: 1 of its 3 analyses</li>");
    expect(step).toContain("from the report “Only revenue”: 1 of its 1 analysis (it is left empty)</li>");
    expect(step).toContain("from the dashboard “Board”: 1 tile</li>");
    expect(step).toContain("1 exported file made from it</li>");
    expect(step).toContain('name="intent" value="delete-analysis"');

    // A post without the confirmation (an old form, a script) deletes nothing and lands on the step.
    const held = await appFetch("/dashboard/reports", { method: "POST", body: form({ intent: "delete-analysis", analysisId: work.a1 }), jar: user.jar });
    expect(held.headers.get("Location")).toBe(`/dashboard/reports?deleteAnalysis=${work.a1}#delete-analysis-heading`);
    expect(await inventory(user)).toEqual(before);

    // Someone else cannot see it, let alone delete it.
    const stranger = await person("enterprise");
    expect((await appFetch(`/dashboard/reports?deleteAnalysis=${work.a1}`, { jar: stranger.jar })).status).toBe(404);
    expect((await appFetch("/dashboard/reports", { method: "POST", body: form({ intent: "delete-analysis", analysisId: work.a1, confirm: "yes" }), jar: stranger.jar })).status).toBe(404);
    expect(await inventory(user)).toEqual(before);

    const deleted = await appFetch("/dashboard/reports", { method: "POST", body: form({ intent: "delete-analysis", analysisId: work.a1, confirm: "yes" }), jar: user.jar });
    expect(deleted.headers.get("Location")).toBe("/dashboard/reports#saved-analyses");
    // The analysis, its two report entries, its tile and its export (row and file); reports, dashboard, files stay.
    expect(await inventory(user)).toEqual({ ...before, analyses: 2, reportEntries: before.reportEntries - 2, tiles: 1, exports: 1, objects: before.objects - 1 });
    expect(await env.FILES.head(work.analysisFile)).toBeNull();
    expect(await count("select count(*) as n from reports where id in (?, ?)", work.report, lonely)).toBe(2);
  });

  it("an analysis nothing shows goes at once, and says so on its step", async () => {
    const user = await person("enterprise");
    const id = await uploadSales(user);
    const alone = await saveAnalysisOf(user, id, "total revenue");
    const step = await (await appFetch(`/dashboard/reports?deleteAnalysis=${alone}`, { jar: user.jar })).text();
    expect(step).toContain("No report or dashboard shows it, and nothing was exported or shared from it.");
    expect((await appFetch("/dashboard/reports", { method: "POST", body: form({ intent: "delete-analysis", analysisId: alone }), jar: user.jar })).status).toBe(303);
    expect(await count("select count(*) as n from analyses where id = ?", alone)).toBe(0);
    expect(await count("select count(*) as n from datasets where id = ?", id)).toBe(1);
  });
});

describe("a shared file's delete names the team members' copies that go with it", () => {
  it("lists a member's cleaned copy with whose it is, and takes it", async () => {
    const owner = await person("enterprise");
    const member = await person("enterprise");
    const id = await uploadSales(owner);
    const team = await createTeam(owner);
    await join(owner, team, member, "editor");
    expect((await share(owner, "dataset", id, team)).status).toBe(302);
    // Cleaning is scoped to the file's owner today, so a member's copy of a shared file is written here as one
    // made before that (the delete reaches copies by their original, whoever owns them).
    const copy = { id: crypto.randomUUID() };
    await env.DB.prepare("insert into datasets (id, owner_id, name, kind, source_dataset_id, format, status, original_key, expires_at) values (?, ?, 'Clean_sales.csv', 'cleaned', ?, 'csv', 'ready', 'x', ?)")
      .bind(copy.id, member.id, id, Date.now() + 86_400_000)
      .run();
    const step = await (await appFetch(`/dashboard/data-analysis/${id}?delete=1`, { jar: owner.jar })).text();
    expect(step).toContain(`1 cleaned copy: Clean_sales.csv (${member.email}&#x27;s)</li>`);
    expect(step).toContain("1 share with teams</li>");
    expect((await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "delete", confirm: "yes" }), jar: owner.jar })).status).toBe(303);
    expect(await count("select count(*) as n from datasets where id in (?, ?)", id, copy.id)).toBe(0);
  });
});

describe("deleting the account says what goes first", () => {
  it("the Delete account section counts the files, copies, conversations, analyses, reports, dashboards and exports; deleting takes them all", async () => {
    const user = await person("enterprise");
    await workOnAFile(user);
    const before = await inventory(user);
    const page = await (await appFetch("/dashboard/settings", { jar: user.jar })).text();
    const section = page.slice(page.indexOf('data-testid="account-delete-impact"'));
    for (const line of ["1 file", "2 cleaned copies", "3 conversations", "3 saved analyses", "1 report", "1 dashboard", "2 exported files"]) expect(section).toContain(`<li>${line}</li>`);
    expect(before).toMatchObject({ datasets: 3, conversations: 3, analyses: 3, reports: 1, dashboards: 1, exports: 2 });
    const deleted = await appFetch("/dashboard/settings", { method: "POST", body: form({ intent: "delete-account", confirmEmail: user.email }), jar: user.jar });
    expect(deleted.status).toBe(302);
    expect(await inventory(user)).toEqual({ datasets: 0, conversations: 0, messages: 0, analyses: 0, reports: 0, reportEntries: 0, dashboards: 0, tiles: 0, exports: 0, shares: 0, objects: 0 });
  });
});
