// Reports in Chromium: ask three questions, save them, build a report titled "Q3 Review", reorder it from the
// keyboard, export a PDF through the queue, follow the status page to the signed link and download the file,
// whose first page (pdftoppm / pdftotext) shows the title. Again without JavaScript (form posts and the status
// page's meta refresh), and a quick CSV export from one answer. "Run this report on a new file": a newer upload
// with a renamed column, matched and confirmed with form posts, the PDF on it with the changed figures listed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, signUp, waitForHydration } from "./harness";

function salesCsv(): string {
  const lines = ["Order Date,Region,Product,Revenue"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 0; i < 48; i++) lines.push(`2024-${String((i % 12) + 1).padStart(2, "0")}-10,${regions[i % 4]},Item ${i % 3},${200 + i * 15}`);
  return lines.join("\n") + "\n";
}

/** Puts the signed-up account on a plan (test builds' /__test/plan), as sales would. */
async function setPlan(page: Page, email: string, plan: "free" | "pro"): Promise<void> {
  const res = await page.request.post("/__test/plan", { form: { email, plan }, headers: { Origin: baseURL } });
  expect(await res.json()).toEqual({ updated: 1 });
}

async function uploadFile(page: Page, name: string, csv: string): Promise<void> {
  await page.goto("/dashboard/data-analysis");
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
}

async function uploadAndOpenQuestions(page: Page): Promise<void> {
  await uploadFile(page, "sales.csv", salesCsv());
  await page.getByRole("link", { name: "Ask a question" }).click();
  await page.waitForURL(/ai-analysis/);
}

async function askAndSave(page: Page, question: string): Promise<void> {
  const before = await page.getByTestId("answer").count();
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => page.getByTestId("answer").count(), { timeout: 15_000 }).toBe(before + 1);
  const answer = page.getByTestId("answer").last();
  await answer.getByRole("button", { name: "Save as analysis" }).click();
  await page.getByTestId("answer").last().getByRole("button", { name: "Saved as an analysis" }).waitFor();
}

/** Waits on the status page until the file is ready, downloads it and returns its bytes. */
async function downloadFromStatus(page: Page): Promise<{ bytes: Buffer; fileName: string }> {
  await page.locator('[data-testid="export-status"][data-status="done"]').waitFor({ timeout: 40_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /^Download / }).click()]);
  const path = join(mkdtempSync(join(tmpdir(), "report-e2e-")), download.suggestedFilename());
  await download.saveAs(path);
  return { bytes: readFileSync(path), fileName: download.suggestedFilename() };
}

/** A PDF page as text (pdftotext) and as a PNG (pdftoppm), for the test and for a person to look at. */
function pdfPage(pdf: Buffer, label: string, page = 1): string {
  const dir = mkdtempSync(join(tmpdir(), "report-pdf-"));
  const file = join(dir, "report.pdf");
  execFileSync("sh", ["-c", `cat > '${file}'`], { input: pdf });
  const at = String(page);
  mkdirSync("test-results", { recursive: true });
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", at, "-l", at, file, join("test-results", `reports-${label}-page${page}`)]);
  return execFileSync("pdftotext", ["-f", at, "-l", at, "-layout", file, "-"], { encoding: "utf8" });
}

const firstPage = (pdf: Buffer, label: string) => pdfPage(pdf, label, 1);

async function createQ3Review(page: Page, analyses: number): Promise<void> {
  await page.getByLabel("Title", { exact: true }).fill("Q3 Review");
  const boxes = page.getByRole("checkbox");
  for (let i = 0; i < analyses; i++) await boxes.nth(i).check();
  await page.getByRole("button", { name: "Create report" }).click();
  await page.waitForURL(/\/dashboard\/reports\/[0-9a-f-]{36}$/);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Q3 Review");
}

