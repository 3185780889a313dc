// The report Worker: a Hono app for its HTTP surface and a queue consumer for the JOBS queue (and its
// dead-letter queue).
import { and, eq, notInArray } from "drizzle-orm";
import { Hono } from "hono";
import { jobs, reportExports } from "../../app/server/db/schema";
import { jobMessageSchema, jobResultKey, type JobMessage } from "../../app/server/jobs/messages";
import { takeNextTurn } from "../../app/server/jobs/enqueue.server";
import { MAX_JOB_ATTEMPTS, retryDelaySeconds } from "../../app/server/jobs/retry-policy";
import { INGEST_GAVE_UP, failQueuedIngest } from "../../app/server/datasets/ingest.server";
import { ingestQueued, sliceBudget, type SliceBudget } from "../../app/server/datasets/queued-ingest.server";
import { runExportJob } from "../../app/server/reports/render-export.server";
import { sweepExpiredExports } from "../../app/server/reports/exports.server";
import { logEvent, runWithRequestId } from "../../app/server/log.server";
import { runCleaningJob } from "../../app/server/cleaning/cleaning.server";
import { runQuestionJob } from "../../app/server/conversations/question-job.server";
import { createServices, type Services } from "../../app/server/services.server";
import { releaseMonthlyUse } from "../../app/server/usage.server";
import { WorkspaceError } from "../../app/server/workspace-error.server";

// ReportEnv: generated from ./wrangler.toml by `wrangler types` (npm run typecheck) into ./worker-configuration.d.ts.
const app = new Hono<{ Bindings: ReportEnv }>();
app.get("/health", (c) => c.json({ ok: true, worker: "reports" }));

/** The job id of a message's body, when it has one (a malformed message may not). */
function jobIdOf(body: unknown): string | null {
  const id = typeof body === "object" && body !== null ? (body as { jobId?: unknown }).jobId : undefined;
  return typeof id === "string" && /^[\w-]{1,64}$/.test(id) ? id : null;
}

/** wrangler.toml's dead-letter queue for JOBS; this Worker consumes it too. */
const DEAD_LETTER_QUEUE = "insightlab-jobs-failed";

/** A job that goes on in another message (a big file read in slices): not done yet. */
const CONTINUES = Symbol("continues");

/** Runs one job and returns the R2 key of its output, or CONTINUES when a later message of the same job goes on. */
async function runJob(services: Services, message: JobMessage, delivery: { attempts: number; budget: SliceBudget }): Promise<string | typeof CONTINUES> {
  switch (message.type) {
    case "ping": {
      const key = jobResultKey(message.jobId);
      const receipt = { jobId: message.jobId, note: message.note, processedAt: new Date().toISOString() };
      await services.files.put(key, JSON.stringify(receipt), { httpMetadata: { contentType: "application/json" } });
      return key;
    }
    case "ingest-dataset": {
      // A dataset deleted before its turn leaves nothing to do (and no result key).
      const outcome = await ingestQueued(services, message, { budget: delivery.budget, redelivered: delivery.attempts > 1 });
      return outcome.done ? (outcome.columnarKey ?? "") : CONTINUES;
    }
    case "clean-dataset":
      return runCleaningJob(services, message, (progress) => setProgress(services, message.jobId, progress), services.clock.now());
    case "answer-question":
      return runQuestionJob(services, message, (progress) => setProgress(services, message.jobId, progress));
    case "render-export":
      // The renderers' WebAssembly and fonts are loaded only by jobs that draw.
      return runExportJob(services, message.jobId, async () => (await import("./render-assets")).renderAssets, (progress) => setProgress(services, message.jobId, progress));
  }
}

async function setProgress({ db }: Services, jobId: string, progress: number): Promise<void> {
  await db.update(jobs).set({ progress, updatedAt: new Date() }).where(eq(jobs.id, jobId));
}

/** What the user reads when a job failed: our own messages as they are, anything else in general words. */
function failureMessage(error: unknown, job: JobMessage): string {
  if (error instanceof WorkspaceError) return error.message;
  return job.type === "answer-question" ? "Something went wrong while working out this answer." : "Something went wrong while making this file.";
}

/** A question refused for what it asks (a 4xx: the file gone, a plan the engine cannot run) fails at once: a retry would say the same. */
function failsForGood(job: JobMessage, error: unknown): boolean {
  return job.type === "answer-question" && error instanceof WorkspaceError && error.status < 500;
}

/**
 * Marks the job failed (once: a job already done or failed stays as it is) and gives back what it held:
 * a failed export does not count against the month's exports.
 */
async function failJob(services: Services, job: JobMessage, message: string): Promise<void> {
  const { db } = services;
  const [failed] = await db
    .update(jobs)
    .set({ status: "failed", error: message, updatedAt: new Date() })
    .where(and(eq(jobs.id, job.jobId), notInArray(jobs.status, ["done", "failed"])))
    .returning({ createdAt: jobs.createdAt, ownerId: jobs.ownerId });
  // A failed cleaning does not count against the month's cleanings either.
  if (failed?.ownerId && job.type === "clean-dataset") await releaseMonthlyUse(db, failed.ownerId, "cleaning", failed.createdAt);
  // Nor a question that could not be answered against the month's AI questions.
  if (failed?.ownerId && job.type === "answer-question") await releaseMonthlyUse(db, failed.ownerId, "ai_query", failed.createdAt);
  // A file whose reading was given up on says so on its page, instead of "processing" for ever.
  if (job.type === "ingest-dataset") await failQueuedIngest(db, job.datasetId, message);
  if (failed && job.type === "render-export") {
    const row = await db.query.reportExports.findFirst({ where: eq(reportExports.id, job.jobId) });
    // The data archive (zip) is not counted against the plan's exports, so there is nothing to give back.
    if (row && row.format !== "zip") await releaseMonthlyUse(db, row.ownerId, "export", row.createdAt);
  }
}

