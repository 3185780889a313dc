// The import wizard in Chromium: an XLSX with two title rows above its header and day-first dates written as text
// → the file page states what it assumed → the wizard sets the header row and the date order → "total revenue by
// month" changes accordingly; and a workbook whose title row is as wide as the table, read with the titles as column
// names, corrected to its real header row. With JavaScript and without.
import type { Page } from "playwright-core";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

/** Day-first dates that also read as month-first: 01/02 is 1 February, not January 2. */
function titledWorkbook(titles: (string | number)[][] = [["Sales report 2024"], ["Prepared by the finance team"]]): Buffer {
  const rows = [
    ...titles,
    ["Date", "Region", "Revenue"],
    ["01/02/2024", "North", 100],
    ["02/03/2024", "South", 200],
    ["03/04/2024", "North", 300],
    ["04/04/2024", "East", 50],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Sales");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

async function monthsOfAnswer(page: Page, datasetId: string, javaScript: boolean): Promise<string[]> {
  await page.goto(`/dashboard/ai-analysis?dataset=${datasetId}`);
  if (javaScript) await waitForHydration(page);
  await page.getByLabel("Your question").fill("total revenue by month");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  const answer = page.getByTestId("answer").first();
  await answer.waitFor({ timeout: 15_000 });
  return answer.getByTestId("answer-table").locator("tbody tr td:first-child").allTextContents();
}

async function uploadWorkbook(page: Page, javaScript: boolean, workbook: Buffer): Promise<string> {
  await page.goto("/dashboard/data-analysis");
  if (javaScript) await waitForHydration(page);
  await page.locator('input[type="file"]').setInputFiles({ name: "report.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: workbook });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  return new URL(page.url()).pathname;
}

/** The wizard's header row and date order, then "Read the file again" until the page says it used them. */
async function correct(page: Page, headerRow: string, dateOrder: string): Promise<void> {
  await page.getByText("Correct how it was read").click();
  await page.getByLabel("Header row").fill(headerRow);
  await page.getByLabel("Dates are written").selectOption(dateOrder);
  await page.getByRole("button", { name: "Read the file again" }).click();
  await expect.poll(() => page.getByTestId("import-wizard").textContent(), { timeout: 15_000 }).toMatch(/Read with your corrections/);
}

async function wizardFlow(page: Page, javaScript: boolean): Promise<void> {
  const path = await uploadWorkbook(page, javaScript, titledWorkbook());
  const assumptions = page.getByTestId("import-assumptions");
  await assumptions.waitFor({ timeout: 10_000 });
  expect(await assumptions.textContent()).toMatch(/The column names are in row 3; 2 rows above it \(titles or notes\) were skipped\./);
  expect(await assumptions.textContent()).toMatch(/Dates in “Date” were read as month\/day\/year/);

  // Read month first: January, February, March and April.
  expect(await monthsOfAnswer(page, path.split("/").pop()!, javaScript)).toEqual(["Jan 2024", "Feb 2024", "Mar 2024", "Apr 2024"]);

  await page.goto(path);
  if (javaScript) await waitForHydration(page);
  await correct(page, "3", "dmy");
  expect(await page.getByTestId("import-assumptions").textContent()).not.toMatch(/were read as month\/day\/year/);
  expect(await page.getByTestId("dataset-shape").textContent()).toBe("4 rows × 3 columns");

  // Read day first: 1 February, 2 March, 3 and 4 April.
  expect(await monthsOfAnswer(page, path.split("/").pop()!, javaScript)).toEqual(["Feb 2024", "Mar 2024", "Apr 2024"]);

  // A header row the file does not have is refused with the reason, and the file stays readable.
  await page.goto(path);
  if (javaScript) await waitForHydration(page);
  await page.getByText("Correct how it was read").click();
  await page.getByLabel("Header row").fill("abc");
  await page.getByRole("button", { name: "Read the file again" }).click();
  await page.getByTestId("import-error").waitFor({ timeout: 10_000 });
  expect(await page.getByTestId("import-error").textContent()).toMatch(/row number/);
}

describe.each([
  { javaScript: true, label: "with JavaScript" },
  { javaScript: false, label: "without JavaScript" },
])("import wizard $label", ({ javaScript }) => {
  it("states its assumptions and corrects the header row and the date order", async () => {
    const page = await newPage({ javaScriptEnabled: javaScript, allowConsoleErrors: [/status of 400/] });
    await signUp(page);
    await wizardFlow(page, javaScript);
  }, 120_000);

  it("corrects a wrong guess of the header row (a title row with the currency in its corner) and the date order", async () => {
    const page = await newPage({ javaScriptEnabled: javaScript });
    await signUp(page);
    const path = await uploadWorkbook(page, javaScript, titledWorkbook([["Sales report 2024", "", "USD"], ["Prepared by the finance team"]]));
    // The title row is as wide as the table, so reading took it for the column names.
    await page.getByTestId("import-assumptions").waitFor({ timeout: 10_000 });
    expect(await page.getByTestId("import-assumptions").textContent()).toMatch(/The column names are in row 1\./);
    expect(await page.getByTestId("dataset-shape").textContent()).toBe("6 rows × 3 columns");
    await correct(page, "3", "dmy");
    expect(await page.getByTestId("import-assumptions").textContent()).toMatch(/The column names are in row 3; 2 rows above it \(titles or notes\) were skipped\./);
    expect(await page.getByTestId("dataset-shape").textContent()).toBe("4 rows × 3 columns");
    expect(await monthsOfAnswer(page, path.split("/").pop()!, javaScript)).toEqual(["Feb 2024", "Mar 2024", "Apr 2024"]);
  }, 120_000);

  it("sets a mixed column’s type: store numbers with one “HQ” are read as numbers, HQ left blank with a warning", async () => {
    const page = await newPage({ javaScriptEnabled: javaScript, viewport: { width: 390, height: 844 } });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    if (javaScript) await waitForHydration(page);
    const csv = "Store,Units\n101,3\n102,4\nHQ,5\n101,6\n";
    await page.locator('input[type="file"]').setInputFiles({ name: "stores.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    expect(await page.getByTestId("import-assumptions").textContent()).toMatch(/“Store” mixes types, so it was read as text \(row 4 has “HQ”\)/);
    await page.getByText("Correct how it was read").click();
    await page.getByTestId("column-types").getByLabel(/^Store/).selectOption("number");
    await page.getByRole("button", { name: "Read the file again" }).click();
    await expect.poll(() => page.getByTestId("import-wizard").textContent(), { timeout: 15_000 }).toMatch(/Read with your corrections/);
    expect(await page.locator("body").textContent()).toContain("Column “Store”: 1 value could not be read as numbers and was left blank (the first in row 4: “HQ”).");
    expect(await page.getByTestId("column-types").getByLabel(/^Store/).inputValue()).toBe("number");
  }, 120_000);
});
