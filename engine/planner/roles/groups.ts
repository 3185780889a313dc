// Groupings: the columns after "by"/"per"/"which", loose categorical columns beside a grouping, several
// values of one column being compared ("North vs South"), and what a share is a share of.
import type { ColumnEntry } from "../schema-index";
import type { Draft } from "./draft";
import { listAsked } from "./column-mention";
import { autoBucket } from "./dates";

/** The column that names each row: a text Name or Title (possibly "Full Name", "Product Title") nearly unique per row. */
function labelColumn(index: Draft["index"]): ColumnEntry | undefined {
  const labels = index.columns.filter((c) => {
    const last = c.words.at(-1)?.norm;
    const distinct = c.facts?.distinct;
    return c.type === "text" && !c.listValued && (last === "name" || last === "title") && distinct !== undefined && index.rowCount > 0 && distinct >= 0.9 * index.rowCount;
  });
  return labels.length === 1 ? labels[0] : undefined;
}

export function placeGroups(d: Draft): void {
  const { tokens, index, frame, flags, groupColumns, measureColumns, valueRuns, looseText } = d;
  const ranking = frame.top !== undefined || d.superlatives.length > 0 || frame.sort !== undefined;
  // "which number of pregnancies is most common": the column named before the frequency word is the one counted.
  if (flags.frequency && groupColumns.length === 0) {
    const named = measureColumns.find((x) => !x.op) ?? looseText[0];
    if (named) {
      groupColumns.push({ column: named.column, at: named.at });
      if (measureColumns.includes(named as never)) measureColumns.splice(measureColumns.indexOf(named as never), 1);
      else looseText.splice(looseText.indexOf(named as never), 1);
    }
  }
  // "Which passenger paid the highest fare?": the rows' label column (a Name or Title with a value per row) says which.
  if (d.whichRow && groupColumns.length === 0 && (d.superlatives.length > 0 || frame.top)) {
    const label = labelColumn(index);
    if (label) {
      groupColumns.push({ column: label, at: 0 });
      flags.which = true;
    }
  }
  for (const g of groupColumns) {
    const column = g.column;
    // A number naming categories ("which month…") is grouped like text.
    if (column.type === "number" && (column.categorical || d.flags.frequency || d.flags.distinctValues) && (measureColumns.length > 0 || d.countRows || d.flags.which)) {
      if (!frame.groups.some((x) => x.column === column)) frame.groups.push({ column });
      continue;
    }
    if (column.type === "number" && (ranking || measureColumns.length === 0) && !frame.groups.length) {
      // "top 5 vendors by spend": ranked by a number, not grouped by it.
      measureColumns.push({ column, at: g.at, explicit: true });
      continue;
    }
    if (column.type === "number" && ranking) {
      measureColumns.push({ column, at: g.at, explicit: true });
      continue;
    }
    if (column.type === "date") {
      if (!frame.groups.some((x) => x.column === column)) frame.groups.push({ column, bucket: autoBucket(column) });
      continue;
    }
    if (!frame.groups.some((x) => x.column === column && !x.bucket)) frame.groups.push({ column });
  }
  // "the 3 stations with the highest temp": a ranking needs groups, and the text column named is what is ranked.
  if (frame.top && frame.groups.length === 0) {
    const named = looseText.find((t) => !frame.filters.some((f) => f.filter.column === t.column.id) && !valueRuns.some((r) => r.mentions[0].column === t.column.id));
    if (named) {
      frame.groups.push({ column: named.column });
      looseText.splice(looseText.indexOf(named), 1);
    }
  }
  // Filters already fix a column to one value: grouping by it adds nothing ("compare North and South" keeps it).
  // Loose categorical columns with a grouping ("intent to stay by department") are grouped too.
  for (const t of looseText) {
    const filtered = frame.filters.some((f) => f.filter.column === t.column.id);
    const isSubjectOfValue = valueRuns.some((r) => r.mentions[0].column === t.column.id);
    if (filtered || isSubjectOfValue) continue;
    if (frame.groups.length > 0 && !frame.groups.some((g) => g.column === t.column) && t.at < Math.min(...groupColumns.map((g) => g.at), Infinity)) {
      frame.groups.unshift({ column: t.column });
    } else frame.followUp.looseColumns.push(t.column);
  }
  // "compare revenue for North and South", "North vs South": several values of one column → grouped.
  // "List the counts for North and South", "orders from North and South respectively": one figure per value.
  const each = tokens.some((t) => t.norm === "respectively" || t.norm === "separately" || t.norm === "each") || (d.countCue && listAsked(d) && !d.yesNo);
  const comparing = each || tokens.some((t) => t.norm === "compare" || t.norm === "versus" || t.norm === "vs") || flags.more !== undefined;
  for (const run of valueRuns) {
    const values = run.mentions.filter((v) => v.match === "whole").length;
    if ((comparing && values >= 2) || (flags.share && frame.groups.length === 0)) {
      const column = index.byId.get(run.mentions[0].column)!;
      if (!frame.groups.some((g) => g.column === column)) frame.groups.push({ column });
      if (flags.share && values < 2) frame.filters = frame.filters.filter((f) => f.filter.column !== column.id);
    }
  }
  if (flags.share && frame.groups.length === 0) {
    for (const b of d.boolFilters) frame.groups.push({ column: b.column });
    for (const t of looseText) if (frame.groups.length === 0) frame.groups.push({ column: t.column });
  }
}
