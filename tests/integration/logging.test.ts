// The app's logs: one JSON line per event with the request id (the same id the response carries in
// X-Request-Id), errors logged once with their cause, and no personal data or secret in any line, while the
// requests that handle them most (sign-up, sign-in, password reset, uploads, questions, a failing route) run, and
// while the report Worker runs, retries and drops jobs.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/login";
import { logEvent, runWithRequestId } from "~/server/log.server";
import {
  appFetch,
  CookieJar,
  createTestContext,
  createUser,
  form,
  routeArgs,
} from "./helpers";
import { signedInUser, upload } from "./workspace-helpers";
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { jobs } from "~/server/db/schema";
import { MAX_JOB_ATTEMPTS } from "~/server/jobs/retry-policy";
import reportWorker from "../../workers/reports/index";

type Level = "log" | "info" | "warn" | "error";
let lines: { level: Level; text: string }[] = [];

beforeEach(() => {
  lines = [];
  for (const level of ["log", "info", "warn", "error"] as const) {
    // Replaces the setup file's console.error spy too: this file expects errors and checks them itself.
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push({
        level,
        text: args
          .map((a) =>
            a instanceof Error ? `${a.message}\n${a.stack}` : String(a)
          )
          .join(" "),
      });
    });
  }
});

afterEach(() => vi.restoreAllMocks());

function parsed(): {
  level: string;
  requestId: string | null;
  message: string;
  error?: { message: string; cause?: unknown };
}[] {
  return lines.map(
    ({ text }) => JSON.parse(text) as ReturnType<typeof parsed>[number]
  );
}

