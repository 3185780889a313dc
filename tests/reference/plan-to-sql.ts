// An independent statement of what a plan means, in DuckDB SQL: the reference the executor is checked
// against (engine/execute/reference.test.ts) and the DuckDB side of bench/plans.bench.ts.
// It shares no code with the executor beyond the plan's types: dates, buckets, relative ranges, shares,
// changes, running totals and "Others" are all written in SQL here.
//
// The table it reads has the dataset's columns (dates as TIMESTAMP, booleans as BOOLEAN, blanks as NULL)
// and, for rows plans without a sort, a `__row` column giving the original row order.
import type { DateRange, Filter, Scalar } from "../../engine/plan/schema";
import type { MeasureWithId, ValidAggregatePlan, ValidPlan } from "../../engine/plan/validate";
import type { ColumnSchema, DatasetSchema } from "../../engine/types";

export const ROW_ORDER_COLUMN = "__row";

/** Output columns of the SQL, in the executor's table order; date cells come back as epoch ms. */
export interface ReferenceQuery {
  sql: string;
  /** Per output column: "date" (compare as epoch ms) or "value". */
  kinds: ("date" | "value")[];
  /** Top plans: a last output column `is_others` (1 on the "Others" row, whose key cells are NULL). */
  others: boolean;
  /** countGroups plans: one row, the groups kept by having and every group before it. */
  groupCountSql?: string;
}

function ident(id: string): string {
  return `"${id.replace(/"/g, '""')}"`;
}

function text(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** `[start, end)` of a period string as SQL timestamp expressions. */
function periodSql(value: Scalar): { start: string; end: string } {
  const s = String(value);
  let m = /^(\d{4})$/.exec(s);
  if (m) return span(`${m[1]}-01-01`, "1 YEAR");
  m = /^(\d{4})-Q([1-4])$/.exec(s);
  if (m) return span(`${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, "0")}-01`, "3 MONTH");
  m = /^(\d{4})-(\d{2})$/.exec(s);
  if (m) return span(`${m[1]}-${m[2]}-01`, "1 MONTH");
  m = /^(\d{4}-\d{2}-\d{2})$/.exec(s);
  if (m) return span(m[1], "1 DAY");
  m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(s);
  if (m) return span(`${m[1]} ${m[2]}:00`, "1 MINUTE");
  m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})$/.exec(s);
  if (m) return span(`${m[1]} ${m[2]}`, "1 SECOND");
  throw new Error(`period not supported by the reference: ${s}`);
}

function span(start: string, length: string): { start: string; end: string } {
  return { start: `TIMESTAMP '${start}'`, end: `(TIMESTAMP '${start}' + INTERVAL ${length})` };
}

function unitInterval(unit: string, n: number): string {
  switch (unit) {
    case "day":
      return `INTERVAL ${n} DAY`;
    case "week":
      return `INTERVAL ${7 * n} DAY`;
    case "month":
      return `INTERVAL ${n} MONTH`;
    case "quarter":
      return `INTERVAL ${3 * n} MONTH`;
    default:
      return `INTERVAL ${n} YEAR`;
  }
}

function dateRangeSql(range: DateRange, column: string, table: string): string {
  const c = ident(column);
  const latest = `(SELECT max(${c}) FROM ${table})`;
  const day = `date_trunc('day', ${latest})`;
  switch (range.kind) {
    case "between": {
      const parts = [];
      if (range.from !== undefined) parts.push(`${c} >= ${periodSql(range.from).start}`);
      if (range.to !== undefined) parts.push(`${c} < ${periodSql(range.to).end}`);
      return parts.length ? parts.join(" AND ") : `${c} IS NOT NULL`;
    }
    case "last":
      if (range.calendar) {
        const current = `date_trunc('${range.unit}', ${latest})`;
        return `${c} >= ${current} - ${unitInterval(range.unit, range.n - 1)} AND ${c} < ${current} + ${unitInterval(range.unit, 1)}`;
      }
      return `${c} >= ${day} - ${unitInterval(range.unit, range.n)} + INTERVAL 1 DAY AND ${c} < ${day} + INTERVAL 1 DAY`;
    case "this": {
      const current = `date_trunc('${range.unit}', ${latest})`;
      return `${c} >= ${current} AND ${c} < ${current} + ${unitInterval(range.unit, 1)}`;
    }
    case "previous": {
      const current = `date_trunc('${range.unit}', ${latest})`;
      const k = range.offset ?? 1;
      return `${c} >= ${current} - ${unitInterval(range.unit, k)} AND ${c} < ${current} - ${unitInterval(range.unit, k - 1)}`;
    }
  }
}

