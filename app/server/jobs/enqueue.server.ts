import { jobs } from "~/server/db/schema";
import type { Database } from "~/server/db/client.server";
import type { JobMessage } from "./messages";

type NewJob = Omit<JobMessage, "jobId">;

/** Records the job in D1, then sends it to the JOBS queue; returns its id. */
export async function enqueueJob(
  { db, queue }: { db: Database; queue: Queue },
  job: NewJob,
  ownerId: string | null = null,
): Promise<string> {
  const jobId = crypto.randomUUID();
  const message = { ...job, jobId } as JobMessage;
  await db.insert(jobs).values({ id: jobId, ownerId, type: job.type, inputJson: JSON.stringify(message) });
  await queue.send(message);
  return jobId;
}
