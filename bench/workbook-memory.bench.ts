// The workbook memory ceilings: SheetJS parses a whole workbook in memory, in one reading, so the server opens a
// workbook only up to its format's ceiling (SERVER_WORKBOOK_CEILINGS). This measures what a reading needs: each
// generated sales workbook (8 columns) is ingested in child Node processes with a capped old space, and the smallest
// cap it completes in (found by halving, to 2 MB) less the heap the process started with, plus the array buffers it
// held (the file, the unpacked XML), is what the reading adds to an isolate — garbage the collector could not avoid
// included, garbage it was merely late to collect not. Printed beside the 64 MB an isolate should stay under and the
// ceilings; each reading's CPU time beside the 30 s a request or queue message may use.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "xlsx";
import { MAX_SERVER_WORKBOOK_XML_BYTES, SERVER_WORKBOOK_CEILINGS, type WorkbookFormat } from "../engine/read/workbook";
import { zipEntries } from "../engine/read/zip";
import { generateSales } from "../tests/fixtures/generate-sales";
import { READ_CPU_SECONDS } from "../app/lib/upload-limits";

/** The young generation is kept small (3 × 1 MB) so the old-space cap is nearly the whole heap. */
const SEMI_SPACE_MB = 1;
const GOAL_MB = 64;

function workbook(rows: number, bookType: WorkbookFormat): Uint8Array {
  const data = generateSales(rows, 11);
  const aoa: unknown[][] = [["Order ID", "Order date", "Region", "Product", "Category", "Units", "Unit price", "Revenue"]];
  for (let i = 0; i < rows; i++) {
    aoa.push([data.order_id[i], new Date(data.order_date[i]), data.region[i], data.product[i], data.category[i], data.units[i], data.unit_price[i], data.revenue[i]]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(aoa, { cellDates: true, dateNF: "yyyy-mm-dd" });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Sales");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType, compression: true }) as ArrayBuffer);
}

interface Probe {
  baseHeapMB: number;
  arrayBuffersMB: number;
  cpuSeconds: number;
}

function probe(path: string, oldSpaceMb: number): Probe | null {
  const run = spawnSync(process.execPath, [`--max-old-space-size=${oldSpaceMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, "--expose-gc", "--import", "tsx", join(import.meta.dirname, "workbook-probe.ts"), path], {
    encoding: "utf8",
    timeout: 300_000,
  });
  if (run.status !== 0) return null;
  return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as Probe;
}

/** The smallest old-space cap (MB, to 2 MB) the reading completes in, with that run's figures; null past `hi`. */
function smallestHeap(path: string, hi = 192): { capMb: number; probe: Probe } | null {
  let best = probe(path, hi);
  if (!best) return null;
  let lo = 8;
  let cap = hi;
  while (cap - lo > 2) {
    const mid = Math.floor((lo + cap) / 2);
    const run = probe(path, mid);
    if (run) [cap, best] = [mid, run];
    else lo = mid;
  }
  return { capMb: cap, probe: best };
}

export default async function workbookMemoryBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "insightlab-workbooks-"));
  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
  try {
    console.log(`Workbook ingest, 8-column sales sheets: the smallest heap each reading completes in (old space capped, ${3 * SEMI_SPACE_MB} MB young generation)`);
    console.log(`format  rows      file size   unpacked     heap above start + array buffers = reading needs (goal: the isolate < ${GOAL_MB} MB)   CPU (limit ${READ_CPU_SECONDS} s)`);
    for (const bookType of ["xlsx", "xls"] as const) {
      for (const rows of bookType === "xlsx" ? [10_000, 20_000, 27_000, 30_000, 40_000] : [2_500, 5_000, 5_600, 10_000]) {
        const bytes = workbook(rows, bookType);
        const path = join(dir, `sales-${rows}.${bookType}`);
        writeFileSync(path, bytes);
        const unpacked = bookType === "xlsx" ? zipEntries(bytes).reduce((n, e) => n + e.uncompressedSize, 0) : bytes.length;
        const found = smallestHeap(path);
        rmSync(path);
        const accepted = bytes.length <= SERVER_WORKBOOK_CEILINGS[bookType] && (bookType === "xls" || unpacked <= MAX_SERVER_WORKBOOK_XML_BYTES);
        const head = `${bookType.padEnd(7)} ${rows.toLocaleString("en-US").padEnd(9)} ${mb(bytes.length).padStart(10)}   ${mb(unpacked).padStart(10)}`;
        if (!found) {
          console.log(`${head}   did not complete in 192 MB   ${accepted ? "ACCEPTED by the server" : "refused by the server"}`);
          continue;
        }
        const heap = found.capMb - found.probe.baseHeapMB + 3 * SEMI_SPACE_MB;
        const needs = heap + found.probe.arrayBuffersMB;
        console.log(
          `${head}   ${heap.toFixed(0).padStart(4)} MB + ${found.probe.arrayBuffersMB.toFixed(0).padStart(3)} MB = ${needs.toFixed(0).padStart(4)} MB   ${accepted ? "accepted by the server" : "refused (converted in the browser)"}   ${found.probe.cpuSeconds.toFixed(1).padStart(5)} s`,
        );
      }
    }
    console.log(`Ceilings in engine/read/workbook.ts: .xlsx ${mb(SERVER_WORKBOOK_CEILINGS.xlsx)} file and ${mb(MAX_SERVER_WORKBOOK_XML_BYTES)} unpacked; .xls ${mb(SERVER_WORKBOOK_CEILINGS.xls)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
