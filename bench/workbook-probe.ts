// Child process of workbook-memory.bench.ts: ingests one workbook (no size ceiling) under the heap limit the parent
// sets, and prints as one JSON line the heap it started from, the most array-buffer memory it saw (sampled as the
// columnar copy is written), and its CPU time.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { ingestFile } from "../engine/ingest/ingest";

const path = process.argv[2];
global.gc?.();
const base = process.memoryUsage();
const bytes = new Uint8Array(readFileSync(path));
let arrayBuffers = process.memoryUsage().arrayBuffers;
const cpu = process.cpuUsage();
const result = await ingestFile(
  { bytes, fileName: basename(path) },
  { maxWorkbookBytes: Number.POSITIVE_INFINITY, sink: () => void (arrayBuffers = Math.max(arrayBuffers, process.memoryUsage().arrayBuffers)) },
);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ rows: result.schema.rowCount, baseHeapMB: base.heapUsed / 2 ** 20, arrayBuffersMB: (arrayBuffers - base.arrayBuffers) / 2 ** 20, cpuSeconds: (used.user + used.system) / 1e6 }));
