// The engine's public API: everything the app Worker, the report Worker, the CLI and the planner use.
// Import from "engine" (this file) rather than from inner modules, so the inside can move.

// Shared vocabulary
export type { Batch, ColumnData, ColumnSchema, ColumnType, ColumnUnit, Dataset, DatasetSchema } from "./types";
export { BOOLEAN_MISSING, TEXT_MISSING } from "./types";

// Ingest: files in, typed columnar datasets and profiles out
export { ingestFile, type IngestInput, type IngestOptions, type IngestResult } from "./ingest/ingest";
export { listSheets, MAX_SERVER_WORKBOOK_BYTES, type SheetInfo } from "./read/workbook";
export { openStoredDataset, bytesSource, type RandomAccessSource, type StoredDataset } from "./store/read";
export { StoredDatasetWriter, type ByteSink } from "./store/write";
export { FORMAT_VERSION } from "./store/format";
export { profileDataset } from "./profile/profile";
export type { ColumnProfile, DatasetProfile, HistogramBin } from "./profile/types";
export { IngestError, LimitError, ParseError, StorageFormatError, type IngestErrorCode, type TextPosition } from "./errors";

// In-memory datasets
export { datasetFromBatches, datasetFromColumns, type PlainColumns, type PlainValue } from "./dataset/from-columns";

// Analysis plans
export {
  analysisPlan,
  type AggregateOp,
  type AggregatePlan,
  type AnalysisPlan,
  type CalendarUnit,
  type ChartHint,
  type Check,
  type DateBucket,
  type DateRange,
  type Filter,
  type FilterOp,
  type GroupKey,
  type Having,
  type Measure,
  type MeasureTransform,
  type RowsPlan,
  type Scalar,
  type SortKey,
  type TopN,
} from "./plan/schema";
export {
  assertValidPlan,
  defaultGroupKeyId,
  defaultMeasureId,
  validatePlan,
  type ColumnFacts,
  type PlanValidation,
  type ProfileFacts,
  type ValidPlan,
} from "./plan/validate";
export { describeDateRange, describeFilter, describePeriod, groupKeyName, measureName } from "./plan/describe";
export { PlanError, ExecuteError, type ExecuteErrorCode, type PlanIssue, type PlanIssueCode } from "./plan/errors";

// Execution
export { executePlan, type ExecuteOptions } from "./execute/execute-plan";
export { tiedAtTop } from "./execute/tied-at-top";
export { resolveDateRange, type Interval } from "./execute/date-ranges";
export {
  MAX_RESULT_ROWS,
  type Cell,
  type CheckOutcome,
  type ExcludedRows,
  type LabelledValue,
  type QueryResult,
  type ResolvedDateRange,
  type ResultColumn,
  type ResultFigures,
  type ResultTable,
  type RowAccounting,
  type ValueFormat,
} from "./execute/result";

// Presenting results
export { chooseChart, type ChartSeries, type ChartSpec, type ChartType } from "./chart";
export { compactNumber, currencyPrefix, formatCell, formatDateLabel, formatNumber, type NumberStyle } from "./format";
export { answerValue, narrate } from "./narrate";

// A question's answer from its plan (execute, tie check, sentence, value, chart, receipt): the CLI and the app
export { answerPlan, type PlanAnswer } from "./answer/answer-plan";
export { answerPlanned, type PlannedAnswer } from "./answer/answer-readings";
