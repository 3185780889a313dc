// A stored dataset for the tests of batch statistics and read estimates: rows in date order with blank, constant and
// one-way batches, and plans crossing filters with measures, so filters meet batches they remove whole, keep whole
// and cut.
import type { ColumnEncoding } from "../infer/encoding";
import type { Filter } from "../plan/schema";
import { seededRandom } from "../random";
import { type RandomAccessSource, type StoredDataset, openStoredDataset } from "../store/read";
import { StoredDatasetWriter } from "../store/write";
import { BOOLEAN_MISSING, type Batch, type DatasetSchema, TEXT_MISSING } from "../types";

const DAY = 86_400_000;
export const ROWS_PER_BATCH = 250;
export const BATCHES = 24;
const REGIONS = ["North", "South", "East", "West"];

const schema: DatasetSchema = {
  rowCount: ROWS_PER_BATCH * BATCHES,
  columns: [
    { id: "seq", name: "Seq", type: "number" },
    { id: "day", name: "Day", type: "date", hasTime: false },
    { id: "amount", name: "Amount", type: "number", unit: { kind: "currency", code: "USD" } },
    { id: "units", name: "Units", type: "number" },
    { id: "region", name: "Region", type: "text" },
    { id: "paid", name: "Paid", type: "boolean" },
  ],
};
const encodings: ColumnEncoding[] = [{ type: "number" }, { type: "date", hasTime: false }, { type: "number", unit: { kind: "currency", code: "USD" } }, { type: "number" }, { type: "text" }, { type: "boolean" }];

/**
 * Rows in file order as an export sorted by date would have them (with a little disorder), with missing values
 * here and there and whole batches that are blank, constant or all one way, so that filters meet every case:
 * batches they remove whole, keep whole, and cut.
 */
function generate(seed: number): Batch[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2023, 0, 1);
  const batches: Batch[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const n = ROWS_PER_BATCH;
    const seq = new Float64Array(n);
    const day = new Float64Array(n);
    const amount = new Float64Array(n);
    const units = new Float64Array(n);
    const region = new Int32Array(n);
    const paid = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const row = b * n + i;
      seq[i] = row;
      day[i] = b === 7 ? NaN : start + Math.floor(row / 8 + random() * 3) * DAY;
      if (random() < 0.02) day[i] = NaN;
      amount[i] = b === 3 ? NaN : random() < 0.05 ? NaN : Math.round(random() * 100_000) / 100;
      units[i] = b % 5 === 0 ? 3 : 1 + Math.floor(random() * 10);
      region[i] = b === 11 ? TEXT_MISSING : random() < 0.03 ? TEXT_MISSING : Math.floor(random() * REGIONS.length);
      paid[i] = b % 4 === 1 ? 1 : random() < 0.04 ? BOOLEAN_MISSING : random() < 0.5 ? 1 : 0;
    }
    batches.push({
      length: n,
      columns: {
        seq: { type: "number", values: seq },
        day: { type: "date", values: day },
        amount: { type: "number", values: amount },
        units: { type: "number", values: units },
        region: { type: "text", codes: region, dictionary: REGIONS },
        paid: { type: "boolean", values: paid },
      },
    });
  }
  return batches;
}

/**
 * Bytes of a group (StoredDatasetWriter) that hold two of these batches: a file in twelve groups, so reads that merge a
 * column's chunks across a group still make several reads a column. 0 writes batch by batch (the layout before
 * groups).
 */
export const TWO_BATCH_GROUPS = 24_000;

export async function stored(seed: number, groupBytes?: number): Promise<{ bytes: Uint8Array }> {
  const parts: Uint8Array[] = [];
  const writer = new StoredDatasetWriter((bytes) => void parts.push(bytes.slice()), groupBytes);
  for (const batch of generate(seed)) await writer.writeBatch(batch, schema.columns, encodings);
  const size = await writer.finish({ schema, encodings });
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return { bytes };
}

