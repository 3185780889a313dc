// Property test: for random plans over random datasets, executePlan agrees with the same query written
// in SQL (tests/reference/plan-to-sql.ts) and run by DuckDB.
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROW_ORDER_COLUMN, planToSql } from "../../tests/reference/plan-to-sql";
import { datasetFromColumns } from "../dataset/from-columns";
import type { AnalysisPlan, Filter, GroupKey, Measure } from "../plan/schema";
import { validatePlan } from "../plan/validate";
import type { Batch, Dataset, DatasetSchema } from "../types";
import { answerValue } from "../narrate";
import { executePlan } from "./execute-plan";
import type { Cell } from "./result";

const schema: DatasetSchema = {
  rowCount: 0,
  columns: [
    { id: "region", name: "Region", type: "text" },
    { id: "product", name: "Product", type: "text" },
    { id: "qty", name: "Qty", type: "number" },
    { id: "amount", name: "Amount", type: "number", unit: { kind: "currency", code: "USD" } },
    { id: "day", name: "Day", type: "date" },
    { id: "flag", name: "Flag", type: "boolean" },
  ],
};

const REGIONS = ["North", "South", "East", "West ", "Zürich"];
const PRODUCTS = ["Desk", "Chair", "Lamp", "desk", "Shelf", "Cable", "Mat"];
const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2022, 10, 1);

interface Row {
  region: string | null;
  product: string | null;
  qty: number | null;
  amount: number | null;
  day: number | null;
  flag: boolean | null;
}

const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { freq: 8, nil: null });
/** `arb` with probability `p`, else undefined. */
const sometimes = <T,>(arb: fc.Arbitrary<T>, p: number) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: Math.round((1 - p) * 100) }, { arbitrary: arb, weight: Math.round(p * 100) });
const rowArb: fc.Arbitrary<Row> = fc.record({
  region: maybe(fc.constantFrom(...REGIONS)),
  product: maybe(fc.constantFrom(...PRODUCTS)),
  qty: maybe(fc.integer({ min: -5, max: 20 })),
  // Quarters are exact in binary, so sums do not depend on the order of addition.
  amount: maybe(fc.integer({ min: -400, max: 4000 }).map((q) => q / 4)),
  day: maybe(fc.tuple(fc.integer({ min: 0, max: 790 }), fc.constantFrom(0, 0, 0, 9, 15)).map(([d, h]) => FIRST_DAY + d * DAY + h * 3_600_000)),
  flag: maybe(fc.boolean()),
});

const PERIODS = ["2023", "2024", "2023-Q2", "2024-Q4", "2023-07", "2024-02", "2024-02-29", "2023-03-15", "2023-03-15T09:00", "2024-06"];
const period = fc.constantFrom(...PERIODS);
const unit = fc.constantFrom("day" as const, "week" as const, "month" as const, "quarter" as const, "year" as const);
const dateRange = fc.oneof(
  fc.record({ kind: fc.constant("between" as const), from: period, to: fc.constantFrom("2024", "2024-Q4", "2024-06") }),
  fc.record({ kind: fc.constant("between" as const), from: period }),
  fc.record({ kind: fc.constant("last" as const), n: fc.integer({ min: 1, max: 8 }), unit, calendar: fc.boolean() }),
  fc.record({ kind: fc.constant("this" as const), unit: fc.constantFrom("week" as const, "month" as const, "quarter" as const, "year" as const) }),
  fc.record({ kind: fc.constant("previous" as const), unit, offset: fc.integer({ min: 1, max: 3 }) }),
);

const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ column: fc.constantFrom("region", "product"), op: fc.constantFrom("eq" as const, "neq" as const), value: fc.constantFrom(...REGIONS, ...PRODUCTS, "north", " DESK ") }),
  fc.record({ column: fc.constant("region"), op: fc.constantFrom("in" as const, "not_in" as const), values: fc.subarray(["north", "South", "west", "Zürich"], { minLength: 1 }) }),
  fc.record({ column: fc.constant("product"), op: fc.constantFrom("contains" as const, "starts_with" as const), value: fc.constantFrom("es", "D", "a", "ch") }),
  fc.record({ column: fc.constantFrom("qty", "amount"), op: fc.constantFrom("eq" as const, "neq" as const, "lt" as const, "lte" as const, "gt" as const, "gte" as const), value: fc.integer({ min: -2, max: 600 }) }),
  fc.record({ column: fc.constantFrom("qty", "amount"), op: fc.constant("between" as const), from: fc.integer({ min: -5, max: 5 }), to: fc.integer({ min: 5, max: 900 }) }),
  fc.record({ column: fc.constant("qty"), op: fc.constantFrom("in" as const, "not_in" as const), values: fc.subarray([0, 1, 2, 3, 5, 8, 13], { minLength: 1 }) }),
  fc.record({ column: fc.constant("day"), op: fc.constantFrom("eq" as const, "neq" as const, "lt" as const, "lte" as const, "gt" as const, "gte" as const), value: period }),
  fc.record({ column: fc.constant("day"), op: fc.constant("between" as const), from: period, to: fc.constantFrom("2024", "2024-06") }),
  fc.record({ column: fc.constant("day"), op: fc.constantFrom("in" as const, "not_in" as const), values: fc.subarray(PERIODS, { minLength: 1, maxLength: 3 }) }),
  fc.record({ column: fc.constant("day"), op: fc.constant("date_range" as const), range: dateRange }),
  fc.record({ column: fc.constant("flag"), op: fc.constantFrom("eq" as const, "neq" as const), value: fc.boolean() }),
  fc.record({ column: fc.constantFrom("region", "qty", "day", "flag"), op: fc.constantFrom("is_empty" as const, "is_not_empty" as const) }),
);

