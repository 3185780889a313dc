// A reading pinned to a button (issue #27): when the planners disagree and no question the built-in planner is sure
// of gives a reading's answer again (a Workers AI plan, most often), its plan is kept with the question back in the
// conversation (messages.answer_json, `pinnedPlans`), and its choice points at it by place. Choosing it answers with
// exactly that plan: nothing is planned again, Workers AI is not called. The plan is looked up only in the asker's
// own conversation (getConversation is scoped to its owner), so a client names a kept plan but never sends one.
import type { Dataset } from "../../../engine";
import { answerPlanned } from "../../../engine/answer/answer-readings";
import type { ExecuteOptions } from "../../../engine/execute/execute-plan";
import type { PlannerResult } from "../../../engine/planner";
import { type PinnedPlan, parseStoredAnswer } from "~/lib/answer";
import type { PinnedChoice } from "~/lib/pinned-choice";
import type { Database } from "~/server/db/client.server";
import { notFound } from "~/server/workspace-error.server";
import type { HybridAnswer } from "./hybrid-answer.server";
import { getMessage, type ConversationRow } from "./conversations.server";

/**
 * The plan a choice names, from the question back stored in `conversation` (the asker's own; none: 404). Another
 * conversation's message, a place with no plan, or an answer that kept none: 404, as for anything not theirs.
 */
export async function pinnedPlanOf(db: Database, conversation: ConversationRow | null, choice: PinnedChoice): Promise<PinnedPlan> {
  if (!conversation) throw notFound("This choice");
  const message = await getMessage(db, conversation.id, choice.messageId);
  const kept = parseStoredAnswer(message.answerJson)?.pinnedPlans?.[choice.reading];
  if (!kept) throw notFound("This choice");
  return kept;
}

/** Why the receipt says this plan answered. */
const CHOSEN = "you chose this reading of your earlier question; its plan was kept from then, so it was not planned again";

/** Answers with the kept plan as it stands; the receipt names the planner that made it. */
export async function answerPinned(dataset: Dataset, pinned: PinnedPlan, options: ExecuteOptions = {}): Promise<HybridAnswer> {
  const planned: PlannerResult = { plan: pinned.plan, understood: pinned.understood, confidence: 1, planner: pinned.planner, answeredBecause: CHOSEN };
  return { planned, answered: await answerPlanned(dataset, planned, options) };
}
