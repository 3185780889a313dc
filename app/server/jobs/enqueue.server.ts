// Sending jobs to the JOBS queue. Exports are taken in turns between people: while one of a person's exports is in
// the queue, their next ones wait in D1, unsent ("held"), and the report Worker sends the next when one finishes
// (takeNextTurn). So a burst of one person's exports sits behind nobody else's: anyone else's single export waits
// for at most the one job of theirs already in the queue.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { jobs } from "~/server/db/schema";
import type { Database } from "~/server/db/client.server";
import type { JobMessage } from "./messages";

/** A job message without its id (distributed over the union so each job type keeps its own fields). */
type NewJob = JobMessage extends infer M ? (M extends JobMessage ? Omit<M, "jobId"> : never) : never;

/** The job types taken in turns between their owners. */
const TAKEN_IN_TURNS: ReadonlySet<JobMessage["type"]> = new Set(["render-export"]);

/**
 * A job queued or running longer than this without a change is taken as lost (a Worker that died past its retries
 * and its dead letter): it no longer holds its owner's turn, so their later jobs are not stuck behind it.
 */
export const TURN_STALE_MS = 30 * 60 * 1000;

type Queues = { db: Database; queue: Queue };

/** Whether `ownerId` has a `type` job in the queue (sent, not finished, not stale). */
const inQueueFor = (ownerId: string, type: string, now: number) =>
  sql`exists (select 1 from "jobs" as "turn" where "turn"."owner_id" = ${ownerId} and "turn"."type" = ${type} and "turn"."held" = 0 and "turn"."status" in ('queued', 'running') and "turn"."updated_at" > ${now - TURN_STALE_MS})`;

/** Sends the message; a job whose message could not be sent is marked failed (it would hold its owner's turn). */
async function send({ db, queue }: Queues, message: JobMessage): Promise<void> {
  try {
    await queue.send(message);
  } catch (error) {
    await db.update(jobs).set({ status: "failed", error: "The job could not be queued. Please try again.", updatedAt: new Date() }).where(eq(jobs.id, message.jobId));
    throw error;
  }
}

/**
 * Records the job in D1, then sends it to the JOBS queue (or, for a job taken in turns whose owner already has one
 * in the queue, keeps it held until takeNextTurn sends it); returns its id. `prepare` records what the job needs
 * under its id (e.g. the export's row) before the message can reach the report Worker.
 */
export async function enqueueJob(queues: Queues, job: NewJob, ownerId: string | null = null, prepare?: (jobId: string) => Promise<unknown>, now = Date.now()): Promise<string> {
  const { db } = queues;
  const jobId = crypto.randomUUID();
  const message = { ...job, jobId } as JobMessage;
  const inputJson = JSON.stringify(message);
  if (ownerId === null || !TAKEN_IN_TURNS.has(job.type)) {
    await db.insert(jobs).values({ id: jobId, ownerId, type: job.type, inputJson });
    await prepare?.(jobId);
    await send(queues, message);
    return jobId;
  }
  // What the job needs is recorded before the job itself, which the report Worker may send once it exists.
  await prepare?.(jobId);
  // Held or sent is decided in the same statement that records the job, so two requests cannot both go first.
  const [row] = await db.all<{ held: number }>(
    sql`insert into "jobs" ("id", "owner_id", "type", "input_json", "held", "created_at", "updated_at")
        select ${jobId}, ${ownerId}, ${job.type}, ${inputJson}, ${inQueueFor(ownerId, job.type, now)}, ${now}, ${now}
        returning "held"`,
  );
  if (!row?.held) await send(queues, message);
  return jobId;
}

/**
 * After a job finished (done or failed for good): sends its owner's oldest held job of the same type, unless another
 * of theirs is already in the queue. One statement picks and releases it, so two Workers cannot both send one.
 */
export async function takeNextTurn(queues: Queues, finishedJobId: string, now = Date.now()): Promise<string | null> {
  const { db } = queues;
  const finished = await db.query.jobs.findFirst({ where: eq(jobs.id, finishedJobId), columns: { ownerId: true, type: true } });
  if (!finished?.ownerId || !TAKEN_IN_TURNS.has(finished.type as JobMessage["type"])) return null;
  const { ownerId, type } = finished;
  const oldestHeld = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), eq(jobs.type, type), eq(jobs.held, true), eq(jobs.status, "queued")))
    .orderBy(asc(jobs.createdAt), asc(sql`rowid`))
    .limit(1);
  const [next] = await db
    .update(jobs)
    .set({ held: false, updatedAt: new Date(now) })
    .where(and(inArray(jobs.id, oldestHeld), sql`not ${inQueueFor(ownerId, type, now)}`))
    .returning({ id: jobs.id, inputJson: jobs.inputJson });
  if (!next) return null;
  await send(queues, JSON.parse(next.inputJson) as JobMessage);
  return next.id;
}
