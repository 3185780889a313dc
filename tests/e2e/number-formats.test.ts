// A ";"-separated file whose amounts are whole numbers with a thousands dot (9.000, 8.500, 12.250), in Chromium with
// JavaScript off: the file's page says how its numbers were read, the total is 29,750 (not 29.75), and the
// reading's one-click correction beside it reads the file again each way, the total following.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signUp } from "./harness";

const CSV = "Region;Betrag\nNord;9.000\nSüd;8.500\nOst;12.250\n";

async function total(page: Page, datasetId: string): Promise<string> {
  await page.goto(`/dashboard/ai-analysis?dataset=${datasetId}`);
  await page.getByLabel("Your question").fill("total Betrag");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  const answer = page.getByTestId("answer").first();
  await answer.waitFor({ timeout: 15_000 });
  return (await answer.getByTestId("answer-table").locator("td").first().innerText()).trim();
}

describe("number formats without JavaScript", () => {
  it("reads the thousands-dot file right, lists the reading, and corrects it from the page either way", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await page.locator('input[type="file"]').setInputFiles({ name: "betrag.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const path = new URL(page.url()).pathname;
    const id = path.split("/").pop()!;

    const readings = page.getByTestId("import-assumptions");
    expect(await readings.textContent()).toContain("“Betrag”: “,” is the decimal mark, a dot groups thousands — 9.000 is 9,000");
    expect(await total(page, id)).toBe("29,750");

    // One click reads 9.000 as nine: the total follows, and the reading now says it was chosen.
    await page.goto(path);
    await page.getByRole("button", { name: "Read 9.000 as 9 — Betrag" }).click();
    await expect.poll(() => page.getByTestId("import-assumptions").textContent(), { timeout: 15_000 }).toContain("9.000 is 9 (you chose it)");
    expect(await total(page, id)).toBe("29.75");

    // And back, one click again.
    await page.goto(path);
    await page.getByRole("button", { name: "Read 9.000 as 9,000 — Betrag" }).click();
    await expect.poll(() => page.getByTestId("import-assumptions").textContent(), { timeout: 15_000 }).toContain("9.000 is 9,000 (you chose it)");
    expect(await total(page, id)).toBe("29,750");
  }, 120_000);

  it("lists the number reading beside the ambiguous dates, the dates first and marked", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    const csv = "Datum;Region;Betrag\n01.02.2024;Nord;1.250\n03.04.2024;Süd;2.500\n05.06.2024;Ost;1.750\n";
    await page.locator('input[type="file"]').setInputFiles({ name: "datum.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const items = page.getByTestId("import-assumptions").locator("li");
    expect(await items.first().getAttribute("data-ambiguous")).toBe("true");
    expect(await items.first().textContent()).toMatch(/Check:Dates in “Datum” were read as day\/month\/year/);
    expect(await page.getByTestId("import-assumptions").textContent()).toContain("“Betrag”: “,” is the decimal mark, a dot groups thousands — 1.250 is 1,250");
    await page.getByRole("button", { name: "Read as month/day/year — Datum" }).waitFor();
    await page.getByRole("button", { name: "Read 1.250 as 1.25 — Betrag" }).waitFor();
  }, 120_000);
});
