// A workbook the server cannot open, by its own format's ceiling (an .xls has a lower one than an .xlsx): with
// JavaScript the page converts it to CSV in the browser and the file is read; without, the form's answer says why
// and what to do. The two paths judge the same file by the same ceiling.
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

const ROWS = 12_000;

/**
 * An Excel 97–2003 workbook of ≈ 2.4 MB: over the server's .xls ceiling (and the 2 MB one it had before the browser
 * judged an .xls by it), under the Free plan's 10 MB.
 */
function legacyWorkbook(): Buffer {
  const rows: (string | number)[][] = [["Order Date", "Region", "Product", "Units", "Unit Price", "Revenue", "Channel", "Note"]];
  const regions = ["North", "South", "East", "West"];
  for (let i = 0; i < ROWS; i++) {
    const units = (i % 9) + 1;
    const price = 10 + (i % 50);
    rows.push([`2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`, regions[i % 4], `Product ${i % 97}`, units, price, units * price, i % 3 ? "Online" : "Store", `order ${i}`]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Orders");
  return XLSX.write(book, { type: "buffer", bookType: "xls" }) as Buffer;
}

const XLS_TYPE = "application/vnd.ms-excel";

describe("an .xls over the server's .xls ceiling", () => {
  const bytes = legacyWorkbook();

  it("is converted in the browser with JavaScript, and read", async () => {
    expect(bytes.length).toBeGreaterThan(2_000_000);
    expect(bytes.length).toBeLessThan(8_000_000);
    const page = await newPage();
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await waitForHydration(page);
    await page.locator('input[type="file"]').setInputFiles({ name: "orders.xls", mimeType: XLS_TYPE, buffer: bytes });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    await expect.poll(() => page.getByTestId("dataset-shape").textContent(), { timeout: 20_000 }).toBe(`${ROWS.toLocaleString("en-US")} rows × 8 columns`);
    expect(await page.getByTestId("error-message").count()).toBe(0);
  }, 120_000);

  it("is refused without JavaScript, with the ceiling and what to do instead", async () => {
    // The form's answer is a 422 document: Chromium logs its status.
    const page = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 422/] });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    expect(await page.getByTestId("workbook-note").textContent()).toContain("Excel 97–2003 workbooks (.xls) over 1 MB");
    await page.locator('input[type="file"]').setInputFiles({ name: "orders.xls", mimeType: XLS_TYPE, buffer: bytes });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.getByTestId("error-message").waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("error-message").textContent()).toMatch(
      /^“orders\.xls” is \d+(\.\d)? MB; Excel 97–2003 workbooks \(\.xls\) over 1 MB are too large to open on the server\. Save the sheet as CSV in Excel \(File › Save As › CSV\) and upload that instead\.$/,
    );
    expect(page.url()).toMatch(/\/dashboard\/data-analysis$/);
  }, 60_000);
});
