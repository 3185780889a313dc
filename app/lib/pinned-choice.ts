// Which kept plan a choice of a question back names (app/server/conversations/pinned-plans.server.ts): the question
// back's answer message and the plan's place in it. The page's buttons post it as "<messageId>:<place>", the API as
// an object; the server looks the plan up in the asker's own conversation, so a client never sends a plan.
import { z } from "zod";

export interface PinnedChoice {
  messageId: string;
  reading: number;
}

/** The form value a pinned choice's button posts. */
export function pinnedChoiceValue(messageId: string, reading: number): string {
  return `${messageId}:${reading}`;
}

/** The page form's field: "<messageId>:<place>", read as a PinnedChoice. */
export const pinnedChoiceField = z
  .string()
  .regex(/^[\w-]{1,64}:\d{1,2}$/, "This choice is not one the page offered.")
  .transform((value): PinnedChoice => {
    const at = value.lastIndexOf(":");
    return { messageId: value.slice(0, at), reading: Number(value.slice(at + 1)) };
  });

/** The API's field: the question back's messageId and the choice's `pinned` place. */
export const pinnedChoiceObject = z.object({ messageId: z.string().min(1).max(64), reading: z.number().int().min(0).max(99) });
