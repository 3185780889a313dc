// Every rate-limited endpoint — sign-in, sign-up, password reset, waitlist, demo, contact and questions — on
// a window boundary the test chooses (each request's clock is injected: routeArgs({ now })): the whole
// budget spent a second before the boundary, the next request a second after it is refused with 429, a
// Retry-After header and the wait in words; a window later the endpoint answers again. Nothing here reads
// the wall clock for the verdict, so the result cannot depend on when the suite runs.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { action as homeAction } from "~/routes/_index";
import { action as scheduleDemoApi } from "~/routes/api.schedule-demo";
import { action as askApi } from "~/routes/api.datasets.$id.ask";
import { action as loginApi } from "~/routes/api.auth.login";
import { action as waitlistApi } from "~/routes/api.waitlist";
import { action as contactAction } from "~/routes/contact";
import { action as askPage } from "~/routes/dashboard.ai-analysis";
import { action as loginAction } from "~/routes/login";
import { action as registerAction } from "~/routes/register";
import { action as waitlistAction } from "~/routes/waitlist";
import { SCHEDULE_DEMO_INTENT } from "~/components/marketing/schedule-demo-section";
import { SIGN_IN_RULE } from "~/server/auth/sign-in.server";
import { SIGN_UP_RULE } from "~/server/auth/sign-up.server";
import { RESET_REQUEST_RULE } from "~/server/auth/password-reset.server";
import { ASK_RULE } from "~/server/conversations/ask.server";
import { PUBLIC_FORM_LIMITS } from "~/server/public-rate-limits.server";
import type { RateLimitRule } from "~/server/rate-limit.server";
import { form, routeArgs } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

/** The start of the next hour: a boundary of every window used (60 s, 10 min, 1 h), near enough to now that sessions are live. */
const BOUNDARY = Math.ceil(Date.now() / 3_600_000) * 3_600_000;

const newIp = () => `2001:db8:7a7e::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID()}@example.com`;

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** A route action's result as status, Retry-After and text, whether it returned a Response or Remix's data(). */
async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response) return { status: result.status, retryAfter: result.headers.get("Retry-After"), text: await result.text() };
  const { init, data } = result as { init: ResponseInit | null; data: unknown };
  return { status: init?.status ?? 200, retryAfter: new Headers(init?.headers).get("Retry-After"), text: JSON.stringify(data) };
}

type Action = (args: ActionFunctionArgs) => unknown;

interface Limited {
  rule: RateLimitRule;
  /** One request at `now` (unix ms); `i` numbers them so each can differ (a new email…). */
  send: (now: number, i: number) => Promise<Answer>;
  /** The wait in words on the 429 (the demo form shows the spec's own "coming soon" text instead). */
  saysWait?: boolean;
}

const call = async (act: Action, path: string, init: Parameters<typeof routeArgs>[1]) => answerOf(await act(routeArgs(path, { method: "POST", ...init }) as ActionFunctionArgs));
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

/** A new Pro user with a small ready file to ask about: questions are limited per person. */
async function askerWithFile(): Promise<{ person: TestUser; datasetId: string }> {
  const person = await signedInUser("pro");
  const res = await upload(person, "sales.csv", "region,units\nNorth,3\nSouth,5\n");
  expect(res.status).toBe(201);
  return { person, datasetId: ((await res.json()) as { dataset: { id: string } }).dataset.id };
}

