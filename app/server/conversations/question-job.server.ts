// The report Worker's side of a queued question: the same checks and the same answer as inside a request
// (ask.server.ts prepareQuestion, workOutAnswer), the stored file read with its reads counted for the page's
// progress, and the answer added to its conversation. The month's AI question was counted when it was queued;
// a question that ends in a question back gives it back, as in a request.
import { and, eq } from "drizzle-orm";
import { openStoredDataset, type RandomAccessSource } from "../../../engine";
import { ExecuteError, PlanError } from "../../../engine/plan/errors";
import { jobs, messages, users } from "~/server/db/schema";
import type { JobMessage } from "~/server/jobs/messages";
import { r2RandomAccess } from "~/server/datasets/storage.server";
import type { Services } from "~/server/services.server";
import { releaseMonthlyUse } from "~/server/usage.server";
import { WorkspaceError } from "~/server/workspace-error.server";
import { prepareQuestion, workOutAnswer } from "./ask.server";
import { appendExchange } from "./conversations.server";
import { pinnedPlanOf } from "./pinned-plans.server";

type QuestionJob = Extract<JobMessage, { type: "answer-question" }>;

/** Progress stops short of 100 until the answer is stored (the planner's facts may read more than estimated). */
const MOST_PROGRESS = 95;

/**
 * Answers a queued question and returns the answer message's id (the job's id: a retry that finds it stored is
 * done). Reports progress (0–95) as the stored file's reads reach the estimate, at most every tenth.
 */
export async function runQuestionJob(services: Pick<Services, "db" | "files" | "planner">, job: QuestionJob, progress: (percent: number) => Promise<void>): Promise<string> {
  const { db, files } = services;
  const row = await db.query.jobs.findFirst({ where: eq(jobs.id, job.jobId), columns: { ownerId: true, createdAt: true } });
  const user = row?.ownerId ? await db.query.users.findFirst({ where: eq(users.id, row.ownerId), columns: { id: true, plan: true } }) : undefined;
  if (!row || !user) throw new WorkspaceError(404, "The account this question was asked from no longer exists.");
  const stored = await db.query.messages.findFirst({ where: and(eq(messages.id, job.jobId), eq(messages.conversationId, job.conversationId)), columns: { id: true } });
  if (stored) return stored.id;

  const prepared = await prepareQuestion(db, user, { datasetId: job.datasetId, conversationId: job.conversationId, useOriginal: job.useOriginal });
  const source = prepared.used.columnarKey ? await r2RandomAccess(files, prepared.used.columnarKey) : null;
  if (!source) throw new WorkspaceError(409, "This file is not ready for questions yet. Wait until it shows as ready.");
  let reads = 0;
  let shown = 0;
  const readDone = async <T>(bytes: T): Promise<T> => {
    reads++;
    const percent = Math.min(MOST_PROGRESS, Math.floor((reads / Math.max(1, job.expectedReads)) * MOST_PROGRESS));
    if (percent >= shown + 10) {
      shown = percent;
      await progress(percent);
    }
    return bytes;
  };
  const counted: RandomAccessSource = {
    size: source.size,
    read: async (offset, length) => readDone(await source.read(offset, length)),
    ...(source.readInto && { readInto: async (offset: number, length: number, into: Uint8Array) => readDone(await source.readInto!(offset, length, into)) }),
  };
  const dataset = await openStoredDataset(counted, undefined, { oneReadPerSegment: job.oneReadPerSegment });
  let answer;
  try {
    const pinned = job.pinned ? await pinnedPlanOf(db, prepared.conversation, job.pinned) : undefined;
    answer = await workOutAnswer(services, prepared, dataset, job.question, pinned);
  } catch (error) {
    // The engine's refusals (a plan it cannot run, too many groups) are the answer's words, as in a request.
    if (error instanceof PlanError || error instanceof ExecuteError) throw new WorkspaceError(422, error.message);
    throw error;
  }
  await appendExchange(db, job.conversationId, job.question, { content: answer.answer, answerJson: JSON.stringify(answer) }, new Date(), job.jobId);
  if (answer.kind === "clarification") await releaseMonthlyUse(db, user.id, "ai_query", row.createdAt);
  return job.jobId;
}
