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
  type DatasetProfile,
  ExecuteError,
  IngestError,
  PlanError,
  type QueryResult,
  answerValue,
  chooseChart,
  executePlan,
  formatCell,
  ingestFile,
  narrate,
  openStoredDataset,
} from "../engine";
import { collectPlannerFacts, describeReceipt, planWithBuiltIn, type ConversationTurn, type PlannerResult } from "../engine/planner";

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
  value?: string | number | boolean | null | (string | number | boolean | null)[];
  table: { columns: QueryResult["table"]["columns"]; rows: QueryResult["table"]["rows"]; rowCount: number; truncated: boolean };
  chart: ChartSpec | { type: "none"; reason: string };
  plan: AnalysisPlan | null;
  question?: string;
  understood?: string;
  planner?: string;
  /** "How this was answered", one sentence per line. */
  receipt?: string[];
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
    const dataset = await openStoredDataset(ingested.stored!);

    let plan: unknown;
    let understood: string | undefined;
    let planner: string | undefined;
    let planned: PlannerResult | undefined;
    if (args.plan) plan = parseJson(args.plan, "--plan");
    else {
      const facts = await collectPlannerFacts(dataset, ingested.profile);
      const conversation = args.context ? await readContext(args.context) : [];
      planned = planWithBuiltIn({ question: args.question, schema: ingested.schema, profile: facts, conversation, datasetName: basename(args.file) });
      understood = planned.understood;
      planner = planned.planner;
      if (!planned.plan) {
        const message = planned.clarification?.message ?? "I couldn't turn that question into an analysis.";
        if (!args.json) return { stdout: `${message}\n`, stderr: "", code: 0 };
        const json: AskJson = { answer: message, table: { columns: [], rows: [], rowCount: 0, truncated: false }, chart: { type: "none", reason: "The question was not answered." }, plan: null, question: args.question, planner };
        return { stdout: `${JSON.stringify(json)}\n`, stderr: "", code: 0 };
      }
      plan = planned.plan;
    }

    const result = await executePlan(dataset, plan, { profile: ingested.profile, latestDates: latestDatesOf(ingested.profile) });
    const answer = narrate(result);
    const chart = chooseChart(result);
    const value = answerValue(result);
    const receipt = describeReceipt({ schema: ingested.schema, result, chart, ...(planned ? { planner: planned } : {}) });
    if (args.json) {
      const json: AskJson = {
        answer,
        ...(value !== undefined ? { value } : {}),
        table: { columns: result.table.columns, rows: result.table.rows, rowCount: result.table.rowCount, truncated: result.table.truncated },
        chart,
        plan: result.plan as AnalysisPlan,
        ...(args.question ? { question: args.question } : {}),
        ...(understood !== undefined ? { understood } : {}),
        ...(planner ? { planner } : {}),
        receipt,
        rows: result.rows,
        dateRanges: result.dateRanges,
      };
      return { stdout: `${JSON.stringify(json)}\n`, stderr: "", code: 0 };
    }
    const lines = [answer, ""];
    if (understood) lines.push(`Understood as: ${understood}`, "");
    if (result.table.columns.length > 0) lines.push(textTable(result), "");
    lines.push("How this was answered:", ...receipt.map((line) => `  ${line}`));
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