/** Each endpoint with a fresh client address (or person, for questions), so no other test shares its budget. */
function endpoints(): Record<string, () => Limited | Promise<Limited>> {
  return {
    "sign-in (page form)": () => {
      const ip = newIp();
      return {
        rule: SIGN_IN_RULE,
        send: (now) => call(loginAction, "/login", { now, headers: { "CF-Connecting-IP": ip }, body: form({ intent: "sign-in", email: uniqueEmail("rl"), password: "wrong password" }) }),
      };
    },
    "sign-in (JSON API)": () => {
      const ip = newIp();
      return {
        rule: SIGN_IN_RULE,
        send: (now) => call(loginApi, "/api/auth/login", { now, headers: { "CF-Connecting-IP": ip, "Content-Type": "application/json" }, body: JSON.stringify({ username: uniqueEmail("rl"), password: "wrong password" }) }),
      };
    },
    "sign-up": () => {
      const ip = newIp();
      return {
        rule: SIGN_UP_RULE,
        send: (now) =>
          call(registerAction, "/register", { now, headers: { "CF-Connecting-IP": ip }, body: form({ intent: "sign-up", email: uniqueEmail("su"), password: "a long password", firstName: "Rate" }) }),
      };
    },
    "password reset": () => {
      const ip = newIp();
      return {
        rule: RESET_REQUEST_RULE,
        send: (now) => call(loginAction, "/login", { now, headers: { "CF-Connecting-IP": ip }, body: form({ intent: "forgot-password", email: uniqueEmail("rs") }) }),
      };
    },
    "waitlist (JSON API)": () => {
      const ip = newIp();
      return {
        rule: PUBLIC_FORM_LIMITS.waitlist,
        send: (now, i) => call(waitlistApi, "/api/waitlist", { now, ...json({ name: `Rate ${i}`, email: uniqueEmail("wl"), country: "France" }), headers: { "CF-Connecting-IP": ip, "Content-Type": "application/json" } }),
      };
    },
    "waitlist (page form)": () => {
      const ip = newIp();
      return {
        rule: PUBLIC_FORM_LIMITS.waitlist,
        send: (now, i) => call(waitlistAction, "/waitlist", { now, headers: { "CF-Connecting-IP": ip }, body: form({ name: `Rate ${i}`, email: uniqueEmail("wl"), country: "France" }) }),
      };
    },
    "schedule demo (JSON API)": () => {
      const ip = newIp();
      return {
        rule: PUBLIC_FORM_LIMITS.demo,
        send: (now) => call(scheduleDemoApi, "/api/schedule-demo", { now, ...json({ email: uniqueEmail("demo") }), headers: { "CF-Connecting-IP": ip, "Content-Type": "application/json" } }),
      };
    },
    "schedule demo (landing page form)": () => {
      const ip = newIp();
      return {
        rule: PUBLIC_FORM_LIMITS.demo,
        saysWait: false,
        send: (now) => call(homeAction, "/?index", { now, headers: { "CF-Connecting-IP": ip }, body: form({ intent: SCHEDULE_DEMO_INTENT, email: uniqueEmail("demo") }) }),
      };
    },
    contact: () => {
      const ip = newIp();
      return {
        rule: PUBLIC_FORM_LIMITS.contact,
        send: (now, i) =>
          call(contactAction, "/contact", { now, headers: { "CF-Connecting-IP": ip }, body: form({ name: `Rate ${i}`, email: uniqueEmail("ct"), topic: "support", message: "My upload stays in processing." }) }),
      };
    },
    "questions (JSON API)": async () => {
      const { person, datasetId } = await askerWithFile();
      return {
        rule: ASK_RULE,
        send: (now) => call(askApi, `/api/datasets/${datasetId}/ask`, { now, jar: person.jar, params: { id: datasetId }, ...json({ question: "total units by region" }) }),
      };
    },
    "questions (page form)": async () => {
      const { person, datasetId } = await askerWithFile();
      return {
        rule: ASK_RULE,
        send: (now) => call(askPage, "/dashboard/ai-analysis", { now, jar: person.jar, body: form({ intent: "ask", datasetId, question: "total units by region" }) }),
      };
    },
  };
}

describe("every rate-limited endpoint on a window boundary", { timeout: 120_000 }, () => {
  it.each(Object.keys(endpoints()))("%s: the budget spent just before the boundary, the next request just after it gets 429 with Retry-After", async (name) => {
    const { rule, send, saysWait = true } = await endpoints()[name]();
    const before = BOUNDARY - 1_000;
    const statuses: number[] = [];
    for (let i = 0; i < rule.limit; i++) statuses.push((await send(before, i)).status);
    expect(statuses.filter((s) => s === 429 || s >= 500), `${name}: statuses within the budget`).toEqual([]);

    const refused = await send(BOUNDARY + 1_000, rule.limit);
    expect(refused.status, `${name}: one past the budget, across the boundary`).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter, `${name}: Retry-After`).toBeGreaterThanOrEqual(1);
    expect(retryAfter, `${name}: Retry-After within two windows`).toBeLessThanOrEqual(2 * rule.windowSeconds);
    if (saysWait) expect(refused.text).toMatch(/Too many attempts\. Please wait \d+ (minutes|seconds?) and try again\./);

    // Retry-After is honest: at that moment the endpoint answers again.
    const later = await send(BOUNDARY + 1_000 + retryAfter * 1000, rule.limit + 1);
    expect(later.status, `${name}: after Retry-After`).not.toBe(429);
    expect(later.status).toBeLessThan(500);
  });
});
