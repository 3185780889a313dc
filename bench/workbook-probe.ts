// Child process of workbook-memory.bench.ts: ingests one workbook (no size ceiling) under the heap
// limit the parent sets, and prints the heap figures and the CPU time it saw as one JSON line.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { ingestFile } from "../engine/ingest/ingest";

const path = process.argv[2];
global.gc?.();
const base = process.memoryUsage();
let peak = base.heapUsed + base.arrayBuffers;
const bytes = new Uint8Array(readFileSync(path));
const cpu = process.cpuUsage();
const result = await ingestFile(
  { bytes, fileName: basename(path) },
  {
    maxWorkbookBytes: Number.POSITIVE_INFINITY,
    sink: () => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers);
    },
  },
);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ rows: result.schema.rowCount, baseMB: (base.heapUsed + base.arrayBuffers) / 2 ** 20, sampledPeakMB: peak / 2 ** 20, cpuSeconds: (used.user + used.system) / 1e6 }));
