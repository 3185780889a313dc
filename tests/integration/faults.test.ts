// Faults injected where they hurt: storage failing mid-upload and the database failing during sign-up.
// Each must end with a clear answer and nothing half-done: no datasets row pointing at a missing file, no
// account without its password, the Worker still answering.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { STORAGE_UNAVAILABLE } from "~/server/workspace-error.server";
import { action as uploadAction } from "~/routes/api.datasets";
import { action as ingestAction } from "~/routes/api.datasets.$id.ingest";
import { action as registerAction } from "~/routes/register";
import { createDb } from "~/server/db/client.server";
import { datasets, emailVerificationTokens, users } from "~/server/db/schema";
import type { Database } from "~/server/db/client.server";
import { appFetch, form, routeArgs } from "./helpers";
import {
  fileForm,
  r2Keys,
  signedInUser,
  type TestUser,
} from "./workspace-helpers";

/** An R2 bucket whose writes fail (after `okWrites` succeed), reads and deletes working. */
function failingBucket(bucket: R2Bucket, okWrites = 0): R2Bucket {
  let writes = 0;
  const fail = () => {
    writes += 1;
    if (writes > okWrites)
      throw new Error("R2 is unavailable: internal error (10001)");
  };
  return new Proxy(bucket, {
    get(target, name) {
      if (name === "put")
        return async (...args: Parameters<R2Bucket["put"]>) => (
          fail(), target.put(...args)
        );
      if (name === "createMultipartUpload")
        return async (
          ...args: Parameters<R2Bucket["createMultipartUpload"]>
        ) => (fail(), target.createMultipartUpload(...args));
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function"
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

function uploadArgs(user: TestUser) {
  return routeArgs("/api/datasets", {
    method: "POST",
    body: fileForm("sales.csv", "region,units\nNorth,3\nSouth,5\n"),
    jar: user.jar,
  });
}

async function ownedRows(userId: string) {
  return createDb(env.DB)
    .select()
    .from(datasets)
    .where(eq(datasets.ownerId, userId));
}

describe("R2 failing during an upload", () => {
  it("leaves no datasets row and no object when the original cannot be stored, and says so", async () => {
    const user = await signedInUser("pro");
    const args = uploadArgs(user);
    const services = {
      ...args.context.services,
      files: failingBucket(env.FILES),
    };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await uploadAction({
      ...args,
      context: { ...args.context, services },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(await ownedRows(user.id)).toEqual([]);
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
    expect((await appFetch("/api/datasets", { jar: user.jar })).status).toBe(
      200
    );
  });

  it("removes the new file entirely when its columnar copy cannot be written after the original was", async () => {
    const user = await signedInUser("pro");
    const args = uploadArgs(user);
    const services = { ...args.context.services, files: failingBucket(env.FILES, 1) };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await uploadAction({ ...args, context: { ...args.context, services } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(await ownedRows(user.id)).toEqual([]);
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
  });

  it("keeps a file that was read before as it was when a re-read cannot store its copy", async () => {
    const user = await signedInUser("pro");
    const uploaded = await appFetch("/api/datasets", { method: "POST", jar: user.jar, body: fileForm("sales.csv", "region,units\nNorth,3\n") });
    const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
    const args = routeArgs(`/api/datasets/${dataset.id}/ingest`, { method: "POST", jar: user.jar, params: { id: dataset.id }, headers: { "Content-Type": "application/json" }, body: "{}" });
    const services = { ...args.context.services, files: failingBucket(env.FILES) };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await ingestAction({ ...args, context: { ...args.context, services } });
    expect(res.status).toBe(503);
    const [row] = await ownedRows(user.id);
    expect({ status: row.status, rowCount: row.rowCount }).toEqual({ status: "ready", rowCount: 1 });
    expect(await env.FILES.head(row.columnarKey!)).not.toBeNull();
  });
});

describe("D1 failing during sign-up", () => {
  const signUpArgs = (email: string) =>
    routeArgs("/register", {
      method: "POST",
      headers: { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
      body: form({ intent: "sign-up", firstName: "Fay", lastName: "Ult", email, password: "a good password 1", confirmPassword: "a good password 1", terms: "on" }),
    });

  /** The register action with `db` in place of the real one; the answer's status and text. */
  async function signUpWith(email: string, db: (real: Database) => Database) {
    const args = signUpArgs(email);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = (await registerAction({ ...args, context: { ...args.context, services: { ...args.context.services, db: db(args.context.services.db) } } })) as {
      init: ResponseInit | null;
      data: unknown;
    };
    const errorLines = logged.mock.calls.length;
    logged.mockRestore();
    return { status: result.init?.status ?? 200, text: JSON.stringify(result.data), logged: errorLines };
  }

  async function accountRows(email: string) {
    const db = createDb(env.DB);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const tokens = user ? await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id)) : [];
    return { user: user ?? null, tokens: tokens.length };
  }

  it("answers with the spec's fallback message and leaves no user behind when every write fails", async () => {
    const email = `fault-${crypto.randomUUID()}@example.test`;
    const down = (real: Database) =>
      new Proxy(real, {
        get(target, name) {
          if (name === "insert" || name === "batch")
            return () => {
              throw new Error("D1_ERROR: database is unavailable");
            };
          return bound(target, name);
        },
      });
    const answer = await signUpWith(email, down);
    expect(answer.status).toBe(503);
    expect(answer.text).toMatch(/Failed to create account|try again/i);
    expect(await accountRows(email)).toEqual({ user: null, tokens: 0 });
  });

  it("leaves neither the account nor its link when the database fails while writing them, and a retry then works", async () => {
    const email = `fault-${crypto.randomUUID()}@example.test`;
    // The account's batch runs for real, then its last statement fails (a NOT NULL violation): D1 runs a
    // batch as one transaction, so the account row already written must be rolled back with it.
    const failsInBatch = (real: Database) =>
      new Proxy(real, {
        get(target, name) {
          if (name === "batch")
            return (statements: Parameters<Database["batch"]>[0]) =>
              target.batch([...statements, target.insert(users).values({ id: crypto.randomUUID(), email: null as unknown as string, username: "broken" })] as unknown as Parameters<Database["batch"]>[0]);
          return bound(target, name);
        },
      });
    const answer = await signUpWith(email, failsInBatch);
    expect(answer.status).toBe(503);
    expect(answer.text).toMatch(/Failed to create account|try again/i);
    expect(answer.logged, "the failure is logged").toBeGreaterThan(0);
    expect(await accountRows(email)).toEqual({ user: null, tokens: 0 });

    // The person tries again once the database is back: a new account with its link, and the link's mail.
    const retried = await signUpWith(email, (real) => real);
    expect(retried.status).toBe(200);
    const after = await accountRows(email);
    expect(after.user?.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(after.tokens).toBe(1);
    const mails = await env.DB.prepare("select link from mail_outbox where \"to\" = ?").bind(email).all<{ link: string }>();
    expect(mails.results.map((m) => m.link)).toEqual([expect.stringMatching(/\/verify-email\?token=/)]);
  });
});

/** A property of the real object, its methods bound to it (for the proxies above). */
function bound(target: object, name: string | symbol): unknown {
  const value = Reflect.get(target, name) as unknown;
  return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}
