// The waitlist dialog and the schedule-demo form in the browser, with and without JavaScript.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, waitForHydration } from "./harness";

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Each test file's page shares one server IP with the others: spread requests over made-up client IPs. */
async function distinctClientIp(page: Page) {
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  await page.route(/\/(api\/waitlist|api\/schedule-demo|waitlist|\?index)/, (route) =>
    route.continue({ headers: { ...route.request().headers(), "cf-connecting-ip": ip } }),
  );
}

async function openDialog(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await distinctClientIp(page);
  await page.locator("section[aria-labelledby='hero-heading'] [data-join-waitlist]").click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await dialog.waitFor();
  return dialog;
}

async function chooseCountry(page: Page, search: string, country: string) {
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await dialog.getByRole("combobox", { name: "Country" }).click();
  await page.getByRole("combobox", { name: "Search countries" }).fill(search);
  await page.getByRole("option", { name: country, exact: true }).click();
}

async function fillValid(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await dialog.getByLabel("Full Name").fill("Ada Lovelace");
  await dialog.getByLabel("Email Address").fill(email);
  await chooseCountry(page, "united k", "United Kingdom");
}

describe("waitlist dialog", () => {
  it("joins: success view with the position and perks, toast, Close resets the form", async () => {
    const page = await newPage();
    const dialog = await openDialog(page);
    const submit = dialog.getByRole("button", { name: "Join Waitlist" });
    expect(await submit.isDisabled()).toBe(true);
    await fillValid(page, uniqueEmail("happy"));
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    // After joining, the dialog is titled by its success heading.
    const success = page.getByRole("dialog", { name: "Welcome to the Waitlist" });
    await success.waitFor();
    const position = Number((await success.locator("[data-waitlist-position]").textContent())!.replace("#", ""));
    expect(position).toBeGreaterThan(0);
    for (const perk of [/early access to/i, "Progress updates and feature previews", "Exclusive discounts and premium features"]) {
      expect(await success.getByText(perk).count()).toBe(1);
    }
    const toast = page.locator("[data-slot=toast]");
    await toast.getByText("Welcome to the Waitlist!").waitFor();
    expect(await toast.getByText(`You're #${position} in line for early access`).count()).toBe(1);

    await success.getByRole("button", { name: "Close" }).last().click();
    await success.waitFor({ state: "detached" });
    await page.locator("section[aria-labelledby='hero-heading'] [data-join-waitlist]").click();
    const again = page.getByRole("dialog", { name: "Join the Waitlist" });
    await again.getByLabel("Full Name").waitFor();
    expect(await again.getByLabel("Full Name").inputValue()).toBe("");
    expect(await again.getByLabel("Email Address").inputValue()).toBe("");
    expect(await again.getByRole("combobox", { name: "Country" }).textContent()).toContain("Select your country");
  });

  it("shows field errors on blur and re-checks them on every change", async () => {
    const page = await newPage();
    const dialog = await openDialog(page);
    const name = dialog.getByLabel("Full Name");
    const email = dialog.getByLabel("Email Address");
    expect(await dialog.getByText("This field is required.").count()).toBe(0);

    await name.focus();
    await email.focus(); // name blurred, still empty
    await dialog.getByText("This field is required.").waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");

    await email.fill("ada@");
    await name.focus(); // email blurred
    await dialog.getByText("Invalid email address.").waitFor();
    await email.fill("ada@example.com");
    await expect.poll(() => dialog.getByText("Invalid email address.").count()).toBe(0);
    await email.fill("");
    await expect.poll(() => dialog.getByText("This field is required.").count()).toBe(2);

    await name.fill("Ada");
    await email.fill("ada@example.com");
    expect(await dialog.getByRole("button", { name: "Join Waitlist" }).isDisabled()).toBe(true); // no country yet
  });

  it("searches the 195 countries case-insensitively in a 200 px scroll area", async () => {
    const page = await newPage();
    const dialog = await openDialog(page);
    await dialog.getByRole("combobox", { name: "Country" }).click();
    const list = page.locator("[data-country-list]");
    await list.waitFor();
    expect(await page.getByRole("option").count()).toBe(195);
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("200px");
    expect(await list.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(200);

    const search = page.getByRole("combobox", { name: "Search countries" });
    await search.fill("HOLY");
    expect(await page.getByRole("option").allTextContents()).toEqual(["Holy See"]);
    await search.fill("palestine");
    expect(await page.getByRole("option").allTextContents()).toEqual(["Palestine State"]);
    await search.fill("stan");
    const stans = await page.getByRole("option").allTextContents();
    expect(stans.length).toBeGreaterThan(5);
    expect(stans.every((c) => c.toLowerCase().includes("stan"))).toBe(true);
    await search.fill("zzz");
    expect(await page.getByRole("option").count()).toBe(0);
  });

  it("the same email gets its existing position back", async () => {
    const page = await newPage();
    const email = uniqueEmail("twice");
    const dialog = await openDialog(page);
    const success = page.getByRole("dialog", { name: "Welcome to the Waitlist" });
    await fillValid(page, email);
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    const first = await success.locator("[data-waitlist-position]").textContent();
    await success.getByRole("button", { name: "Close" }).last().click();
    await success.waitFor({ state: "detached" });

    await page.locator("section[aria-labelledby='hero-heading'] [data-join-waitlist]").click();
    await fillValid(page, email.toUpperCase());
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await success.getByText(/already on the waitlist/).waitFor();
    expect(await success.locator("[data-waitlist-position]").textContent()).toBe(first);
  });

  it("shows 'Joining...' with Cancel disabled, then the server's error in a destructive toast; the form stays", async () => {
    const page = await newPage({ allowConsoleErrors: [/status of 400/] });
    const dialog = await openDialog(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/waitlist", async (route) => {
      await held;
      await route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ message: "Email Address: Invalid email address." }) });
    });
    await fillValid(page, uniqueEmail("slow"));
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    const joining = dialog.getByRole("button", { name: "Joining..." });
    await joining.waitFor();
    expect(await joining.isDisabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Cancel" }).isDisabled()).toBe(true);
    release();
    const toast = page.locator("[data-slot=toast][data-variant=destructive]");
    await toast.getByText("Error", { exact: true }).waitFor();
    expect(await toast.getByText("Email Address: Invalid email address.").count()).toBe(1);
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe("Ada Lovelace");
  });

  it("falls back to 'Failed to join waitlist' when the server gives no message", async () => {
    const page = await newPage({ allowConsoleErrors: [/status of 502/] });
    const dialog = await openDialog(page);
    await page.route("**/api/waitlist", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
    await fillValid(page, uniqueEmail("bad"));
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await page.locator("[data-slot=toast][data-variant=destructive]").getByText("Failed to join waitlist").waitFor();
  });
});