describe("logs", () => {
  it("give every response an X-Request-Id, new for each request, Cloudflare's Ray ID when there is one", async () => {
    const [a, b] = [
      await appFetch("/api/health"),
      await appFetch("/no-such-page"),
    ];
    expect(a.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get("X-Request-Id")).not.toBe(
      a.headers.get("X-Request-Id")
    );
    const rayed = await appFetch("/", {
      headers: { "cf-ray": "8f1a2b3c4d5e6f70-AMS" },
    });
    expect(rayed.headers.get("X-Request-Id")).toBe("8f1a2b3c4d5e6f70-AMS");
  });

  it("log a failing route once, as a JSON line with the response's request id and the error", async () => {
    const res = await appFetch("/__test/throw");
    expect(res.status).toBe(500);
    const requestId = res.headers.get("X-Request-Id");
    const logged = parsed().filter((l) => l.requestId === requestId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      message: "A loader or action failed",
      error: { message: "Test route failure: the loader threw on purpose." },
    });
    expect(lines).toHaveLength(1);
  });

  it("keep the cause of an error", () => {
    logEvent("error", "Sign-in failed unexpectedly", {
      error: new Error("Could not read the account", {
        cause: new Error("D1_ERROR: database is locked"),
      }),
    });
    expect(parsed()[0].error).toMatchObject({
      message: "Could not read the account",
      cause: { message: "D1_ERROR: database is locked" },
    });
  });

  it("hold no email, password, token or secret while accounts, uploads and questions are handled", async () => {
    const email = `Log.Scan+${crypto.randomUUID().slice(0, 8)}@example.test`;
    const password = `Pw-${crypto.randomUUID()}`;
    const ip = { "CF-Connecting-IP": "198.51.100.77" };
    const jar = new CookieJar();
    await appFetch("/register", {
      method: "POST",
      jar,
      headers: ip,
      body: form({
        intent: "sign-up",
        firstName: "Lou",
        lastName: "Scan",
        email,
        password,
        confirmPassword: password,
        terms: "on",
      }),
    });
    await appFetch("/login", {
      method: "POST",
      headers: ip,
      body: form({ intent: "sign-in", email, password: `${password}-wrong` }),
    });
    await appFetch("/login", {
      method: "POST",
      headers: ip,
      body: form({ intent: "forgot-password", email }),
    });
    await appFetch("/api/auth/login", {
      method: "POST",
      headers: { ...ip, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const known = await createUser({ password });
    const signed = new CookieJar();
    await appFetch("/login", {
      method: "POST",
      jar: signed,
      headers: { "CF-Connecting-IP": "198.51.100.78" },
      body: form({ intent: "sign-in", email: known.email, password }),
    });
    const owner = await signedInUser("pro");
    const uploaded = await upload(
      owner,
      "ledger.csv",
      `customer_email,amount\n${email},3\n${known.email},5\n`
    );
    const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
    await appFetch(`/api/datasets/${dataset.id}/ask`, {
      method: "POST",
      jar: owner.jar,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: `total amount for ${email}` }),
    });
    await appFetch("/__test/throw");
    // An outage whose error echoes the query's values (as database drivers do): logged, with the values masked.
    const args = routeArgs("/login", {
      method: "POST",
      body: form({ intent: "sign-in", email, password }),
    });
    const brokenDb = new Proxy(args.context.services.db, {
      get() {
        throw new Error(
          `D1_ERROR: no such table: users (while looking up '${email}' with password=${password})`,
          { cause: new Error(`SQLITE_ERROR near ${email}`) }
        );
      },
    });
    await runWithRequestId("outage-test", () =>
      loginAction({
        ...args,
        context: { services: { ...args.context.services, db: brokenDb } },
      })
    );
    expect(
      parsed().some(
        (l) => l.message === "Sign-in failed unexpectedly" && l.error?.cause
      )
    ).toBe(true);

    const secrets = [
      email,
      email.toLowerCase(),
      known.email,
      password,
      signed.get("session") ?? signed.get("__Host-session"),
      owner.jar.header(),
      createTestContext().services.config.signingSecret,
    ];
    const mails =
      await createTestContext().services.db.query.mailOutbox.findMany();
    for (const mail of mails)
      if (mail.to === email.toLowerCase() && mail.link)
        secrets.push(new URL(mail.link).searchParams.get("token") ?? mail.link);
    expect(lines.length).toBeGreaterThan(0);
    for (const { text } of lines) {
      for (const secret of secrets.filter((s): s is string => Boolean(s)))
        expect(
          text,
          "a log line holds a secret or personal data"
        ).not.toContain(secret);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    }
    for (const line of parsed())
      expect(line.requestId, line.message).toEqual(expect.any(String));
  });

  it("from the report Worker: one JSON line per event with its job id, the cause kept, no personal data", async () => {
    const owner = await signedInUser("pro");
    const email = `worker.scan+${crypto.randomUUID().slice(0, 8)}@example.test`;
    const uploaded = await upload(owner, "contacts.csv", `customer_email,amount\n${email},3\nana@example.test,5\n`);
    const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
    const { db } = createTestContext().services;
    const jobId = crypto.randomUUID();
    // Nothing ticked: the job fails, is retried, then fails for good.
    const body = { type: "clean-dataset", jobId, datasetId: dataset.id, level: "moderate", keep: [] };
    await db.insert(jobs).values({ id: jobId, ownerId: owner.id, type: "clean-dataset", inputJson: JSON.stringify(body) });
    const run = async (message: unknown, attempts: number) => {
      const batch = createMessageBatch("insightlab-jobs", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body: message }]);
      const ctx = createExecutionContext();
      await reportWorker.queue(batch, env, ctx);
      await getQueueResult(batch, ctx);
    };
    await run(body, 1);
    await run(body, MAX_JOB_ATTEMPTS);
    await run({ type: "no-such-job", note: email }, 1);

    const logged = parsed();
    expect(logged.map((l) => l.message)).toEqual(["Job failed; retrying", "Job failed on its last attempt", "Dropping a malformed job message"]);
    expect(logged.slice(0, 2).map((l) => l.requestId)).toEqual([`job-${jobId}`, `job-${jobId}`]);
    expect(logged[2].requestId).toMatch(/^job-m-/);
    expect(logged[0].error?.message).toMatch(/Nothing to clean/);
    for (const { text } of lines) {
      expect(text).not.toContain(email);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
      expect(text).not.toContain(createTestContext().services.config.signingSecret);
    }
  });
});
