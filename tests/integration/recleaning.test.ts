// Cleaning a file again (issue #25): a new cleaning is a new version of the cleaned copy and deletes nothing — the
// earlier copy, its R2 objects, the analyses saved on it, their conversations, reports and dashboards stay, and
// keep running on the data they were made on.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyCleaning } from "~/server/cleaning/cleaning.server";
import { analysisSection } from "~/server/reports/render-export.server";
import { reportItems } from "~/server/reports/reports.server";
import { appFetch, createTestContext, form } from "./helpers";
import { dashboardOf, reportOf, saveAnalysisOf, uploadSales } from "./saved-work-helpers";
import { r2Keys, signedInUser } from "./workspace-helpers";

const count = async (sql: string, ...binds: string[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

describe("cleaning a file again", () => {
  it("saves Clean_sales (2).csv beside Clean_sales.csv; the analyses, conversations, report and dashboard made on the first copy stay on it", async () => {
    const user = await signedInUser("pro");
    const { services } = createTestContext();
    const id = await uploadSales(user);
    const first = await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" });
    expect(first.name).toBe("Clean_sales.csv");

    const questions = ["total revenue", "total revenue by region", "how many rows"];
    const saved = [];
    for (const q of questions) saved.push(await saveAnalysisOf(user, id, q));
    // Saved on the data the answers came from: the cleaned copy.
    for (const a of saved) expect(await count("select count(*) as n from analyses where id = ? and dataset_id = ?", a, first.id)).toBe(1);
    const report = await reportOf(user, "Q3", saved);
    const dashboard = await dashboardOf(user, "Sales", saved.slice(0, 2));
    const firstKeys = await r2Keys(`users/${user.id}/datasets/${first.id}/`);
    expect(firstKeys.length).toBeGreaterThan(0);
    const totalBefore = (await analysisSection(services, user.id, (await reportItems(services.db, report))[0].analysis, null)).section.answer;

    const second = await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "aggressive" });
    expect(second).toMatchObject({ name: "Clean_sales (2).csv", kind: "cleaned", sourceDatasetId: id });
    expect(second.id).not.toBe(first.id);

    // Nothing of the first copy went: its row, its objects, the analyses, their conversations, the report and dashboard.
    expect(await count("select count(*) as n from datasets where id = ? and status = 'ready'", first.id)).toBe(1);
    expect(await r2Keys(`users/${user.id}/datasets/${first.id}/`)).toEqual(firstKeys);
    expect(await count("select count(*) as n from analyses where owner_id = ? and dataset_id = ?", user.id, first.id)).toBe(3);
    expect(await count("select count(*) as n from conversations where owner_id = ?", user.id)).toBe(3);
    expect(await count("select count(*) as n from messages m join conversations c on c.id = m.conversation_id where c.owner_id = ?", user.id)).toBe(6);
    expect(await count("select count(*) as n from report_analyses where report_id = ?", report)).toBe(3);
    expect(await count("select count(*) as n from dashboard_tiles where dashboard_id = ?", dashboard)).toBe(2);

    // The report still runs on the first copy: the same figure as before the second cleaning.
    const items = await reportItems(services.db, report);
    const again = await analysisSection(services, user.id, items[0].analysis, null);
    expect(again.dataset).toEqual({ id: first.id, name: "Clean_sales.csv" });
    expect(again.section.answer).toBe(totalBefore);

    // A third cleaning is the third version.
    expect((await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "conservative" })).name).toBe("Clean_sales (3).csv");
  });
});

