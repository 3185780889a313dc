// Settings, as a signed-in user meets it: the account, the theme, the plan with its meters and a working
// upgrade request, and signing out — with and without JavaScript.
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

describe("settings", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows the account and plan, asks for an upgrade by mail and signs out (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled });
      const user = await signUp(page);
      await page.goto("/dashboard");
      await page.getByRole("link", { name: "Plan, usage and upgrades" }).click();
      await page.waitForURL("**/dashboard/settings#plan");
      expect(await page.getByTestId("account").textContent()).toContain(user.email);
      expect(await page.getByTestId("plan-name").textContent()).toBe("Free plan");
      expect(await page.getByTestId("meter-ai-questions-this-month").textContent()).toContain("0 of 5");
      expect(await page.getByTestId("meter-files").textContent()).toContain("0 of 2");
      const upgrade = await page.getByRole("link", { name: "Request an upgrade" }).getAttribute("href");
      expect(upgrade).toMatch(/^mailto:sales@insightlab\.app\?subject=Upgrade%20request%20from%20the%20Free%20plan/);
      expect(decodeURIComponent(upgrade!)).toContain(user.email);
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await page.getByRole("radio", { name: "Dark" }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      }
      await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      const back = await page.goto("/dashboard/settings");
      expect(new URL(back!.url()).pathname).toBe("/login");
    });
  }
});
