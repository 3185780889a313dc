// The landing page in the browser: sections in order, the rotating headline, the navigation bar (scroll,
// mobile menu), the theme toggle, pricing figures, the scramble effect and every footer link.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, url, waitForHydration } from "./harness";

const PHRASES = [
  "with AI-Powered Analysis",
  "into Actionable Insights",
  "without Technical Expertise",
  "in Minutes, Not Hours",
  "with Smart Visualizations",
];

/** Keeps the demo video frame from reaching the network in tests that scroll past it. */
async function blockVideoHost(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 204, body: "" }));
}

describe("landing page", () => {
  it("has every section, in order, with its anchor", async () => {
    const page = await newPage();
    await page.goto("/");
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main section")].map((s) => s.id || s.getAttribute("aria-labelledby") || s.getAttribute("aria-label")),
    );
    expect(order).toEqual([
      "hero-heading",
      "Companies",
      "features",
      "how-it-works",
      "demo",
      "pricing",
      "testimonials",
      "schedule-demo",
      "final-cta-heading",
    ]);
    expect(await page.locator("#features li").count()).toBe(8);
    expect(await page.locator("#how-it-works ol > li").count()).toBe(4);
    expect(await page.locator("[data-testimonial-column]").count()).toBe(3);
    for (const column of await page.locator("[data-testimonial-column]").all()) {
      expect(await column.locator("[data-testimonial]").count()).toBe(4);
    }
    expect(await page.locator("footer").count()).toBe(1);
    expect(await page.title()).toMatch(/InsightLab/);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toMatch(/InsightLab/);
  });

  it("rotates the headline phrase every 4000 ms through the five phrases", async () => {
    const page = await newPage();
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    // Stop time, then step it by hand: find the moment of a change, and measure the next ones from there. The
    // pause is set a few seconds ahead of the page's time: the page's clock runs on while this call travels
    // (on a busy machine past +10 ms, and "Cannot fast-forward to the past"); a rotation on the way is fine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    const phrase = page.locator("[data-headline-phrase]");
    const start = (await phrase.textContent())!;
    expect(PHRASES).toContain(start);
    let waited = 0;
    while ((await phrase.textContent()) === start && waited < 4000) {
      await page.clock.runFor(50);
      waited += 50;
    }
    let index = PHRASES.indexOf((await phrase.textContent()) as (typeof PHRASES)[number]);
    expect(index).toBe((PHRASES.indexOf(start as (typeof PHRASES)[number]) + 1) % PHRASES.length);
    for (let step = 0; step < PHRASES.length; step++) {
      await page.clock.runFor(3950);
      expect(await phrase.textContent()).toBe(PHRASES[index]);
      await page.clock.runFor(50);
      index = (index + 1) % PHRASES.length;
      expect(await phrase.textContent()).toBe(PHRASES[index]);
    }
  });

  it("Watch Demo scrolls to the demo section", async () => {
    const page = await newPage();
    await blockVideoHost(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Watch Demo" }).click();
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById("demo")!.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(100);
    expect(new URL(page.url()).hash).toBe("#demo");
  });

  it("the navigation bar turns opaque with a border once scrolled more than 10 px", async () => {
    const page = await newPage();
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.locator("[data-site-nav]");
    expect(await nav.getAttribute("data-opaque")).toBe("false");
    expect(await nav.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(50); // one scroll event; nothing should change at exactly 10 px
    expect(await nav.getAttribute("data-opaque")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(() => nav.getAttribute("data-opaque")).toBe("true");
    const style = await nav.evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, blur: s.backdropFilter, border: s.borderBottomColor };
    });
    expect(style.bg).not.toBe("rgba(0, 0, 0, 0)");
    expect(style.blur).toContain("blur");
    expect(style.border).not.toBe("rgba(0, 0, 0, 0)");
    // No login button for visitors.
    expect(await page.getByRole("link", { name: /log ?in|sign ?in/i }).count()).toBe(0);
  });

  it("section links scroll smoothly to their sections", async () => {
    const page = await newPage();
    await blockVideoHost(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById("pricing")!.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(100);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("has a mobile menu at 390×844 with the four links and the theme picker; choosing a link closes it", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await blockVideoHost(page);
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(await menu.getByRole("navigation", { name: "Mobile" }).getByRole("link").allTextContents()).toEqual([
      "Features",
      "How It Works",
      "Pricing",
      "Testimonials",
    ]);
    expect(await menu.getByRole("radiogroup", { name: "Theme" }).getByRole("radio").count()).toBe(3);
    await menu.getByRole("link", { name: "Testimonials" }).click();
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById("testimonials")!.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(100);
  });

  it("the mobile Theme picker switches the theme", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("radio", { name: "Dark" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  it("the theme toggle persists across a reload with no flash of the wrong theme", async () => {
    const page = await newPage({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.locator("[data-site-nav] [data-theme-toggle]").first();
    // light → dark (the toggle cycles light → dark → system from the current choice).
    while ((await page.evaluate(() => localStorage.getItem("theme"))) !== "dark") await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    // Hold every script back: what paints first must already be dark.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: "domcontentloaded" });
    const firstPaint = await page.evaluate(() => {
      // The body colour as sRGB (computed colours may be oklch): paint it on a canvas and read it back.
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return { dark: document.documentElement.classList.contains("dark"), brightness: r + g + b, hydrated: "__remixRouter" in window };
    });
    expect(firstPaint.hydrated).toBe(false);
    expect(firstPaint.dark).toBe(true);
    expect(firstPaint.brightness).toBeLessThan(150); // a dark background, before any script ran
    release();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toMatch(/^Theme: Dark/);
  });

  it("pricing shows monthly figures, and annual ones (× 0.84) after the toggle", async () => {
    const page = await newPage();
    await page.goto("/");
    await waitForHydration(page);
    const price = (plan: string) => page.locator(`[data-plan="${plan}"] [data-price]`).textContent();
    expect([await price("free"), await price("lite"), await price("pro"), await price("enterprise")]).toEqual(["$0", "$14.99", "$29.99", "Custom"]);
    expect(await page.locator("#pricing").getByText("Save up to 16%").isVisible()).toBe(true);
    expect(await page.locator('[data-plan="pro"]').getByText("Most Popular").isVisible()).toBe(true);
    await page.getByRole("switch", { name: "Bill annually" }).click();
    expect([await price("free"), await price("lite"), await price("pro"), await price("enterprise")]).toEqual(["$0", "$12.59", "$25.19", "Custom"]);
    await page.getByRole("switch", { name: "Bill annually" }).click();
    expect(await price("lite")).toBe("$14.99");

    const contact = page.locator('[data-plan="enterprise"]').getByRole("link", { name: "Contact Sales" });
    const href = new URL((await contact.getAttribute("href"))!);
    expect(href.protocol).toBe("mailto:");
    expect(href.searchParams.get("subject")).toBe("Enterprise Team plan inquiry");
    // Every other pricing button opens the waitlist dialog.
    for (const plan of ["free", "lite", "pro"]) {
      await page.locator(`[data-plan="${plan}"] [data-join-waitlist]`).click();
      const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
  });

  it("scrambles a button label on hover and resolves it, but not for reduced motion", async () => {
    const page = await newPage();
    await page.goto("/");
    await waitForHydration(page);
    const button = page.locator("#hero-heading").locator("xpath=ancestor::section").locator("[data-join-waitlist]");
    const label = button.locator("[data-scramble]");
    await button.hover();
    await expect.poll(() => label.textContent(), { interval: 10 }).not.toBe("Join Waitlist");
    expect(await button.getAttribute("aria-label")).toBeNull();
    expect(await button.innerText()).toMatch(/\S/);
    // 13 characters × 2 ticks × 50 ms ≈ 1.3 s, then the real text again.
    await expect.poll(() => label.textContent(), { timeout: 3000 }).toBe("Join Waitlist");

    const calm = await newPage({ reducedMotion: "reduce" });
    await calm.goto("/");
    await waitForHydration(calm);
    const calmButton = calm.locator("[data-join-waitlist]").first();
    await calmButton.hover();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      seen.add((await calmButton.locator("[data-scramble]").textContent()) ?? "");
      await calm.waitForTimeout(30);
    }
    expect([...seen]).toEqual(["Join Waitlist"]);
  });

  it("every footer link resolves, and the five social links are there", async () => {
    const page = await newPage();
    await page.goto("/");
    const footer = page.locator("footer");
    const hrefs = await footer.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const internal = hrefs.filter((h) => h.startsWith("/"));
    expect(internal).toEqual(
      expect.arrayContaining(["/#features", "/#pricing", "/tutorials", "/documentation", "/help-center", "/contact", "/about", "/blog", "/privacy", "/terms", "/security"]),
    );
    for (const href of internal) {
      const [path, hash] = href.split("#");
      const response = await page.request.get(url(path));
      expect(response.status(), href).toBe(200);
      if (hash) expect(await page.locator(`#${hash}`).count(), href).toBe(1);
    }
    const social = await footer.getByRole("list", { name: "InsightLab on social media" }).getByRole("link").all();
    expect(social).toHaveLength(5);
    const socialHosts = await Promise.all(social.map(async (a) => new URL((await a.getAttribute("href"))!).hostname));
    expect(socialHosts).toEqual(["x.com", "www.linkedin.com", "www.instagram.com", "www.youtube.com", "medium.com"]);
  });
});

describe("site icon", () => {
  it("is linked as SVG and also served at /favicon.ico, where browsers and crawlers look without a link", async () => {
    const page = await newPage();
    await page.goto("/");
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe("/favicon.svg");
    for (const [path, type] of [["/favicon.svg", /image\/svg\+xml/], ["/favicon.ico", /image\/(x-icon|vnd\.microsoft\.icon)/]] as const) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(type);
    }
    const ico = await (await page.request.get("/favicon.ico")).body();
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO signature
  });
});