describe("using the new cleaned copy", () => {
  it("the report and dashboard offer the newer copy; moving is a confirmed form post that changes only those analyses", async () => {
    const user = await signedInUser("pro");
    const { services } = createTestContext();
    const id = await uploadSales(user);
    const first = await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" });
    const onReport = [await saveAnalysisOf(user, id, "total revenue"), await saveAnalysisOf(user, id, "total revenue by region")];
    const elsewhere = await saveAnalysisOf(user, id, "how many rows");
    const report = await reportOf(user, "Q3", onReport);
    const dashboard = await dashboardOf(user, "Sales", [onReport[0], elsewhere]);

    // No newer copy yet: nothing offered.
    expect(await (await appFetch(`/dashboard/reports/${report}`, { jar: user.jar })).text()).not.toContain('data-testid="newer-copy"');

    const second = await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "aggressive" });
    const reportPage = await (await appFetch(`/dashboard/reports/${report}`, { jar: user.jar })).text();
    expect(reportPage).toContain('data-testid="newer-copy"');
    expect(reportPage).toContain("Use the new cleaned copy");
    expect(reportPage).toContain(`moveFrom=${first.id}&amp;moveTo=${second.id}`);
    expect(await (await appFetch(`/dashboard/dashboard-builder/${dashboard}`, { jar: user.jar })).text()).toContain("Use the new cleaned copy");

    // The confirmation step names the analyses, the dashboard that shares one of them, and the columns found.
    const step = await (await appFetch(`/dashboard/reports/${report}?moveFrom=${first.id}&moveTo=${second.id}`, { jar: user.jar })).text();
    expect(step).toContain('data-testid="move-step"');
    expect(step).toContain("Move 2 analyses from <strong");
    expect(step).toContain("the dashboard “Sales”");
    expect(step).not.toContain('data-status="missing"');

    // Someone else cannot move them (404), and a copy that is not newer is refused with the reason.
    const other = await signedInUser("pro");
    const moveForm = (from: string, to: string) => form({ intent: "move-to-copy", moveFrom: from, moveTo: to });
    expect((await appFetch(`/dashboard/reports/${report}`, { method: "POST", body: moveForm(first.id, second.id), jar: other.jar })).status).toBe(404);
    const backwards = await appFetch(`/dashboard/reports/${report}`, { method: "POST", body: moveForm(second.id, first.id), jar: user.jar });
    expect(backwards.status).toBe(400);
    expect(await count("select count(*) as n from analyses where dataset_id = ?", first.id)).toBe(3);

    const moved = await appFetch(`/dashboard/reports/${report}`, { method: "POST", body: moveForm(first.id, second.id), jar: user.jar });
    expect(moved.status).toBe(303);
    for (const a of onReport) expect(await count("select count(*) as n from analyses where id = ? and dataset_id = ?", a, second.id)).toBe(1);
    // The analysis only on the dashboard stays on the first copy, and the first copy stays.
    expect(await count("select count(*) as n from analyses where id = ? and dataset_id = ?", elsewhere, first.id)).toBe(1);
    expect(await count("select count(*) as n from datasets where id = ?", first.id)).toBe(1);
    const items = await reportItems(services.db, report);
    expect((await analysisSection(services, user.id, items[0].analysis, null)).dataset.id).toBe(second.id);
    expect(await (await appFetch(`/dashboard/reports/${report}`, { jar: user.jar })).text()).not.toContain('data-testid="newer-copy"');

    // The dashboard still offers its remaining analysis, and moves it by the same post.
    expect((await appFetch(`/dashboard/dashboard-builder/${dashboard}`, { method: "POST", body: moveForm(first.id, second.id), jar: user.jar })).status).toBe(303);
    expect(await count("select count(*) as n from analyses where id = ? and dataset_id = ?", elsewhere, second.id)).toBe(1);
  });

  it("a background cleaning run twice for one job saves one copy, and a second job a second version", async () => {
    const user = await signedInUser("pro");
    const { services } = createTestContext();
    const id = await uploadSales(user);
    const { runCleaningJob } = await import("~/server/cleaning/cleaning.server");
    const job = async () => {
      const jobId = crypto.randomUUID();
      await env.DB.prepare("insert into jobs (id, owner_id, type, input_json) values (?, ?, 'clean-dataset', '{}')").bind(jobId, user.id).run();
      return jobId;
    };
    const progress = async () => {};
    const jobId = await job();
    const key = await runCleaningJob(services, { jobId, datasetId: id, level: "moderate", keep: null }, progress);
    expect(await runCleaningJob(services, { jobId, datasetId: id, level: "moderate", keep: null }, progress)).toBe(key);
    expect(await count("select count(*) as n from datasets where source_dataset_id = ?", id)).toBe(1);
    await runCleaningJob(services, { jobId: await job(), datasetId: id, level: "aggressive", keep: null }, progress);
    const names = await env.DB.prepare("select name from datasets where source_dataset_id = ? order by created_at").bind(id).all<{ name: string }>();
    expect(names.results.map((r) => r.name)).toEqual(["Clean_sales.csv", "Clean_sales (2).csv"]);
  });
});
