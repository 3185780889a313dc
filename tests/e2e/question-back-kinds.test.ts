// Questions back of every kind in the browser (issue #27): "how many orders" on order lines asks whether rows or
// different orders are meant, with both as buttons — pressed without JavaScript on a phone, it is answered; a
// refusal names the columns it may mean; a disagreement between the planners lists each reading with its answer and
// offers each as a choice. Screenshots at desktop and 390 px, light and dark, in test-results/screens.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

const SHOTS = path.resolve("test-results/screens");
// Order lines: one row per product of an order, so the 3 orders take 6 rows.
const ORDER_LINES = ["Order ID,Product,Quantity,Customer", "A1,Desk,1,Acme", "A1,Lamp,2,Acme", "A2,Chair,4,Birch", "A2,Desk,1,Birch", "A2,Lamp,3,Birch", "A3,Chair,2,Cobalt"].join("\n");

async function uploadAndOpenAsk(page: Page, { javaScript }: { javaScript: boolean }): Promise<void> {
  await page.goto("/dashboard/data-analysis");
  if (javaScript) await waitForHydration(page);
  await page.locator('input[type="file"]').setInputFiles({ name: "order_lines.csv", mimeType: "text/csv", buffer: Buffer.from(ORDER_LINES) });
  await page.getByRole("button", { name: "Upload file" }).click();
  await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Ask a question" }).click();
  await page.waitForURL(/ai-analysis/);
}

async function ask(page: Page, question: string): Promise<void> {
  const before = await page.getByTestId("answer").count();
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect.poll(() => page.getByTestId("answer").count(), { timeout: 20_000 }).toBe(before + 1);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}.png`), fullPage: true });
  }
}

/** Asks on order lines: the rows-or-orders question back, then a refusal with suggestions; screenshots of both. */
async function askBackAndRefuse(page: Page, size: string): Promise<void> {
  await ask(page, "how many orders are there?");
  const back = page.getByTestId("answer").nth(0);
  expect(await back.getAttribute("data-kind")).toBe("clarification");
  expect(await back.getByTestId("answer-sentence").innerText()).toMatch(/^'Order ID' repeats across rows/);
  const choices = back.getByRole("group", { name: "Ask it one of these ways:" }).getByRole("button");
  expect(await choices.allInnerTexts()).toEqual(["How many rows\nAsks “how many rows are there?”", "How many different Order ID values\nAsks “how many different Order ID are there?”"]);
  await shoot(page, `question-back-rows-or-different-${size}`);

  await ask(page, "average weight by consumer");
  const refusal = page.getByTestId("answer").nth(1);
  expect(await refusal.getByTestId("answer-sentence").innerText()).toMatch(/^I couldn't find 'weight' or 'consumer' in this data\./);
  expect(await refusal.getByRole("list", { name: "Columns you might mean:" }).getByRole("listitem").allInnerTexts()).toEqual(["Quantity", "Customer"]);
  await refusal.scrollIntoViewIfNeeded();
  await shoot(page, `refusal-suggestions-${size}`);
}

describe("questions back with choices", () => {
  it("offers rows or different orders as buttons that answer without JavaScript, on a phone", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await signUp(page);
    await uploadAndOpenAsk(page, { javaScript: false });
    await askBackAndRefuse(page, "phone-nojs");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The button is a plain form submit: the page's ask action answers the chosen question in the same conversation.
    await page.getByTestId("answer").nth(0).getByRole("button", { name: /How many different Order ID values/ }).click();
    await expect.poll(() => page.getByTestId("answer").count(), { timeout: 20_000 }).toBe(3);
    expect(await page.getByTestId("question").nth(2).innerText()).toBe("how many different Order ID are there?");
    expect(await page.getByTestId("answer").nth(2).getByTestId("answer-sentence").innerText()).toMatch(/\b3\b/);
  }, 90_000);

  it("reaches each choice by keyboard on a desktop, after the sentence and before the receipt", async () => {
    const page = await newPage();
    await signUp(page);
    await uploadAndOpenAsk(page, { javaScript: true });
    await askBackAndRefuse(page, "desktop");
    const back = page.getByTestId("answer").nth(0);
    await back.getByRole("button", { name: /How many rows/ }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^How many different Order ID values/);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("How this was answered");
  }, 90_000);

  it("lists each planner's reading with its answer, and each as a choice, when the planners disagree", async () => {
    for (const [size, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
      const page = await newPage({ viewport });
      await page.goto("/__test/answer-cards");
      const card = page.getByTestId("answer");
      expect(await card.getByTestId("answer-sentence").innerText()).toMatch(/^Your question can be read more than one way, and the readings give different answers/);
      const readings = card.getByRole("list", { name: "The readings and their answers" }).getByRole("listitem");
      expect((await readings.allInnerTexts()).map((text) => text.split(/\n+/))).toEqual([
        ["Total Goals by Home Team — top 1", "Feyenoord has the highest Goals (6).", "Read by InsightLab's built-in planner"],
        ["Average Attendance by Home Team — top 1", "Ajax has the highest Attendance (49,000).", "Read by Workers AI"],
      ]);
      expect(await card.getByRole("group", { name: "Ask it one of these ways:" }).getByRole("button").count()).toBe(2);
      if (size === "phone") expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(page, `planners-disagree-${size}`);
    }
  }, 60_000);
});
