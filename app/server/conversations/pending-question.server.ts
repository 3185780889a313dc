// A conversation's question that is being worked out in the JOBS queue (ask.server.ts queues it when it would read
// more than a request's budget), as its page shows it: waiting, running with progress, or failed with why.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { jobs, messages } from "~/server/db/schema";
import { jobMessageSchema } from "~/server/jobs/messages";
import { notFound } from "~/server/workspace-error.server";

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

export interface QuestionJobStatus {
  status: "queued" | "running" | "done" | "failed";
  progress: number;
  conversationId: string;
  /** Why it failed (or why the last attempt failed while it is retried), or why it runs in the background. */
  message: string | null;
  /** Once done: the answer message's id and the answer, as POST /api/datasets/:id/ask gives it. */
  messageId: string | null;
  answer: unknown;
}

/** The user's queued question `jobId` for GET /api/questions/:id; anyone else's (or no such job) is a 404. */
export async function questionJobStatus(db: Database, userId: string, jobId: string): Promise<QuestionJobStatus> {
  const job = await db.query.jobs.findFirst({ where: and(eq(jobs.id, jobId), eq(jobs.ownerId, userId), eq(jobs.type, "answer-question")) });
  const input = job ? jobMessageSchema.safeParse(JSON.parse(job.inputJson)) : null;
  if (!job || !input?.success || input.data.type !== "answer-question") throw notFound("This question");
  const answer = job.status === "done" ? await db.query.messages.findFirst({ where: and(eq(messages.id, job.id), eq(messages.conversationId, input.data.conversationId)) }) : undefined;
  return {
    status: job.status,
    progress: job.progress,
    conversationId: input.data.conversationId,
    message: job.error ?? (job.status === "done" ? null : input.data.reason),
    messageId: answer?.id ?? null,
    answer: answer?.answerJson ? JSON.parse(answer.answerJson) : null,
  };
}
