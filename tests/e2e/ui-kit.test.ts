// The UI kit in a real browser (on the test-only page /__test/kit): theme persistence without a flash,
// toasts (one at a time, 5 s, swipe right past 50 px, F8, close), the tooltip's delay and placement,
// the loading screen and the animated logo.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { newPage, waitForHydration } from "./harness";

const KIT = "/__test/kit";

interface FirstPaintTheme {
  className: string;
  theme: string | undefined;
}

/**
 * Records <html>'s class and data-theme when <body> is first inserted by the parser: after the inline head
 * script, before any bundle runs — what the first paint shows.
 */
async function recordFirstPaintTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      const root = document.documentElement;
      (window as unknown as { __firstPaintTheme: FirstPaintTheme }).__firstPaintTheme = {
        className: root.className,
        theme: root.dataset.theme,
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

function firstPaintTheme(page: Page): Promise<FirstPaintTheme> {
  return page.evaluate(() => (window as unknown as { __firstPaintTheme: FirstPaintTheme }).__firstPaintTheme);
}

function rootClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.documentElement.classList]);
}

/** The page's painted background as [r, g, b] (0–255), read from a 1×1 canvas so any colour syntax works. */
function bodyBackground(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
}

const isDark = (rgb: number[]) => rgb.every((c) => c < 60);
const isLight = (rgb: number[]) => rgb.every((c) => c > 230);

/** The toast on screen (open); the store keeps at most one. */
const openToasts = (page: Page) => page.locator('[data-slot="toast"][data-state="open"]');

describe("theme", () => {
  it("starts on system, cycles light → dark, and keeps dark across a reload with no flash", async () => {
    const page = await newPage({ colorScheme: "light" });
    await recordFirstPaintTheme(page);
    await page.goto(KIT);
    await waitForHydration(page);
    expect(await firstPaintTheme(page)).toEqual({ className: "", theme: "system" });

    const toggle = page.getByTestId("theme-toggle");
    expect(await toggle.getAttribute("aria-label")).toBe("Theme: System. Switch to Light.");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-label")).toBe("Theme: Light. Switch to Dark.");
    await toggle.click();
    await expect.poll(() => rootClasses(page)).toEqual(["dark"]);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(isDark(await bodyBackground(page))).toBe(true);

    await page.reload();
    // Dark before any bundle ran, so the first paint is already dark.
    expect(await firstPaintTheme(page)).toEqual({ className: "dark", theme: "dark" });
    await waitForHydration(page);
    expect(await rootClasses(page)).toEqual(["dark"]);
    expect(await toggle.getAttribute("aria-label")).toBe("Theme: Dark. Switch to System.");
    expect(await toggle.locator("svg.lucide-moon").isVisible()).toBe(true);
    expect(await toggle.locator("svg.lucide-sun").isVisible()).toBe(false);
    expect(isDark(await bodyBackground(page))).toBe(true);
  });

  it("keeps an explicit light choice on a dark OS across a reload", async () => {
    const page = await newPage({ colorScheme: "dark" });
    await recordFirstPaintTheme(page);
    await page.goto(KIT);
    expect(await firstPaintTheme(page)).toEqual({ className: "dark", theme: "system" });
    await waitForHydration(page);
    await page.getByTestId("theme-toggle").click(); // system → light
    await expect.poll(() => rootClasses(page)).toEqual([]);
    await page.reload();
    expect(await firstPaintTheme(page)).toEqual({ className: "", theme: "light" });
    expect(isLight(await bodyBackground(page))).toBe(true);
  });

  it("follows the OS preference while on system", async () => {
    const page = await newPage({ colorScheme: "light" });
    await page.goto(KIT);
    await waitForHydration(page);
    expect(await rootClasses(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => rootClasses(page)).toEqual(["dark"]);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => rootClasses(page)).toEqual([]);
  });

  it("the Theme picker sets the choice too", async () => {
    const page = await newPage();
    await page.goto(KIT);
    await waitForHydration(page);
    const picker = page.getByRole("radiogroup", { name: "Theme" }).first();
    await picker.getByRole("radio", { name: "Dark" }).click();
    await expect.poll(() => rootClasses(page)).toEqual(["dark"]);
    expect(await picker.getByRole("radio", { name: "Dark" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  it("follows the OS preference through CSS alone when JavaScript is off", async () => {
    for (const colorScheme of ["dark", "light"] as const) {
      const page = await newPage({ javaScriptEnabled: false, colorScheme });
      await page.goto(KIT);
      // evaluate() still works with the page's scripts disabled: it is the test reading the page.
      const rgb = await bodyBackground(page);
      expect(colorScheme === "dark" ? isDark(rgb) : isLight(rgb), `${colorScheme} OS → ${rgb}`).toBe(true);
    }
  });
});

describe("toasts", () => {
  async function kit(viewport?: { width: number; height: number }) {
    const page = await newPage(viewport ? { viewport } : {});
    await page.goto(KIT);
    await waitForHydration(page);
    return page;
  }

  it("shows one toast at a time: a second one replaces the first", async () => {
    const page = await kit();
    await page.getByTestId("toast-first").click();
    await openToasts(page).getByText("Welcome to the Waitlist!").waitFor();
    expect(await openToasts(page).getByText("You're #42 in line for early access").isVisible()).toBe(true);

    await page.getByTestId("toast-second").click();
    await openToasts(page).getByText("Demo Scheduled!").waitFor();
    await expect.poll(() => page.locator('[data-slot="toast"]').count()).toBe(1);
    expect(await page.getByText("Welcome to the Waitlist!").count()).toBe(0);
  });

  it("dismisses itself after 5 seconds", async () => {
    const page = await kit();
    await page.getByTestId("toast-first").click();
    const toast = openToasts(page);
    await toast.waitFor();
    const shown = Date.now();
    await page.locator('[data-slot="toast"]').waitFor({ state: "detached", timeout: 9000 });
    const elapsed = Date.now() - shown;
    expect(elapsed).toBeGreaterThanOrEqual(4500);
    expect(elapsed).toBeLessThan(8000);
  });

  it("is swiped away to the right past 50 px, and springs back from a shorter swipe", async () => {
    const page = await kit();
    await page.getByTestId("toast-first").click();
    const toast = openToasts(page);
    await toast.waitFor();
    await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 3;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => toast.getAttribute("data-swipe")).toBe("cancel");
    expect(await openToasts(page).count()).toBe(1);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 90, y, { steps: 8 });
    await page.mouse.up();
    await page.locator('[data-slot="toast"]').waitFor({ state: "detached" });
  });

  it("closes with its close button", async () => {
    const page = await kit();
    await page.getByTestId("toast-first").click();
    await openToasts(page).getByRole("button", { name: "Close" }).click();
    await page.locator('[data-slot="toast"]').waitFor({ state: "detached" });
  });

  it("F8 moves focus to the toast viewport", async () => {
    const page = await kit();
    await page.getByTestId("toast-first").click();
    await openToasts(page).waitFor();
    await page.keyboard.press("F8");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-slot")))
      .toBe("toast-viewport");
    expect(await page.getByRole("region", { name: "Notifications (F8)" }).count()).toBe(1);
  });

  it("shows a destructive toast and an object description as JSON", async () => {
    const page = await kit({ width: 390, height: 844 });
    await page.getByTestId("toast-destructive").click();
    await openToasts(page).getByText("Failed to join waitlist").waitFor();
    expect(await openToasts(page).getAttribute("data-variant")).toBe("destructive");

    await page.getByTestId("toast-object").click();
    const json = openToasts(page).locator("pre");
    await json.waitFor();
    expect(JSON.parse((await json.textContent())!)).toEqual({
      message: "Monthly AI query limit reached",
      upgradeRequired: true,
    });
  });
});

describe("tooltip", () => {
  it("appears on hover after its 700 ms delay, 4 px above the trigger", async () => {
    const page = await newPage();
    await page.goto(KIT);
    await waitForHydration(page);
    const trigger = page.getByTestId("tooltip-target");
    // Timed inside the page, from the pointer entering the trigger to the tooltip appearing, so a slow
    // test machine cannot make the delay look shorter or longer than it is.
    const delay = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const target = document.querySelector('[data-testid="tooltip-target"]')!;
          target.addEventListener("pointerenter", () => {
            const entered = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector('[role="tooltip"]')) return;
              observer.disconnect();
              resolve(performance.now() - entered);
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }, { once: true });
        }),
    );
    await trigger.hover();
    expect(await delay).toBeGreaterThanOrEqual(690);
    expect(await page.getByRole("tooltip").textContent()).toBe("Exports include PDF, PowerPoint and Excel");

    const content = page.locator('[data-slot="tooltip-content"]');
    expect(await content.getAttribute("data-side")).toBe("top");
    await expect.poll(() => content.evaluate((el) => el.getAnimations().length)).toBe(0);
    const [triggerBox, contentBox] = [(await trigger.boundingBox())!, (await content.boundingBox())!];
    expect(triggerBox.y - (contentBox.y + contentBox.height)).toBeCloseTo(4, 0);
  });

  it("appears when its trigger gets keyboard focus", async () => {
    const page = await newPage();
    await page.goto(KIT);
    await waitForHydration(page);
    await page.getByTestId("tooltip-target").focus();
    await page.getByRole("tooltip").waitFor({ state: "attached" });
    expect(await page.getByRole("tooltip").textContent()).toBe("Exports include PDF, PowerPoint and Excel");
  });
});