describe("reports with JavaScript", () => {
  it("builds “Q3 Review” from three saved answers, reorders it from the keyboard and by dragging, exports a PDF and a PowerPoint deck and downloads them through the link", async () => {
    const page = await newPage();
    const { email } = await signUp(page);
    await setPlan(page, email, "pro");
    await uploadAndOpenQuestions(page);
    await waitForHydration(page);
    for (const q of ["total revenue by region", "total revenue by product", "total revenue by month"]) await askAndSave(page, q);

    // A quick export of the last answer's chart, as the line chart it is shown as.
    const answer = page.getByTestId("answer").last();
    await answer.getByLabel("Export as").selectOption("png");
    await answer.getByRole("button", { name: "Export" }).click();
    await page.waitForURL(/\/dashboard\/reports\/exports\/[0-9a-f-]{36}$/);
    const png = await downloadFromStatus(page);
    expect(png.fileName).toBe("total revenue by month.png");
    expect(png.bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    await page.getByRole("link", { name: "← Back" }).click();
    await page.waitForURL(/ai-analysis\?conversation=/);

    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Reports", exact: true }).click();
    await page.waitForURL("**/dashboard/reports");
    await waitForHydration(page);
    await createQ3Review(page, 3);
    await waitForHydration(page);
    const items = page.getByTestId("report-item");
    expect(await items.count()).toBe(3);
    const last = (await items.nth(2).locator("span.font-medium").textContent())!.replace(/^3\. /, "");
    await page.getByRole("button", { name: `Move “${last}” up` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("report-item").nth(1).locator("span.font-medium").textContent()).toBe(`2. ${last}`);

    // Dragging the first analysis by its handle onto the last moves it there (the drag's events dispatched as
    // the browser sends them, with one DataTransfer from dragstart to drop).
    const titles = async () => (await page.getByTestId("report-item").locator("span.font-medium").allTextContents()).map((t) => t.replace(/^\d+\. /, ""));
    const drag = (from: number, to: number) =>
      page.evaluate(
        ([from, to]) => {
          const items = document.querySelectorAll('[data-testid="report-item"]');
          const data = new DataTransfer();
          const fire = (target: Element, type: string) => target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
          fire(items[from].querySelector("[draggable=true]")!, "dragstart");
          fire(items[to], "dragover");
          fire(items[to], "drop");
        },
        [from, to],
      );
    const [first, ...rest] = await titles();
    // The new order is shown at once and saved in the background: reload only once the save has been answered.
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/dashboard/reports/"));
    await drag(0, 2);
    await expect.poll(titles).toEqual([...rest, first]);
    await saved;
    await page.reload();
    expect(await titles()).toEqual([...rest, first]);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Export PDF" }).click();
    await page.waitForURL(/\/dashboard\/reports\/exports\/[0-9a-f-]{36}$/);
    const { bytes, fileName } = await downloadFromStatus(page);
    expect(fileName).toBe("Q3 Review.pdf");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = firstPage(bytes, "js");
    expect(text).toContain("Q3 Review");
    expect(text).toMatch(new RegExp(`1\\. +${rest[0]} +2\\s+2\\. +${rest[1]} +3\\s+3\\. +${first} +4`));

    // The same report as a PowerPoint deck.
    await page.getByRole("link", { name: "← Back" }).click();
    await page.waitForURL("**/dashboard/reports");
    await page.getByRole("link", { name: /Q3 Review/ }).click();
    await page.getByRole("button", { name: "Export PowerPoint" }).click();
    await page.waitForURL(/\/dashboard\/reports\/exports\/[0-9a-f-]{36}$/);
    const deck = await downloadFromStatus(page);
    expect(deck.fileName).toBe("Q3 Review.pptx");
    expect(deck.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(deck.bytes.includes(Buffer.from("ppt/slides/slide4.xml"))).toBe(true);
    // Three questions, four files made through the queue: 28 s on a busy shared machine, past the default 30 s with little to spare.
  }, 90_000);
});

describe("reports without JavaScript", () => {
  it("requests a PDF with a form post, the status page refreshes itself until the link is ready, and the file downloads", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const { email } = await signUp(page);
    await setPlan(page, email, "pro");
    await uploadAndOpenQuestions(page);
    for (const q of ["total revenue by region", "total revenue by product"]) {
      await page.getByLabel("Your question").fill(q);
      await page.getByRole("button", { name: "Ask", exact: true }).click();
      await page.waitForURL(/conversation=/);
      await page.getByTestId("answer").last().getByRole("button", { name: "Save as analysis" }).click();
      await page.getByTestId("answer").last().getByRole("button", { name: "Saved as an analysis" }).waitFor();
    }

    // A quick export of one answer's table.
    await page.getByTestId("answer").first().getByLabel("Export as").selectOption("csv");
    await page.getByTestId("answer").first().getByRole("button", { name: "Export" }).click();
    await page.waitForURL(/\/dashboard\/reports\/exports\//);
    const csv = await downloadFromStatus(page);
    expect(csv.fileName).toBe("total revenue by region.csv");
    expect(csv.bytes.toString("utf8")).toMatch(/^\uFEFFRegion,Total Revenue\r\n/);

    await page.goto("/dashboard/reports");
    await createQ3Review(page, 2);
    const second = (await page.getByTestId("report-item").nth(1).locator("span.font-medium").textContent())!.replace(/^2\. /, "");
    await page.getByRole("button", { name: `Move “${second}” up` }).click();
    await page.waitForURL(/\/dashboard\/reports\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId("report-item").first().locator("span.font-medium").textContent()).toBe(`1. ${second}`);

    await page.getByRole("button", { name: "Export PDF" }).click();
    await page.waitForURL(/\/dashboard\/reports\/exports\/[0-9a-f-]{36}$/);
    const status = await page.locator('[data-testid="export-status"]').getAttribute("data-status");
    if (status !== "done") expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(1);
    const { bytes } = await downloadFromStatus(page);
    expect(firstPage(bytes, "no-js")).toContain("Q3 Review");
  });

  it("asks a Free account to upgrade for a PDF", async () => {
    const page = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 402/] });
    await signUp(page);
    await uploadAndOpenQuestions(page);
    await page.getByLabel("Your question").fill("total revenue by region");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.waitForURL(/conversation=/);
    await page.getByTestId("answer").first().getByRole("button", { name: "Save as analysis" }).click();
    await page.getByTestId("answer").first().getByRole("button", { name: "Saved as an analysis" }).waitFor();
    await page.goto("/dashboard/reports");
    await createQ3Review(page, 1);
    await page.getByRole("button", { name: "Export PDF" }).click();
    const prompt = page.getByTestId("upgrade-prompt");
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain("The Free plan exports CSV, JSON and PNG. Upgrade your plan to export PDF.");
  });
});

