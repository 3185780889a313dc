// AI suggestions for cleaning, kept honest: what a language model is shown (the category columns' distinct
// values) and the validation of what it proposes. A proposal becomes a recommendation only when every value it
// names is a value of the one column it names, and its count and reason come from the engine's own merge rule
// applied to the data, never from the model's words. Pure: the model call lives in ./ai/suggest-merges.ts.
import type { Recommendation } from "./clean";
import { stepId } from "./clean";
import { type CleaningLevel, frequencies, isCategory, levelIncludes, type ValueMerge } from "./rule-parts";
import { RULES, ruleContext, typoMapping, TYPO_MAX_DISTINCT } from "./rules";
import type { CleanTable } from "./table";
import { normalText, tidyText } from "./text";

/** A category column as the model sees it: its id, name and distinct values (most frequent first) with their counts. */
export interface MergeCandidate {
  id: string;
  name: string;
  values: { value: string; count: number }[];
}

/** Columns shown to the model, at most (the prompt stays a few thousand tokens). */
export const MAX_CANDIDATE_COLUMNS = 12;
/** Distinct values shown per column, at most (most frequent first). */
export const MAX_CANDIDATE_VALUES = 60;
/** Longer values are not shown (free text, not categories) and cannot be named. */
export const MAX_VALUE_LENGTH = 80;
/** Suggestions kept from one answer, at most. */
export const MAX_SUGGESTIONS = 10;
/** Proposals looked at, at most: the rest of a longer answer is dropped unread. */
export const MAX_PROPOSALS = 50;
/** Values one suggestion may merge into its target, at most. */
export const MAX_MERGED_VALUES = 20;

const MERGE_RULE = RULES.find((r) => r.kind === "merge-values")!;

/** AI merges are a Moderate action (merging categories): Conservative never changes what a value means. */
export function levelTakesSuggestions(level: CleaningLevel): boolean {
  return levelIncludes(level, MERGE_RULE.level);
}

/** The text category columns (not identifiers) with at least two different values: what the model may look at. */
export function mergeCandidates(table: CleanTable, now: number): MergeCandidate[] {
  const context = ruleContext(table, now);
  const out: MergeCandidate[] = [];
  for (const column of table.columns) {
    if (out.length >= MAX_CANDIDATE_COLUMNS) break;
    if (column.type !== "text" || context.identifiers.has(column.id)) continue;
    const values = table.values[column.id];
    if (!isCategory(values)) continue;
    const counts = new Map<string, number>();
    for (const [value, n] of frequencies(values)) {
      const tidy = tidyText(value);
      if (tidy !== "" && tidy.length <= MAX_VALUE_LENGTH) counts.set(tidy, (counts.get(tidy) ?? 0) + n);
    }
    if (counts.size < 2 || counts.size > TYPO_MAX_DISTINCT) continue;
    const sorted = [...counts].sort((a, b) => b[1] - a[1]).slice(0, MAX_CANDIDATE_VALUES);
    out.push({ id: column.id, name: column.name, values: sorted.map(([value, count]) => ({ value, count })) });
  }
  return out;
}

/** A proposal the engine did not keep, and why (for logs and tests; never shown as a recommendation). */
export interface DroppedSuggestion {
  proposal: unknown;
  reason: string;
}

interface Proposal {
  column: string;
  from: string[];
  to: string;
}

function asProposal(value: unknown): Proposal | null {
  if (typeof value !== "object" || value === null) return null;
  const { column, from, to } = value as Record<string, unknown>;
  if (typeof column !== "string" || typeof to !== "string" || !Array.isArray(from) || from.length === 0) return null;
  if (!from.every((v): v is string => typeof v === "string")) return null;
  return { column, from, to };
}

/**
 * Checks a model's proposed merges against `table` and turns the valid ones into recommendations (unticked until
 * the person ticks them). A proposal is dropped when it is not a merge, names a column the table does not have
 * (by id or exact name) or one that is not a category column (numbers, dates, identifiers), names a value that is
 * not in that column (compared ignoring spaces and capitals), merges only spellings Conservative cleaning already
 * unifies or misspellings Moderate already merges, or reuses a value an earlier suggestion merged. Counts and
 * reasons come from the engine's merge rule run on the data.
 */
