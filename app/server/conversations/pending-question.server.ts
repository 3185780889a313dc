// A conversation's question that is being worked out in the JOBS queue (ask.server.ts queues it when it would read
// more than a request's budget), as its page shows it: waiting, running with progress, or failed with why.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { jobs } from "~/server/db/schema";
import { jobMessageSchema } from "~/server/jobs/messages";

export interface PendingQuestion {
  jobId: string;
  question: string;
  status: "queued" | "running" | "failed";
  progress: number;
  error: string | null;
  useOriginal: boolean;
  /** Why it runs in the background (which limit it met). */
  reason: string;
}

/**
 * The user's newest queued question in `conversationId` while it is waiting, running, or failed (a failure stays
 * shown until another answer follows it in the thread); null when there is none or it is answered.
 */
export async function pendingQuestion(db: Database, userId: string, conversationId: string, lastAnswerAt?: Date): Promise<PendingQuestion | null> {
  const job = await db.query.jobs.findFirst({
    where: and(eq(jobs.ownerId, userId), eq(jobs.type, "answer-question"), sql`json_extract(${jobs.inputJson}, '$.conversationId') = ${conversationId}`),
    orderBy: [desc(jobs.createdAt), desc(sql`rowid`)],
  });
  if (!job || job.status === "done") return null;
  if (job.status === "failed" && lastAnswerAt && lastAnswerAt >= job.createdAt) return null;
  const input = jobMessageSchema.safeParse(JSON.parse(job.inputJson));
  if (!input.success || input.data.type !== "answer-question") return null;
  return { jobId: job.id, question: input.data.question, status: job.status, progress: job.progress, error: job.error, useOriginal: input.data.useOriginal, reason: input.data.reason };
}