const groupKeyArb: fc.Arbitrary<GroupKey> = fc.oneof(
  fc.record({ column: fc.constantFrom("region", "product", "qty", "flag") }),
  fc.record({ column: fc.constant("day"), bucket: fc.constantFrom("day" as const, "week" as const, "month" as const, "quarter" as const, "year" as const, "weekday" as const) }),
);

const baseMeasure: fc.Arbitrary<Measure> = fc.oneof(
  fc.record({ op: fc.constant("count" as const) }),
  fc.record({ op: fc.constantFrom("count" as const, "count_distinct" as const), column: fc.constantFrom("region", "product", "qty", "amount", "day", "flag") }),
  fc.record({ op: fc.constantFrom("sum" as const, "mean" as const, "std_dev" as const), column: fc.constantFrom("qty", "amount", "flag") }),
  fc.record({ op: fc.constantFrom("median" as const, "min" as const, "max" as const), column: fc.constantFrom("qty", "amount", "day") }),
  fc.record({ op: fc.constant("range" as const), column: fc.constantFrom("qty", "amount") }),
);

const transformArb = fc.oneof(
  fc.constant(undefined),
  fc.constant({ kind: "share_of_total" as const }),
  fc.constant({ kind: "running_total" as const }),
  fc.record({ kind: fc.constant("percent_change" as const), compareTo: fc.constantFrom("previous" as const, "previous_year" as const) }),
  fc.record({ kind: fc.constant("period_change" as const), column: fc.constant("day"), from: dateRange, to: dateRange }),
);

const ratioTermArb = fc.oneof(
  fc.record({ op: fc.constant("count" as const) }),
  fc.record({ op: fc.constantFrom("count" as const, "count_distinct" as const), column: fc.constantFrom("region", "qty", "amount", "flag") }),
  fc.record({ op: fc.constant("sum" as const), column: fc.constantFrom("qty", "amount", "flag") }),
);

/** Ratios of two aggregates (cost per click), some with a term subtracted first (margin), some of one slice (a share). */
const ratioArb: fc.Arbitrary<Measure> = fc
  .tuple(ratioTermArb, ratioTermArb, sometimes(ratioTermArb, 0.3), sometimes(filterArb, 0.4))
  .map(([top, per, minus, where]) => ({ ...top, per, ...(minus ? { minus } : {}), ...(where ? { where: [where] } : {}) }));

const measureArb: fc.Arbitrary<Measure> = fc.oneof(
  {
    arbitrary: fc.tuple(baseMeasure, transformArb).map(([m, transform]) => (transform && !(transform.kind === "period_change" && m.column === "day") ? { ...m, transform } : m)),
    weight: 4,
  },
  { arbitrary: ratioArb, weight: 1 },
);

