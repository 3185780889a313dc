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
import { datasets, users } from "~/server/db/schema";
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
  it("answers with the spec's fallback message and leaves no user behind", async () => {
    const email = `fault-${crypto.randomUUID()}@example.test`;
    const args = routeArgs("/register", {
      method: "POST",
      headers: { "CF-Connecting-IP": "192.0.2.201" },
      body: form({
        intent: "sign-up",
        firstName: "Fay",
        lastName: "Ult",
        email,
        password: "a good password 1",
        confirmPassword: "a good password 1",
        terms: "on",
      }),
    });
    const db = args.context.services.db;
    const brokenDb = new Proxy(db, {
      get(target, name) {
        if (name === "insert")
          return () => {
            throw new Error("D1_ERROR: database is unavailable");
          };
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function"
          ? (value as (...a: unknown[]) => unknown).bind(target)
          : value;
      },
    });
    const logged = vi
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const result = (await registerAction({
      ...args,
      context: {
        ...args.context,
        services: { ...args.context.services, db: brokenDb },
      },
    })) as { init: ResponseInit | null; data: unknown };
    logged.mockRestore();
    expect(result.init?.status).toBe(503);
    expect(JSON.stringify(result.data)).toMatch(
      /Failed to create account|try again/i
    );
    expect(
      await createDb(env.DB).select().from(users).where(eq(users.email, email))
    ).toEqual([]);
  });
});
