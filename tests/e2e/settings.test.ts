// Settings, as a signed-in user meets it: the plan with its meters and an upgrade request, the theme, the
// name form without JavaScript, changing the password (another device is signed out, this one stays), and
// deleting the account, and a large branding logo stored at the size covers draw it.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { writePng } from "../fixtures/node-png";
import { baseURL, newPage, signUp, waitForHydration } from "./harness";

/** Signs the page's browser context in through the /login form's action (a second device, say). */
async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post("/login", {
    form: { intent: "sign-in", email: user.email, password: user.password },
    headers: { Origin: new URL(baseURL).origin, "CF-Connecting-IP": `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

describe("settings", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows the plan and its meters and records an upgrade request (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled });
      const user = await signUp(page);
      await page.goto("/dashboard");
      await page.getByRole("link", { name: "Plan, usage and upgrades" }).click();
      await page.waitForURL("**/dashboard/settings#plan");
      expect(await page.getByTestId("account").textContent()).toContain(user.email);
      expect(await page.getByTestId("plan-name").textContent()).toBe("Free plan");
      expect(await page.getByTestId("meter-ai-questions-this-month").textContent()).toContain("0 of 5");
      expect(await page.getByTestId("meter-exports-this-month").textContent()).toContain("0 of 5");
      expect(await page.getByTestId("meter-files").textContent()).toContain("0 of 2");
      expect(await page.getByRole("link", { name: "Contact Sales" }).getAttribute("href")).toMatch(/^mailto:sales@insightlab\.app\?subject=Enterprise%20Team%20plan%20inquiry/);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("radio", { name: /^Pro/ }).check();
      await page.getByRole("button", { name: "Request upgrade" }).click();
      await page.getByText("You asked for the Pro plan").waitFor();
      if (javaScriptEnabled) {
        await page.getByRole("radio", { name: "Dark" }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      }
      await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      const back = await page.goto("/dashboard/settings");
      expect(new URL(back!.url()).pathname).toBe("/login");
    });
  }

  it("saves the name with a plain form post when JavaScript is off, and shows why a bad one is refused", async () => {
    // The refused email answers 400, which Chromium logs.
    const page = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });
    await signUp(page, { firstName: "Ana" });
    await page.goto("/dashboard/settings");
    const name = page.getByLabel("Name", { exact: true });
    expect(await name.inputValue()).toBe("Ana");
    await name.fill("Ana Lima");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.waitForURL("**/dashboard/settings#profile");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Ana Lima");
    // Without JavaScript the toast is a notice in <noscript>, which the browser shows (looked at in the screenshots).
    expect(await page.content()).toContain("Name saved");

    // A malformed email address is refused by the server with the reason, next to the field.
    await page.getByLabel("New email address").evaluate((input: HTMLInputElement) => {
      input.type = "text";
      input.removeAttribute("pattern");
    });
    await page.getByLabel("New email address").fill("not an email");
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await page.getByText("Enter a valid email address, like name@company.com.").waitFor();
  });

  it("changes the password: this device stays signed in, the other one is signed out", async () => {
    // The wrong current password is answered 403, which Chromium logs.
    const page = await newPage({ allowConsoleErrors: [/status of 403/] });
    const user = await signUp(page);
    const phone = await newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(phone, user);
    await phone.goto("/dashboard/settings");
    expect(await phone.getByTestId("session").count()).toBe(2);

    await page.goto("/dashboard/settings#password");
    await waitForHydration(page);
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password", { exact: true }).fill("a much better password");
    await page.getByLabel("Repeat the new password").fill("a much better password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("That is not your current password.").waitFor();
    expect(await phone.reload().then(() => new URL(phone.url()).pathname)).toBe("/dashboard/settings");

    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill("a much better password");
    await page.getByLabel("Repeat the new password").fill("a much better password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Signed out of 1 other device.", { exact: true }).waitFor();
    expect(await page.getByTestId("session").count()).toBe(1);

    await phone.reload();
    expect(new URL(phone.url()).pathname).toBe("/login");
    await signInAs(phone, { email: user.email, password: "a much better password" });
  });

  it("deletes the account after the email is typed, and signs out", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, allowConsoleErrors: [/status of 400/] });
    const user = await signUp(page);
    await page.goto("/dashboard/settings#delete-account");
    await waitForHydration(page);
    expect(await page.getByRole("region", { name: "Delete account" }).textContent()).toContain(`To confirm, type your email address: ${user.email}`);
    const confirm = page.getByLabel("Your email address");
    await confirm.fill("someone@else.example");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Type your email address exactly as it is shown to confirm.").waitFor();
    await confirm.fill(user.email);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Account deleted").first().waitFor();
    const back = await page.goto("/dashboard/settings");
    expect(new URL(back!.url()).pathname).toBe("/login");
    const signIn = await page.request.post("/login", {
      form: { intent: "sign-in", email: user.email, password: user.password },
      headers: { Origin: new URL(baseURL).origin, "CF-Connecting-IP": "198.51.100.77" },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(401);
  });
});

describe("settings accessibility", () => {
  for (const [colorScheme, width] of [["light", 1280], ["dark", 390]] as const) {
    it(`has no serious axe violations (${colorScheme}, ${width} px), for a Pro account with every section`, async () => {
      const page = await newPage({ colorScheme, viewport: { width, height: 900 } });
      const user = await signUp(page);
      await page.request.post("/__test/plan", { form: { email: user.email, plan: "pro" }, headers: { Origin: new URL(baseURL).origin } });
      await page.goto("/dashboard/settings");
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

/** A generated PNG, one RGB colour all over. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  return Buffer.from(writePng({ width, height, colour: 2, depth: 8, samples: new Array(width * height).fill(rgb) }));
}

describe("branding without JavaScript", () => {
  it("stores a logo larger than covers draw it scaled down to their size, in the Worker", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const user = await signUp(page);
    const res = await page.request.post("/__test/plan", { form: { email: user.email, plan: "pro" }, headers: { Origin: baseURL } });
    expect(await res.json()).toEqual({ updated: 1 });
    await page.goto("/dashboard/settings");
    await page.locator("#branding-logo").setInputFiles({ name: "wide-logo.png", mimeType: "image/png", buffer: solidPng(2000, 500, [14, 165, 233]) });
    await page.getByRole("button", { name: "Save branding" }).click();
    await page.getByTestId("logo-preview").waitFor();
    const stored = Buffer.from(await (await page.request.get("/dashboard/settings/logo")).body());
    // The PNG header's size: 2000 × 500 fitted into 600 × 184.
    expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([600, 150]);
  });
});
