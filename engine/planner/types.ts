// The planner interface: a question (plus the dataset's schema, facts and the conversation so far)
// in, a validated analysis plan — or a clarification — out. Implemented by the built-in planner and
// the Workers AI planner; both return this shape.
import type { AnalysisPlan } from "../plan/schema";
import type { DatasetMeaning } from "../semantic/types";
import type { DatasetSchema } from "../types";

/**
 * What the planner may know about a column's values. The ingest profile's ColumnProfile satisfies it
 * structurally; `values` (every distinct value of a text column, when there are not too many) is what
 * lets "in Germany" find the Country column — see `collectColumnValues`.
 */
export interface PlannerColumnFacts {
  id: string;
  count?: number;
  missing?: number;
  distinct?: number;
  /** Numbers and dates (epoch ms). */
  min?: number;
  max?: number;
  /** Most frequent values, most frequent first. */
  top?: { value: string | number | boolean | null; count: number }[];
  /** Every distinct value of a text column (most frequent first when known). */
  values?: readonly string[];
}

export interface PlannerFacts {
  rowCount?: number;
  columns: PlannerColumnFacts[];
  /** Code column id → the column of names its values map to one to one ("Region ID" R1/R2 → "Region" North/South): labelled-codes.ts. */
  labels?: Readonly<Record<string, string>>;
  /** The semantic layer stored with the ingest profile (absent in facts made from older profiles: then worked out). */
  semantic?: DatasetMeaning;
}

/** One earlier exchange of the conversation. Only the plan (and question) are needed to follow up. */
export interface ConversationTurn {
  question: string;
  plan: AnalysisPlan | null;
}

export interface PlannerInput {
  question: string;
  schema: DatasetSchema;
  profile?: PlannerFacts;
  /** Earlier turns, oldest first. */
  conversation?: readonly ConversationTurn[];
}

export type PlannerName = "built-in" | "workers-ai";

export interface Clarification {
  /** A sentence for the user: "I couldn't find 'profit'. Did you mean 'Gross Margin'?" */
  message: string;
  /** Display names of the closest columns, best first. */
  suggestions: string[];
  /** The words that could not be mapped. */
  unknownWords: string[];
  /** Ways to ask again with the doubt settled, each the question reworded with the exact column or value (choices.ts). */
  choices?: ClarificationChoice[];
}

/** One answer to a question back: what it chooses, in words, and the question that asks it. */
export interface ClarificationChoice {
  label: string;
  question: string;
  /**
   * A plan kept with the question back, by its place there (app/server/conversations/pinned-plans.server.ts): a
   * reading no question of the built-in planner's gives again. Choosing it answers with exactly that plan.
   */
  pinned?: number;
}

/** One candidate reading of a question (readings.ts): its plan and how much of the question it explains. */
export interface Reading {
  readonly plan: AnalysisPlan;
  /** How this reading understood the question, in words. */
  readonly understood: string;
  /** Content words of the question this reading explains: the higher, the closer to what was asked. */
  readonly score: number;
  /** The choice this reading made, in words ("'name' as 'calendar_names_2'"). */
  readonly choice: string;
  readonly notes?: readonly string[];
  /** The question reworded so that it reads this way only ("… for Origin Lisbon"): what a choice between readings asks. */
  readonly question?: string;
}

export interface PlannerResult {
  /** The plan to execute, or null when the question is refused or needs clarifying. */
  plan: AnalysisPlan | null;
  /** How the question was understood, in words ("Total Revenue by Region, orders in 2024"). */
  understood: string;
  /** 0–1: how sure the planner is that the plan answers the question as asked. */
  confidence: number;
  clarification?: Clarification;
  /** Which planner produced this answer. */
  planner: PlannerName;
  /** The question continued the previous turn (follow-up) rather than starting fresh. */
  followUp?: boolean;
  /** Interpretation notes worth showing ("'Germny' read as 'Germany'"). */
  notes?: string[];
  /**
   * The plan averages this column over rows narrowed to one thing because the question asked its value ("how much
   * does a lamp cost?"): the answer step answers only when those rows agree, and asks otherwise (one-entity-value.ts).
   */
  valueOfOne?: string;
  /** Why this planner answered when both could have (the hybrid planner, AI_PLANNER=auto): said in the receipt. */
  answeredBecause?: string;
  /**
   * Other readings of a question whose words fit several columns equally well, best first (the plan is the first
   * when set). The answer step executes them, drops those that match no rows, and offers the runner-up as
   * "Did you mean …" — or, when the plan is null, answers a tie that execution settles.
   */
  readings?: readonly Reading[];
}