describe("run a report on a new file, without JavaScript", () => {
  it("picks a newer upload, confirms its renamed column and downloads the PDF with the changed figures", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const { email } = await signUp(page);
    await setPlan(page, email, "pro");
    await uploadAndOpenQuestions(page);
    await page.getByLabel("Your question").fill("total revenue by region");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.waitForURL(/conversation=/);
    await page.getByTestId("answer").last().getByRole("button", { name: "Save as analysis" }).click();
    await page.getByTestId("answer").last().getByRole("button", { name: "Saved as an analysis" }).waitFor();
    await page.goto("/dashboard/reports");
    await createQ3Review(page, 1);
    const reportUrl = page.url();

    // The next quarter: Revenue is now "Net Revenue", and every row earns 100 more.
    const next = salesCsv()
      .replace("Order Date,Region,Product,Revenue", "Order Date,Region,Product,Net Revenue")
      .replace(/,(\d+)$/gm, (_, revenue: string) => `,${Number(revenue) + 100}`);
    await uploadFile(page, "sales Q4.csv", next);

    await page.goto(reportUrl);
    const rerun = page.getByTestId("rerun");
    expect(await rerun.getByRole("combobox").locator("option").first().textContent()).toMatch(/^sales Q4\.csv · /);
    await rerun.getByRole("button", { name: "Check the columns" }).click();
    await page.waitForURL(/\/rerun\?from=.+&to=/);
    // For a person to look at: desktop light, then 390 px dark.
    await page.screenshot({ path: "test-results/reports-rerun-columns.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: "test-results/reports-rerun-columns-390-dark.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('[data-status="same"]').allTextContents()).toEqual([expect.stringContaining("Found as “Region”")]);
    expect(await page.getByLabel("Column of the new file that holds “Revenue”").inputValue()).toBe("net_revenue");

    // Without the confirmation the form is refused (the box is required; posted without it the server says why).
    await page.getByRole("button", { name: "Run the report on sales Q4.csv" }).click();
    expect(page.url()).toMatch(/\/rerun\?/);
    await page.getByRole("checkbox").check();
    await page.getByLabel("Format").selectOption("pdf");
    await page.getByRole("button", { name: "Run the report on sales Q4.csv" }).click();
    await page.waitForURL(/\/dashboard\/reports\/exports\/[0-9a-f-]{36}$/);
    const { bytes, fileName } = await downloadFromStatus(page);
    expect(fileName).toBe("Q3 Review (sales Q4).pdf");
    const cover = pdfPage(bytes, "rerun", 1);
    expect(cover).toContain("Q3 Review");
    expect(cover).toMatch(/Previous file +sales\.csv \(highlighted figures differ from it\)/);
    expect(cover).toMatch(/Renamed +“Revenue” is now “Net Revenue”/);
    const section = pdfPage(bytes, "rerun", 2);
    expect(section).toContain("Changes since “sales.csv”");
    // 12 rows a region, each 100 more: every region's total is 1,200 more than before.
    const changes = [...section.matchAll(/(North|South|East|West) · Total Net Revenue: ([\d,.]+) \(was ([\d,.]+)\)/g)];
    expect(changes).toHaveLength(4);
    for (const [, , now, was] of changes) expect(Number(now.replaceAll(",", "")) - Number(was.replaceAll(",", ""))).toBe(1200);
  });
});
