// axe-core in the page under test. It is evaluated through DevTools rather than added as a <script>: the app's
// Content Security Policy (a per-request nonce, no 'unsafe-inline') rightly refuses a script tag it did not write.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Serious and critical axe violations on the page, one line each ("serious color-contrast (…): selectors"). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
}

/** axe's color-contrast violations (WCAG AA: 4.5:1 for text) inside the elements `selector` matches, one line each. */
export async function contrastViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ include: [[include]] }, { runOnly: ["color-contrast"], resultTypes: ["violations"] });
    return result.violations;
  }, selector);
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? v.help}`));
}
