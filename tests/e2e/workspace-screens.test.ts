// The workspace screens at desktop and phone width, light and dark: nothing wider than the screen, and a
// screenshot of each in test-results/screens/ for a person to look at.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

const SCREENS_DIR = path.resolve("test-results/screens");
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 860 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

async function noHorizontalOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe("workspace screens", () => {
  for (const scheme of ["light", "dark"] as const) {
    for (const size of SIZES) {
      it(`fit a ${size.name} screen in ${scheme} mode`, async () => {
        const page = await newPage({ viewport: size.viewport, colorScheme: scheme });
        await signUp(page);
        const shot = (name: string) => page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${size.name}-${scheme}.png`), fullPage: true });

        // Each screenshot waits for hydration: a full-page screenshot sets style="" on the file input, and taken
        // before React hydrates, React reports the attribute as the server's.
        await page.goto("/dashboard");
        await waitForHydration(page);
        await noHorizontalOverflow(page, size.viewport.width);
        await shot("dashboard-new");

        await page.goto("/dashboard/data-analysis");
        await waitForHydration(page);
        await noHorizontalOverflow(page, size.viewport.width);
        await shot("data-analysis-empty");

        await page.getByRole("button", { name: "Try the sample sales data" }).click();
        await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/);
        await page.getByTestId("column-card").first().waitFor();
        await shot("dataset");

        await page.getByRole("link", { name: "Ask a question" }).click();
        await page.waitForURL(/ai-analysis/);
        await page.getByLabel("Your question").fill("total revenue by region");
        await page.getByRole("button", { name: "Ask", exact: true }).click();
        await page.waitForURL(/conversation=/);
        await page.getByTestId("answer").first().waitFor();
        await page.getByLabel("Your question").fill("revenue by month");
        await page.getByRole("button", { name: "Ask", exact: true }).click();
        await expect.poll(() => page.getByTestId("answer").count(), { timeout: 15_000 }).toBe(2);
        await noHorizontalOverflow(page, size.viewport.width);
        await shot("ai-analysis");

        await page.goto("/dashboard/data-analysis");
        await waitForHydration(page);
        await noHorizontalOverflow(page, size.viewport.width);
        await shot("data-analysis-files");
        await page.goto("/dashboard");
        await waitForHydration(page);
        await shot("dashboard");
      });
    }
  }
});