const aggregateArb = fc
  .record({
    filters: fc.oneof({ arbitrary: fc.constant<Filter[]>([]), weight: 2 }, { arbitrary: fc.array(filterArb, { minLength: 1, maxLength: 2 }), weight: 3 }),
    groupBy: fc.array(groupKeyArb, { maxLength: 2 }),
    measures: fc.array(measureArb, { minLength: 1, maxLength: 3 }),
    having: sometimes(fc.record({ op: fc.constantFrom("gt" as const, "lte" as const), value: fc.constantFrom(0, 1, 2, 10, 100) }), 0.2),
    sort: sometimes(fc.record({ key: fc.nat(4), direction: fc.constantFrom("asc" as const, "desc" as const) }), 0.5),
    top: sometimes(
      fc.oneof(
        fc.record({ n: fc.integer({ min: 1, max: 4 }), direction: fc.constantFrom("top" as const, "bottom" as const), others: fc.boolean() }),
        // One place, or a run of places, past the first ("the 2nd highest").
        fc.record({ n: fc.integer({ min: 1, max: 3 }), direction: fc.constantFrom("top" as const, "bottom" as const), place: fc.integer({ min: 2, max: 5 }) }),
      ),
      0.35,
    ),
    limit: sometimes(fc.integer({ min: 1, max: 6 }), 0.25),
    // "How many regions have …": the answer is the number of groups having keeps (no top, no check).
    countGroups: sometimes(fc.constant(true), 0.15),
    // "Are there more than 3 regions with …?": the groups having keeps, counted and checked against a number.
    groupCheck: sometimes(fc.record({ op: fc.constantFrom("gt" as const, "gte" as const, "lt" as const, "eq" as const), value: fc.integer({ min: 0, max: 6 }) }), 0.1),
  })
  .map(({ filters, groupBy, measures, having, sort, top, limit, countGroups, groupCheck }): AnalysisPlan => {
    // Distinct ids, so plans differ in what they compute rather than failing on duplicates.
    const ms = measures.map((m, i) => ({ ...m, id: `m${i}` }));
    const gs = groupBy.map((g, i) => ({ ...g, id: `g${i}` }));
    const refs = [...ms.map((m) => m.id), ...gs.map((g) => g.id)];
    return {
      kind: "aggregate",
      ...(filters.length ? { filters } : {}),
      ...(gs.length ? { groupBy: gs } : {}),
      measures: ms,
      ...(having ? { having: [{ measure: "m0", ...having }] } : {}),
      ...(sort ? { sort: [{ by: refs[sort.key % refs.length], direction: sort.direction }] } : {}),
      ...(top && gs.length && !countGroups && !groupCheck ? { top } : {}),
      ...(limit ? { limit } : {}),
      ...(countGroups && gs.length && !groupCheck ? { countGroups } : {}),
      ...(groupCheck && gs.length ? { check: { kind: "group_count" as const, ...groupCheck } } : {}),
    };
  });

const rowsArb = fc
  .record({
    columns: sometimes(fc.subarray(["region", "product", "qty", "amount", "day", "flag"], { minLength: 1 }), 0.7),
    filters: fc.array(filterArb, { maxLength: 2 }),
    sort: fc.array(fc.record({ by: fc.constantFrom("region", "qty", "amount", "day", "flag"), direction: fc.constantFrom("asc" as const, "desc" as const) }), { maxLength: 2 }),
    limit: sometimes(fc.integer({ min: 1, max: 30 }), 0.6),
    // Different values in order of first appearance, and the file's first rows only.
    distinct: sometimes(fc.constant(true), 0.35),
    firstRows: sometimes(fc.integer({ min: 1, max: 40 }), 0.25),
  })
  .map(({ columns, filters, sort, limit, distinct, firstRows }): AnalysisPlan => ({
    kind: "rows",
    ...(columns ? { columns } : {}),
    ...(filters.length ? { filters } : {}),
    ...(sort.length ? { sort } : {}),
    ...(limit ? { limit } : {}),
    ...(distinct ? { distinct } : {}),
    ...(firstRows ? { firstRows } : {}),
  }));

const validPlan = fc.oneof({ arbitrary: aggregateArb, weight: 5 }, { arbitrary: rowsArb, weight: 2 }).filter((plan) => validatePlan(plan, schema).ok);

let connection: DuckDBConnection;
let instance: DuckDBInstance;

beforeAll(async () => {
  instance = await DuckDBInstance.create(":memory:", { threads: "1" });
  connection = await instance.connect();
});

afterAll(() => {
  connection?.closeSync();
  instance?.closeSync();
});

async function load(rows: Row[]): Promise<void> {
  await connection.run(
    `CREATE OR REPLACE TABLE raw (region VARCHAR, product VARCHAR, qty DOUBLE, amount DOUBLE, day_ms DOUBLE, flag BOOLEAN, ${ROW_ORDER_COLUMN} INTEGER)`,
  );
  const appender = await connection.createAppender("raw");
  rows.forEach((r, i) => {
    for (const v of [r.region, r.product]) if (v === null) appender.appendNull(); else appender.appendVarchar(v);
    for (const v of [r.qty, r.amount, r.day]) if (v === null) appender.appendNull(); else appender.appendDouble(v);
    if (r.flag === null) appender.appendNull();
    else appender.appendBoolean(r.flag);
    appender.appendInteger(i);
    appender.endRow();
  });
  appender.closeSync();
  await connection.run(`CREATE OR REPLACE VIEW src AS SELECT region, product, qty, amount, epoch_ms(CAST(day_ms AS BIGINT)) AS day, flag, ${ROW_ORDER_COLUMN} FROM raw`);
}

