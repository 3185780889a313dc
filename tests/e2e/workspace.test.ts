// The workspace in Chromium: upload → explore → ask → follow up → reload, with and without JavaScript.
import type { Page } from "playwright-core";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

/** Orders over 2023–2024 in four regions, with exact totals the test can check. */
function salesCsv(): string {
  const lines = ["Order Date,Region,Product,Revenue"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 0; i < 96; i++) {
    const year = i < 40 ? 2023 : 2024;
    const month = String((i % 12) + 1).padStart(2, "0");
    lines.push(`${year}-${month}-${String((i % 27) + 1).padStart(2, "0")},${regions[i % 4]},Item ${i % 5},"$${(100 + i * 10).toLocaleString("en-US")}.00"`);
  }
  return lines.join("\n") + "\n";
}

function twoSheetWorkbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Region", "Target"], ["North", 1000], ["South", 800]]), "Targets");
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([["Employee", "Department", "Salary"], ["Ann", "Sales", 52000], ["Bo", "Finance", 61000], ["Cy", "Sales", 48000]]),
    "Staff",
  );
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

async function uploadFile(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.goto("/dashboard/data-analysis");
  await waitForHydration(page);
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await page.getByRole("button", { name: "Upload file" }).click();
}

async function askQuestion(page: Page, question: string): Promise<void> {
  const before = await page.getByTestId("answer").count();
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => page.getByTestId("answer").count(), { timeout: 15_000 }).toBe(before + 1);
}

async function tableTotals(page: Page, answerIndex: number): Promise<Record<string, string>> {
  const rows = page.getByTestId("answer").nth(answerIndex).getByTestId("answer-table").locator("tbody tr");
  const out: Record<string, string> = {};
  for (const row of await rows.all()) {
    const cells = await row.locator("td").allTextContents();
    out[cells[0]] = cells[1];
  }
  return out;
}

