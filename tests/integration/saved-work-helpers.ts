// Saved work for tests of what cleaning and deleting keep: a sales file with blanks and an outlier, analyses saved
// through the AI Analysis page's form, reports and dashboards made through their pages' forms.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { appFetch, form } from "./helpers";
import { upload, type TestUser } from "./workspace-helpers";

/** 40 orders; Revenue has blanks and one 90,000 outlier that Aggressive caps and Moderate leaves. */
function salesCsv(): string {
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

