// `npm run ask -- <file> "<question>" [--sheet NAME] [--json] [--plan <json>] [--context <previous.json>]`
// Reads a file, plans the question (or takes a ready plan with --plan), executes it and prints the
// answer. With --json: exactly one JSON object on stdout, {answer, value?, table, chart, plan}.
// Errors print a clear message on stderr and exit non-zero.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type AnalysisPlan,
  type ChartSpec,
  type Dataset,
  type DatasetProfile,
  ExecuteError,
  IngestError,
  PlanError,
  type IngestResult,
  type QueryResult,
  answerPlan,
  answerPlanned,
  formatCell,
  type PlanAnswer,
  type PlannedAnswer,
  ingestFile,
  openStoredDataset,
} from "../engine";
import { type ClarificationChoice, collectPlannerFacts, planWithBuiltIn, type ConversationTurn, type PlannerFacts } from "../engine/planner";

const USAGE = 'Usage: npm run ask -- <file> "<question>" [--sheet NAME] [--json] [--plan <json>] [--context <previous answer .json>]';

export interface AskOutput {
  stdout: string;
  stderr: string;
  code: number;
}

interface AskArgs {
  file: string;
  question: string;
  sheet?: string;
  json: boolean;
  plan?: string;
  context?: string;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): AskArgs {
  const positional: string[] = [];
  const args: Partial<AskArgs> = { json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value.\n${USAGE}`);
      return next;
    };
    if (arg === "--json") args.json = true;
    else if (arg === "--sheet") args.sheet = value();
    else if (arg === "--plan") args.plan = value();
    else if (arg === "--context") args.context = value();
    else if (arg.startsWith("--")) throw new UsageError(`Unknown option ${arg}.\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length === 0) throw new UsageError(USAGE);
  if (positional.length > 2) throw new UsageError(`Too many arguments: put the question in quotes.\n${USAGE}`);
  if (positional.length === 1 && !args.plan) throw new UsageError(`Ask a question (or pass --plan).\n${USAGE}`);
  return { ...args, file: positional[0], question: positional[1] ?? "" } as AskArgs;
}

/** The JSON printed with --json. */
export interface AskJson {
  answer: string;
  /** The answer as one value or a short list; figures from a column of percentages as the file writes them ("28.9%"). */
  value?: string | number | boolean | null | (string | number | boolean | null)[];
  table: { columns: QueryResult["table"]["columns"]; rows: QueryResult["table"]["rows"]; rowCount: number; truncated: boolean };
  chart: ChartSpec | { type: "none"; reason: string };
  plan: AnalysisPlan | null;
  question?: string;
  understood?: string;
  planner?: string;
  /** "How this was answered", one sentence per line. */
  receipt?: string[];
  /** A question back's choices: each the question reworded with the exact column or value, to ask instead. */
  choices?: ClarificationChoice[];
  rows?: QueryResult["rows"];
  dateRanges?: QueryResult["dateRanges"];
}

function parseJson<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new UsageError(`${what} is not valid JSON: ${(error as Error).message}`);
  }
}

async function readContext(path: string): Promise<ConversationTurn[]> {
  const text = await readFile(path, "utf8").catch(() => {
    throw new UsageError(`Cannot read the context file ${path}.`);
  });
  const previous = parseJson<Partial<AskJson>>(text, `The context file ${path}`);
  return previous.plan !== undefined ? [{ question: previous.question ?? "", plan: previous.plan ?? null }] : [];
}

function textTable(result: QueryResult, maxRows = 20): string {
  const { columns, rows } = result.table;
  const cells = [columns.map((c) => c.name), ...rows.slice(0, maxRows).map((r) => r.map((cell, i) => formatCell(cell, columns[i], { compact: false })))];
  const widths = columns.map((_, i) => Math.min(40, Math.max(...cells.map((r) => r[i].length))));
  const line = (r: string[]) => r.map((cell, i) => (columns[i].type === "number" && cells[0] !== r ? cell.padStart(widths[i]) : cell.padEnd(widths[i])).slice(0, 40)).join("  ");
  const out = [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)];
  if (result.table.rowCount > maxRows) out.push(`… ${result.table.rowCount - maxRows} more rows`);
  return out.join("\n");
}

/** A file read once, ready for any number of questions (the CLI asks one; the real-data eval many). */
export interface LoadedFile {
  ingested: IngestResult;
  dataset: Dataset;
  facts: PlannerFacts;
  fileName: string;
}

export async function loadForQuestions(ingested: IngestResult, fileName: string): Promise<LoadedFile> {
  const dataset = await openStoredDataset(ingested.stored!);
  return { ingested, dataset, facts: await collectPlannerFacts(dataset, ingested.profile), fileName };
}

export type Answered = { kind: "refused"; json: AskJson } | { kind: "answer"; json: AskJson; result: QueryResult };

/**
 * The value as the file writes it when it comes from the table's one column of percentages ("28.9%" cells, held as
 * the fraction 0.289): "28.9%", so the value reads as the table does and no reader takes 0.289 for the percentage.
 * Shares the engine works out (a slice's share of a total) stay fractions.
 */