describe("workspace with JavaScript", () => {
  it("uploads a CSV, shows its columns, answers, follows up and keeps the thread after a reload", async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await waitForHydration(page);
    await page.locator('input[type="file"]').setInputFiles({ name: "sales.csv", mimeType: "text/csv", buffer: Buffer.from(salesCsv()) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });

    await expect.poll(() => page.getByTestId("column-card").count(), { timeout: 10_000 }).toBe(4);
    await expect.poll(() => page.getByTestId("dataset-shape").textContent(), { timeout: 10_000 }).toBe("96 rows × 4 columns");
    const types = await page.getByTestId("column-type").allTextContents();
    expect(types).toEqual(["Date", "Text", "Text", "Currency (USD)"]);
    expect(await page.getByTestId("histogram").count()).toBeGreaterThanOrEqual(2);

    await page.getByRole("link", { name: "Ask a question" }).click();
    await page.waitForURL(/\/dashboard\/ai-analysis/);
    await waitForHydration(page);
    await askQuestion(page, "total revenue by region");
    const first = page.getByTestId("answer").first();
    expect(await first.getByTestId("answer-chart").getAttribute("data-chart-kind")).toBe("bar");
    await expect.poll(() => first.getByTestId("answer-chart").getAttribute("data-interactive"), { timeout: 10_000 }).toBe("true");
    // The interactive chart fills the width with visible bars.
    await expect.poll(async () => (await first.locator('[data-testid="answer-chart"] svg').first().boundingBox())?.width ?? 0, { timeout: 10_000 }).toBeGreaterThan(300);
    // The chart type switches in place (no navigation), and back.
    const urlBefore = page.url();
    await first.getByRole("group", { name: "Chart type" }).getByRole("link", { name: "Pie" }).click();
    await expect.poll(() => first.getByTestId("answer-chart").getAttribute("data-chart-kind")).toBe("pie");
    expect(page.url()).toBe(urlBefore);
    await first.getByRole("group", { name: "Chart type" }).getByRole("link", { name: "Bar" }).click();
    await expect.poll(() => first.getByTestId("answer-chart").getAttribute("data-chart-kind")).toBe("bar");
    const all = await tableTotals(page, 0);
    expect(Object.keys(all).sort()).toEqual(["East", "North", "South", "West"]);

    await askQuestion(page, "only 2024");
    const only2024 = await tableTotals(page, 1);
    expect(Object.keys(only2024).sort()).toEqual(["East", "North", "South", "West"]);
    expect(only2024.North).not.toBe(all.North);
    const secondSentence = await page.getByTestId("answer-sentence").nth(1).textContent();

    await page.reload();
    expect(await page.getByTestId("question").allTextContents()).toEqual(["total revenue by region", "only 2024"]);
    expect(await page.getByTestId("answer-sentence").nth(1).textContent()).toBe(secondSentence);
  });

  it("opens the first sheet of a two-sheet workbook and switches to the second", async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await waitForHydration(page);
    await uploadFile(page, "company.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", twoSheetWorkbook());
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    // A client-side navigation: the URL can change a moment before the new page renders.
    await expect.poll(() => page.getByTestId("column-name").allTextContents(), { timeout: 10_000 }).toEqual(["Region", "Target"]);
    await page.getByLabel("Sheet").selectOption("Staff");
    await page.getByRole("button", { name: "Use this sheet" }).click();
    await expect.poll(() => page.getByTestId("column-name").allTextContents(), { timeout: 15_000 }).toEqual(["Employee", "Department", "Salary"]);
    expect(await page.getByTestId("dataset-shape").textContent()).toBe("3 rows × 3 columns");
  });

  it("converts a workbook above the server's ceiling in the browser, uploads it with the original, and switches sheets there", async () => {
    // ≈ 9 MB: above the server's 3 MB .xlsx ceiling (and past 8 MB, the one it had before), inside the Free plan's 10 MB per file.
    const rows: (string | number)[][] = [["Order Date", "Region", "Product", "Category", "Units", "Unit Price", "Revenue", "Note"]];
    const regions = ["North", "South", "East", "West"];
    for (let i = 0; i < 85_000; i++) {
      rows.push([`2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`, regions[i % 4], `Product ${i % 97}`, `Category ${i % 7}`, (i % 9) + 1, 10 + (i % 50), ((i % 9) + 1) * (10 + (i % 50)), `order ${i}`]);
    }
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Orders");
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([["Employee", "Department", "Salary"], ["Ann", "Sales", 52000], ["Bo", "Finance", 61000], ["Cy", "Sales", 48000]]),
      "Staff",
    );
    const bytes = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
    expect(bytes.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(10 * 1024 * 1024);

    const page = await newPage();
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await waitForHydration(page);
    await uploadFile(page, "orders.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", bytes);
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    await expect.poll(() => page.getByTestId("dataset-shape").textContent(), { timeout: 10_000 }).toBe("85,000 rows × 8 columns");

    // The server cannot open this workbook: the browser fetches the original and converts the chosen sheet.
    await page.getByLabel("Sheet").selectOption("Staff");
    await page.getByRole("button", { name: "Use this sheet" }).click();
    await page.getByTestId("sheet-progress").filter({ hasText: "Converting sheet…" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("column-name").allTextContents(), { timeout: 60_000 }).toEqual(["Employee", "Department", "Salary"]);
    expect(await page.getByTestId("dataset-shape").textContent()).toBe("3 rows × 3 columns");
    expect(await page.getByLabel("Sheet").inputValue()).toBe("Staff");
    expect(await page.getByTestId("error-message").count()).toBe(0);

    // Without JavaScript the selector does not pretend to work: it explains instead.
    const plain = await newPage({ javaScriptEnabled: false });
    await plain.context().addCookies(await page.context().cookies());
    await plain.goto(new URL(page.url()).pathname);
    expect(await plain.getByTestId("sheet-needs-javascript").textContent()).toMatch(/switching sheets needs JavaScript/);
    expect(await plain.getByLabel("Sheet").count()).toBe(0);
    expect(await plain.getByTestId("dataset-shape").textContent()).toBe("3 rows × 3 columns");
  }, 180_000);

  it("reads a JSON file", async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await waitForHydration(page);
    const records = [{ city: "Paris", visitors: 120 }, { city: "Rome", visitors: 95 }, { city: "Oslo", visitors: 40 }];
    await uploadFile(page, "visits.json", "application/json", Buffer.from(JSON.stringify(records)));
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId("column-name").allTextContents(), { timeout: 10_000 }).toEqual(["city", "visitors"]);
  });

  it("explains clearly why an invalid file is refused", async () => {
    // Chromium logs the refused request (415) to the console: that is the expected outcome here.
    const page = await newPage({ allowConsoleErrors: [/status of 415/] });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await waitForHydration(page);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await uploadFile(page, "chart.csv", "text/csv", png);
    await expect.poll(() => page.getByTestId("error-message").textContent(), { timeout: 10_000 }).toBe('"chart.csv" looks like a PNG image, not a CSV file.');
    expect(page.url()).toMatch(/\/dashboard\/data-analysis$/);
  });

  it("shows the upgrade prompt when the Free plan's questions run out", async () => {
    const page = await newPage({ allowConsoleErrors: [/status of 402/] });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await waitForHydration(page);
    await uploadFile(page, "sales.csv", "text/csv", Buffer.from(salesCsv()));
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await page.getByRole("link", { name: "Ask a question" }).click();
    await waitForHydration(page);
    for (const q of ["total revenue", "revenue by region", "revenue by product", "revenue by month", "average revenue"]) await askQuestion(page, q);
    await page.getByLabel("Your question").fill("total revenue by region");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const prompt = page.getByTestId("upgrade-prompt");
    await prompt.waitFor();
    expect(await prompt.textContent()).toMatch(/used all 5 AI questions/);
    expect(await prompt.getByRole("link", { name: "Upgrade plan" }).count()).toBe(1);
  });
});

describe("workspace without JavaScript", () => {
  it("uploads with a plain form post, asks, and gets a server-rendered SVG chart and HTML table", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await page.locator('input[type="file"]').setInputFiles({ name: "sales.csv", mimeType: "text/csv", buffer: Buffer.from(salesCsv()) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId("column-card").count()).toBe(4);

    await page.getByRole("link", { name: "Ask a question" }).click();
    await page.getByLabel("Your question").fill("total revenue by region");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.waitForURL(/conversation=/);
    const answer = page.getByTestId("answer").first();
    expect(await answer.getByTestId("answer-chart").getAttribute("data-chart-kind")).toBe("bar");
    expect(await answer.locator('[data-testid="answer-chart"] svg rect').count()).toBeGreaterThanOrEqual(4);
    expect(await answer.getByTestId("answer-table").locator("tbody tr").count()).toBe(4);
    expect(await answer.getByTestId("answer-sentence").textContent()).toMatch(/North|South|East|West/);

    // The chart type switch is a link: the server renders the chosen type.
    await answer.getByRole("group", { name: "Chart type" }).getByRole("link", { name: "Pie" }).click();
    await page.waitForURL(/chart=/);
    const switched = page.getByTestId("answer").first();
    expect(await switched.getByTestId("answer-chart").getAttribute("data-chart-kind")).toBe("pie");
    expect(await switched.locator('[data-testid="answer-chart"] svg path').count()).toBeGreaterThanOrEqual(4);
    expect(await switched.getByRole("link", { name: "Pie" }).getAttribute("aria-current")).toBe("true");
  });
});
