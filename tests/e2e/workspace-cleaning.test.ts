// Cleaning in Chromium, as issue #18 describes it: a messy CSV → Clean data → Moderate → recommendations and the
// effect on totals → untick one → apply → the Clean_ file under its original → a question answered from cleaned
// data → the Free plan's second cleaning refused with an upgrade prompt. With JavaScript and without.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

/** Duplicates, blanks, "$1,200" text numbers, "north"/"North ", a misspelling and one outlier. */
function messyCsv(): string {
  const lines = ["Order ID,Region,Product,Revenue,Units"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 1; i <= 30; i++) lines.push(`${i},${regions[i % 4]},${i % 3 ? "Widget" : "Gadget"},"$${(1000 + i * 10).toLocaleString("en-US")}",${1 + (i % 4)}`);
  lines.push("31,north,Widget,$1200,2", '32,"North ",Widgte,$1300,3', "33,South,Widget,TBD,", "34,East,Gadget,$90000,2", "33,South,Widget,TBD,");
  return lines.join("\n") + "\n";
}

async function uploadMessy(page: Page, javaScript: boolean): Promise<string> {
  await page.goto("/dashboard/data-analysis");
  if (javaScript) await waitForHydration(page);
  await page.locator('input[type="file"]').setInputFiles({ name: "messy.csv", mimeType: "text/csv", buffer: Buffer.from(messyCsv()) });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect.poll(() => page.getByTestId("dataset-shape").textContent(), { timeout: 10_000 }).toBe("35 rows × 5 columns");
  return new URL(page.url()).pathname;
}

async function cleanAndAsk(page: Page, javaScript: boolean): Promise<void> {
  const originalPath = await uploadMessy(page, javaScript);
  await page.getByRole("link", { name: "Clean data" }).click();
  await page.waitForURL(/clean=moderate/);
  const step = page.locator("#clean");
  await step.getByTestId("recommendations").waitFor();
  expect(await step.getByRole("radio", { name: /Moderate \(recommended\)/ }).isChecked()).toBe(true);
  const recommendations = step.getByTestId("recommendations");
  expect(await recommendations.textContent()).toMatch(/Remove repeated rows/);
  expect(await recommendations.textContent()).toMatch(/numbers stored as text \(“\$1,010”\)/);
  const effects = step.getByTestId("cleaning-effects");
  expect(await effects.textContent()).toMatch(/Rows\s*35\s*34/);
  expect(await effects.textContent()).toMatch(/Total Revenue/);
  expect(await step.locator("[data-changed]").count()).toBeGreaterThan(0);

  // Untick the misspelling: the cleaned copy keeps "Widgte".
  await step.getByRole("checkbox", { name: /Merge likely misspellings/ }).uncheck();
  await step.getByRole("button", { name: /Apply and save Clean_messy\.csv/ }).click();
  await page.waitForURL(/cleaned=1/, { timeout: 20_000 });
  expect(await page.getByTestId("cleaned-copy-of").textContent()).toMatch(/Saved Clean_messy\.csv/);
  // The $90,000 order is marked, not changed: a yes/no "Revenue suspect" column joins the copy.
  expect(await page.getByTestId("dataset-shape").textContent()).toBe("34 rows × 6 columns");
  expect(await page.locator("body").textContent()).toContain("Widgte");

  // The cleaned values, downloaded through the page's plain link (no JavaScript needed).
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("cleaned-download").getByRole("link", { name: "CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("Clean_messy.csv");
  const saved = join(mkdtempSync(join(tmpdir(), "cleaned-e2e-")), download.suggestedFilename());
  await download.saveAs(saved);
  const lines = readFileSync(saved, "utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n");
  expect(lines[0]).toBe("Order ID,Region,Product,Revenue,Units,Revenue suspect");
  expect(lines).toHaveLength(35);
  expect(lines.some((l) => l.includes("Widgte"))).toBe(true);

  await page.goto("/dashboard/data-analysis");
  const names = await page.getByTestId("file-row").locator("a").allTextContents();
  expect(names.filter((n) => /messy/.test(n))).toEqual(["messy.csv", "Clean_messy.csv"]);

  // A question about the original is answered from the cleaned copy, and says so.
  await page.goto(`/dashboard/ai-analysis?dataset=${originalPath.split("/").pop()}`);
  if (javaScript) await waitForHydration(page);
  expect(await page.getByTestId("cleaned-copy-note").textContent()).toMatch(/Using cleaned data: Clean_messy\.csv/);
  await page.getByLabel("Your question").fill("total revenue");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  const answer = page.getByTestId("answer").first();
  await answer.waitFor({ timeout: 15_000 });
  expect(await answer.getByTestId("answer-cleaned-data").textContent()).toMatch(/Using cleaned data/);
  // One click back to the original.
  await page.getByRole("link", { name: "Use the original instead" }).click();
  await page.getByTestId("original-note").waitFor();

  // The Free plan includes one cleaning a month: the second is refused with an upgrade prompt.
  await page.goto(`${originalPath}?clean=conservative`);
  if (javaScript) await waitForHydration(page);
  await page.getByRole("button", { name: /Apply and save/ }).click();
  await page.getByTestId("upgrade-prompt").waitFor({ timeout: 15_000 });
  expect(await page.getByTestId("upgrade-prompt").textContent()).toMatch(/AI cleanings included in the Free plan/);
}

describe("cleaning data", () => {
  it("with JavaScript", async () => {
    const page = await newPage({ allowConsoleErrors: [/status of 402/] });
    await signUp(page);
    await cleanAndAsk(page, true);
  }, 120_000);

  it("without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 402/] });
    await signUp(page);
    await cleanAndAsk(page, false);
  }, 120_000);
});
