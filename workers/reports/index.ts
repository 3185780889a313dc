// The report Worker: a Hono app for its HTTP surface and a queue consumer for the JOBS queue.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { jobs } from "../../app/server/db/schema";
import { jobMessageSchema, jobResultKey, type JobMessage } from "../../app/server/jobs/messages";
import { ingestQueued } from "../../app/server/datasets/ingest.server";
import { createServices, type Services } from "../../app/server/services.server";

// ReportEnv: generated from ./wrangler.toml by `wrangler types` (npm run typecheck) into ./worker-configuration.d.ts.
const app = new Hono<{ Bindings: ReportEnv }>();
app.get("/health", (c) => c.json({ ok: true, worker: "reports" }));

/** Runs one job and returns the R2 key of its output. */
async function runJob(services: Services, message: JobMessage): Promise<string> {
  switch (message.type) {
    case "ping": {
      const key = jobResultKey(message.jobId);
      const receipt = { jobId: message.jobId, note: message.note, processedAt: new Date().toISOString() };
      await services.files.put(key, JSON.stringify(receipt), { httpMetadata: { contentType: "application/json" } });
      return key;
    }
    case "ingest-dataset": {
      // A dataset deleted before its turn leaves nothing to do (and no result key).
      const columnarKey = await ingestQueued(services, message.datasetId, message.sheet);
      return columnarKey ?? "";
    }
  }
}

export async function handleJobBatch(batch: MessageBatch<unknown>, env: ReportEnv, ctx: Pick<ExecutionContext, "waitUntil">): Promise<void> {
  const services = createServices(env, ctx, { signs: false });
  const { db } = services;
  for (const msg of batch.messages) {
    const parsed = jobMessageSchema.safeParse(msg.body);
    if (!parsed.success) {
      // A malformed message can never succeed: acknowledge it instead of retrying forever.
      console.warn("Dropping malformed job message", parsed.error.issues[0]?.message);
      msg.ack();
      continue;
    }
    const job = parsed.data;
    try {
      await db.update(jobs).set({ status: "running", updatedAt: new Date() }).where(eq(jobs.id, job.jobId));
      const resultKey = await runJob(services, job);
      await db
        .update(jobs)
        .set({ status: "done", progress: 100, resultKey, updatedAt: new Date() })
        .where(eq(jobs.id, job.jobId));
      msg.ack();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(jobs).set({ status: "failed", error: message, updatedAt: new Date() }).where(eq(jobs.id, job.jobId));
      msg.retry();
    }
  }
}

export default {
  fetch: app.fetch,
  queue: handleJobBatch,
} satisfies ExportedHandler<ReportEnv>;
