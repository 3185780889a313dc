// Asking a question about a dataset: the planners turn it into a validated plan (with the conversation's
// earlier plans for follow-ups; hybrid-answer.server.ts decides which one answers), the engine executes it
// over the columnar copy in R2, and the answer — sentence, table, chart choice, how it was answered — is
// stored with the conversation in D1.
import { openStoredDataset, type DatasetProfile, type QueryResult, type StoredDataset } from "../../../engine";
import { type BuiltInPlannerInput, type ConversationTurn, type PlannerFacts, planWithBuiltIn, plannerFactsColumns } from "../../../engine/planner";
import { builtInCertainty } from "../../../engine/planner/certainty";
import { estimateFullRead, estimateRead } from "../../../engine/execute/read-estimate";
import { planKey } from "../../../engine/plan/plan-key";
import { enqueueJob } from "~/server/jobs/enqueue.server";
import { type PendingQuestion, pendingQuestion } from "./pending-question.server";
import { REQUEST_BUDGET, type QuestionRoute, routeFirstPass, routeQuestion } from "./question-budget";
import { answerWithPlanners, PLANNER_NAME } from "./hybrid-answer.server";
import { plannerFacts } from "./planner-facts.server";
import { answerPinned, pinnedPlanOf } from "./pinned-plans.server";
import type { PinnedChoice } from "~/lib/pinned-choice";
import type { Services } from "~/server/services.server";
import type { PinnedPlan, StoredAnswer } from "~/lib/answer";
import type { AnalysisPlan } from "../../../engine/plan/schema";
import type { Database } from "~/server/db/client.server";
import { requireResource } from "~/server/access.server";
import { latestCleanedCopy, listDatasets, type DatasetRow } from "~/server/datasets/datasets.server";
import { toDatasetSummary, type DatasetSummary } from "~/server/datasets/dataset-view";
import type { StoredProfile } from "~/server/datasets/ingest.server";
import { datasetKeys, r2RandomAccess } from "~/server/datasets/storage.server";
import { releaseMonthlyUse, withMonthlyUse } from "~/server/usage.server";
import { checkRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { RateLimitedError, WorkspaceError } from "~/server/workspace-error.server";
import { appendExchange, createConversation, getConversation, listConversations, listMessages, type ConversationRow } from "./conversations.server";
import { starterQuestions } from "./starter-questions";

/** Stored answers keep at most this many table rows (D1 rows stay small); the full count is kept. */
const STORED_TABLE_ROWS = 2000;

export type AskServices = Pick<Services, "db" | "files" | "planner" | "clock" | "jobs" | "config">;

/**
 * Questions per person and minute, from the page and the API alike. Each one runs the engine over the whole
 * file (and may call the AI model); a person asks a few a minute, a script hundreds. The monthly quota counts
 * answers; this bounds the rate, on every plan.
 */
export const ASK_RULE: RateLimitRule = { limit: 30, windowSeconds: 60 };

export interface AskUser {
  id: string;
  plan: string;
}

export interface AnsweredOutcome {
  queued: false;
  datasetId: string;
  conversationId: string;
  /** The assistant message holding the answer. */
  messageId: string;
  answer: StoredAnswer;
}

/**
 * The dataset a question about `row` is answered from: its newest ready cleaned copy, when there is one,
 * unless the person switched back to the original (`useOriginal`).
 */
export async function datasetForAnalysis(db: Database, ownerId: string, row: DatasetRow, useOriginal = false): Promise<{ used: DatasetRow; cleanedCopy: boolean }> {
  if (row.kind === "original" && !useOriginal) {
    const copy = await latestCleanedCopy(db, ownerId, row.id);
    if (copy) return { used: copy, cleanedCopy: true };
  }
  return { used: row, cleanedCopy: row.kind === "cleaned" };
}

/** The dataset's columnar copy, opened for queries (409 while it is not ready). */
export async function openDataset(files: R2Bucket, row: DatasetRow): Promise<StoredDataset> {
  const source = row.columnarKey ? await r2RandomAccess(files, row.columnarKey) : null;
  if (!source) throw new WorkspaceError(409, "This file is not ready for questions yet. Wait until it shows as ready.");
  return openStoredDataset(source);
}

export function profileOf(row: DatasetRow): DatasetProfile | undefined {
  return row.profileJson ? (JSON.parse(row.profileJson) as StoredProfile).profile : undefined;
}

/** Keeps the stored answer small: the table's first rows, with its true row count. */
function compactTable(result: QueryResult): StoredAnswer["table"] {
  const { table } = result;
  if (table.rows.length <= STORED_TABLE_ROWS) return table;
  return { ...table, rows: table.rows.slice(0, STORED_TABLE_ROWS), truncated: true };
}

/** A question's file, conversation and earlier turns, checked: what answering it starts from, here or in the queue. */
export interface PreparedQuestion {
  /** The file the person chose (the conversation's). */
  requested: DatasetRow;
  /** The file the answer is worked out on: its cleaned copy, unless they switched back to the original. */
  used: DatasetRow;
  cleanedCopy: boolean;
  conversation: ConversationRow | null;
  turns: ConversationTurn[];
}

/** Checks access and readiness and gathers the conversation's earlier plans for follow-ups. */
export async function prepareQuestion(db: Database, user: AskUser, input: { datasetId: string; conversationId?: string; useOriginal?: boolean }): Promise<PreparedQuestion> {
  // Their own file, or one shared with a team of theirs (every role may ask); the conversation is the asker's.
  const { row: requested } = await requireResource(db, user.id, "dataset", input.datasetId, "ask");
  const { used, cleanedCopy } = await datasetForAnalysis(db, requested.ownerId, requested, input.useOriginal);
  if (used.status !== "ready") throw new WorkspaceError(409, "This file is not ready for questions yet. Wait until it shows as ready.");

  let conversation: ConversationRow | null = null;
  if (input.conversationId) {
    conversation = await getConversation(db, user.id, input.conversationId);
    if (conversation.datasetId !== requested.id && conversation.datasetId !== used.id) {
      throw new WorkspaceError(400, "This conversation is about another file. Start a new conversation for this one.");
    }
  }
  const history = conversation ? await listMessages(db, conversation.id) : [];
  const turns: ConversationTurn[] = [];
  for (let i = 0; i + 1 < history.length; i += 2) {
    const answer = history[i + 1].answerJson ? (JSON.parse(history[i + 1].answerJson!) as StoredAnswer) : null;
    turns.push({ question: history[i].content, plan: answer?.plan ?? null });
  }
  return { requested, used, cleanedCopy, conversation, turns };
}

/** What the planners are given for a question: its words, the file's schema and facts, the earlier turns. */
function plannerInput(prepared: PreparedQuestion, dataset: StoredDataset, facts: PlannerFacts, question: string): BuiltInPlannerInput {
  return { question, schema: dataset.schema, profile: facts, conversation: prepared.turns, datasetName: prepared.used.name };
}

/**
 * Works out the answer to `question` over `dataset` (the prepared file, opened): the built-in planner, Workers AI
 * when it is not sure, both plans run and compared (hybrid-answer.server.ts); several readings of the question are
 * executed and those matching no rows dropped (answer-readings.ts). The one function both the request and the
 * queue answer with, so an answer does not depend on where it was worked out.
 */
export async function workOutAnswer(services: Pick<Services, "files" | "planner">, prepared: PreparedQuestion, dataset: StoredDataset, question: string, pinned?: PinnedPlan): Promise<StoredAnswer> {
  const { used, cleanedCopy } = prepared;
  const profile = profileOf(used);
  const facts = await plannerFacts(services.files, datasetKeys(used.ownerId, used.id, used.format).plannerFacts, dataset, profile);
  const datasetRef = { id: used.id, name: used.name, cleanedCopy };
  const options = { profile: profile ? { columns: profile.columns } : undefined };
  // A reading chosen from an earlier question back, with its plan kept then: that plan, not planned again.
  const { planned, answered, readings, askedBack, pinnedPlans } = pinned ? await answerPinned(dataset, pinned, options) : await answerWithPlanners(dataset, plannerInput(prepared, dataset, facts, question), services.planner, options);
  if (answered.kind === "clarification") {
    const { message, suggestions, choices } = answered.clarification;
    const receipt = [askedBack ?? `Asked back by ${PLANNER_NAME[planned.planner]}.`];
    return { kind: "clarification", answer: message, suggestions, ...(choices?.length ? { choices } : {}), receipt, planner: planned.planner, plan: null, dataset: datasetRef, ...(readings ? { readings } : {}), ...(pinnedPlans ? { pinnedPlans } : {}) };
  }
  if (answered.kind === "tie") {
    const receipt = [`Worked out by ${PLANNER_NAME[planned.planner]}: the first two are level, so there is no single answer.`];
    return { kind: "clarification", answer: answered.message, suggestions: [], receipt, planner: planned.planner, plan: null, dataset: datasetRef };
  }
  return {
    kind: "answer",
    answer: answered.answer,
    value: answered.value,
    table: compactTable(answered.result),
    chart: answered.chart,
    plan: answered.plan,
    understood: answered.understood,
    receipt: answered.receipt,
    ...(answered.didYouMean ? { didYouMean: answered.didYouMean.understood } : {}),
    planner: planned.planner,
    dataset: datasetRef,
  };
}

/**
 * Where this question runs (question-budget.ts), from what it will read: the planner's facts pass when the file has
 * none yet, and the plans the built-in planner will run (unknown when Workers AI may plan it). Facts that fit the
 * request are gathered now (and kept), as the answer would.
 */
async function routeOf(services: AskServices, prepared: PreparedQuestion, dataset: StoredDataset, question: string, pinned?: AnalysisPlan): Promise<{ route: QuestionRoute; expectedReads: number }> {
  const { used } = prepared;
  const profile = profileOf(used);
  const factsKey = datasetKeys(used.ownerId, used.id, used.format).plannerFacts;
  const budget = services.config.QUESTION_REQUEST_VALUES ? { ...REQUEST_BUDGET, values: services.config.QUESTION_REQUEST_VALUES } : REQUEST_BUDGET;
  const wholeFile = estimateFullRead(dataset, dataset.schema.columns.map((c) => c.id));
  const firstPass = (await services.files.head(factsKey)) ? null : estimateFullRead(dataset, plannerFactsColumns(dataset.schema, profile));
  const expected = (estimate: { rangeReads: number; rangeReadsOnePerSegment: number }, route: QuestionRoute) =>
    route.run === "queue" && route.oneReadPerSegment ? estimate.rangeReadsOnePerSegment : estimate.rangeReads;
  const early = firstPass && routeFirstPass(firstPass, wholeFile, budget);
  if (early) return { route: early, expectedReads: expected(firstPass, early) + expected(wholeFile, early) };
  const facts = await plannerFacts(services.files, factsKey, dataset, profile);
  const builtIn = pinned ? undefined : planWithBuiltIn(plannerInput(prepared, dataset, facts, question));
  // A kept plan is the only one run; otherwise the built-in planner's, unless Workers AI may plan it.
  const aiMayPlan = builtIn !== undefined && services.planner.mode !== "builtin" && !builtInCertainty(builtIn).sure;
  const planned = builtIn ? [builtIn.plan, ...(builtIn.readings ?? []).map((r) => r.plan)].filter((plan) => plan !== null && plan !== undefined) : [pinned!];
  const plans = aiMayPlan ? null : await estimateRead(dataset, [...new Map(planned.map((p) => [planKey(p), p])).values()], { profile: profile ? { columns: profile.columns } : undefined });
  const route = routeQuestion({ plans, firstPass, wholeFile }, budget);
  return { route, expectedReads: expected(plans ?? wholeFile, route) };
}

/** What asking gave: the answer, or the question's job when it is worked out in the queue. */
export type AskOutcome = AnsweredOutcome | QueuedOutcome;

export interface QueuedOutcome {
  queued: true;
  datasetId: string;
  conversationId: string;
  jobId: string;
  /** Why it runs in the background, and what happens now. */
  reason: string;
}

/**
 * Answers `question` about the user's dataset, continuing `conversationId` when given. Counts one AI query
 * (refused with 402 upgradeRequired past the plan's monthly quota); a question that needs clarifying is
 * stored but not counted. Past ASK_RULE it is refused with 429 before anything runs. A question that would read
 * more than a request's budget is queued (the conversation is made first, so its page can follow the job); one
 * that would pass even a queue run's is refused with 422, saying which limit.
 */
export async function askQuestion(
  services: AskServices,
  user: AskUser,
  input: { datasetId: string; question: string; conversationId?: string; useOriginal?: boolean; pinned?: PinnedChoice },
): Promise<AskOutcome> {
  const { db, files } = services;
  const now = services.clock.now();
  const limit = await checkRateLimit(db, `ask:user:${user.id}`, ASK_RULE, now.getTime());
  if (!limit.ok) throw new RateLimitedError(limit.message, limit.retryAfterSeconds);
  const prepared = await prepareQuestion(db, user, input);
  if (prepared.conversation && (await pendingQuestion(db, user.id, prepared.conversation.id))?.status.match(/queued|running/)) {
    throw new WorkspaceError(409, "The last question in this conversation is still being worked out. Ask the next one when its answer is here.");
  }
  // A choice that names a plan kept with an earlier question back: found in this conversation only (404 otherwise).
  const pinned = input.pinned ? await pinnedPlanOf(db, prepared.conversation, input.pinned) : undefined;
  const dataset = await openDataset(files, prepared.used);
  const { route, expectedReads } = await routeOf(services, prepared, dataset, input.question, pinned?.plan);
  if (route.run === "refused") throw new WorkspaceError(422, route.message);
  if (route.run === "queue") {
    const { jobId, conversationId } = await withMonthlyUse(
      db,
      user,
      "ai_query",
      async () => {
        const conversation = prepared.conversation ?? (await createConversation(db, user.id, prepared.requested.id, input.question));
        const job = {
          type: "answer-question" as const,
          datasetId: prepared.requested.id,
          conversationId: conversation.id,
          question: input.question,
          useOriginal: Boolean(input.useOriginal),
          oneReadPerSegment: route.oneReadPerSegment,
          expectedReads,
          reason: route.reason,
          ...(input.pinned ? { pinned: input.pinned } : {}),
        };
        return { jobId: await enqueueJob({ db, queue: services.jobs }, job, user.id), conversationId: conversation.id };
      },
      now,
    );
    return { queued: true, datasetId: prepared.requested.id, conversationId, jobId, reason: route.reason };
  }

  // The question holds one of the month's AI questions while it is answered; a failure gives it back.
  const outcome = await withMonthlyUse(
    db,
    user,
    "ai_query",
    async () => {
      const answer = await workOutAnswer(services, prepared, dataset, input.question, pinned);
      const conversation = prepared.conversation ?? (await createConversation(db, user.id, prepared.requested.id, input.question));
      const { answerId } = await appendExchange(db, conversation.id, input.question, { content: answer.answer, answerJson: JSON.stringify(answer) }, now);
      return { queued: false as const, datasetId: prepared.requested.id, conversationId: conversation.id, messageId: answerId, answer };
    },
    now,
  );
  // A question that needs clarifying is kept in the thread but not counted.
  if (outcome.answer.kind === "clarification") await releaseMonthlyUse(db, user.id, "ai_query", now);
  return outcome;
}

export interface AskPage {
  /** Ready original files the user can ask about (cleaned copies are used through their original). */
  datasets: DatasetSummary[];
  /** The dataset answers come from (a cleaned copy when one exists), or null without any ready file. */
  dataset: DatasetSummary | null;
  cleanedCopy: boolean;
  /** The original answers instead of its cleaned copy, which exists: the person switched back. */
  usingOriginal: boolean;
  conversation: { id: string; title: string } | null;
  thread: { messageId: string; question: string; answerJson: string | null }[];
  starters: string[];
  conversations: { id: string; title: string }[];
  /** The conversation's question being worked out in the queue (or failed there), if any. */
  pending: PendingQuestion | null;
}

/** Everything the AI Analysis page shows for a dataset and (optionally) one of its conversations. */
export async function loadAskPage(
  services: { db: Database },
  user: AskUser,
  input: { datasetId: string | null; conversationId: string | null; useOriginal?: boolean },
): Promise<AskPage> {
  const { db } = services;
  const all = await listDatasets(db, user.id);
  const ready = all.filter((d) => d.status === "ready" && d.kind === "original");
  let conversation: ConversationRow | null = null;
  if (input.conversationId) conversation = await getConversation(db, user.id, input.conversationId);
  const requestedId = conversation?.datasetId ?? input.datasetId;
  const requested = requestedId ? (await requireResource(db, user.id, "dataset", requestedId, "ask")).row : (ready[0] ?? null);
  if (!requested) return { datasets: [], dataset: null, cleanedCopy: false, usingOriginal: false, conversation: null, thread: [], starters: [], conversations: [], pending: null };
  const { used, cleanedCopy } = await datasetForAnalysis(db, requested.ownerId, requested, input.useOriginal);
  const usingOriginal = Boolean(input.useOriginal) && requested.kind === "original" && (await latestCleanedCopy(db, requested.ownerId, requested.id)) !== undefined;

  const messages = conversation ? await listMessages(db, conversation.id) : [];
  const thread = [];
  for (let i = 0; i + 1 < messages.length; i += 2) {
    thread.push({ messageId: messages[i + 1].id, question: messages[i].content, answerJson: messages[i + 1].answerJson });
  }
  const schema = used.schemaJson ? (JSON.parse(used.schemaJson) as Parameters<typeof starterQuestions>[0]) : null;
  const profile = profileOf(used);
  const dateColumn = schema?.columns.find((c) => c.type === "date");
  const latest = dateColumn ? profile?.columns.find((c) => c.id === dateColumn.id)?.max : undefined;
  const others = await listConversations(db, user.id, requested.id, 10);
  return {
    datasets: ready.map(toDatasetSummary),
    dataset: toDatasetSummary(used),
    cleanedCopy,
    usingOriginal,
    conversation: conversation ? { id: conversation.id, title: conversation.title } : null,
    thread,
    starters: schema ? starterQuestions(schema, latest !== undefined ? new Date(latest).getUTCFullYear() : undefined) : [],
    conversations: others.filter((c) => c.id !== conversation?.id).map((c) => ({ id: c.id, title: c.title })),
    pending: conversation ? await pendingQuestion(db, user.id, conversation.id, messages.at(-1)?.createdAt) : null,
  };
}
