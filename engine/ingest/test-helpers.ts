// Helpers for ingest tests: a stored dataset's column read back as numbers; a file read in slices, and the check that
// it made what one run makes.
import { expect } from "vitest";
import { openStoredDataset } from "../store/read";
import { seededRandom } from "../random";
import { concat } from "../read/bytes";
import { type IngestProgress, type IngestResult, ingestFile, ingestSlice } from "./ingest";

/** Every value of the number or date column `id` of a stored dataset, in order; throws when it was read as text. */
export async function storedNumbers(stored: Uint8Array, id: string): Promise<number[]> {
  const dataset = await openStoredDataset(stored);
  const out: number[] = [];
  for await (const batch of dataset.batches()) {
    const data = batch.columns[id];
    if (data.type === "text") throw new Error(`${id} was read as text`);
    out.push(...Array.from(data.values as ArrayLike<number>));
  }
  return out;
}

export interface Sliced {
  result: IngestResult;
  stored: Uint8Array;
  slices: number;
}

/** The file read in slices, each checkpoint handed on as bytes, each slice reading the file (or a stream of it) from its offset. */
export async function readSliced(
  bytes: Uint8Array,
  fileName: string,
  pause: (slice: number) => boolean,
  streamFrom?: (offset: number) => ReadableStream<Uint8Array>,
): Promise<Sliced> {
  const out: Uint8Array[] = [];
  const sink = (chunk: Uint8Array) => void out.push(chunk.slice());
  let resume: Uint8Array | undefined;
  let offset = 0;
  for (let slices = 1; ; slices++) {
    const input = streamFrom ? { stream: streamFrom(offset), fileName } : { bytes: bytes.subarray(offset), fileName };
    const slice = await ingestSlice(input, { sink, resume, pause: () => pause(slices) });
    if (slice.done) {
      const stored = new Uint8Array(out.reduce((n, c) => n + c.length, 0));
      out.reduce((at, c) => (stored.set(c, at), at + c.length), 0);
      return { result: slice.result, stored, slices };
    }
    resume = slice.checkpoint.slice();
    offset = slice.progress.bytesRead;
  }
}

export function expectSame(sliced: Sliced, single: IngestResult): void {
  const { stored, ...rest } = single;
  expect(sliced.result).toEqual({ ...rest, stored: undefined });
  expect(sliced.stored.length).toBe(stored!.length);
  const differsAt = sliced.stored.findIndex((byte, i) => byte !== stored![i]);
  expect(differsAt).toBe(-1);
}

/**
 * Reads the file in one run and in slices, stopping at each pause asked with chance `rate` (a generator seeded with
 * `seed`), and checks they made the same and that every stop ended a slice; returns how many pauses were asked.
 */
export async function expectSameSlicedAtRandom(bytes: Uint8Array, fileName: string, seed: number, rate: number): Promise<{ asked: number }> {
  const single = await ingestFile({ bytes, fileName });
  const random = seededRandom(seed ^ 0x5a5a);
  let asked = 0;
  let stops = 0;
  const sliced = await readSliced(bytes, fileName, () => {
    asked++;
    const stop = random() < rate;
    if (stop) stops++;
    return stop;
  });
  expectSame(sliced, single);
  expect(sliced.slices).toBe(stops + 1);
  return { asked };
}

/** The rest of a file read twice from the same checkpoint (a redelivered message) comes out the same both times. */
export async function expectSameFromCheckpointTwice(bytes: Uint8Array, fileName: string, pause: (progress: IngestProgress) => boolean): Promise<void> {
  const first = await ingestSlice({ bytes, fileName }, { sink: () => {}, pause });
  if (first.done) throw new Error("expected a checkpoint");
  const rest = async () => {
    const out: Uint8Array[] = [];
    const slice = await ingestSlice({ bytes: bytes.subarray(first.progress.bytesRead), fileName }, { sink: (c) => void out.push(c.slice()), resume: first.checkpoint.slice() });
    return { slice, bytes: concat(out) };
  };
  const [once, twice] = [await rest(), await rest()];
  expect(once.bytes.length).toBe(twice.bytes.length);
  expect(once.bytes.findIndex((byte, i) => byte !== twice.bytes[i])).toBe(-1);
  expect(once.slice).toEqual(twice.slice);
}
