// Hostile requests to every form and JSON endpoint of the route table: wrong content types, malformed and
// oversized bodies, missing fields, unicode edge cases, and markup in names that pages show back. Every case
// gets a specific 4xx (never a 5xx), and the Worker keeps answering.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROKEN_FORM_MESSAGE, formTooLargeMessage, MAX_PAGE_FORM_BYTES, NOT_A_FORM_MESSAGE } from "~/server/http/form-body.server";
import { appFetch, createUser, CookieJar, signIn } from "./helpers";
import { moduleMethods, tableRoutes } from "./route-table";
import { sessionJar, signedInUser, upload, type TestUser } from "./workspace-helpers";

// Importing every route module to see which have actions takes tens of seconds on a busy machine.
const ROUTE_TABLE_TIMEOUT_MS = 180_000;

let user: TestUser;
let datasetId: string;
let ipCounter = 0;
const nextIp = () => `2001:db8:f022::${(++ipCounter).toString(16)}`;

/** The concrete path of a route, its dataset parameters filled with the test user's file. */
const concrete = (path: string) => path.replace(/:(id|datasetId)\b/g, datasetId);

async function actionRoutes(): Promise<string[]> {
  const found: string[] = [];
  for (const { path, file } of tableRoutes()) if (path !== "*" && (await moduleMethods(file)).action) found.push(concrete(path));
  return found;
}

const isApi = (path: string) => path.startsWith("/api/");

async function post(path: string, body: BodyInit, contentType: string | null, jar?: CookieJar): Promise<{ status: number; text: string }> {
  const headers = new Headers({ "CF-Connecting-IP": nextIp() });
  if (contentType) headers.set("Content-Type", contentType);
  const res = await appFetch(path, { method: "POST", body, headers, jar });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  user = await signedInUser("pro");
  const res = await upload(user, "hostile.csv", "region,units\nNorth,3\nSouth,5\n");
  expect(res.status).toBe(201);
  datasetId = ((await res.json()) as { dataset: { id: string } }).dataset.id;
});

afterAll(async () => {
  expect((await appFetch("/api/health")).status).toBe(200);
});

