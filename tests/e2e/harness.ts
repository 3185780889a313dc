// The browser-test harness: one Chromium per test file, a fresh browser context per page, the shared server's
// base URL, screenshots on failure, and failure on unexpected console errors. See tests/README.md.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject, type RunnerTestCase } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

/** Where the app under test answers, e.g. http://127.0.0.1:40123 (one server for the whole run). */
export const baseURL = inject("baseURL");

/** An absolute URL on the app under test. */
export function url(pathname: string): string {
  return new URL(pathname, baseURL).href;
}

export interface NewPageOptions {
  /** The server the page talks to: the shared one unless a test starts its own (startTestServer with other vars). */
  baseURL?: string;
  /** false renders the page as a no-JavaScript client sees it. Default true. */
  javaScriptEnabled?: boolean;
  /** Default 1280×800. */
  viewport?: { width: number; height: number };
  /** The OS colour preference the page sees. Default "light". */
  colorScheme?: "light" | "dark" | "no-preference";
  reducedMotion?: "reduce" | "no-preference";
  /** Console errors these patterns match are expected (e.g. /status of 404/ on a not-found page). */
  allowConsoleErrors?: RegExp[];
  /** Uncaught page errors these patterns match are expected (e.g. a render error the test provokes). */
  allowPageErrors?: RegExp[];
}

const SCREENSHOT_DIR = path.resolve("test-results/e2e");
const DEFAULT_TIMEOUT_MS = 10_000;

let browser: Promise<Browser> | undefined;
const contexts: BrowserContext[] = [];
let problems: string[] = [];

function launch(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return browser;
}

/**
 * A new page in a new browser context (no cookies or storage shared with other pages), pointed at the app:
 * `page.goto("/documentation")` works with relative paths. Closed automatically after the test.
 */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const { allowConsoleErrors = [], allowPageErrors = [], ...contextOptions } = options;
  const context = await (await launch()).newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    colorScheme: "light",
    ...contextOptions,
  });
  context.setDefaultTimeout(DEFAULT_TIMEOUT_MS);
  contexts.push(context);
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!allowConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error on ${message.page()?.url()}: ${text}`);
  });
  context.on("weberror", (webError) => {
    if (allowPageErrors.some((pattern) => pattern.test(webError.error().message))) return;
    problems.push(`Uncaught error on ${webError.page()?.url()}: ${webError.error().stack ?? webError.error().message}`);
  });
  return context.newPage();
}

export interface SignedUpUser {
  email: string;
  password: string;
  firstName: string;
}

/** The newest mail the app wrote to the local outbox for `to` (the test-only `/__test/outbox` route). */
export async function latestMail(to: string, server = baseURL): Promise<{ subject: string; text: string; link: string | null } | null> {
  const res = await fetch(new URL(`/__test/outbox?to=${encodeURIComponent(to)}`, server));
  return (await res.json()) as { subject: string; text: string; link: string | null } | null;
}

/**
 * Creates an account through the real sign-up form action (POST /register), which signs the page's browser context
 * in, and opens the emailed verification link (from the local outbox) there, which confirms the address:
 * `await signUp(page); await page.goto("/dashboard")`. `{ confirm: false }` leaves the address unconfirmed (the link
 * stays in the outbox, as for someone who signed up with an address that is not theirs).
 */
export async function signUp(page: Page, user: Partial<SignedUpUser> = {}, { confirm = true, server = baseURL } = {}): Promise<SignedUpUser> {
  const account = {
    email: user.email ?? `e2e-${crypto.randomUUID()}@example.test`,
    password: user.password ?? `pw-${crypto.randomUUID()}`,
    firstName: user.firstName ?? "Test",
  };
  const response = await page.request.post("/register", {
    form: { ...account },
    // Each test signs up as a visitor of its own (an address from the documentation range, only ever a header), so the
    // whole suite's sign-ups do not add up against the per-address sign-up limit the app enforces.
    headers: { Origin: new URL(server).origin, "CF-Connecting-IP": `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    maxRedirects: 0,
  });
  if (response.status() !== 200) {
    throw new Error(`Signing up ${account.email} failed with ${response.status()}: ${(await response.text()).slice(0, 300)}`);
  }
  if (!confirm) return account;
  const link = (await latestMail(account.email, server))?.link;
  if (!link) throw new Error(`No verification mail for ${account.email} in the local outbox`);
  // Opened in the browser that signed up (it holds the account's session), the link confirms and goes on to /dashboard.
  const verified = await page.request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  const next = verified.headers()["location"] ?? "";
  if (verified.status() !== 302 || !next.startsWith("/dashboard")) {
    throw new Error(`Opening the verification link of ${account.email} answered ${verified.status()} → ${next}`);
  }
  return account;
}

/**
 * Waits until React has hydrated the page (links and buttons handled client-side), so a click
 * is a client-side navigation rather than a full page load.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    return (
      "__remixRouter" in window &&
      hydrated(document.body) &&
      [...document.querySelectorAll("a, button")].every(hydrated)
    );
  });
}

function fileSafe(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").slice(0, 80);
}

/** After each test (tests/e2e/setup.ts): screenshots if it failed, close its contexts, fail on console errors. */
export async function finishTest(task: RunnerTestCase): Promise<void> {
  const failed = task.result?.state === "fail";
  const open = contexts.splice(0);
  const found = problems;
  problems = [];
  if (failed) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const base = `${fileSafe(path.basename(task.file.name))}--${fileSafe(task.name)}`;
    let n = 0;
    for (const context of open) {
      for (const page of context.pages()) {
        const file = path.join(SCREENSHOT_DIR, `${base}-${++n}.png`);
        await page.screenshot({ path: file, fullPage: true }).then(
          () => console.log(`Screenshot of the failed test: ${path.relative(process.cwd(), file)}`),
          () => undefined,
        );
      }
    }
  }
  await Promise.all(open.map((context) => context.close()));
  if (found.length > 0) {
    throw new Error(`Unexpected browser errors (${found.length}):\n${found.join("\n")}`);
  }
}

export async function closeBrowser(): Promise<void> {
  const running = browser;
  browser = undefined;
  if (running) await (await running).close();
}
