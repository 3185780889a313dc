// Faults: the queue consumer crashes in the middle of a job — after the export's file is written to R2, before the
// job is recorded done. The message is retried, and the retry leaves exactly one file and one done job; a further
// redelivery changes nothing.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, reportExports } from "~/server/db/schema";
import { requestExport } from "~/server/reports/exports.server";
import reportWorker from "../../workers/reports/index";
import { appFetch, createTestContext } from "./helpers";
import { r2Keys, signedInUser, upload } from "./workspace-helpers";

/** R2 that stores the export's file, then throws as if the Worker died right after — once. */
function crashingAfterFirstWrite(bucket: R2Bucket): { bucket: R2Bucket; crashed: () => boolean } {
  let crashed = false;
  const wrapped = new Proxy(bucket, {
    get(target, prop) {
      if (prop === "put") {
        return async (...args: Parameters<R2Bucket["put"]>) => {
          const stored = await target.put(...args);
          if (!crashed && String(args[0]).includes("/exports/")) {
            crashed = true;
            throw new Error("Worker exceeded its CPU limit (simulated crash mid-job)");
          }
          return stored;
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { bucket: wrapped, crashed: () => crashed };
}

async function deliver(body: unknown, attempts: number, bindings: typeof env) {
  const batch = createMessageBatch("insightlab-jobs", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await reportWorker.queue(batch, bindings, ctx);
  return getQueueResult(batch, ctx);
}

describe("a queue consumer that crashes mid-job", () => {
  it("is retried into exactly one output file and one done job", async () => {
    const user = await signedInUser("pro");
    const res = await upload(user, "sales.csv", "Region,Revenue\nNorth,1200\nSouth,900\n");
    const { dataset } = (await res.json()) as { dataset: { id: string } };
    const asked = (await (await appFetch(`/api/datasets/${dataset.id}/ask`, { method: "POST", body: JSON.stringify({ question: "total revenue by region" }), headers: { "Content-Type": "application/json" }, jar: user.jar })).json()) as {
      conversationId: string;
      messageId: string;
    };
    // The job is recorded but its message held back, so only this test's deliveries run it.
    const { services } = createTestContext();
    const held: unknown[] = [];
    const row = await requestExport({ ...services, jobs: { send: async (m: unknown) => void held.push(m) } as unknown as Queue }, { id: user.id, plan: "pro", emailVerifiedAt: new Date() }, asked, "csv");
    expect(held).toHaveLength(1);
    const message = held[0];

    const crashing = crashingAfterFirstWrite(env.FILES);
    const first = await deliver(message, 1, { ...env, FILES: crashing.bucket });
    expect(crashing.crashed()).toBe(true);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.ackAll || first.explicitAcks.length > 0).toBe(false);
    expect(await services.db.query.jobs.findFirst({ where: eq(jobs.id, row.id) })).toMatchObject({ status: "queued" });

    const second = await deliver(message, 2, env);
    expect(second.explicitAcks).toHaveLength(1);
    const third = await deliver(message, 3, env);
    expect(third.explicitAcks).toHaveLength(1);

    const prefix = `users/${user.id}/exports/${row.id}/`;
    expect(await r2Keys(prefix)).toEqual([`${prefix}total revenue by region.csv`]);
    const done = await services.db.select().from(jobs).where(eq(jobs.id, row.id));
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: "done", progress: 100, error: null });
    expect(await services.db.select().from(reportExports).where(eq(reportExports.id, row.id))).toMatchObject([{ fileKey: `${prefix}total revenue by region.csv` }]);
  });
});