export function validateMergeSuggestions(
  table: CleanTable,
  level: CleaningLevel,
  now: number,
  proposals: readonly unknown[],
): { accepted: Recommendation[]; dropped: DroppedSuggestion[] } {
  const accepted: Recommendation[] = [];
  const dropped: DroppedSuggestion[] = [];
  const drop = (proposal: unknown, reason: string) => dropped.push({ proposal, reason });
  if (!levelTakesSuggestions(level)) {
    for (const proposal of proposals) drop(proposal, "merging values is not part of Conservative cleaning");
    return { accepted, dropped };
  }
  const context = ruleContext(table, now);
  const candidates = new Map(mergeCandidates(table, now).map((c) => [c.id, c]));
  /** Per column: values (normal form) an accepted suggestion already merges or merges into. */
  const used = new Map<string, Set<string>>();
  const typos = new Map<string, Map<string, string>>();
  for (const raw of proposals.slice(MAX_PROPOSALS)) drop(raw, `more than ${MAX_PROPOSALS} proposals`);
  for (const raw of proposals.slice(0, MAX_PROPOSALS)) {
    if (accepted.length >= MAX_SUGGESTIONS) {
      drop(raw, `more than ${MAX_SUGGESTIONS} suggestions`);
      continue;
    }
    const proposal = asProposal(raw);
    if (!proposal) {
      drop(raw, "not a merge of values (column, from, to)");
      continue;
    }
    const column = table.columns.find((c) => c.id === proposal.column) ?? table.columns.find((c) => c.name === proposal.column);
    if (!column) {
      drop(raw, `the table has no column “${proposal.column}”`);
      continue;
    }
    const candidate = candidates.get(column.id);
    if (!candidate) {
      drop(raw, `“${column.name}” is not a category column (${column.type !== "text" ? `it holds ${column.type}s` : context.identifiers.has(column.id) ? "it identifies rows" : "too many different values"})`);
      continue;
    }
    // The column's own spelling of each value, by normal form (most frequent spelling first).
    const spelling = new Map<string, string>();
    for (const { value } of candidate.values) if (!spelling.has(normalText(value))) spelling.set(normalText(value), value);
    const missing = [proposal.to, ...proposal.from].find((v) => !spelling.has(normalText(v)));
    if (missing !== undefined) {
      drop(raw, `“${missing.slice(0, MAX_VALUE_LENGTH)}” is not a value of “${column.name}”`);
      continue;
    }
    const target = spelling.get(normalText(proposal.to))!;
    if (!typos.has(column.id)) typos.set(column.id, typoMapping(table.values[column.id]));
    const isTypoOfTarget = (v: string) => [...typos.get(column.id)!].some(([rare, common]) => normalText(rare) === normalText(v) && normalText(common) === normalText(target));
    const from = [...new Set(proposal.from.map((v) => spelling.get(normalText(v))!))].filter((v) => normalText(v) !== normalText(target) && !isTypoOfTarget(v));
    if (from.length === 0) {
      drop(raw, "nothing left to merge: the values differ only in spaces, capitals or a misspelling the other recommendations already fix");
      continue;
    }
    if (from.length > MAX_MERGED_VALUES) {
      drop(raw, `merges more than ${MAX_MERGED_VALUES} values into one`);
      continue;
    }
    const seen = used.get(column.id) ?? new Set<string>();
    if ([target, ...from].some((v) => seen.has(normalText(v)))) {
      drop(raw, "reuses a value another suggestion already merges");
      continue;
    }
    const merge: ValueMerge = { from, to: target };
    const fix = MERGE_RULE.find(table, context, column, merge);
    if (!fix) {
      drop(raw, "changes no value");
      continue;
    }
    for (const v of [target, ...from]) seen.add(normalText(v));
    used.set(column.id, seen);
    accepted.push({
      id: stepId({ kind: MERGE_RULE.kind, column: column.id, merge }),
      kind: MERGE_RULE.kind,
      title: MERGE_RULE.title,
      level: MERGE_RULE.level,
      column: { id: column.id, name: column.name },
      count: fix.count,
      unit: "values",
      reason: fix.reason,
      suggestedBy: "ai",
      merge,
    });
  }
  return { accepted, dropped };
}
