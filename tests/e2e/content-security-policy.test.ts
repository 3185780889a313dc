// The Content-Security-Policy in a real browser: the page's own inline scripts (the theme script, Remix's
// context and streamed data) run because they carry the response's nonce; any other inline script is refused.
// Chromium reports a refused script as a console error, which fails every browser test: the whole browser
// suite therefore also checks that no page of ours trips the policy.
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

describe("Content-Security-Policy in Chromium", () => {
  it("runs the page's inline scripts: the workspace hydrates and navigates client-side", async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Settings", exact: true }).click();
    await page.waitForURL("**/dashboard/settings");
    // One document load: the click was handled by Remix's router, not a full page load.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(await page.evaluate(() => location.pathname)).toBe("/dashboard/settings");
  });

  it("runs the inline theme script before any module loads (dark preference, all module scripts blocked)", async () => {
    const page = await newPage({ colorScheme: "dark", allowConsoleErrors: [/Failed to load resource/] });
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    expect(await page.evaluate(() => [document.documentElement.classList.contains("dark"), document.documentElement.dataset.theme])).toEqual([true, "system"]);
  });

  it("refuses an inline script without the nonce", async () => {
    const page = await newPage({ allowConsoleErrors: [/Content Security Policy/] });
    await page.goto("/documentation");
    const violations = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener("securitypolicyviolation", (e) => seen.push(e.effectiveDirective));
          const script = document.createElement("script");
          script.textContent = "window.__injected = true;";
          document.head.appendChild(script);
          setTimeout(() => resolve(seen), 100);
        }),
    );
    expect(violations).toContain("script-src-elem");
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  });
});