function literal(column: ColumnSchema, value: Scalar): string {
  switch (column.type) {
    case "number":
      return String(Number(value));
    case "boolean":
      return value === true || ["true", "yes", "y", "1"].includes(String(value).toLowerCase()) ? "TRUE" : "FALSE";
    default:
      return text(String(value).trim().toLowerCase());
  }
}

function filterSql(filter: Filter, column: ColumnSchema, table: string): string {
  const c = ident(filter.column);
  const isText = column.type === "text";
  const isDate = column.type === "date";
  const v = isText ? `lower(trim(${c}))` : c;
  const inPeriod = (value: Scalar) => {
    const p = periodSql(value);
    return `(${c} >= ${p.start} AND ${c} < ${p.end})`;
  };
  switch (filter.op) {
    case "eq":
      return isDate ? inPeriod(filter.value) : `${v} = ${literal(column, filter.value)}`;
    case "neq":
      return isDate ? `(${c} IS NOT NULL AND NOT ${inPeriod(filter.value)})` : `${v} <> ${literal(column, filter.value)}`;
    case "in":
      return isDate ? `(${filter.values.map(inPeriod).join(" OR ")})` : `${v} IN (${filter.values.map((x) => literal(column, x)).join(", ")})`;
    case "not_in":
      return isDate
        ? `(${c} IS NOT NULL AND NOT (${filter.values.map(inPeriod).join(" OR ")}))`
        : `${v} NOT IN (${filter.values.map((x) => literal(column, x)).join(", ")})`;
    case "lt":
      return isDate ? `${c} < ${periodSql(filter.value).start}` : `${c} < ${Number(filter.value)}`;
    case "lte":
      return isDate ? `${c} < ${periodSql(filter.value).end}` : `${c} <= ${Number(filter.value)}`;
    case "gt":
      return isDate ? `${c} >= ${periodSql(filter.value).end}` : `${c} > ${Number(filter.value)}`;
    case "gte":
      return isDate ? `${c} >= ${periodSql(filter.value).start}` : `${c} >= ${Number(filter.value)}`;
    case "between":
      return isDate
        ? `${c} >= ${periodSql(filter.from).start} AND ${c} < ${periodSql(filter.to).end}`
        : `${c} BETWEEN ${Number(filter.from)} AND ${Number(filter.to)}`;
    case "contains":
      return `contains(${v}, ${text(filter.value.trim().toLowerCase())})`;
    case "starts_with":
      return `starts_with(${v}, ${text(filter.value.trim().toLowerCase())})`;
    case "is_empty":
      return `${c} IS NULL`;
    case "is_not_empty":
      return `${c} IS NOT NULL`;
    case "date_range":
      return dateRangeSql(filter.range, filter.column, table);
  }
}

function whereSql(filters: Filter[] | undefined, columns: Map<string, ColumnSchema>, table: string, extra: string[] = []): string {
  const parts = [...(filters ?? []).map((f) => `(${filterSql(f, columns.get(f.column)!, table)})`), ...extra];
  return parts.length ? `WHERE ${parts.join(" AND ")}` : "";
}

function aggregateSql(measure: MeasureWithId, column: ColumnSchema | undefined, condition?: string): string {
  const c = measure.column ? ident(measure.column) : "";
  const numeric = column?.type === "boolean" ? `CAST(${c} AS INTEGER)` : c;
  const filterClause = condition ? ` FILTER (WHERE ${condition})` : "";
  switch (measure.op) {
    case "count":
      return `CAST(count(${measure.column ? c : "*"})${filterClause} AS DOUBLE)`;
    case "count_distinct":
      return `CAST(count(DISTINCT ${c})${filterClause} AS DOUBLE)`;
    case "sum":
      return `CAST(sum(${numeric})${filterClause} AS DOUBLE)`;
    case "mean":
      return `avg(${numeric})${filterClause}`;
    case "median":
      return column?.type === "date" ? `median(epoch_ms(${c}))${filterClause}` : `median(${numeric})${filterClause}`;
    case "std_dev":
      return `stddev_samp(${numeric})${filterClause}`;
    case "min":
      return column?.type === "date" ? `epoch_ms(min(${c}))${filterClause}` : `min(${numeric})${filterClause}`;
    case "max":
      return column?.type === "date" ? `epoch_ms(max(${c}))${filterClause}` : `max(${numeric})${filterClause}`;
    case "range":
      return `(max(${numeric})${filterClause} - min(${numeric})${filterClause})`;
  }
}