/** The stored dataset, counting the batches it reads and recording every byte range. */
export async function open(bytes: Uint8Array): Promise<{ dataset: StoredDataset; reads: [number, number][]; batchesRead: () => number }> {
  const reads: [number, number][] = [];
  const source: RandomAccessSource = { size: bytes.length, read: async (offset, length) => (reads.push([offset, length]), bytes.slice(offset, offset + length)) };
  // No decoded columns kept between queries: each query reads what it needs.
  const dataset = await openStoredDataset(source, 0);
  let count = 0;
  const { read, sequence } = dataset.indexed!;
  dataset.indexed = {
    stats: dataset.indexed!.stats,
    read: (index, columns) => (count++, read(index, columns)),
    sequence: (indices, columns) => {
      const batches = sequence!(indices, columns);
      return batches && { next: () => (count++, batches.next()) };
    },
  };
  return { dataset, reads, batchesRead: () => count };
}

export const filters: Filter[] = [
  { column: "day", op: "eq", value: "2023-03" },
  { column: "day", op: "neq", value: "2023-01" },
  { column: "day", op: "between", from: "2023-06", to: "2023-09-15" },
  { column: "day", op: "lt", value: "2023-02-15" },
  { column: "day", op: "lte", value: "2023-02" },
  { column: "day", op: "gt", value: "2024" },
  { column: "day", op: "gte", value: "2024-01" },
  { column: "day", op: "in", values: ["2023-05", "2024-02"] },
  { column: "day", op: "not_in", values: ["2023-05"] },
  { column: "day", op: "date_range", range: { kind: "last", n: 3, unit: "month" } },
  { column: "day", op: "date_range", range: { kind: "between", from: "2023-04" } },
  { column: "day", op: "is_empty" },
  { column: "day", op: "is_not_empty" },
  { column: "seq", op: "lt", value: 1000 },
  { column: "seq", op: "lte", value: 999 },
  { column: "seq", op: "gt", value: 5000 },
  { column: "seq", op: "gte", value: 5000 },
  { column: "seq", op: "eq", value: 77 },
  { column: "seq", op: "neq", value: 77 },
  { column: "seq", op: "between", from: 2000, to: 2600 },
  { column: "seq", op: "in", values: [1, 4321] },
  { column: "seq", op: "not_in", values: [1, 4321] },
  { column: "units", op: "eq", value: 3 },
  { column: "units", op: "neq", value: 3 },
  { column: "units", op: "gt", value: 8 },
  { column: "amount", op: "is_empty" },
  { column: "amount", op: "is_not_empty" },
  { column: "amount", op: "gt", value: 500 },
  { column: "region", op: "eq", value: "north" },
  { column: "region", op: "is_empty" },
  { column: "region", op: "is_not_empty" },
  { column: "paid", op: "eq", value: true },
  { column: "paid", op: "eq", value: false },
  { column: "paid", op: "is_empty" },
  { column: "paid", op: "is_not_empty" },
];

const measures = [
  [{ op: "sum", column: "amount" }],
  [{ op: "mean", column: "amount" }, { op: "count" }, { op: "count", column: "region" }],
  [{ op: "min", column: "amount" }, { op: "max", column: "day" }, { op: "count", column: "paid" }],
  [{ op: "median", column: "amount" }, { op: "count_distinct", column: "region" }],
];

export function plans(): object[] {
  const out: object[] = [];
  const combos: Filter[][] = [[], ...filters.map((f) => [f])];
  // Two filters: the second may remove a batch the first keeps whole, or the first cut it.
  for (let i = 0; i + 1 < filters.length; i += 3) combos.push([filters[i], filters[(i * 7 + 5) % filters.length]]);
  for (const combo of combos) {
    const withFilters = combo.length > 0 ? { filters: combo } : {};
    for (const m of measures) out.push({ kind: "aggregate", ...withFilters, measures: m });
    out.push({ kind: "aggregate", ...withFilters, groupBy: [{ column: "region" }], measures: [{ op: "sum", column: "amount" }] });
    out.push({ kind: "aggregate", ...withFilters, groupBy: [{ column: "day", bucket: "month" }], measures: [{ op: "count" }] });
    out.push({ kind: "rows", ...withFilters, columns: ["seq", "day", "amount"], sort: [{ by: "amount", direction: "desc" }], limit: 5 });
  }
  return out;
}

