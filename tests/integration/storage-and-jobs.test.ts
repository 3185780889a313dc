// R2, and the JOBS queue: the app enqueues, the report Worker consumes and writes its result to R2.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/enqueue.server";
import { jobResultKey } from "~/server/jobs/messages";
import reportWorker from "../../workers/reports/index";
import { createTestContext, waitFor } from "./helpers";

describe("R2", () => {
  it("round-trips bytes and metadata", async () => {
    const key = `tests/${crypto.randomUUID()}.bin`;
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await env.FILES.put(key, bytes, { httpMetadata: { contentType: "application/octet-stream" }, customMetadata: { origin: "test" } });

    const object = await env.FILES.get(key);
    expect(object).not.toBeNull();
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    expect(object!.httpMetadata?.contentType).toBe("application/octet-stream");
    expect(object!.customMetadata).toEqual({ origin: "test" });

    await env.FILES.delete(key);
    expect(await env.FILES.head(key)).toBeNull();
  });
});

describe("JOBS queue → report Worker", () => {
  it("consumes an enqueued job: the job row is done and its result is in R2", async () => {
    const { db } = createTestContext().services;
    const jobId = await enqueueJob({ db, queue: env.JOBS }, { type: "ping", note: "integration" });

    // The report Worker runs as a separate Worker in the pool, fed by the local queue broker.
    const job = await waitFor(
      async () => {
        const row = await db.query.jobs.findFirst({ where: eq(jobs.id, jobId) });
        return row?.status === "done" ? row : undefined;
      },
      { what: `job ${jobId} to be done` },
    );
    expect(job.resultKey).toBe(jobResultKey(jobId));
    expect(job.progress).toBe(100);

    const result = await env.FILES.get(jobResultKey(jobId));
    expect(result).not.toBeNull();
    expect(await result!.json()).toMatchObject({ jobId, note: "integration" });
  });

  it("acknowledges a malformed message instead of retrying it forever", async () => {
    const batch = createMessageBatch("insightlab-jobs", [
      { id: "bad-1", timestamp: new Date(), attempts: 1, body: { type: "no-such-job" } },
    ]);
    const ctx = createExecutionContext();
    await reportWorker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["bad-1"]);
    expect(result.retryMessages).toEqual([]);
  });
});
