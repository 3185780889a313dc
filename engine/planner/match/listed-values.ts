// Values listed together ("Ashby or Brent", "not Ashby or Brent") are values of one column when one column holds
// them all: a team found in both Home Team and Away Team right after "away team is not Ashby or" is an away team
// too, never a home team ANDed on (issue #27). The list settles the later value's column, so it is no tie.
import type { Mention, ReadQuestion } from "./mentions";

type ValueMention = Extract<Mention, { kind: "value" }>;

/** Words that join the items of one list. */
const LIST_JOINERS: ReadonlySet<string> = new Set(["or", "and", ",", "&", "nor"]);

/** The mention before `k`, skipping filler words ("or the Brent"). */
function previous(mentions: readonly Mention[], k: number): { mention: Mention; at: number } | undefined {
  for (let i = k - 1; i >= 0; i--) {
    const m = mentions[i];
    if (m.kind === "word" && m.filler) continue;
    return { mention: m, at: i };
  }
  return undefined;
}

/** The value listed right before this one ("A or B": A for B), when only a joining word stands between them. */
function listedBefore(read: ReadQuestion, k: number): ValueMention | undefined {
  const joiner = previous(read.mentions, k);
  if (!joiner || joiner.mention.kind !== "cue" || joiner.mention.cue.kind !== "conjunction") return undefined;
  if (!LIST_JOINERS.has(read.tokens[joiner.mention.start]?.norm ?? "")) return undefined;
  const before = previous(read.mentions, joiner.at);
  return before?.mention.kind === "value" ? before.mention : undefined;
}

/** The read with each listed value moved to the column of the value listed before it, when it is a value of that column too. */
export function alignListedValues(read: ReadQuestion): ReadQuestion {
  let mentions: Mention[] | undefined;
  for (const [k, m] of read.mentions.entries()) {
    if (m.kind !== "value") continue;
    const current = { ...read, mentions: mentions ?? read.mentions };
    const first = listedBefore(current, k);
    if (!first || first.column === m.column) continue;
    const same = m.rivals?.find((r) => r.column === first.column);
    if (!same) continue;
    mentions ??= [...read.mentions];
    mentions[k] = { ...m, column: same.column, values: same.values, rivals: undefined };
  }
  return mentions ? { ...read, mentions } : read;
}
