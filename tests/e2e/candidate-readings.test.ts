// Candidate readings in the browser (issues #14 and #27): a value spelled in two columns is answered in the reading
// that matches rows; when both readings match rows and give different answers, the question is asked back naming
// both instead of answering the first, with a button per reading that asks it again with the column named — with
// JavaScript (by keyboard) and without it, on a desktop and a phone, light and dark.
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SHOTS, ask, shootBothThemes, uploadAndOpenAsk } from "./ask-steps";
import { newPage, signUp } from "./harness";

// "Lisbon" is an origin and a destination: shipments from it total 55, to it 50.
const SHIPMENTS = ["Origin,Destination,Product,Revenue", "Lisbon,Porto,Chair,10", "Porto,Lisbon,Desk,20", "Madrid,Lisbon,Desk,30", "Lisbon,Madrid,Lamp,45"].join("\n");

async function checkReadings(page: Page, shots: string, choose: (choice: Locator) => Promise<void>): Promise<void> {
  // Both readings match rows (55 from Lisbon, 50 to it): a tie the data does not settle is asked back.
  await ask(page, "total revenue for Lisbon");
  const first = page.getByTestId("answer").nth(0);
  expect(await first.getAttribute("data-kind")).toBe("clarification");
  expect((await first.getByTestId("answer-sentence").innerText()).trim()).toMatch(/Did you mean "Total Revenue — where Origin is Lisbon" or "Total Revenue — where Destination is Lisbon"\?/);
  // Each reading is a button that asks the question again with the column named; the receipt says who asked back.
  const choices = first.getByRole("group", { name: "Ask it one of these ways:" }).getByRole("button");
  expect(await choices.allInnerTexts()).toEqual([
    "Total Revenue — where Origin is Lisbon\nAsks “total revenue for Origin Lisbon”",
    "Total Revenue — where Destination is Lisbon\nAsks “total revenue for Destination Lisbon”",
  ]);
  expect(await first.getByTestId("how-answered").innerText()).toMatch(/How this was answered/);
  await shootBothThemes(page, `question-back-choices-${shots}`);
  await choose(choices.nth(1));
  await expect.poll(() => page.getByTestId("answer").count(), { timeout: 20_000 }).toBe(2);
  expect(await page.getByTestId("question").nth(1).innerText()).toBe("total revenue for Destination Lisbon");
  expect((await page.getByTestId("answer").nth(1).getByTestId("answer-sentence").innerText()).trim()).toBe("Revenue (Destination is Lisbon) totals 50.");
  // No Desk left Lisbon: that reading matches no rows, so the destination reading answers, with no other to offer.
  await ask(page, "total revenue of Desk for Lisbon");
  const third = page.getByTestId("answer").nth(2);
  expect((await third.getByTestId("answer-sentence").innerText()).trim()).toMatch(/^Revenue \(Product is Desk and Destination is Lisbon\) totals 50\./);
  expect(await third.getByTestId("answer-did-you-mean").count()).toBe(0);
}

describe("candidate readings", () => {
  it("answers the reading that matches rows, and asks back when both do (JavaScript on, desktop)", async () => {
    const page = await newPage();
    await signUp(page);
    await uploadAndOpenAsk(page, "shipments.csv", SHIPMENTS);
    // With the keyboard: the choice is reached and pressed like any button.
    await checkReadings(page, "desktop", async (choice) => {
      await choice.focus();
      await page.keyboard.press("Enter");
    });
    await page.screenshot({ path: path.join(SHOTS, "candidate-readings-desktop.png"), fullPage: true });
  }, 90_000);

  it("does the same without JavaScript on a phone in dark mode", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    await signUp(page);
    await uploadAndOpenAsk(page, "shipments.csv", SHIPMENTS, { javaScript: false });
    // Without JavaScript the choice is a plain form submit: the page's ask action answers it.
    await checkReadings(page, "phone-nojs", (choice) => choice.click());
    // The phone layout does not scroll sideways with the choices on it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: path.join(SHOTS, "candidate-readings-phone-dark-nojs.png"), fullPage: true });
  }, 90_000);
});