function bucketInterval(bucket: string, compareTo: string | undefined): string {
  if (compareTo === "previous_year") return bucket === "week" ? "INTERVAL 364 DAY" : "INTERVAL 1 YEAR";
  return unitInterval(bucket, 1);
}

function translateAggregate(plan: ValidAggregatePlan, schema: DatasetSchema, table: string): ReferenceQuery {
  const columns = new Map(schema.columns.map((c) => [c.id, c]));
  const keys = plan.groupBy.map((key, k) => {
    const c = ident(key.column);
    const expr = key.bucket === "weekday" ? `isodow(${c})` : key.bucket ? `date_trunc('${key.bucket}', ${c})` : c;
    return { key, alias: `k${k}`, expr, isDate: !!key.bucket && key.bucket !== "weekday", isWeekday: key.bucket === "weekday" };
  });
  const dateKey = keys.findIndex((k) => k.isDate);
  const where = whereSql(plan.filters, columns, table, keys.filter((k) => k.key.bucket).map((k) => `${ident(k.key.column)} IS NOT NULL`));
  const keyAliases = keys.map((k) => k.alias);
  const otherKeys = keyAliases.filter((_, k) => k !== dateKey);
  const measureIndex = new Map(plan.measures.map((m, i) => [m.id, i]));
  const keyIndex = new Map(plan.groupBy.map((g, i) => [g.id, i]));
  const columnOf = (m: MeasureWithId) => (m.column ? columns.get(m.column) : undefined);

  /** A ratio: (numerator − minus) ÷ per, with no value when the divisor is 0. */
  const ratioSql = (m: MeasureWithId): string => {
    const part = (t: Pick<MeasureWithId, "op" | "column">) => aggregateSql({ ...t, id: "" } as MeasureWithId, t.column ? columns.get(t.column) : undefined);
    const top = aggregateSql({ op: m.op, column: m.column, id: "" } as MeasureWithId, columnOf(m), m.where ? whereSql(m.where, columns, table, []).replace(/^WHERE /, "") : undefined);
    return `((${top} - ${m.minus ? part(m.minus) : "0"}) / NULLIF(${part(m.per!)}, 0))`;
  };
  /** The aggregates of one measure over some rows: [f, t] for period_change, else [b]. */
  const aggregates = (m: MeasureWithId, i: number): string[] => {
    if (m.per) return [`${ratioSql(m)} AS b${i}`];
    const t = m.transform;
    if (t?.kind === "period_change")
      return [`${aggregateSql(m, columnOf(m), dateRangeSql(t.from, t.column, table))} AS f${i}`, `${aggregateSql(m, columnOf(m), dateRangeSql(t.to, t.column, table))} AS t${i}`];
    return [`${aggregateSql(m, columnOf(m))} AS b${i}`];
  };
  const periodChange = (i: number) => `(t${i} - f${i}) / NULLIF(abs(f${i}), 0)`;

  const base = `base AS (SELECT ${[...keys.map((k) => `${k.expr} AS ${k.alias}`), ...plan.measures.flatMap(aggregates)].join(", ")} FROM ${table} ${where} ${
    keys.length ? `GROUP BY ${keyAliases.join(", ")}` : ""
  })`;
  const periodBases = plan.measures.map((m, i) => (m.transform?.kind === "period_change" ? `, ${periodChange(i)} AS b${i}` : "")).join("");
  const withBase = `withb AS (SELECT *${periodBases} FROM base)`;

  const firstValues = plan.measures.map((m, i) => {
    const t = m.transform;
    if (t?.kind === "share_of_total") return `a.b${i} / NULLIF(sum(a.b${i}) OVER (), 0) AS v${i}`;
    if (t?.kind === "percent_change") {
      const on = [`p.k${dateKey} = a.k${dateKey} - ${bucketInterval(keys[dateKey].key.bucket!, t.compareTo)}`, ...otherKeys.map((k) => `p.${k} IS NOT DISTINCT FROM a.${k}`)];
      return `(SELECT (a.b${i} - p.b${i}) / NULLIF(abs(p.b${i}), 0) FROM withb p WHERE ${on.join(" AND ")}) AS v${i}`;
    }
    return `a.b${i} AS v${i}`;
  });
  const vals1 = `vals1 AS (SELECT a.*, ${firstValues.join(", ")} FROM withb a)`;

  // The full order of groups: the plan's sort (or the default), then the keys.
  const sortKeys = plan.sort ?? (keys.some((k) => k.key.bucket) ? [] : [{ by: plan.measures[0].id, direction: "desc" as const }]);
  const running = plan.measures.map((m, i) => (m.transform?.kind === "running_total" ? i : -1)).filter((i) => i >= 0);
  // A running total is ordered by its underlying value (b), every other measure by its value (v).
  const measureRef = (id: string) => `${running.includes(measureIndex.get(id)!) ? "b" : "v"}${measureIndex.get(id)}`;
  const orderTerms = [
    ...sortKeys.map((s) => `${measureIndex.has(s.by) ? measureRef(s.by) : `k${keyIndex.get(s.by)}`} ${s.direction.toUpperCase()} NULLS LAST`),
    ...keyAliases.map((a) => `${a} ASC NULLS LAST`),
  ];
  const runningExpr = (i: number) =>
    dateKey >= 0
      ? `sum(b${i}) OVER (${otherKeys.length ? `PARTITION BY ${otherKeys.join(", ")}` : ""} ORDER BY k${dateKey} ROWS UNBOUNDED PRECEDING)`
      : `sum(b${i}) OVER (ORDER BY ${orderTerms.join(", ") || "1"} ROWS UNBOUNDED PRECEDING)`;
  const vals = `vals AS (SELECT * ${running.length ? `REPLACE (${running.map((i) => `${runningExpr(i)} AS v${i}`).join(", ")})` : ""} FROM vals1)`;

  const ops = { eq: "=", neq: "<>", lt: "<", lte: "<=", gt: ">", gte: ">=" } as const;
  const having = (plan.having ?? []).map((h) => {
    const v = `v${measureIndex.get(h.measure)}`;
    return h.op === "between" ? `${v} BETWEEN ${h.from} AND ${h.to}` : `${v} ${ops[h.op]} ${h.value}`;
  });
  const kept = `kept AS (SELECT * FROM vals ${having.length ? `WHERE ${having.join(" AND ")}` : ""})`;

  const output: string[] = [];
  const kinds: ("date" | "value")[] = [];
  for (const k of keys) {
    output.push(k.isWeekday ? `['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday'][${k.alias}]` : k.isDate ? `epoch_ms(${k.alias})` : k.alias);
    kinds.push(k.isDate ? "date" : "value");
  }
  plan.measures.forEach((m, i) => {
    const dateValued = columnOf(m)?.type === "date" && (m.op === "min" || m.op === "max" || m.op === "median");
    if (m.transform?.kind === "period_change") {
      output.push(`f${i}`, `t${i}`);
      kinds.push(dateValued ? "date" : "value", dateValued ? "date" : "value");
    }
    output.push(`v${i}`);
    kinds.push(dateValued && !m.transform ? "date" : "value");
  });
  const limit = plan.limit !== undefined ? `LIMIT ${plan.limit}` : "";
  const ctes = [base, withBase, vals1, vals, kept];

  const top = plan.top;
  const groupCountSql = plan.countGroups || plan.check?.kind === "group_count" ? `WITH ${ctes.join(", ")} SELECT (SELECT count(*) FROM kept), (SELECT count(*) FROM vals)` : undefined;
  if (!top) return { sql: `WITH ${ctes.join(", ")} SELECT ${output.join(", ")} FROM kept ORDER BY ${orderTerms.join(", ") || "1"} ${limit}`, kinds, others: false, ...(groupCountSql ? { groupCountSql } : {}) };

  const by = measureRef(top.by ?? plan.measures[0].id);
  const rankOrder = [`${by} ${top.direction === "bottom" ? "ASC" : "DESC"} NULLS LAST`, ...keyAliases.map((a) => `${a} ASC NULLS LAST`)];
  ctes.push(`ranked AS (SELECT *, row_number() OVER (ORDER BY ${rankOrder.join(", ")}) AS rn FROM kept)`);
  const position = plan.sort ? `row_number() OVER (ORDER BY ${orderTerms.join(", ")})` : "rn";
  const names = output.map((_, j) => `c${j}`);
  const skip = (top.place ?? 1) - 1;
  ctes.push(`best AS (SELECT ${output.map((o, j) => `${o} AS c${j}`).join(", ")}, 0 AS is_others, ${position} AS pos FROM ranked WHERE rn > ${skip} AND rn <= ${skip + top.n})`);
  if (!top.others)
    return { sql: `WITH ${ctes.join(", ")} SELECT ${names.join(", ")}, is_others FROM best ORDER BY pos ${limit}`, kinds, others: true };

  // Others: every measure recomputed over the source rows of the groups ranked below n.
  ctes.push(`restkeys AS (SELECT ${keyAliases.map((a) => `${a} AS __${a}`).join(", ")} FROM ranked WHERE rn > ${top.n})`);
  const match = keys.map((k) => `${k.expr} IS NOT DISTINCT FROM r.__${k.alias}`).join(" AND ");
  const othersValues = plan.measures.flatMap((m, i) => {
    const t = m.transform;
    if (t?.kind === "period_change") return [`f${i}`, `t${i}`, periodChange(i)];
    if (t?.kind === "share_of_total") return [`b${i} / NULLIF((SELECT sum(b${i}) FROM withb), 0)`];
    return [`b${i}`];
  });
  ctes.push(`othersagg AS (SELECT ${plan.measures.flatMap(aggregates).join(", ")} FROM ${table} JOIN restkeys r ON ${match} ${where})`);
  ctes.push(`others AS (SELECT ${[...keys.map(() => "NULL"), ...othersValues].map((o, j) => `${o} AS c${j}`).join(", ")}, 1 AS is_others, 0 AS pos FROM othersagg WHERE EXISTS (SELECT 1 FROM restkeys))`);
  return {
    sql: `WITH ${ctes.join(", ")} SELECT ${names.join(", ")}, is_others FROM (SELECT * FROM best UNION ALL BY NAME SELECT * FROM others) ORDER BY is_others, pos ${limit}`,
    kinds,
    others: true,
  };
}