function valueAsWritten(value: AskJson["value"], result: QueryResult): AskJson["value"] {
  const figures = result.table.columns.filter((c) => c.role !== "group");
  const percent = figures.length === 1 && figures[0].unit?.kind === "percent" && figures[0].format.kind === "percent" ? figures[0] : undefined;
  if (!percent) return value;
  const written = (v: unknown) => (typeof v === "number" ? formatCell(v, percent, { compact: false }) : v);
  return Array.isArray(value) ? (value.map(written) as typeof value) : (written(value) as typeof value);
}

/** Plans the question with the built-in planner (or takes a ready plan), executes it and words the answer. */
export async function answerQuestion(file: LoadedFile, ask: { question: string; conversation?: ConversationTurn[]; plan?: unknown }): Promise<Answered> {
  const { ingested, dataset, facts } = file;
  const options = { profile: ingested.profile, latestDates: latestDatesOf(ingested.profile) };
  const planned = ask.plan === undefined ? planWithBuiltIn({ question: ask.question, schema: ingested.schema, profile: facts, conversation: ask.conversation ?? [], datasetName: file.fileName }) : undefined;
  const answered: PlannedAnswer | PlanAnswer = planned ? await answerPlanned(dataset, planned, options) : await answerPlan(dataset, ask.plan, options);
  const unanswered = (answer: string, reason: string, choices: readonly ClarificationChoice[] = []): Answered => ({
    kind: "refused",
    json: { answer, table: { columns: [], rows: [], rowCount: 0, truncated: false }, chart: { type: "none", reason }, plan: null, question: ask.question, ...(planned ? { planner: planned.planner } : {}), ...(choices.length > 0 ? { choices: [...choices] } : {}) },
  });
  if (answered.kind === "clarification") return unanswered(answered.clarification.message, "The question was not answered.", answered.clarification.choices);
  if (answered.kind === "tie") return unanswered(answered.message, "The question has no single answer.");
  const { result } = answered;
  const json: AskJson = {
    answer: answered.answer,
    ...(answered.value !== undefined ? { value: valueAsWritten(answered.value, result) } : {}),
    table: { columns: result.table.columns, rows: result.table.rows, rowCount: result.table.rowCount, truncated: result.table.truncated },
    chart: answered.chart,
    plan: result.plan as AnalysisPlan,
    ...(ask.question ? { question: ask.question } : {}),
    ...(planned ? { understood: "understood" in answered ? (answered.understood as string) : planned.understood, planner: planned.planner } : {}),
    receipt: answered.receipt,
    rows: result.rows,
    dateRanges: result.dateRanges,
  };
  return { kind: "answer", json, result };
}

/** Runs the command on `argv` (the arguments after `--`) and returns what it would print. */
export async function runAsk(argv: string[]): Promise<AskOutput> {
  let args: AskArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    return { stdout: "", stderr: `${(error as Error).message}\n`, code: 2 };
  }
  try {
    const bytes = await readFile(args.file).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(error.code === "ENOENT" ? `Cannot read ${args.file}: there is no such file.` : `Cannot read ${args.file}: ${error.message}`);
    });
    const ingested = await ingestFile({ bytes: new Uint8Array(bytes), fileName: basename(args.file), ...(args.sheet ? { sheet: args.sheet } : {}) });
    const loaded = await loadForQuestions(ingested, basename(args.file));
    const conversation = args.context ? await readContext(args.context) : [];
    const plan = args.plan ? parseJson(args.plan, "--plan") : undefined;
    const answered = await answerQuestion(loaded, { question: args.question, conversation, plan });
    if (answered.kind === "refused") {
      const choices = (answered.json.choices ?? []).map((c) => `  ${c.question}`);
      if (!args.json) return { stdout: `${[answered.json.answer, ...(choices.length > 0 ? ["", "Ask instead:", ...choices] : [])].join("\n")}\n`, stderr: "", code: 0 };
      return { stdout: `${JSON.stringify(answered.json)}\n`, stderr: "", code: 0 };
    }
    const { json, result } = answered;
    if (args.json) return { stdout: `${JSON.stringify(json)}\n`, stderr: "", code: 0 };
    const lines = [json.answer, ""];
    if (json.understood) lines.push(`Understood as: ${json.understood}`, "");
    if (result.table.columns.length > 0) lines.push(textTable(result), "");
    lines.push("How this was answered:", ...(json.receipt ?? []).map((line) => `  ${line}`));
    for (const warning of ingested.warnings) lines.push(`Note: ${warning}`);
    return { stdout: `${lines.join("\n")}\n`, stderr: "", code: 0 };
  } catch (error) {
    if (error instanceof UsageError) return { stdout: "", stderr: `${error.message}\n`, code: 2 };
    if (error instanceof PlanError || error instanceof ExecuteError || error instanceof IngestError) return { stdout: "", stderr: `${error.message}\n`, code: 1 };
    return { stdout: "", stderr: `Something went wrong: ${(error as Error).message}\n`, code: 1 };
  }
}

/** Date columns' latest values from the profile, so relative ranges need no extra pass. */
function latestDatesOf(profile: DatasetProfile): Record<string, number> {
  const latest: Record<string, number> = {};
  for (const column of profile.columns) if (column.type === "date" && column.max !== undefined) latest[column.id] = column.max;
  return latest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const output = await runAsk(process.argv.slice(2));
  process.stdout.write(output.stdout);
  process.stderr.write(output.stderr);
  process.exitCode = output.code;
}
