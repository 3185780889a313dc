// The generated sales CSV (tests/fixtures/generate-sales.ts) made in a worker thread and handed over chunk by chunk
// (the chunks' buffers are transferred, not copied). Making the text allocates strings and row objects by the
// hundred megabytes; in a thread of its own that garbage is in its own heap, so the memory a benchmark samples in
// the reading thread is the reader's — as in a Worker, whose upload arrives as bytes from R2 — and the generator's
// time runs beside it instead of inside the reader's. The file never exists whole.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { type SalesCsvOptions, salesCsvStream } from "../tests/fixtures/generate-sales";

/** A stream of the CSV's bytes, each chunk asked of the worker thread when the stream wants one (one ahead). */
export function salesCsvFromWorker(options: SalesCsvOptions): ReadableStream<Uint8Array> {
  let worker: Worker;
  let next: ((chunk: Uint8Array | null) => void) | undefined;
  let failed: ((error: Error) => void) | undefined;
  return new ReadableStream<Uint8Array>({
    start() {
      // A worker's first module is not loaded through tsx's hooks: register them, then import this file.
      const start = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
      worker = new Worker(start, { eval: true, workerData: options });
      worker.on("message", (chunk: Uint8Array | null) => next?.(chunk));
      worker.on("error", (error) => failed?.(error));
    },
    async pull(controller) {
      const chunk = await new Promise<Uint8Array | null>((resolve, reject) => {
        next = resolve;
        failed = reject;
        worker.postMessage("next");
      });
      if (chunk) controller.enqueue(chunk);
      else {
        controller.close();
        await worker.terminate();
      }
    },
    async cancel() {
      await worker.terminate();
    },
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const reader = salesCsvStream(workerData as SalesCsvOptions).getReader();
  port.on("message", async () => {
    const { done, value } = await reader.read();
    if (done) port.postMessage(null);
    else port.postMessage(value, [value.buffer as ArrayBuffer]);
  });
}
