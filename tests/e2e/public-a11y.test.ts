// axe-core on every public page, in light and dark themes: no serious or critical violations.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "../../app/lib/public-pages";
import { newPage, waitForHydration } from "./harness";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
}

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
