// The workbook memory ceiling: SheetJS parses a whole workbook in memory, so the server refuses
// workbooks above MAX_SERVER_WORKBOOK_BYTES. This measures where that line is: each generated
// sales workbook (8 columns) is ingested in a child Node process whose heap is capped like a
// Worker's (128 MB), and the largest that succeeds is compared with the constant; each reading's CPU time is printed
// beside the 30 s a request or queue message may use.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "xlsx";
import { MAX_SERVER_WORKBOOK_BYTES, MAX_SERVER_WORKBOOK_XML_BYTES, MAX_SERVER_XLS_BYTES } from "../engine/read/workbook";
import { zipEntries } from "../engine/read/zip";
import { generateSales } from "../tests/fixtures/generate-sales";
import { READ_CPU_SECONDS } from "../app/lib/upload-limits";

/** Old-space cap for the child: 128 MB minus young generation (2 × 8 MB semi-spaces) and slack. */
const OLD_SPACE_MB = 104;
const SEMI_SPACE_MB = 8;

function workbook(rows: number, bookType: "xlsx" | "xls"): Uint8Array {
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
  ok: boolean;
  baseMB?: number;
  sampledPeakMB?: number;
  cpuSeconds?: number;
}

function probe(path: string): Probe {
  const run = spawnSync(process.execPath, [`--max-old-space-size=${OLD_SPACE_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, "--expose-gc", "--import", "tsx", join(import.meta.dirname, "workbook-probe.ts"), path], {
    encoding: "utf8",
    timeout: 300_000,
  });
  if (run.status !== 0) return { ok: false };
  const line = run.stdout.trim().split("\n").at(-1) ?? "{}";
  return { ok: true, ...(JSON.parse(line) as Omit<Probe, "ok">) };
}

export default async function workbookMemoryBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "insightlab-workbooks-"));
  try {
    console.log(`Workbook ingest under a ${OLD_SPACE_MB} MB old-space + 2×${SEMI_SPACE_MB} MB semi-space heap (a Worker's 128 MB), 8-column sales sheets`);
    console.log(`format  rows      file size   uncompressed   result   heap before   sampled peak   CPU (limit ${READ_CPU_SECONDS} s)`);
    for (const bookType of ["xlsx", "xls"] as const) {
      let largestOk = 0;
      for (const rows of bookType === "xlsx" ? [20_000, 60_000, 100_000, 120_000, 150_000] : [5_000, 15_000, 17_500, 20_000]) {
        const bytes = workbook(rows, bookType);
        const path = join(dir, `sales-${rows}.${bookType}`);
        writeFileSync(path, bytes);
        const unzipped = bookType === "xlsx" ? zipEntries(bytes).reduce((n, e) => n + e.uncompressedSize, 0) : bytes.length;
        const result = probe(path);
        const mb = (n: number) => `${(n / 2 ** 20).toFixed(2)} MB`;
        console.log(
          `${bookType.padEnd(7)} ${rows.toLocaleString("en-US").padEnd(9)} ${mb(statSync(path).size).padStart(10)}   ${mb(unzipped).padStart(12)}   ${(result.ok ? "ok" : "OOM").padEnd(7)}  ${result.baseMB !== undefined ? `${result.baseMB.toFixed(0)} MB`.padStart(11) : "".padStart(11)}   ${result.sampledPeakMB !== undefined ? `${result.sampledPeakMB.toFixed(0)} MB`.padStart(12) : "".padStart(12)}   ${result.cpuSeconds !== undefined ? `${result.cpuSeconds.toFixed(1)} s`.padStart(8) : ""}`,
        );
        rmSync(path);
        if (!result.ok) break;
        largestOk = bytes.length;
      }
      console.log(`  largest ${bookType} ingested: ${(largestOk / 2 ** 20).toFixed(2)} MB`);
    }
    const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
    console.log(`Ceilings in engine/read/workbook.ts (≈20% under the largest success): .xlsx ${mb(MAX_SERVER_WORKBOOK_BYTES)} file and ${mb(MAX_SERVER_WORKBOOK_XML_BYTES)} unpacked; .xls ${mb(MAX_SERVER_XLS_BYTES)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
