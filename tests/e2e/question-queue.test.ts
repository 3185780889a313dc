// A question too large for its request, in Chromium with and without JavaScript: on a server whose request budget
// is one value (QUESTION_REQUEST_VALUES=1), every question goes to the JOBS queue. The page follows it (revalidating
// with JavaScript, its meta refresh without) and shows the answer in the thread.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestServer } from "../setup/e2e-server.mjs";
import { newPage, signUp, waitForHydration } from "./harness";

let server: { baseURL: string; stop(): Promise<void> } | undefined;

beforeAll(async () => {
  server = await startTestServer(inject("testBuild"), { vars: { QUESTION_REQUEST_VALUES: "1" } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** 40 orders in four regions; each region's revenue is known. */
function ordersCsv(): string {
  const lines = ["Order Date,Region,Revenue"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 0; i < 40; i++) lines.push(`2024-${String((i % 12) + 1).padStart(2, "0")}-10,${regions[i % 4]},${100 + i}`);
  return lines.join("\n") + "\n";
}

const TOTALS: Record<string, number> = { North: 0, South: 0, East: 0, West: 0 };
for (let i = 0; i < 40; i++) TOTALS[["North", "South", "East", "West"][i % 4]] += 100 + i;

async function uploadAndOpenAsk(page: Page, javaScript: boolean): Promise<void> {
  await page.goto("/dashboard/data-analysis");
  if (javaScript) await waitForHydration(page);
  await page.locator('input[type="file"]').setInputFiles({ name: "orders.csv", mimeType: "text/csv", buffer: Buffer.from(ordersCsv()) });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.goto("/dashboard/ai-analysis");
  if (javaScript) await waitForHydration(page);
}

/** Asks; the question goes to the queue (the redirect names the pending question), and its answer arrives with every region's total. */
async function askThroughTheQueue(page: Page): Promise<void> {
  await page.getByLabel("Your question").fill("total revenue by region");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await page.waitForURL(/#pending-question$/, { timeout: 15_000 });
  // The job is usually done before the page after the redirect is drawn; the pending page itself (progress, why,
  // "Check again", the meta refresh) is checked in tests/integration/question-queue.test.ts with a job held running.
  const answer = page.getByTestId("answer");
  await answer.first().waitFor({ timeout: 30_000 });
  expect(await page.getByTestId("pending-question").count()).toBe(0);
  const rows = answer.first().getByTestId("answer-table").locator("tbody tr");
  const totals: Record<string, string> = {};
  for (const row of await rows.all()) {
    const cells = await row.locator("td").allTextContents();
    totals[cells[0]] = cells[1];
  }
  expect(Object.keys(totals).sort()).toEqual(Object.keys(TOTALS).sort());
  for (const [region, total] of Object.entries(TOTALS)) expect(Number(totals[region].replace(/,/g, ""))).toBe(total);
}

describe("a question worked out in the background", () => {
  it("with JavaScript: the page follows the job in place and shows the answer", { timeout: 90_000 }, async () => {
    const page = await newPage({ baseURL: server!.baseURL });
    await signUp(page, {}, { server: server!.baseURL });
    await uploadAndOpenAsk(page, true);
    await askThroughTheQueue(page);
  });

  it("without JavaScript: the form posts, the page refreshes itself until the answer is there", { timeout: 90_000 }, async () => {
    const page = await newPage({ baseURL: server!.baseURL, javaScriptEnabled: false });
    await signUp(page, {}, { server: server!.baseURL });
    await uploadAndOpenAsk(page, false);
    await askThroughTheQueue(page);
  });
});