describe("loading screen and animated logo", () => {
  it("shows the full-screen atom spinner with the product name", async () => {
    const page = await newPage();
    await page.goto(`${KIT}?loading=1`);
    const status = page.getByRole("status").filter({ hasText: "InsightLab" });
    expect(await status.textContent()).toBe("InsightLab");
    const box = (await status.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    const [r, g, b] = (await page.locator('[data-slot="atom-spinner"]').evaluate((el) => getComputedStyle(el).color))
      .match(/\d+/g)!
      .map(Number);
    expect(b > g + 80 && r > g + 40, `purple, not rgb(${r}, ${g}, ${b})`).toBe(true);
  });

  it("animates the logo (5 s cycle) and holds it still under reduced motion", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const page = await newPage({ reducedMotion });
      await page.goto(KIT);
      const logo = page.getByAltText("InsightLab Analytics Logo");
      expect(await logo.getAttribute("width")).toBe("80");
      const animations = await logo.evaluate((el) =>
        el.getAnimations().map((a) => ({
          name: (a as CSSAnimation).animationName,
          duration: a.effect?.getTiming().duration,
        })),
      );
      if (reducedMotion === "reduce") {
        expect(animations).toEqual([]);
      } else {
        expect(animations).toEqual([
          { name: "logo-turn", duration: 5000 },
          { name: "logo-pulse", duration: 5000 },
        ]);
      }
    }
  });
});

describe("accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`has no serious axe violations on the kit page (${colorScheme})`, async () => {
      const page = await newPage({ colorScheme });
      await page.goto(KIT);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

