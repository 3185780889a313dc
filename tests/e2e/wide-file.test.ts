// A 2,000-column file: the page shows a window of columns with a search and pages, stays small, and
// works the same without JavaScript.
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

function wideCsv(columns = 2000, rows = 40): string {
  const header = Array.from({ length: columns }, (_, c) => `metric_${c + 1}`).join(",");
  const lines = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => (r * 7 + c) % 100).join(","));
  return [header, ...lines].join("\n") + "\n";
}

describe("a 2,000-column file", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows 24 columns at a time, finds one by name and pages on (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled });
      await signUp(page);
      await page.goto("/dashboard/data-analysis");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.locator('input[type="file"]').setInputFiles({ name: "wide.csv", mimeType: "text/csv", buffer: Buffer.from(wideCsv()) });
      await page.getByRole("button", { name: "Upload file" }).click();
      await page.waitForURL(/\/dashboard\/data-analysis\/[^/?]+$/, { timeout: 30_000 });
      await expect.poll(() => page.getByTestId("column-range").textContent(), { timeout: 30_000 }).toBe("Columns 1–24 of 2,000");

      const response = await page.goto(page.url());
      expect((await response!.body()).length).toBeLessThan(500_000);
      expect(await page.getByTestId("columns").locator("li").count()).toBe(24);
      expect(await page.getByTestId("preview-table").locator("thead th").count()).toBe(24);
      // The wide preview scrolls inside its box; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Find a column by name").fill("metric_1500");
      await page.getByRole("button", { name: "Find" }).click();
      await expect.poll(() => page.getByTestId("columns").locator("li").count()).toBe(1);
      expect(await page.getByTestId("columns").textContent()).toContain("metric_1500");
      expect(new URL(page.url()).searchParams.get("columns")).toBe("metric_1500");

      await page.getByLabel("Find a column by name").fill("");
      await page.getByRole("button", { name: "Find" }).click();
      await page.getByRole("link", { name: "Next columns" }).click();
      await expect.poll(() => page.getByTestId("column-range").textContent()).toBe("Columns 25–48 of 2,000");
      expect(await page.getByTestId("columns").textContent()).toContain("metric_25");
    });
  }
});