function translateRows(plan: Extract<ValidPlan, { kind: "rows" }>, schema: DatasetSchema, table: string): ReferenceQuery {
  const columns = new Map(schema.columns.map((c) => [c.id, c]));
  const shown = plan.columns ?? schema.columns.map((c) => c.id);
  const select = shown.map((id) => (columns.get(id)!.type === "date" ? `epoch_ms(${ident(id)})` : ident(id)));
  const order = [...(plan.sort ?? []).map((s) => `${ident(s.by)} ${s.direction.toUpperCase()} NULLS LAST`), ident(ROW_ORDER_COLUMN)];
  const limit = plan.limit !== undefined ? `LIMIT ${plan.limit}` : "";
  // firstRows: only the file's first rows, before the filters.
  const firstRows = plan.firstRows !== undefined ? [`${ident(ROW_ORDER_COLUMN)} < ${plan.firstRows}`] : [];
  const where = whereSql(plan.filters, columns, table, firstRows);
  if (plan.distinct) {
    // Each combination once, at its first row in the plan's order; rows whose shown columns are all empty name no value.
    const names = select.map((_, j) => `c${j}`);
    const notBlank = `NOT (${select.map((x) => `${x} IS NULL`).join(" AND ")})`;
    const numbered = `SELECT ${select.map((x, j) => `${x} AS c${j}`).join(", ")}, row_number() OVER (ORDER BY ${order.join(", ")}) AS pos FROM ${table} ${whereSql(plan.filters, columns, table, [...firstRows, notBlank])}`;
    return {
      sql: `SELECT ${names.join(", ")} FROM (SELECT ${names.join(", ")}, min(pos) AS first FROM (${numbered}) GROUP BY ${names.join(", ")}) ORDER BY first ${limit}`,
      kinds: shown.map((id) => (columns.get(id)!.type === "date" ? "date" : "value")),
      others: false,
    };
  }
  return {
    sql: `SELECT ${select.join(", ")} FROM ${table} ${where} ORDER BY ${order.join(", ")} ${limit}`,
    kinds: shown.map((id) => (columns.get(id)!.type === "date" ? "date" : "value")),
    others: false,
  };
}

/** The SQL for a validated plan (defaults filled in) over `table`. */
export function planToSql(plan: ValidPlan, schema: DatasetSchema, table = "src"): ReferenceQuery {
  return plan.kind === "aggregate" ? translateAggregate(plan, schema, table) : translateRows(plan, schema, table);
}
