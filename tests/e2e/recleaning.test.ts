// Cleaning a file again in Chromium (issue #25): clean at Moderate, save three analyses and a report, clean again
// at Aggressive — nothing saved is gone, and the report offers to move to the new copy, which it does after a
// confirmation. Without JavaScript, the same form posts: cleaning twice, the move, re-reading the file (into a new
// file, said before and after), and deleting the file, which first lists what goes with it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, signUp, waitForHydration } from "./harness";

/** 40 orders with blank revenues, a lower-case region, a duplicate and one 90,000 outlier. */
function salesCsv(): string {
  const lines = ["Order ID,Region,Revenue,Units"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 1; i <= 40; i++) lines.push(`${i},${regions[i % 4]},${i % 13 === 0 ? "" : 1000 + i * 10},${1 + (i % 4)}`);
  lines.push("41,north,1200,2", "42,East,90000,2", "42,East,90000,2");
  return lines.join("\n") + "\n";
}

async function proAccount(page: Page): Promise<void> {
  const { email } = await signUp(page);
  const res = await page.request.post("/__test/plan", { form: { email, plan: "pro" }, headers: { Origin: baseURL } });
  expect(await res.json()).toEqual({ updated: 1 });
}

/** Uploads sales.csv; the original's id. */
async function upload(page: Page, javaScript: boolean): Promise<string> {
  await page.goto("/dashboard/data-analysis");
  if (javaScript) await waitForHydration(page);
  await page.locator('input[type="file"]').setInputFiles({ name: "sales.csv", mimeType: "text/csv", buffer: Buffer.from(salesCsv()) });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByTestId("dataset-shape").waitFor();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Applies every recommendation of `level` through the Clean data step's form; the page then names the copy. */
async function clean(page: Page, id: string, level: "moderate" | "aggressive", copyName: string): Promise<void> {
  await page.goto(`/dashboard/data-analysis/${id}?clean=${level}`);
  await page.locator("#clean").getByTestId("recommendations").waitFor();
  await page.locator("#clean").getByRole("button", { name: /^Apply and save / }).click();
  await page.waitForURL(/cleaned=1/, { timeout: 20_000 });
  expect(await page.getByTestId("cleaned-copy-of").textContent()).toContain(`Saved ${copyName}.`);
}

async function askAndSave(page: Page, question: string): Promise<void> {
  const before = await page.getByTestId("answer").count();
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => page.getByTestId("answer").count(), { timeout: 15_000 }).toBe(before + 1);
  await page.getByTestId("answer").last().getByRole("button", { name: "Save as analysis" }).click();
  await page.getByTestId("answer").last().getByRole("button", { name: "Saved as an analysis" }).waitFor();
}