describe("waitlist without JavaScript", () => {
  it("Join Waitlist leads to the server-rendered form, which joins and shows the success view", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await distinctClientIp(page);
    await page.goto("/");
    await page.locator("section[aria-labelledby='hero-heading'] [data-join-waitlist]").click();
    await page.waitForURL("**/waitlist");
    await page.getByLabel("Full Name").fill("Nora Script");
    await page.getByLabel("Email Address").fill(uniqueEmail("nojs"));
    await page.getByLabel("Country").selectOption("Holy See");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("heading", { name: "Welcome to the Waitlist" }).waitFor();
    expect(await page.locator("[data-waitlist-position]").textContent()).toMatch(/^#\d+$/);
  });

  it("shows field errors from the server", async () => {
    // The invalid post is answered with 400, which Chromium logs.
    const page = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });
    await distinctClientIp(page);
    await page.goto("/waitlist");
    await page.getByLabel("Email Address").fill("nope");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByText("Invalid email address.").waitFor();
    expect(await page.getByText("This field is required.").count()).toBe(2);
  });
});

describe("schedule demo", () => {
  async function demoForm(page: Page) {
    await page.goto("/");
    await waitForHydration(page);
    await distinctClientIp(page);
    const section = page.locator("#schedule-demo");
    await section.scrollIntoViewIfNeeded();
    return section;
  }

  it("schedules: 'Scheduling...', the toast and confirmation, then Schedule Another Demo", async () => {
    const page = await newPage();
    const section = await demoForm(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/schedule-demo", async (route) => {
      await held;
      await route.continue();
    });
    await section.getByLabel("Work email").fill(uniqueEmail("demo"));
    await section.getByRole("button", { name: "Schedule Demo" }).click();
    await section.getByRole("button", { name: "Scheduling..." }).waitFor();
    release();
    const toast = page.locator("[data-slot=toast]");
    await toast.getByText("Demo Scheduled!").waitFor();
    expect(await toast.getByText("We'll contact you within 24 hours to schedule your personalized demo.").count()).toBe(1);
    await section.getByRole("link", { name: "Schedule Another Demo" }).click();
    expect(await section.getByLabel("Work email").inputValue()).toBe("");
  });

  it("asks for an email, then a valid one, without calling the server", async () => {
    const page = await newPage();
    const section = await demoForm(page);
    let called = false;
    await page.route("**/api/schedule-demo", (route) => {
      called = true;
      return route.continue();
    });
    await section.getByRole("button", { name: "Schedule Demo" }).click();
    const toast = page.locator("[data-slot=toast]");
    await toast.getByText("Email Required").waitFor();
    expect(await toast.getByText("Please enter your email address to schedule a demo").count()).toBe(1);
    await section.getByLabel("Work email").fill("not-an-email");
    await section.getByRole("button", { name: "Schedule Demo" }).click();
    await toast.getByText("Invalid Email").waitFor();
    expect(await toast.getByText("Please enter a valid email address").count()).toBe(1);
    expect(called).toBe(false);
  });

  it("says 'Coming Soon' when the server fails", async () => {
    const page = await newPage({ allowConsoleErrors: [/status of 500/] });
    const section = await demoForm(page);
    await page.route("**/api/schedule-demo", (route) => route.fulfill({ status: 500, body: "" }));
    await section.getByLabel("Work email").fill(uniqueEmail("down"));
    await section.getByRole("button", { name: "Schedule Demo" }).click();
    await page.locator("[data-slot=toast]").getByText("Coming Soon", { exact: true }).waitFor();
    expect(await page.locator("[data-slot=toast]").getByText("Demo scheduling is coming soon. Stay tuned! Till then Join Waiting List.").count()).toBe(1);
    expect(await section.getByRole("button", { name: "Schedule Demo" }).isEnabled()).toBe(true);
  });

  it("works without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });
    await distinctClientIp(page);
    await page.goto("/");
    const section = page.locator("#schedule-demo");
    await section.getByLabel("Work email").fill("not-an-email");
    await section.getByRole("button", { name: "Schedule Demo" }).click();
    await page.locator("#schedule-demo").getByText("Please enter a valid email address").waitFor();
    await page.locator("#schedule-demo").getByLabel("Work email").fill(uniqueEmail("nojs-demo"));
    await page.locator("#schedule-demo").getByRole("button", { name: "Schedule Demo" }).click();
    await page.locator("#schedule-demo").getByText("Demo Scheduled!").waitFor();
  });
});
