// Asking a question about a dataset: the planners turn it into a validated plan (with the conversation's
// earlier plans for follow-ups; hybrid-answer.server.ts decides which one answers), the engine executes it
// over the columnar copy in R2, and the answer — sentence, table, chart choice, how it was answered — is
// stored with the conversation in D1.
import { openStoredDataset, type DatasetProfile, type QueryResult, type StoredDataset } from "../../../engine";
import type { ConversationTurn } from "../../../engine/planner";
import { answerWithPlanners } from "./hybrid-answer.server";
import { plannerFacts } from "./planner-facts.server";
import type { Services } from "~/server/services.server";
import type { StoredAnswer } from "~/lib/answer";
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

export type AskServices = Pick<Services, "db" | "files" | "planner" | "clock">;

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

export interface AskOutcome {
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

/**
 * Answers `question` about the user's dataset, continuing `conversationId` when given. Counts one AI query
 * (refused with 402 upgradeRequired past the plan's monthly quota); a question that needs clarifying is
 * stored but not counted. Past ASK_RULE it is refused with 429 before anything runs.
 */
export async function askQuestion(
  services: AskServices,
  user: AskUser,
  input: { datasetId: string; question: string; conversationId?: string; useOriginal?: boolean },
): Promise<AskOutcome> {
  const { db, files } = services;
  const now = services.clock.now();
  const limit = await checkRateLimit(db, `ask:user:${user.id}`, ASK_RULE, now.getTime());
  if (!limit.ok) throw new RateLimitedError(limit.message, limit.retryAfterSeconds);
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

  // The question holds one of the month's AI questions while it is answered; a failure gives it back.
  const outcome = await withMonthlyUse(db, user, "ai_query", async () => {
    let answer: StoredAnswer;
    const dataset = await openDataset(files, used);
    const profile = profileOf(used);
    const facts = await plannerFacts(files, datasetKeys(used.ownerId, used.id, used.format).plannerFacts, dataset, profile);
    const question = { question: input.question, schema: dataset.schema, profile: facts, conversation: turns, datasetName: used.name };
    const datasetRef = { id: used.id, name: used.name, cleanedCopy };
    // The built-in planner, Workers AI when it is not sure, both plans run and compared; several readings of the
    // question are executed and those matching no rows dropped (answer-readings.ts).
    const { planned, answered, readings } = await answerWithPlanners(dataset, question, services.planner, { profile: profile ? { columns: profile.columns } : undefined });
    if (answered.kind === "clarification") {
      answer = { kind: "clarification", answer: answered.clarification.message, suggestions: answered.clarification.suggestions, planner: planned.planner, plan: null, dataset: datasetRef, ...(readings ? { readings } : {}) };
    } else if (answered.kind === "tie") {
      answer = { kind: "clarification", answer: answered.message, suggestions: [], planner: planned.planner, plan: null, dataset: datasetRef };
    } else {
      answer = {
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
    conversation ??= await createConversation(db, user.id, requested.id, input.question);
    const { answerId } = await appendExchange(db, conversation.id, input.question, { content: answer.answer, answerJson: JSON.stringify(answer) }, now);
    return { datasetId: requested.id, conversationId: conversation.id, messageId: answerId, answer };
  }, now);
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
  if (!requested) return { datasets: [], dataset: null, cleanedCopy: false, usingOriginal: false, conversation: null, thread: [], starters: [], conversations: [] };
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
  };
}
