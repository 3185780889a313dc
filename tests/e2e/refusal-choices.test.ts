// Refusals that name their readings offer each as a button (issue #27): "how many regions have revenue over 1000"
// — by each region's total, its average, or any one row over 1000. Pressed without JavaScript on a phone, the
// chosen question is answered; the page's "New conversation" link keeps a 4.5:1 contrast in dark mode too.
// Screenshots at desktop and 390 px, light and dark, in test-results/screens.
import { describe, expect, it } from "vitest";
import { ask, shootBothThemes, uploadAndOpenAsk } from "./ask-steps";
import { contrastViolations } from "./axe";
import { newPage, signUp } from "./harness";

// North: total 1,300, average 650, no row over 1,000. South: total 1,300, one row over. East: 1,500.
const SALES = ["Region,Revenue", "North,600", "North,700", "South,1200", "South,100", "East,1500", "West,200"].join("\n");
const LABELS = [
  "Region values whose total Revenue is over 1000\nAsks “How many regions have total Revenue over 1000?”",
  "Region values whose average Revenue is over 1000\nAsks “How many regions have average Revenue over 1000?”",
  "Region values with a row where Revenue is over 1000\nAsks “How many regions have a row with Revenue over 1000?”",
];

describe("a refusal's choices", () => {
  it("offers each reading as a button that answers without JavaScript, on a phone", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await signUp(page);
    await uploadAndOpenAsk(page, "regional_sales.csv", SALES, { javaScript: false });
    await ask(page, "How many regions have revenue over 1000?");
    const back = page.getByTestId("answer").nth(0);
    expect(await back.getAttribute("data-kind")).toBe("clarification");
    expect(await back.getByRole("group", { name: "Ask it one of these ways:" }).getByRole("button").allInnerTexts()).toEqual(LABELS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shootBothThemes(page, "refusal-choices-phone-nojs");
    await back.getByRole("button", { name: /with a row where Revenue is over 1000/ }).click();
    await expect.poll(() => page.getByTestId("answer").count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByTestId("question").nth(1).innerText()).toBe("How many regions have a row with Revenue over 1000?");
    expect(await page.getByTestId("answer").nth(1).getByTestId("answer-sentence").innerText()).toMatch(/\b2\b/);
  }, 90_000);

  it("shows them on a desktop in both themes, with a 'New conversation' link readable in dark mode", async () => {
    const page = await newPage();
    await signUp(page);
    await uploadAndOpenAsk(page, "regional_sales.csv", SALES);
    await ask(page, "How many regions have revenue over 1000?");
    await shootBothThemes(page, "refusal-choices-desktop");
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      // Colours ease over 150 ms when the theme changes: measured once they have settled.
      await page.evaluate(async () => {
        // Two frames let the new theme's styles apply and its transitions start; then they are waited out.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await Promise.all(document.getAnimations().map((a) => a.finished));
      });
      expect(await contrastViolations(page, "[data-testid=new-conversation]"), colorScheme).toEqual([]);
    }
  }, 90_000);
});