describe("every page's form action", { timeout: ROUTE_TABLE_TIMEOUT_MS }, () => {
  it("answers a JSON or text body with 415, a malformed multipart body with 400 and an oversized form with 413, signed in or not", async () => {
    const problems: string[] = [];
    const broken = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nunterminated';
    for (const path of (await actionRoutes()).filter((p) => !isApi(p))) {
      for (const jar of [user.jar, undefined]) {
        const who = jar ? "signed in" : "signed out";
        const cases: [string, BodyInit, string, number, string][] = [
          ["JSON", JSON.stringify({ intent: "sign-in" }), "application/json", 415, NOT_A_FORM_MESSAGE],
          ["text", "intent=sign-in", "text/plain", 415, NOT_A_FORM_MESSAGE],
          ["broken multipart", broken, "multipart/form-data; boundary=x", 400, BROKEN_FORM_MESSAGE],
          ["oversized form", `name=${"x".repeat(MAX_PAGE_FORM_BYTES)}`, "application/x-www-form-urlencoded", 413, formTooLargeMessage(MAX_PAGE_FORM_BYTES)],
        ];
        for (const [label, body, type, status, message] of cases) {
          const res = await post(path, body, type, jar);
          if (res.status !== status || res.text !== message) problems.push(`${path} ${label} (${who}): ${res.status} ${res.text.slice(0, 80)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("reads an empty POST as an empty form: a 4xx or a redirect, never a 5xx", async () => {
    const problems: string[] = [];
    for (const path of (await actionRoutes()).filter((p) => !isApi(p))) {
      // A session of its own for each: an empty POST /logout signs that session out.
      for (const jar of [await sessionJar(user.id), undefined]) {
        const res = await appFetch(path, { method: "POST", jar, headers: { "CF-Connecting-IP": nextIp() } });
        if (res.status >= 500) problems.push(`${path}: ${res.status}`);
        await res.body?.cancel();
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("every JSON endpoint", { timeout: ROUTE_TABLE_TIMEOUT_MS }, () => {
  const jsonEndpoints = () => ["/api/waitlist", "/api/schedule-demo", "/api/auth/login", "/api/auth/firebase-sync", `/api/datasets/${datasetId}/ask`, `/api/datasets/${datasetId}/ingest`, "/api/exports"];

  it("covers each action of the JSON API (the upload endpoints take multipart and are fuzzed in hostile-uploads)", async () => {
    const multipart = ["/api/datasets", `/api/datasets/${datasetId}/converted`];
    const bodiless = ["/api/auth/logout", `/api/datasets/${datasetId}`];
    expect((await actionRoutes()).filter(isApi).sort()).toEqual([...jsonEndpoints(), ...multipart, ...bodiless].sort());
  });

  it.each([
    ["an oversized body", (): string => JSON.stringify({ name: "x".repeat(2_000_000) }), "application/json", 413, /^Request body is too large \(at most \d+ bytes\)\.$/],
    ["a form body", (): string => "name=Ana", "application/x-www-form-urlencoded", 415, /^Request body must be JSON \(Content-Type: application\/json\)\.$/],
    ["broken JSON", (): string => '{"name": "Ana",', "application/json", 400, /^Request body is not valid JSON\.$/],
    ["an array", (): string => "[1, 2]", "application/json", 400, /expected object, received array|must be a JSON object/],
  ] as const)("answers %s with its own 4xx", async (_label, body, type, status, message) => {
    const problems: string[] = [];
    for (const path of jsonEndpoints()) {
      const res = await post(path, body(), type, user.jar);
      const text = res.text.startsWith("{") ? ((JSON.parse(res.text) as { message: string }).message ?? "") : res.text;
      if (res.status !== status || !message.test(text)) problems.push(`${path}: ${res.status} ${text.slice(0, 100)}`);
    }
    expect(problems).toEqual([]);
  });

  it("names the missing fields", async () => {
    const answers = await Promise.all(["/api/waitlist", "/api/schedule-demo", "/api/auth/login"].map((p) => post(p, "{}", "application/json")));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers[0].text).toMatch(/Full Name: This field is required\. Email Address: This field is required\. Country: This field is required\./);
    expect(answers[1].text).toMatch(/Email: Please enter your email address/);
    expect(answers[2].text).toMatch(/^Please enter both email and password/);
  });

  it("takes unicode edge cases in names without a 5xx: refused with a field message or stored", async () => {
    const names = [
      "\ud800 lone surrogate",
      "\u202eevil right-to-left override",
      "nul\u0000byte",
      "zero\u200bwidth\u200djoiner",
      "👩🏽‍💻 emoji with modifiers",
      "e\u0301\u0301\u0301 combining marks",
      "😀".repeat(60),
      " ",
      "\ufeffbom",
    ];
    const problems: string[] = [];
    for (const name of names) {
      const res = await post("/api/waitlist", JSON.stringify({ name, email: `u-${crypto.randomUUID()}@example.test`, country: "Brazil" }), "application/json");
      if (res.status !== 201 && res.status !== 400) problems.push(`${JSON.stringify(name)}: ${res.status} ${res.text.slice(0, 100)}`);
      if (res.status === 400 && !/Full Name: /.test(res.text)) problems.push(`${JSON.stringify(name)}: 400 without a field message: ${res.text}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("markup in names shown back to users is text, never markup", () => {
  const payload = (n: number) => `<script>alert(${n})</script><img src=x onerror=alert(${n})>`;

  it("on the no-JavaScript waitlist page that shows a refused form's values", async () => {
    const res = await post("/waitlist", new URLSearchParams({ name: payload(1), email: "not-an-email", country: "Brazil" }).toString(), "application/x-www-form-urlencoded");
    expect(res.status).toBe(400);
    expect(res.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.text).not.toContain(payload(1));
  });

  it("in a file's name, its column names and a question, on every workspace page that shows them", async () => {
    const owner = await signedInUser("pro");
    const uploaded = await upload(owner, `${payload(2)}.csv`, `region,"${payload(3).replaceAll('"', '""')}"\nNorth,3\nSouth,5\n`);
    expect(uploaded.status).toBe(201);
    const id = ((await uploaded.json()) as { dataset: { id: string } }).dataset.id;
    const asked = await appFetch(`/api/datasets/${id}/ask`, {
      method: "POST",
      jar: owner.jar,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: `total ${payload(4)} by region` }),
    });
    expect(asked.status).toBe(200);
    const { conversationId } = (await asked.json()) as { conversationId: string };
    for (const path of ["/dashboard", "/dashboard/data-analysis", `/dashboard/data-analysis/${id}`, `/dashboard/ai-analysis?dataset=${id}&conversation=${conversationId}`]) {
      const res = await appFetch(path, { jar: owner.jar });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      for (const n of [2, 3, 4]) expect(html, `${path} shows payload ${n} as markup`).not.toContain(payload(n));
    }
  });

  it("in a user's name on the signed-in pages", async () => {
    const jar = new CookieJar();
    const person = await createUser({ fullName: payload(5) });
    await signIn(jar, person);
    for (const path of ["/dashboard", "/dashboard/settings", "/"]) {
      const html = await (await appFetch(path, { jar })).text();
      expect(html, path).not.toContain(payload(5));
    }
    const profile = await appFetch("/api/users/profile", { jar });
    expect(((await profile.json()) as { fullName: string }).fullName).toBe(payload(5));
  });
});
