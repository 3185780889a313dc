// Missing things and deletions in the workspace, as a person meets them: a file that is gone keeps the
// workspace around its "Not found" message; a conversation can be deleted, with and without JavaScript.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

async function sampleConversation(page: Page, javaScript: boolean): Promise<void> {
  await page.goto("/dashboard/data-analysis");
  if (javaScript) await waitForHydration(page);
  await page.getByRole("button", { name: "Try the sample sales data" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[^/]+$/);
  await page.getByRole("link", { name: /Ask/ }).first().click();
  await page.waitForURL(/\/dashboard\/ai-analysis/);
  if (javaScript) await waitForHydration(page);
  await page.getByLabel("Your question").fill("total revenue by region");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => page.getByTestId("answer").count(), { timeout: 15_000 }).toBe(1);
  expect(new URL(page.url()).searchParams.get("conversation")).toBeTruthy();
}

describe("workspace guards", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`deletes a conversation (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled });
      await signUp(page);
      await sampleConversation(page, javaScriptEnabled);
      await page.getByRole("button", { name: "Delete this conversation" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("conversation"), { timeout: 10_000 }).toBeNull();
      await expect.poll(() => page.getByTestId("answer").count()).toBe(0);
      await expect.poll(() => page.getByText("Earlier conversations about this file").count()).toBe(0);
    });

    it(`shows a missing file as "Not found" inside the workspace (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled, allowConsoleErrors: [/status of 404/] });
      await signUp(page);
      const res = await page.goto("/dashboard/data-analysis/no-such-file");
      expect(res?.status()).toBe(404);
      await expect.poll(() => page.getByRole("heading", { name: "Not found" }).count()).toBe(1);
      expect(await page.getByRole("alert").textContent()).toContain("This file was not found");
      // The navigation stays, so the way on is one click.
      expect(await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Data Analysis" }).count()).toBe(1);
      await page.getByRole("link", { name: "Back to the dashboard" }).click();
      await page.waitForURL(/\/dashboard$/);
    });
  }
});
