// Questions back of every kind in the browser (issue #27): "how many orders" on order lines asks whether rows or
// different orders are meant, with both as buttons — pressed without JavaScript on a phone, it is answered; a
// refusal names the columns it may mean; a disagreement between the planners lists each reading with its answer and
// offers each as a choice (Workers AI's pinned to its kept plan when no question gives it again). Screenshots at desktop and 390 px, light and dark, in test-results/screens.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ask, shootBothThemes, uploadAndOpenAsk } from "./ask-steps";
import { newPage, signUp } from "./harness";

// Order lines: one row per product of an order, so the 3 orders take 6 rows.
const ORDER_LINES = ["Order ID,Product,Quantity,Customer", "A1,Desk,1,Acme", "A1,Lamp,2,Acme", "A2,Chair,4,Birch", "A2,Desk,1,Birch", "A2,Lamp,3,Birch", "A3,Chair,2,Cobalt"].join("\n");

/** Asks on order lines: the rows-or-orders question back, then a refusal with suggestions; screenshots of both. */
async function askBackAndRefuse(page: Page, size: string): Promise<void> {
  await ask(page, "how many orders are there?");
  const back = page.getByTestId("answer").nth(0);
  expect(await back.getAttribute("data-kind")).toBe("clarification");
  expect(await back.getByTestId("answer-sentence").innerText()).toMatch(/^'Order ID' repeats across rows/);
  const choices = back.getByRole("group", { name: "Ask it one of these ways:" }).getByRole("button");
  expect(await choices.allInnerTexts()).toEqual(["How many rows\nAsks “how many rows are there?”", "How many different Order ID values\nAsks “how many different Order ID are there?”"]);
  await shootBothThemes(page, `question-back-rows-or-different-${size}`);

  await ask(page, "average weight by consumer");
  const refusal = page.getByTestId("answer").nth(1);
  expect(await refusal.getByTestId("answer-sentence").innerText()).toMatch(/^I couldn't find 'weight' or 'consumer' in this data\./);
  expect(await refusal.getByRole("list", { name: "Columns you might mean:" }).getByRole("listitem").allInnerTexts()).toEqual(["Quantity", "Customer"]);
  await refusal.scrollIntoViewIfNeeded();
  await shootBothThemes(page, `refusal-suggestions-${size}`);
}

describe("questions back with choices", () => {
  it("offers rows or different orders as buttons that answer without JavaScript, on a phone", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await signUp(page);
    await uploadAndOpenAsk(page, "order_lines.csv", ORDER_LINES, { javaScript: false });
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
    await uploadAndOpenAsk(page, "order_lines.csv", ORDER_LINES);
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
        ["Total Goals by Home Team — where Attendance is over 46,000 — top 1", "Ajax has the highest Goals (4).", "Read by Workers AI"],
      ]);
      // Workers AI's reading, which no question of the built-in planner's gives again, is pinned to its kept plan.
      const choices = card.getByRole("group", { name: "Ask it one of these ways:" }).getByRole("button");
      expect(await choices.allInnerTexts()).toEqual([
        "Total Goals by Home Team — top 1\nAsks “Which Home Team scored the most goals?”",
        "Total Goals by Home Team — where Attendance is over 46,000 — top 1\nAnswers with Workers AI's plan for it, as read above",
      ]);
      expect(await choices.nth(1).getAttribute("name")).toBe("pinned");
      expect(await choices.nth(1).getAttribute("value")).toBe("disagreement:0");
      if (size === "phone") expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shootBothThemes(page, `planners-disagree-${size}`);
    }
  }, 60_000);
});
