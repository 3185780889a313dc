// One column's meaning: its words, their expansions, unit, role and the kind of its values. Pure: the same
// function runs at ingest (over the profile) and in the planner (over its facts) when no stored meaning fits.
import { addsUp } from "./additive";
import { isCategoricalNumber, columnRole, isIdentifier } from "./column-role";
import { headerAbbreviations } from "./header-abbreviations";
import { expandedSpellings, headerWords } from "./header-words";
import { headerUnit } from "./header-unit";
import type { ColumnLike, ColumnMeaning, ValueFacts } from "./types";
import { VALUE_KIND_NAMES, valueKindOf } from "./value-kind";

/** `tableHeaders`: the table's one-word headers, which settle a standings table's short headers ("W" beside "L"). */
export function describeColumnMeaning(column: ColumnLike, facts: ValueFacts | undefined, rowCount: number, tableHeaders?: ReadonlySet<string>): ColumnMeaning {
  const { base, words } = headerWords(column);
  const expanded = expandedSpellings(base);
  const abbreviations = headerAbbreviations(words, tableHeaders);
  // What the words stand for counts too: "yr" is a year, "Pclass" a class, "Yr Grp" a group.
  const meant = [...words, ...expanded.flat(), ...Object.values(abbreviations ?? {})];
  const identifier = isIdentifier(column, words, facts, rowCount);
  const categorical = isCategoricalNumber(column, meant, facts);
  const valueKind = valueKindOf(column, facts);
  const role = columnRole(column, words, meant, facts, rowCount, { identifier, categorical, valueKind });
  const unit = headerUnit(column, words, categorical);
  const valueNames = valueKind ? VALUE_KIND_NAMES[valueKind] : undefined;
  return {
    id: column.id,
    name: column.name,
    words,
    expanded,
    ...(abbreviations ? { abbreviations } : {}),
    ...(valueNames ? { valueNames } : {}),
    ...(unit ? { unit } : {}),
    role,
    ...(valueKind ? { valueKind } : {}),
    ...(column.type === "number" ? { additive: addsUp(column, facts), categorical } : {}),
    ...(column.name.includes("?") ? { question: true } : {}),
  };
}
