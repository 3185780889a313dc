import { jobs } from "~/server/db/schema";
import type { Database } from "~/server/db/client.server";
import type { JobMessage } from "./messages";

/** A job message without its id (distributed over the union so each job type keeps its own fields). */
type NewJob = JobMessage extends infer M ? (M extends JobMessage ? Omit<M, "jobId"> : never) : never;

/**
 * Records the job in D1, then sends it to the JOBS queue; returns its id. `prepare` records what the job
 * needs under its id (e.g. the export's row) before the message can reach the report Worker.
 */
export async function enqueueJob(
  { db, queue }: { db: Database; queue: Queue },
  job: NewJob,
  ownerId: string | null = null,
  prepare?: (jobId: string) => Promise<unknown>,
): Promise<string> {
  const jobId = crypto.randomUUID();
  const message = { ...job, jobId } as JobMessage;
  await db.insert(jobs).values({ id: jobId, ownerId, type: job.type, inputJson: JSON.stringify(message) });
  await prepare?.(jobId);
  await queue.send(message);
  return jobId;
}