/** What the user reads when the queue gave up on a job. */
function deadLetterMessage(job: JobMessage): string {
  if (job.type === "ingest-dataset") return INGEST_GAVE_UP;
  if (job.type === "answer-question") return "This question could not be answered after several attempts. Ask it again, or contact support if it keeps failing.";
  return "This file could not be made after several attempts. Try again, or contact support if it keeps failing.";
}

async function handleMessage(services: Services, budget: SliceBudget, msg: Message<unknown>, deadLetter: boolean): Promise<void> {
  const { db } = services;
  // A finished export hands its owner's turn to their next one (enqueue.server.ts).
  const queues = { db, queue: services.jobs };
  const parsed = jobMessageSchema.safeParse(msg.body);
  if (!parsed.success) {
    // A malformed message can never succeed: acknowledge it instead of retrying forever.
    logEvent("warn", "Dropping a malformed job message", { queueMessageId: msg.id, issue: parsed.error.issues[0]?.message });
    msg.ack();
    return;
  }
  const job = parsed.data;
  if (deadLetter) {
    // Out of attempts (or the Worker died while running it): make sure the user is told.
    await failJob(services, job, deadLetterMessage(job));
    await takeNextTurn(queues, job.jobId);
    msg.ack();
    return;
  }
  const current = await db.query.jobs.findFirst({ where: eq(jobs.id, job.jobId), columns: { status: true } });
  if (current?.status === "done" || current?.status === "failed") {
    // A redelivered message for a finished job: its file exists (or its failure was told); nothing to redo but
    // the owner's next turn, in case the Worker stopped before sending it.
    await takeNextTurn(queues, job.jobId);
    msg.ack();
    return;
  }
  try {
    const started = Date.now();
    await db.update(jobs).set({ status: "running", updatedAt: new Date() }).where(eq(jobs.id, job.jobId));
    const resultKey = await runJob(services, job, { attempts: msg.attempts, budget });
    if (resultKey === CONTINUES) {
      msg.ack();
      logEvent("info", "Job goes on in its next message", { jobId: job.jobId, type: job.type, attempt: msg.attempts, ranMs: Date.now() - started, endedAt: Date.now() });
      return;
    }
    await db.update(jobs).set({ status: "done", progress: 100, resultKey, error: null, updatedAt: new Date() }).where(eq(jobs.id, job.jobId));
    await takeNextTurn(queues, job.jobId);
    msg.ack();
    // How long the job waited in the queue and how long it ran: the two parts of a person's wait for a file.
    logEvent("info", "Job done", { jobId: job.jobId, type: job.type, attempt: msg.attempts, queuedMs: started - msg.timestamp.getTime(), ranMs: Date.now() - started, endedAt: Date.now() });
  } catch (error) {
    const message = failureMessage(error, job);
    if (failsForGood(job, error)) {
      await failJob(services, job, message);
      msg.ack();
      return;
    }
    if (msg.attempts >= MAX_JOB_ATTEMPTS) {
      // Logged as a warning: the user is told on the job's page; the cause stays with the line.
      logEvent("warn", "Job failed on its last attempt", { jobId: job.jobId, type: job.type, attempt: msg.attempts, error });
      await failJob(services, job, message);
      await takeNextTurn(queues, job.jobId);
      // Retried past max_retries, the message lands in the dead-letter queue, which keeps a record of it.
      msg.retry();
      return;
    }
    logEvent("warn", "Job failed; retrying", { jobId: job.jobId, type: job.type, attempt: msg.attempts, error });
    await db.update(jobs).set({ status: "queued", error: `${message} Trying again…`, updatedAt: new Date() }).where(eq(jobs.id, job.jobId));
    msg.retry({ delaySeconds: retryDelaySeconds(msg.attempts) });
  }
}

export async function handleJobBatch(batch: MessageBatch<unknown>, env: ReportEnv, ctx: Pick<ExecutionContext, "waitUntil">): Promise<void> {
  const services = createServices(env, ctx, { signs: false });
  const deadLetter = batch.queue === DEAD_LETTER_QUEUE;
  const budget = sliceBudget(env.INGEST_SLICE_BYTES);
  // Every log line of a job carries its id as the request id ("job-<id>"), as the app's lines carry the request's.
  for (const msg of batch.messages) await runWithRequestId(`job-${jobIdOf(msg.body) ?? msg.id}`, () => handleMessage(services, budget, msg, deadLetter));
}

/** The hourly cron (wrangler.toml [triggers]): exported files past their retention leave R2. */
async function handleScheduled(controller: ScheduledController, env: ReportEnv, ctx: Pick<ExecutionContext, "waitUntil">): Promise<void> {
  const services = createServices(env, ctx, { signs: false });
  await runWithRequestId(`cron-${new Date(controller.scheduledTime).toISOString()}`, async () => {
    const removed = await sweepExpiredExports(services, new Date(controller.scheduledTime));
    if (removed > 0) logEvent("info", "Exported files past their retention deleted", { removed });
  });
}

export default {
  fetch: app.fetch,
  queue: handleJobBatch,
  scheduled: handleScheduled,
} satisfies ExportedHandler<ReportEnv>;
