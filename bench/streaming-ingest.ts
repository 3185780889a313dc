// A streaming ingest of a generated sales CSV of a given size (the file never exists whole; it is made in a worker
// thread, see generated-csv.ts, so its strings are not in the ingest's heap), stored output passed to a sink and
// dropped, as a Worker streaming to R2 would; memory sampled at every input chunk and output segment.
// Run in-process by the ingest bench, or as its own process (`node [--max-old-space-size=N] --expose-gc --import tsx
// bench/streaming-ingest.ts <bytes>`, printing one JSON line) so the heap can be capped as an isolate's would be.
import { pathToFileURL } from "node:url";
import { ingestFile } from "../engine/ingest/ingest";
import { salesCsvFromWorker } from "./generated-csv";

export interface StreamingIngest {
  bytes: number;
  rows: number;
  seconds: number;
  baseHeap: number;
  peakHeap: number;
  peakBuffers: number;
  /** The most heap + array buffers at one sample. */
  peakTotal: number;
}

export async function streamingIngest(target: number): Promise<StreamingIngest> {
  global.gc?.();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakBuffers = base.arrayBuffers;
  let peakTotal = base.heapUsed + base.arrayBuffers;
  let bytes = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    peakTotal = Math.max(peakTotal, now.heapUsed + now.arrayBuffers);
  };
  const counted = salesCsvFromWorker({ bytes: target, seed: 7, chunkRows: 2000 }).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.length;
        sample();
        controller.enqueue(chunk);
      },
    }),
  );
  const start = performance.now();
  const result = await ingestFile({ stream: counted, fileName: "big.csv" }, { sink: () => sample() });
  return { bytes, rows: result.schema.rowCount, seconds: (performance.now() - start) / 1000, baseHeap: base.heapUsed, peakHeap, peakBuffers, peakTotal };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await streamingIngest(Number(process.argv[2]))));
}
