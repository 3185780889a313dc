// Profiles a dataset batch by batch: during ingest (fed each batch as it is built) or later over a
// stored dataset. Memory stays bounded whatever the row count (see column-accumulator.ts).
import { formatDateText } from "../infer/date";
import type { ColumnEncoding } from "../infer/encoding";
import type { ColumnName } from "../infer/header";
import { convertColumn } from "../store/convert";
import { BOOLEAN_MISSING, type Batch, type ColumnData, type ColumnSchema, type ColumnStats, type Dataset, TEXT_MISSING } from "../types";
import { ColumnAccumulator, accumulatorLimits } from "./column-accumulator";
import { ReservoirSchedule } from "./reservoir-schedule";
import type { ColumnProfile, DatasetProfile, PlainValue } from "./types";
import { clipText } from "./clip-text";
import { describeDatasetMeaning } from "../semantic/dataset-meaning";

/** Rows shown in the preview. */
export const PREVIEW_ROWS = 20;

/** Does re-reading values under `to` change them (not just a flag such as hasTime)? */
function changesValues(from: ColumnEncoding, to: ColumnEncoding): boolean {
  return from.type !== to.type || (from.dateOrder !== undefined && to.dateOrder !== undefined && from.dateOrder !== to.dateOrder);
}

function sliceColumn(data: ColumnData, end: number): ColumnData {
  if (data.type === "text") return { type: "text", codes: data.codes.slice(0, end), dictionary: data.dictionary };
  if (data.type === "boolean") return { type: "boolean", values: data.values.slice(0, end) };
  return { type: data.type, values: data.values.slice(0, end) };
}

function plainValue(data: ColumnData, i: number, encoding: ColumnEncoding): PlainValue {
  switch (data.type) {
    case "text":
      return data.codes[i] === TEXT_MISSING ? null : clipText(data.dictionary[data.codes[i]]);
    case "boolean":
      return data.values[i] === BOOLEAN_MISSING ? null : data.values[i] === 1;
    case "date":
      return data.values[i] !== data.values[i] ? null : formatDateText(data.values[i], encoding.hasTime === true);
    case "number":
      return data.values[i] !== data.values[i] ? null : data.values[i];
  }
}

export class DatasetProfiler {
  private accumulators: ColumnAccumulator[] = [];
  /** The reservoir schedules the columns share: one per reservoir size, and another for a column that starts late. */
  private schedules: ReservoirSchedule[] = [];
  private rows = 0;
  private preview: { data: ColumnData; encoding: ColumnEncoding }[] = [];
  private previewRows = 0;

  /**
   * Counts one batch; `encodings[j]` is how column j of this batch was built. Returns what it counted of each column
   * that the stored format's batch statistics hold too (see ColumnAccumulator.add), for the writer to take.
   */
  add(batch: Batch, columns: ColumnName[], encodings: ColumnEncoding[]): (ColumnStats | undefined)[] {
    const limits = accumulatorLimits(columns.length);
    const counted = columns.map((column, j) => {
      const encoding = encodings[j];
      let accumulator = this.accumulators[j];
      if (!accumulator) {
        accumulator = this.accumulators[j] = new ColumnAccumulator(encoding, limits, this.scheduleFor(encoding, limits.reservoir));
        accumulator.missing = this.rows; // a column that appeared late was missing from earlier rows
      } else if (changesValues(accumulator.encoding, encoding)) {
        accumulator = this.accumulators[j] = accumulator.rebuildAs(encoding, this.scheduleFor(encoding, accumulator.schedule.capacity));
      } else accumulator.encoding = encoding;
      return accumulator.add(batch.columns[column.id]);
    });
    this.forgetPassedSteps();
    if (this.previewRows < PREVIEW_ROWS && batch.length > 0 && this.previewRows === 0) {
      const end = Math.min(PREVIEW_ROWS, batch.length);
      this.preview = columns.map((column, j) => ({ data: sliceColumn(batch.columns[column.id], end), encoding: encodings[j] }));
      this.previewRows = end;
    }
    this.rows += batch.length;
    return counted;
  }

  /**
   * A shared schedule for a column of numbers or dates that starts reading it now, from its first step; undefined for
   * other columns, which sample nothing (one that never moves would keep every step of a shared schedule).
   */
  private scheduleFor(encoding: ColumnEncoding, capacity: number): ReservoirSchedule | undefined {
    if (encoding.type !== "number" && encoding.type !== "date") return undefined;
    let schedule = this.schedules.find((s) => s.capacity === capacity && s.fromStart);
    if (!schedule) this.schedules.push((schedule = new ReservoirSchedule(capacity)));
    return schedule;
  }

  /** Each schedule keeps only the steps ahead of the slowest column reading it (one with missing values lags). */
  private forgetPassedSteps(): void {
    for (const schedule of this.schedules) {
      let step = Infinity;
      for (const accumulator of this.accumulators) if (accumulator.schedule === schedule && accumulator.step < step) step = accumulator.step;
      schedule.forget(step);
    }
  }

  /**
   * The profile, with every column read under its final encoding, and the dataset's semantic layer worked out
   * from it (`source` names the file and sheet, which say what the rows are).
   */
  finish(columns: ColumnName[], encodings: ColumnEncoding[], source: { fileName?: string; sheet?: string } = {}): DatasetProfile {
    const profiles: ColumnProfile[] = columns.map((column, j) => {
      let accumulator = this.accumulators[j] ?? new ColumnAccumulator(encodings[j], accumulatorLimits(columns.length));
      if (changesValues(accumulator.encoding, encodings[j])) accumulator = accumulator.rebuildAs(encodings[j]);
      else accumulator.encoding = encodings[j];
      return { id: column.id, name: column.name, ...accumulator.finish() };
    });
    const semantic = describeDatasetMeaning(profiles, { rowCount: this.rows, columns: profiles }, this.rows, source);
    profiles.forEach((profile, j) => {
      if (profile.type === "number") profile.additive = semantic.columns[j].additive;
    });
    const previewColumns = columns.map((column, j) => {
      const kept = this.preview[j];
      return kept ? convertColumn(kept.data, this.previewRows, kept.encoding, encodings[j]) : convertColumn(undefined, this.previewRows, { type: "empty" }, encodings[j]);
    });
    const rows: PlainValue[][] = [];
    for (let i = 0; i < this.previewRows; i++) rows.push(previewColumns.map((data, j) => plainValue(data, i, encodings[j])));
    return {
      rowCount: this.rows,
      columnCount: columns.length,
      columns: profiles,
      preview: { columns: columns.map((c) => c.id), rows },
      semantic,
    };
  }
}

/** The encoding a stored column is read under (its values are already final). */
export function encodingOf(column: ColumnSchema): ColumnEncoding {
  const encoding: ColumnEncoding = { type: column.type };
  if (column.unit) encoding.unit = column.unit;
  if (column.hasTime !== undefined) encoding.hasTime = column.hasTime;
  return encoding;
}

/** Profiles any dataset by scanning its batches once. */
export async function profileDataset(dataset: Dataset): Promise<DatasetProfile> {
  const columns = dataset.schema.columns.map((c) => ({ id: c.id, name: c.name }));
  const encodings = dataset.schema.columns.map(encodingOf);
  const profiler = new DatasetProfiler();
  for await (const batch of dataset.batches()) profiler.add(batch, columns, encodings);
  return profiler.finish(columns, encodings);
}
