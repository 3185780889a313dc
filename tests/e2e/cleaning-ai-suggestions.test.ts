// An AI cleaning suggestion in Chromium, without JavaScript: Workers AI cannot be reached in tests, so the cleaning
// step is opened as it stands after a first look at Moderate — the suggestion "NY" → "New York" carried by the form
// (as the page writes it) and not ticked. It shows marked AI and unticked; the preview leaves "NY" alone; ticking it
// and updating the preview shows the change; Apply saves a Clean_ copy without "NY". A suggestion naming a value the
// file does not have, put in the address, is not shown. Screenshots (desktop and 390 px, light and dark) go to
// test-results/.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signUp } from "./harness";

function ordersCsv(): string {
  const lines = ["Order ID,State,Amount,Age"];
  // A blank amount stays blank (nothing fills it); the blank age is what the ticked fill changes in the preview.
  for (let i = 1; i <= 24; i++) lines.push(`${i},${i % 2 ? (i % 5 === 0 ? "NY" : "New York") : "California"},${i === 7 ? "" : (100 + i * 17.5).toFixed(2)},${i === 7 ? "" : 20 + (i % 9)}`);
  return lines.join("\n") + "\n";
}

const suggestion = (from: string[], to: string) => JSON.stringify({ column: "state", from, to });

async function screenshots(page: Page, name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator("#clean").screenshot({ path: `test-results/cleaning-ai-${name}-${width}-${scheme}.png`, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("AI cleaning suggestions without JavaScript", () => {
  it("shows a carried suggestion unticked with its AI mark, previews it once ticked and applies it", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page);
    await page.goto("/dashboard/data-analysis");
    await page.locator('input[type="file"]').setInputFiles({ name: "orders.csv", mimeType: "text/csv", buffer: Buffer.from(ordersCsv()) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const path = new URL(page.url()).pathname;

    const query = new URLSearchParams([
      ["clean", "moderate"],
      ["reviewed", "moderate"],
      ["keep", "fill-missing:age"],
      ["suggestion", suggestion(["NY"], "New York")],
      ["suggestion", suggestion(["Texas"], "California")],
    ]);
    await page.goto(`${path}?${query}#clean`);
    const step = page.locator("#clean");
    const item = step.locator('li[data-suggested-by="ai"]');
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toMatch(/^AIMerge values that name the same thing · State 2 values.*“NY” → “New York”.*Suggested by AI/);
    expect(await step.getByTestId("ai-suggestions-note").textContent()).toMatch(/stay unticked until you tick them/);
    const box = item.getByRole("checkbox");
    expect(await box.isChecked()).toBe(false);
    expect(await step.getByTestId("cleaning-sample").textContent()).not.toMatch(/changed from NY\s*→?\s*to New York/);
    await screenshots(page, "unticked");

    await box.check();
    await step.getByRole("button", { name: "Update preview" }).click();
    await page.waitForURL(/keep=merge-values/);
    expect(await step.locator('li[data-suggested-by="ai"]').getByRole("checkbox").isChecked()).toBe(true);
    expect(await step.getByTestId("cleaning-sample").textContent()).toMatch(/changed from NY\s*→?\s*to New York/);
    await screenshots(page, "ticked");

    await step.getByRole("button", { name: /Apply and save Clean_orders\.csv/ }).click();
    await page.waitForURL(/cleaned=1/, { timeout: 20_000 });
    const body = (await page.locator("body").textContent()) ?? "";
    expect(body).toContain("Saved Clean_orders.csv");
    expect(await page.getByRole("cell", { name: "NY", exact: true }).count()).toBe(0);
  }, 120_000);
});
