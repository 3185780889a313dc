// Cleaning a file again (issue #25): a new cleaning is a new version of the cleaned copy and deletes nothing — the
// earlier copy, its R2 objects, the analyses saved on it, their conversations, reports and dashboards stay, and
// keep running on the data they were made on.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyCleaning } from "~/server/cleaning/cleaning.server";
import { analysisSection } from "~/server/reports/render-export.server";
import { reportItems } from "~/server/reports/reports.server";
import { appFetch, createTestContext, form } from "./helpers";
import { r2Keys, signedInUser, upload, type TestUser } from "./workspace-helpers";

/** 40 orders; Revenue has blanks and one 90,000 outlier that Aggressive caps and Moderate leaves. */
export function salesCsv(): string {
  const lines = ["Order ID,Region,Revenue,Units"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 1; i <= 40; i++) lines.push(`${i},${regions[i % 4]},${i % 13 === 0 ? "" : 1000 + i * 10},${1 + (i % 4)}`);
  lines.push("41,north,1200,2", "42,East,90000,2", "42,East,90000,2");
  return lines.join("\n");
}

export async function uploadSales(user: TestUser, name = "sales.csv"): Promise<string> {
  const res = await upload(user, name, salesCsv());
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

/** Asks about `datasetId` and saves the answer as an analysis through the AI Analysis page's form; its id. */
export async function saveAnalysisOf(user: TestUser, datasetId: string, question: string): Promise<string> {
  const asked = await appFetch(`/api/datasets/${datasetId}/ask`, { method: "POST", jar: user.jar, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ question }) });
  expect(asked.status).toBe(200);
  const { conversationId, messageId } = (await asked.json()) as { conversationId: string; messageId: string };
  const saved = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "save", conversationId, messageId }), jar: user.jar });
  expect(saved.status).toBe(303);
  const row = await env.DB.prepare("select id from analyses where owner_id = ? and question = ? order by created_at desc").bind(user.id, question).first<{ id: string }>();
  return row!.id;
}

export async function reportOf(user: TestUser, title: string, analysisIds: string[]): Promise<string> {
  const body = new URLSearchParams({ title });
  for (const id of analysisIds) body.append("analysisId", id);
  const created = await appFetch("/dashboard/reports", { method: "POST", body, jar: user.jar });
  expect(created.status).toBe(303);
  return created.headers.get("Location")!.split("/").pop()!;
}

export async function dashboardOf(user: TestUser, title: string, analysisIds: string[]): Promise<string> {
  const board = await appFetch("/dashboard/dashboard-builder", { method: "POST", body: form({ title }), jar: user.jar });
  expect(board.status).toBe(303);
  const id = board.headers.get("Location")!.split("/").pop()!;
  for (const analysisId of analysisIds) {
    expect((await appFetch(`/dashboard/dashboard-builder/${id}`, { method: "POST", body: form({ intent: "add-analysis", analysisId, kind: "analysis" }), jar: user.jar })).status).toBe(303);
  }
  return id;
}

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
