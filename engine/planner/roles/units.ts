// Units written in a question ("taller than 1.40 meters", "50000 grams", "more than 50 ha"): a number's unit is
// converted into the unit its column holds, when the header states one or the values imply one; a unit the
// column cannot be in stays unknown, so the planner asks rather than compares 1.4 with heights in centimetres.
import { UNIT_SCALES } from "../lexicon";
import { UNIT_WORDS } from "../../language/vocabulary";
import type { ColumnEntry } from "../schema-index";
import { COMPARISON_SUBJECT } from "./cue-mention";
import type { ColumnMention, Draft } from "./draft";
import { wordTable } from "../../word-table";

/**
 * The unit a body measurement's values imply when the header names none: a height between 100 and 250 is in
 * centimetres (between 1 and 2.5 in metres), a weight between 30 and 250 in kilograms — the only readings
 * people's heights and weights allow.
 */
function impliedUnit(column: ColumnEntry): string | undefined {
  const { min, max } = column.facts ?? {};
  if (min === undefined || max === undefined) return undefined;
  const names = column.words.map((w) => w.norm);
  if (names.includes("height") && min >= 100 && max <= 250) return "cm";
  if (names.includes("height") && min >= 1 && max <= 2.5) return "m";
  if (names.includes("weight") && min >= 30 && max <= 250) return "kg";
  return undefined;
}

/** The unit a column's values are in: written in its header ("Weight (kg)", "wind_kmh") or implied by them. */
function unitOfValues(column: ColumnEntry): string | undefined {
  for (const w of column.words) if (UNIT_WORDS[w.norm] && UNIT_WORDS[w.norm] !== "years") return UNIT_WORDS[w.norm];
  return impliedUnit(column);
}

/** The number column a unit at mention `k` belongs to: the comparison's subject ("heavier than"), else the nearest. */
function columnForUnit(d: Draft, k: number): ColumnEntry | undefined {
  const at = d.mentions[k].start;
  const compare = d.mentions.slice(0, k).reverse().find((x) => x.kind === "cue" && x.cue.kind === "compare");
  const subjectWord = compare ? COMPARISON_SUBJECT[d.tokens.slice(compare.start, compare.end).map((t) => t.norm).join(" ")] : undefined;
  const subject = subjectWord ? d.index.columns.find((c) => c.type === "number" && c.words.some((w) => w.norm === subjectWord)) : undefined;
  if (subject) return subject;
  const columns = d.mentions.filter((x): x is ColumnMention => x.kind === "column" && x.column.type === "number").sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at));
  return columns[0]?.column;
}

/** Names of quantities measured in one dimension. Heights and weights are left out: their unit is read from their values. */
const DIMENSION_NAMES: Readonly<Record<string, readonly string[]>> = wordTable({
  area: ["area", "surface", "acreage"], speed: ["wind", "speed", "velocity"], length: ["length", "distance", "width", "depth", "elevation", "altitude"],
  mass: ["mass", "load", "payload"],
});

function namesDimension(column: ColumnEntry, dimension: string): boolean {
  const names = DIMENSION_NAMES[dimension] ?? [];
  return column.words.some((w) => names.includes(w.norm));
}

const formatted = (n: number): string => String(Number(n.toPrecision(12)));

/**
 * "1.40 meters" against a Height in cm becomes 140 (and a note says so); "50 ha" against an Area with no unit
 * written is taken as written when 50 lies within the column's values. The unit word is then grammar.
 */
export function convertQuantities(d: Draft): void {
  const { mentions, tokens } = d;
  for (let k = 1; k < mentions.length; k++) {
    const unitWord = mentions[k];
    const number = mentions[k - 1];
    if (unitWord.kind !== "word" || number.kind !== "number" || number.end !== unitWord.start || number.percent || number.currency) continue;
    const unit = UNIT_WORDS[unitWord.norm];
    const scale = unit ? UNIT_SCALES[unit] : undefined;
    if (!unit || !scale) continue;
    const column = columnForUnit(d, k);
    if (!column) continue;
    const held = unitOfValues(column);
    const heldScale = held ? UNIT_SCALES[held] : undefined;
    let value: number | undefined;
    if (held === unit) value = number.value;
    else if (heldScale?.dimension === scale.dimension) {
      value = Number(((number.value * scale.factor) / heldScale.factor).toPrecision(12));
      d.frame.notes.push(`${formatted(number.value)} ${tokens[unitWord.start].raw} is read as ${formatted(value)} ${held}, the unit of ${column.name}`);
    } else if (!held && namesDimension(column, scale.dimension)) {
      // No unit written or implied, but the column measures that quantity ("area", "wind"): the question's unit
      // is taken as the column's, and the note says so.
      value = number.value;
      d.frame.notes.push(`${column.name} is taken to be in ${unit}, as the question says`);
    }
    if (value === undefined) continue;
    mentions[k - 1] = { ...number, value };
    mentions[k] = { ...unitWord, filler: true };
  }
}

/**
 * "taller than 170 cm", "ages (in years)": a unit after a column (not after a number) is accepted when the
 * nearest column states the same unit in its header ("height in cm"), or years for an age; any other unit stays
 * unknown, since the answer would have to be converted.
 */
export function unitOfColumn(d: Draft, k: number): boolean {
  const m = d.mentions[k];
  if (m.kind !== "word") return false;
  const unit = UNIT_WORDS[m.norm];
  if (!unit) return false;
  // "younger than 18 years": the comparison names its column (age).
  if (unit === "years" && d.compareSubject === "age") return true;
  const column = columnForUnit(d, k);
  if (!column) return false;
  const header = column.words.map((w) => w.norm);
  if (unit === "years") return header.some((w) => w === "age" || w === "years" || w === "tenure");
  return unitOfValues(column) === unit;
}
