// Accounts in the browser: sign-up → check your email → the emailed link → dashboard → log out → sign in →
// Settings through the avatar menu, sign-up with a taken email (the same answer, a note to the owner), the
// forgot-password flow through the local outbox, the bounce back after sign-in, and both forms without JavaScript.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMail, newPage, signUp, url, waitForHydration } from "./harness";

const newEmail = (tag: string) => `${tag}-${crypto.randomUUID()}@example.test`;

/** The toast on screen (the kit shows one at a time) — its text. */
async function toastText(page: Page): Promise<string> {
  const toast = page.locator('[data-slot="toast"]').last();
  await toast.waitFor();
  return (await toast.textContent()) ?? "";
}

async function isAuthenticatedFlag(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("isAuthenticated"));
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Fills and sends the sign-up form. */
async function fillSignUp(page: Page, { firstName, email, password }: { firstName: string; email: string; password: string }) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** The link of the newest mail to `to`, as a path on the app under test. */
async function mailedLink(to: string, subject: string): Promise<string> {
  const mail = await latestMail(to);
  expect(mail?.subject).toBe(subject);
  const link = new URL(mail!.link!);
  return link.pathname + link.search;
}

describe("accounts with JavaScript", () => {
  it("signs up, lands in the dashboard, logs out and signs in again, then opens Settings from the avatar menu", async () => {
    const page = await newPage();
    const email = newEmail("journey");
    const password = "journey password 1";

    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("Last name").fill("Rivera");
    await fillSignUp(page, { firstName: "Jordan", email, password });
    // Signed in at once: one card with the spec's words and one button into the app — no toast repeating them.
    await page.getByRole("heading", { level: 1, name: "Account Created!" }).waitFor();
    expect(await page.locator("main").textContent()).toContain("Please check your email to verify your account. You can start using the platform immediately.");
    expect(await page.getByRole("status").filter({ hasText: "Account Created!" }).count()).toBe(0);
    expect(await page.locator("main").getByRole("link").count()).toBe(1);
    await page.getByRole("link", { name: "Start using InsightLab" }).click();
    await page.waitForURL("**/dashboard");
    // Sign-up already signed in, so no sign-in toast follows; the flag is set once the page has hydrated.
    await expect.poll(() => isAuthenticatedFlag(page)).toBe("true");

    // The emailed link, opened while signed in, confirms the address.
    await page.goto(await mailedLink(email, "Confirm your email for InsightLab"));
    await page.waitForURL("**/dashboard");
    expect(await toastText(page)).toContain("Email Verified");

    // Log out from the avatar menu in the site's navigation bar.
    await page.goto("/");
    await waitForHydration(page);
    const username = email.split("@")[0];
    await page.getByRole("button", { name: `Account menu for ${username}` }).click();
    const menu = page.getByRole("menu");
    expect(await menu.textContent()).toContain(email);
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    expect(await toastText(page)).toContain("Logged Out");
    expect(await toastText(page)).toContain("You have been successfully logged out.");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("button", { name: `Account menu for ${username}` }).waitFor({ state: "detached" });
    expect(await isAuthenticatedFlag(page)).toBeNull();

    // Signed out for real: the workspace sends us to sign in.
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await waitForHydration(page);
    await fillSignIn(page, email, password);
    await page.waitForURL("**/dashboard");
    expect(await toastText(page)).toContain("Welcome back!");
    expect(await isAuthenticatedFlag(page)).toBe("true");

    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Account menu for ${username}` }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await page.waitForURL("**/dashboard/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
  });

  it("answers a sign-up with a taken email with no session and a way to sign in, and mails the owner instead", async () => {
    const owner = await signUp(await newPage());
    const page = await newPage();
    await page.goto("/register");
    await waitForHydration(page);
    await fillSignUp(page, { firstName: "Sam", email: owner.email, password: "someone else's password" });
    await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");
    expect(await isAuthenticatedFlag(page)).toBeNull();
    await page.locator("main").getByRole("link", { name: "Sign in" }).waitFor();
    const notice = await latestMail(owner.email);
    expect(notice?.subject).toBe("Someone tried to sign up to InsightLab with your email");
    expect(notice?.text).toContain("nothing was created and nothing changed");
  });

  it("shows 'Input Error' for missing fields and 'Authentication Error' for a wrong password, keeping the email", async () => {
    const page = await newPage({ allowConsoleErrors: [/status of 401/] });
    const user = await signUp(await newPage());
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    expect(await toastText(page)).toContain("Input Error");
    expect(await toastText(page)).toContain("Please enter both email and password");

    await fillSignIn(page, user.email, "not the password");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    expect(await toastText(page)).toContain("Authentication Error");
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
  });

  it("sends a signed-out visitor of /dashboard/settings to /login and back there after signing in", async () => {
    const page = await newPage();
    const user = await signUp(await newPage());
    await page.goto("/dashboard/settings");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login?redirectTo=%2Fdashboard%2Fsettings");
    await waitForHydration(page);
    await fillSignIn(page, user.email, user.password);
    await page.waitForURL("**/dashboard/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
  });

  it("resets a forgotten password through the emailed link (read from the local outbox)", async () => {
    const page = await newPage();
    const user = await signUp(await newPage());
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: "Reset Email Sent" }).first().waitFor();
    expect(await toastText(page)).toContain("Check your email for password reset instructions.");

    const resetLink = await mailedLink(user.email, "Reset your InsightLab password");
    await page.goto(resetLink);
    await waitForHydration(page);
    const newPassword = "my brand new password";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Repeat the new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL("**/dashboard");
    expect(await toastText(page)).toContain("Password Updated");

    // The link works once.
    await page.goto(resetLink);
    expect(await page.getByRole("alert").textContent()).toContain("already been used");

    // The new password signs in (in a fresh browser).
    const fresh = await newPage();
    await fresh.goto("/login");
    await waitForHydration(fresh);
    await fillSignIn(fresh, user.email, newPassword);
    await fresh.waitForURL("**/dashboard");
  });

  it("explains the disabled Google button with a tooltip", async () => {
    const page = await newPage();
    await page.goto("/register");
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Sign up with Google" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Sign up with Google" }).locator("..").hover();
    expect(await page.getByRole("tooltip").textContent()).toContain("Google sign-in is not configured on this server");
  });

  it("whoever signed up confirms on another device by signing in from the link's page", async () => {
    const account = await signUp(await newPage(), {}, { confirm: false });
    const page = await newPage();
    await page.goto(await mailedLink(account.email, "Confirm your email for InsightLab"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Sign in to confirm" }).click();
    await page.waitForURL("**/login?redirectTo=*");
    await fillSignIn(page, account.email, account.password);
    await page.waitForURL("**/dashboard");
    expect(await toastText(page)).toContain("Email Verified");
  });
});

describe("accounts without JavaScript", () => {
  it("signs up, logs out and signs in with plain forms", async () => {
    const page = await newPage({ javaScriptEnabled: false, allowConsoleErrors: [/status of 40[01]/] });
    const email = newEmail("nojs");
    const password = "no script password";

    // The browser's own required-field check stands in for the toast.
    await page.goto("/register");
    await page.getByRole("button", { name: "Create account" }).click();
    expect(new URL(page.url()).pathname).toBe("/register");

    // A short password reaches the server, which refuses it with a clear message.
    await page.getByLabel("First name").fill("Noor");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Password must be at least 8 characters.").first().waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(email);

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    // The plain form post answers with the card and the session: one button into the app.
    await page.getByRole("heading", { level: 1, name: "Account Created!" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Account Created!" }).count()).toBe(0);
    await page.getByRole("link", { name: "Start using InsightLab" }).click();
    await page.waitForURL("**/dashboard");

    await page.goto(await mailedLink(email, "Confirm your email for InsightLab"));
    await page.waitForURL("**/dashboard");
    expect(await page.getByRole("status").filter({ hasText: "Email Verified" }).count()).toBe(1);

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(url("/"));
    expect(await page.getByRole("status").filter({ hasText: "Logged Out" }).count()).toBe(1);

    await page.goto("/dashboard/settings");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toContain("Invalid email or password.");

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/dashboard/settings");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Settings");
  });

  it("the mailbox's owner opens a confirmation link someone else's sign-up sent: a new password confirms it and ends the impostor's", async () => {
    const impostor = await newPage({ javaScriptEnabled: false });
    const account = await signUp(impostor, { password: "the impostor's password" }, { confirm: false });
    const owner = await newPage({ javaScriptEnabled: false });
    await owner.goto(await mailedLink(account.email, "Confirm your email for InsightLab"));
    await owner.getByRole("heading", { level: 1, name: "Confirm your email" }).waitFor();
    await owner.getByLabel("New password", { exact: true }).fill("the owner's own password");
    await owner.getByLabel("Repeat the new password").fill("the owner's own password");
    await owner.getByRole("button", { name: "Confirm with a new password" }).click();
    await owner.waitForURL("**/dashboard");
    expect(await owner.getByRole("status").filter({ hasText: "Email Verified" }).count()).toBe(1);
    // The impostor's session ended with the takeover.
    await impostor.goto("/dashboard");
    expect(new URL(impostor.url()).pathname).toBe("/login");
  });

  it("resets a forgotten password with plain forms", async () => {
    const user = await signUp(await newPage());
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/login?view=forgot-password");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: "Reset Email Sent" }).waitFor();
    await page.goto(await mailedLink(user.email, "Reset your InsightLab password"));
    await page.getByLabel("New password", { exact: true }).fill("a new password without scripts");
    await page.getByLabel("Repeat the new password").fill("a new password without scripts");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL("**/dashboard");
    expect(await page.getByRole("status").filter({ hasText: "Password Updated" }).count()).toBe(1);
  });

  it("shows the forgot-password view as its own page state", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/login?view=forgot-password");
    await page.getByLabel("Email").fill(newEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    expect(await page.getByRole("status").filter({ hasText: "Reset Email Sent" }).textContent()).toContain("Check your email for password reset instructions.");
  });
});
