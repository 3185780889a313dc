// Messages on the JOBS queue, shared by the app Worker (producer) and the report Worker (consumer).
import { z } from "zod";
import { pinnedChoiceObject } from "../../lib/pinned-choice";
import { CLEANING_LEVELS, type CleaningLevel } from "../../../engine/clean";

export const jobMessageSchema = z.discriminatedUnion("type", [
  /** Proves the queue → report Worker → R2 wiring: writes a small JSON receipt for the job. */
  z.object({ type: z.literal("ping"), jobId: z.string().min(1), note: z.string().max(200) }),
  /** Reads an uploaded file that is too large to read inside its upload request (streamed from R2). */
  z.object({
    type: z.literal("ingest-dataset"),
    jobId: z.string().min(1),
    datasetId: z.string().min(1),
    sheet: z.string().nullable(),
    /** A big file is read in slices, one message each: the slice this message reads (0 or absent: the first). */
    slice: z.number().int().nonnegative().optional(),
  }),
  /** Renders a report or one analysis into a file (report_exports row with the job's id) and stores it in R2. */
  z.object({ type: z.literal("render-export"), jobId: z.string().min(1) }),
  /** Cleans a file too large to clean inside a request and saves Clean_<name> (the recommendations to keep, or all). */
  z.object({
    type: z.literal("clean-dataset"),
    jobId: z.string().min(1),
    datasetId: z.string().min(1),
    level: z.enum(CLEANING_LEVELS as [CleaningLevel, ...CleaningLevel[]]),
    keep: z.array(z.string().max(300)).max(5000).nullable(),
  }),
  /**
   * Answers a question too large to work out inside its request (conversations/question-budget.ts) and adds it to
   * its conversation; `expectedReads` (the estimate's range reads) gives the page its progress.
   */
  z.object({
    type: z.literal("answer-question"),
    jobId: z.string().min(1),
    datasetId: z.string().min(1),
    conversationId: z.string().min(1),
    question: z.string().min(1).max(500),
    useOriginal: z.boolean(),
    oneReadPerSegment: z.boolean(),
    expectedReads: z.number().int().nonnegative(),
    /** Why it runs in the queue, in the words its page shows (question-budget.ts). */
    reason: z.string().max(1000),
    /** A reading chosen from an earlier question back: its kept plan answers (pinned-plans.server.ts). */
    pinned: pinnedChoiceObject.optional(),
  }),
]);

export type JobMessage = z.infer<typeof jobMessageSchema>;

/** Where a job's output lands in R2. */
export function jobResultKey(jobId: string, fileName = "result.json"): string {
  return `jobs/${jobId}/${fileName}`;
}
