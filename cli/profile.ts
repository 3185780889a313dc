// `npm run profile -- <file> [--sheet NAME] [--json]`
// Reads a CSV, Excel or JSON file through the engine's streaming ingest and prints its schema and
// profile (with --json: one JSON object {source, schema, profile, warnings}). Errors print a clear
// message on stderr and exit non-zero (2 for usage, 1 for files the engine refuses).
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import { type ColumnProfile, type DatasetProfile, IngestError, type IngestResult, ingestFile } from "../engine";
import { readingsOf } from "../engine/ingest/readings";
import { fileByteStream } from "./file-byte-stream";
import { tableShape } from "../engine/narrate/words";
import type { ColumnMeaning } from "../engine/semantic/types";
import { durationPattern } from "../engine/infer/duration";

const USAGE = "Usage: npm run profile -- <file> [--sheet NAME] [--json]";

export interface ProfileOutput {
  stdout: string;
  stderr: string;
  code: number;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): { file: string; sheet?: string; json: boolean } {
  const positional: string[] = [];
  let sheet: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--json") json = true;
    else if (arg === "--sheet") {
      sheet = argv[++i];
      if (sheet === undefined) throw new UsageError(`--sheet needs a sheet name.\n${USAGE}`);
    } else if (arg.startsWith("--")) throw new UsageError(`Unknown option ${arg}.\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new UsageError(positional.length === 0 ? USAGE : `Give exactly one file.\n${USAGE}`);
  return { file: positional[0], sheet, json };
}

function number(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return "";
  if (Number.isInteger(value)) return value.toLocaleString("en-US");
  return value.toLocaleString("en-US", { maximumSignificantDigits: 6 });
}

function unitLabel(column: ColumnProfile): string {
  if (column.unit?.kind === "currency") return column.unit.code;
  if (column.unit?.kind === "percent") return "%";
  if (column.unit?.kind === "duration") return durationPattern(column.unit.shape);
  return "";
}

function rangeOf(column: ColumnProfile): [string, string] {
  if (column.dateRange) return [column.dateRange.from, column.dateRange.to];
  return [number(column.min), number(column.max)];
}

function topValues(column: ColumnProfile): string {
  return (column.top ?? [])
    .slice(0, 3)
    .map((t) => `${String(t.value)} (${t.count.toLocaleString("en-US")})`)
    .join(", ");
}

/** The semantic layer's role, with what the values are when they say it: "time (weekday)", "flag". */
function roleOf(meaning: ColumnMeaning | undefined): string {
  if (!meaning) return "";
  return meaning.valueKind && meaning.valueKind !== "flag" ? `${meaning.role} (${meaning.valueKind})` : meaning.role;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.min(32, Math.max(...rows.map((r) => r[i].length))));
  return rows.map((r) => r.map((cell, i) => (cell.length > 32 ? `${cell.slice(0, 31)}…` : cell).padEnd(widths[i])).join("  ").trimEnd()).join("\n");
}

function describeSource(result: IngestResult, file: string): string {
  const { source } = result;
  const parts: string[] = [source.format.toUpperCase()];
  if (source.sheet !== undefined) parts.push(`sheet “${source.sheet}”`);
  if (source.encoding) parts.push(source.encoding === "utf-8" ? "UTF-8" : source.encoding);
  if (source.delimiter) parts.push(`delimiter ${source.delimiter === "\t" ? "tab" : `“${source.delimiter}”`}`);
  const size = tableShape(result.schema.rowCount, result.schema.columns.length);
  return `${basename(file)} — ${parts.join(", ")}; ${size}`;
}

/** Every reading the engine chose, guesses first (the same list as the file's page), for this file read without corrections. */
function readingsFor(result: IngestResult) {
  return readingsOf(result.layout, result.schema.columns, null, { records: result.source.format === "json" });
}

/** The human-readable report: source line, one row per column, a preview, how the file was read and the notes. */
export function formatProfile(result: IngestResult, file: string): string {
  const profile: DatasetProfile = result.profile;
  const header = ["Column", "Id", "Type", "Unit", "Missing", "Distinct", "Min", "Max", "Mean", "Median", "Std", "Top values", "Role"];
  const rows = profile.columns.map((c, j) => {
    const [min, max] = rangeOf(c);
    const median = c.type === "date" && c.median !== undefined ? new Date(c.median).toISOString().slice(0, 10) : number(c.median);
    const approx = c.distinctApproximate ? "≈" : "";
    return [c.name, c.id, c.type, unitLabel(c), number(c.missing), `${approx}${number(c.distinct)}`, min, max, number(c.mean), median, number(c.std), topValues(c), roleOf(profile.semantic?.columns[j])];
  });
  const lines = [describeSource(result, file), "", table([header, ...rows])];
  const entity = profile.semantic?.table.entities[0];
  if (entity) lines.push("", `Each row is one ${entity.noun} (from the ${entity.from}).`);
  if (profile.columns.some((c) => c.approximate || c.distinctApproximate)) lines.push("", "≈ estimated; medians and histograms of large columns come from a uniform sample.");
  const preview = profile.preview.rows.slice(0, 5);
  if (preview.length > 0) {
    lines.push("", preview.length === 1 ? "First row:" : `First ${preview.length} rows:`);
    lines.push(table([profile.columns.map((c) => c.name), ...preview.map((r) => r.map((v) => (v === null ? "" : String(v))))]));
  }
  const readings = readingsFor(result);
  lines.push("", "How this file was read (? marks a guess; correct it on the file's page):");
  lines.push(...readings.map((r) => `${r.ambiguous ? "?" : "-"} ${r.text}${r.correction ? ` [${r.correction.label}]` : ""}`));
  if (result.warnings.length > 0) lines.push("", "Notes:", ...result.warnings.map((w) => `- ${w}`));
  return `${lines.join("\n")}\n`;
}

/** Runs the command on `argv` (the arguments after `--`) and returns what it would print. */
export async function runProfile(argv: string[]): Promise<ProfileOutput> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(argv);
  } catch (error) {
    return { stdout: "", stderr: `${(error as Error).message}\n`, code: 2 };
  }
  try {
    const info = await stat(args.file).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(error.code === "ENOENT" ? `Cannot read ${args.file}: there is no such file.` : `Cannot read ${args.file}: ${error.message}`);
    });
    if (!info.isFile()) throw new UsageError(`${args.file} is not a file.`);
    const stream = fileByteStream(args.file);
    // Locally there is no Workers memory ceiling: any workbook size is read.
    const result = await ingestFile({ stream, fileName: basename(args.file), sheet: args.sheet }, { maxWorkbookBytes: Number.POSITIVE_INFINITY });
    if (args.json) {
      const { source, schema, profile, warnings } = result;
      return { stdout: `${JSON.stringify({ source, schema, profile, warnings, readings: readingsFor(result) })}\n`, stderr: "", code: 0 };
    }
    return { stdout: formatProfile(result, args.file), stderr: "", code: 0 };
  } catch (error) {
    if (error instanceof UsageError) return { stdout: "", stderr: `${error.message}\n`, code: 2 };
    if (error instanceof IngestError) return { stdout: "", stderr: `${error.message}\n`, code: 1 };
    return { stdout: "", stderr: `Something went wrong: ${(error as Error).message}\n`, code: 1 };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const output = await runProfile(process.argv.slice(2));
  process.stdout.write(output.stdout);
  process.stderr.write(output.stderr);
  process.exitCode = output.code;
}