async function createReport(page: Page, analyses: number): Promise<string> {
  await page.goto("/dashboard/reports");
  await page.getByLabel("Title", { exact: true }).fill("Q3 Review");
  const boxes = page.getByRole("checkbox");
  for (let i = 0; i < analyses; i++) await boxes.nth(i).check();
  await page.getByRole("button", { name: "Create report" }).click();
  await page.waitForURL(/\/dashboard\/reports\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

async function moveReportToNewCopy(page: Page, reportPath: string, analyses: number): Promise<void> {
  await page.goto(reportPath);
  const offer = page.getByTestId("newer-copy");
  expect(await offer.textContent()).toContain(`${analyses} analyses here read Clean_sales.csv. A newer cleaned copy, Clean_sales (2).csv, was made since`);
  await offer.getByRole("link", { name: "Use the new cleaned copy" }).click();
  const step = page.getByTestId("move-step");
  await step.waitFor();
  expect(await step.textContent()).toContain(`Move ${analyses} analyses from Clean_sales.csv to Clean_sales (2).csv?`);
  await step.getByRole("button", { name: `Move ${analyses} analyses to Clean_sales (2).csv` }).click();
  await page.waitForURL((url) => url.pathname === reportPath && url.search === "");
  await expect.poll(() => page.getByTestId("newer-copy").count()).toBe(0);
  await expect.poll(() => page.getByTestId("report-item").count()).toBe(analyses);
}

describe("cleaning a file again keeps what was saved", () => {
  it("with JavaScript: Moderate, three analyses and a report, then Aggressive — all kept, and the report moves to the new copy when asked", { timeout: 180_000 }, async () => {
    const page = await newPage();
    await proAccount(page);
    const id = await upload(page, true);
    await clean(page, id, "moderate", "Clean_sales.csv");
    await page.goto(`/dashboard/ai-analysis?dataset=${id}`);
    await waitForHydration(page);
    for (const q of ["total revenue", "total revenue by region", "average units by region"]) await askAndSave(page, q);
    const reportPath = await createReport(page, 3);
    await expect.poll(() => page.getByTestId("report-item").count()).toBe(3);
    expect(await page.getByTestId("newer-copy").count()).toBe(0);

    await clean(page, id, "aggressive", "Clean_sales (2).csv");
    expect(await page.getByTestId("cleaned-copy-of").textContent()).toContain("New questions about sales.csv use this copy; saved analyses keep the copy they were made on.");
    await page.goto("/dashboard/data-analysis");
    const names = await page.getByTestId("file-row").locator("a").allTextContents();
    expect(names.filter((n) => /sales/.test(n))).toEqual(expect.arrayContaining(["sales.csv", "Clean_sales.csv", "Clean_sales (2).csv"]));

    // The report still holds its three analyses, and offers the newer copy.
    await page.goto(reportPath);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("report-item").count()).toBe(3);
    await moveReportToNewCopy(page, reportPath, 3);
  });

  it("without JavaScript: the same posts, and deleting the file asks first with what goes", { timeout: 180_000 }, async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await proAccount(page);
    const id = await upload(page, false);
    await clean(page, id, "moderate", "Clean_sales.csv");
    await page.goto(`/dashboard/ai-analysis?dataset=${id}`);
    for (const q of ["total revenue", "total revenue by region"]) await askAndSave(page, q);
    const reportPath = await createReport(page, 2);
    await clean(page, id, "aggressive", "Clean_sales (2).csv");
    await moveReportToNewCopy(page, reportPath, 2);

    // Reading the file again (the import wizard's header row) says first that it makes a new file, then does:
    // sales.csv keeps its copies and analyses (the delete step below still lists them all).
    await page.goto(`/dashboard/data-analysis/${id}`);
    expect(await page.getByTestId("reread-notice").textContent()).toContain("Reading sales.csv again makes a new file, sales (2).csv");
    await page.getByLabel("Row of the column names").fill("1");
    await page.getByRole("button", { name: "Use this row" }).click();
    await page.waitForURL(/readFrom=/);
    expect(await page.getByTestId("read-from").textContent()).toContain("Read again as a new file, sales (2).csv. sales.csv stays as it was");

    // Delete from the file list: a page that says what goes, and one post.
    await page.goto("/dashboard/data-analysis");
    await page.getByRole("link", { name: "Delete sales.csv" }).click();
    const confirm = page.getByTestId("confirm-delete");
    await confirm.waitFor();
    const impact = await page.getByTestId("delete-impact").textContent();
    expect(impact).toContain("2 cleaned copies: Clean_sales.csv, Clean_sales (2).csv");
    expect(impact).toContain("2 saved analyses: “total revenue”, “total revenue by region”");
    expect(impact).toContain("from the report “Q3 Review”: 2 of its 2 analyses (it is left empty)");
    await page.goto(`/dashboard/data-analysis/${id}?delete=1`);
    await page.getByRole("button", { name: "Delete sales.csv and all of the above" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/data-analysis");
    // The new reading is a file of its own and stays.
    expect(await page.getByTestId("file-row").allTextContents()).toEqual([expect.stringContaining("sales (2).csv")]);
  });
});