function toMs(cell: Cell): number | null {
  if (cell === null) return null;
  return Date.parse(/T/.test(String(cell)) ? `${cell}Z` : String(cell));
}

function same(a: unknown, b: unknown): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return a === b;
}

/** The same batches with a fresh dictionary per batch (as stored datasets have), codes in a new order. */
function perBatchDictionaries(dataset: Dataset): Dataset {
  return {
    schema: dataset.schema,
    async *batches() {
      for await (const batch of dataset.batches()) {
        const columns: Batch["columns"] = {};
        for (const [id, data] of Object.entries(batch.columns)) {
          if (data.type !== "text") {
            columns[id] = data;
            continue;
          }
          const dictionary: string[] = [];
          const index = new Map<string, number>();
          const codes = new Int32Array(batch.length);
          for (let i = batch.length - 1; i >= 0; i--) {
            const code = data.codes[i];
            if (code < 0) codes[i] = code;
            else {
              const text = data.dictionary[code];
              if (!index.has(text)) index.set(text, dictionary.push(text) - 1);
              codes[i] = index.get(text)!;
            }
          }
          columns[id] = { type: "text", codes, dictionary };
        }
        yield { length: batch.length, columns };
      }
    },
  };
}

async function agree(rows: Row[], plan: AnalysisPlan, batchSize: number, ownDictionaries: boolean): Promise<void> {
  const shared = datasetFromColumns(schema, {
    region: rows.map((r) => r.region),
    product: rows.map((r) => r.product),
    qty: rows.map((r) => r.qty),
    amount: rows.map((r) => r.amount),
    day: rows.map((r) => r.day),
    flag: rows.map((r) => r.flag),
  }, batchSize);
  const dataset = ownDictionaries ? perBatchDictionaries(shared) : shared;
  const valid = validatePlan(plan, schema);
  if (!valid.ok) throw new Error("generator produced an invalid plan");
  const hasRelative = JSON.stringify(plan).match(/"kind":"(last|this|previous)"/);
  const noDates = rows.every((r) => r.day === null);
  if (hasRelative && noDates) {
    await expect(executePlan(dataset, plan)).rejects.toThrow(/has no dates/);
    return;
  }
  const result = await executePlan(dataset, plan);
  const reference = planToSql(valid.plan, schema, "src");
  const reader = await connection.runAndReadAll(reference.sql);
  const expected = reader.getRowsJS().map((row) => row.map((v) => (typeof v === "bigint" ? Number(v) : v)));
  const context = () => `\nplan: ${JSON.stringify(plan)}\nsql: ${reference.sql}\nours: ${JSON.stringify(result.table.rows)}\nduckdb: ${JSON.stringify(expected)}`;

  expect(result.table.rows.length, context()).toBe(expected.length);
  if (reference.groupCountSql) {
    const [[kept, all]] = (await connection.runAndReadAll(reference.groupCountSql)).getRowsJS().map((row) => row.map(Number));
    expect(result.figures.groupCount, context()).toEqual({ count: kept, of: all });
    const check = valid.plan.kind === "aggregate" ? valid.plan.check : undefined;
    const asked = check?.kind === "group_count" ? { gt: kept > check.value, gte: kept >= check.value, lt: kept < check.value, lte: kept <= check.value, eq: kept === check.value, neq: kept !== check.value }[check.op] : kept;
    expect(answerValue(result), context()).toBe(asked);
  }
  const keyCount = valid.plan.kind === "aggregate" ? valid.plan.groupBy.length : 0;
  result.table.rows.forEach((ours, r) => {
    const theirs = expected[r];
    const isOthers = reference.others && theirs[theirs.length - 1] === 1;
    ours.forEach((cell, c) => {
      if (isOthers && c < keyCount) {
        expect(cell, context()).toBe(c === 0 ? "Others" : null);
        return;
      }
      const mine = reference.kinds[c] === "date" ? toMs(cell) : cell;
      if (!same(mine, theirs[c])) expect.fail(`row ${r} column ${c}: ${JSON.stringify(mine)} ≠ ${JSON.stringify(theirs[c])}${context()}`);
    });
  });
}

describe("executePlan agrees with DuckDB", () => {
  it("on 200 random plans over random datasets", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 5, maxLength: 150, size: "medium" }),
        validPlan,
        fc.constantFrom(7, 16, 1000),
        fc.boolean(),
        async (rows, plan, batchSize, ownDictionaries) => {
          await load(rows);
          await agree(rows, plan, batchSize, ownDictionaries);
        },
      ),
      { numRuns: 200, seed: Number(process.env.REFERENCE_SEED ?? 20261117), endOnFailure: true },
    );
  }, 120_000);
});
