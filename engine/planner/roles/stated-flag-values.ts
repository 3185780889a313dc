// "where returned is no", "returned = false", "refunded is not yes": a yes/no column followed by the value the
// question states for it. Without this pass the column alone read as "returned" (the rows where it is yes) and the
// stated "no" was dropped — a confident answer for the opposite rows. The value words are the ones a yes/no column's
// cells are read from, so a flag is filtered by what the question says, or the question is asked back.
import type { Draft } from "./draft";
import { wordTable } from "../../word-table";

const STATED: Readonly<Record<string, boolean>> = wordTable({ yes: true, true: true, y: true, no: false, false: false, n: false });
/** Words that may sit between the column and its value: "is", "was set to", "equals". */
const LINKS: ReadonlySet<string> = new Set(["is", "are", "was", "were", "be", "been", "equals", "equal", "equaling", "set", "to", "marked", "as", "of"]);
/** "isn't", "wasn't": a link and a negation at once (the tokenizer may have normalised the word to "is"). */
const NEGATED_LINK = /^(is|are|was|were)n[’']t$/;

export function readStatedFlagValues(d: Draft): void {
  const { mentions, tokens } = d;
  for (let k = 0; k < mentions.length; k++) {
    const m = mentions[k];
    if (m.kind !== "column" || m.column.type !== "boolean") continue;
    let j = k + 1;
    let linked = false;
    let negations = 0;
    // The links and negations between the column and a stated value.
    for (; j < mentions.length; j++) {
      const x = mentions[j];
      const norm = tokens[x.start]?.norm ?? "";
      const raw = tokens[x.start]?.raw.toLowerCase() ?? "";
      if (x.end - x.start !== 1) break;
      if (NEGATED_LINK.test(raw)) {
        linked = true;
        negations++;
      } else if (x.kind === "cue" && x.cue.kind === "compare" && x.cue.op === "eq") linked = true;
      else if (x.kind === "word" && LINKS.has(norm)) linked = true;
      else if (x.kind === "cue" && x.cue.kind === "exclude" && norm === "not") negations++;
      else break;
    }
    const value = mentions[j];
    const stated = value && value.end - value.start === 1 ? STATED[tokens[value.start].norm] : undefined;
    // "returned no orders" is not a stated value: a value word counts only after "is", "=", "equals".
    if (!linked || stated === undefined) continue;
    const isTrue = negations % 2 === 0 ? stated : !stated;
    const span = mentions.slice(k + 1, j + 1);
    mentions[k] = isTrue ? m : { kind: "negated-bool", start: m.start, end: m.end, column: m.column };
    for (const x of span) mentions[mentions.indexOf(x)] = { kind: "word", start: x.start, end: x.end, norm: tokens[x.start].norm, raw: tokens[x.start].raw, filler: true };
    k = j;
  }
}
