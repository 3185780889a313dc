// Steps the question journeys share: upload a CSV and open its questions, ask one and wait for its answer, and
// screenshot the page in both themes. One copy, so a change to the upload or ask form is mended in one place.
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "./harness";

export const SHOTS = path.resolve("test-results/screens");

/** Uploads `csv` as `name` from the data-analysis page and opens "Ask a question" on the file's page. */
export async function uploadAndOpenAsk(page: Page, name: string, csv: string, { javaScript = true } = {}): Promise<void> {
  await page.goto("/dashboard/data-analysis");
  if (javaScript) await waitForHydration(page);
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Ask a question" }).click();
  await page.waitForURL(/ai-analysis/);
}

/** Asks `question` in the conversation and waits until one more answer is on the page. */
export async function ask(page: Page, question: string): Promise<void> {
  const before = await page.getByTestId("answer").count();
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => page.getByTestId("answer").count(), { timeout: 20_000 }).toBe(before + 1);
}

/** Full-page screenshots of this viewport in light and dark: `<name>-light.png`, `<name>-dark.png` in SHOTS. */
export async function shootBothThemes(page: Page, name: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}.png`), fullPage: true });
  }
}
