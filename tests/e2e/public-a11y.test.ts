// axe-core on every public page, in light and dark themes: no serious or critical violations.
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "../../app/lib/public-pages";
import { seriousViolations } from "./axe";
import { newPage, waitForHydration } from "./harness";

async function openThemed(path: string, theme: "light" | "dark") {
  const page = await newPage({ colorScheme: theme });
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 204, body: "" }));
  await page.goto(path);
  await waitForHydration(page);
  // Let entrance animations (headline fade, dialogs) settle so colours are final.
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
  return page;
}

describe.each(["light", "dark"] as const)("accessibility (%s theme)", (theme) => {
  it.each(PUBLIC_PAGE_PATHS)(`%s has no serious or critical axe violations`, async (path) => {
    const page = await openThemed(path, theme);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("the open waitlist dialog has no serious or critical axe violations", async () => {
    const page = await openThemed("/", theme);
    await page.locator("[data-join-waitlist]").first().click();
    await page.getByRole("dialog", { name: "Join the Waitlist" }).waitFor();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
