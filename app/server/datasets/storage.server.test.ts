import { describe, expect, it } from "vitest";
import { decodeObjects, encodeObjects } from "../../../engine/ingest/checkpoint-codec";
import { R2ObjectWriter, type R2WriterState, r2RandomAccess } from "./storage.server";

/** Just enough of an R2 bucket to record what a writer sends, and to apply R2's rules on completing. */
function recordingBucket() {
  const objects = new Map<string, Uint8Array>();
  const partSizes: number[] = [];
  let aborted = false;
  const uploads = new Map<string, unknown>();
  const bucket = {
    async put(key: string, body: Uint8Array) {
      objects.set(key, body.slice());
    },
    async createMultipartUpload(key: string) {
      const parts = new Map<number, Uint8Array>();
      const uploadId = `upload-${uploads.size + 1}`;
      const upload = {
        uploadId,
        async uploadPart(partNumber: number, body: Uint8Array) {
          parts.set(partNumber, body.slice());
          partSizes.push(body.length);
          return { partNumber, etag: String(partNumber) };
        },
        async complete(uploaded: { partNumber: number }[]) {
          const sizes = uploaded.map((p) => parts.get(p.partNumber)!.length);
          // R2 (and the local simulator): every part but the last the same size, the last no larger (error 10048).
          if (sizes.slice(0, -1).some((s) => s !== sizes[0]) || sizes[sizes.length - 1] > sizes[0]) {
            throw new Error("completeMultipartUpload: There was a problem with the multipart upload. (10048)");
          }
          const all = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
          let at = 0;
          for (const p of uploaded) {
            all.set(parts.get(p.partNumber)!, at);
            at += parts.get(p.partNumber)!.length;
          }
          objects.set(key, all);
        },
        async abort() {
          aborted = true;
        },
      };
      uploads.set(uploadId, upload);
      return upload;
    },
    resumeMultipartUpload(_key: string, id: string) {
      return uploads.get(id)!;
    },
  };
  return { bucket: bucket as unknown as R2Bucket, objects, partSizes, aborted: () => aborted };
}

function bytesOf(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 31 + seed) & 0xff;
  return out;
}

async function writeInChunks(writer: R2ObjectWriter, data: Uint8Array, chunkSizes: number[]): Promise<void> {
  let at = 0;
  for (let i = 0; at < data.length; i++) {
    const size = chunkSizes[i % chunkSizes.length];
    await writer.write(data.subarray(at, at + size));
    at += size;
  }
  await writer.close();
}

describe("R2ObjectWriter", () => {
  it("cuts parts of exactly the part size from uneven chunks, carrying the rest, so three or more parts complete", async () => {
    const { bucket, objects, partSizes } = recordingBucket();
    const data = bytesOf(10_000 + 7, 1);
    // Chunks that overshoot the part size by different amounts (as a network stream does).
    await writeInChunks(new R2ObjectWriter(bucket, "k", undefined, 1000), data, [700, 333, 1501]);
    expect(partSizes.slice(0, -1).every((s) => s === 1000)).toBe(true);
    expect(partSizes).toHaveLength(11);
    expect(partSizes.at(-1)).toBe(7);
    expect(objects.get("k")).toEqual(data);
  });

  it("splits one chunk larger than several parts (a CSV with one huge cell)", async () => {
    const { bucket, objects, partSizes } = recordingBucket();
    const data = bytesOf(4_500, 2);
    await writeInChunks(new R2ObjectWriter(bucket, "k", undefined, 1000), data, [10, 4_490]);
    expect(partSizes).toEqual([1000, 1000, 1000, 1000, 500]);
    expect(objects.get("k")).toEqual(data);
  });

  it("keeps a buffer the producer reuses from changing what was written", async () => {
    const { bucket, objects } = recordingBucket();
    const writer = new R2ObjectWriter(bucket, "k", undefined, 1000);
    const reused = new Uint8Array(600);
    for (let i = 0; i < 3; i++) {
      reused.fill(i + 1);
      await writer.write(reused);
    }
    await writer.close();
    const stored = objects.get("k")!;
    expect([stored[0], stored[600], stored[1200], stored.length]).toEqual([1, 2, 3, 1800]);
  });

  it("writes a small object with one put, and an exact multiple of the part size with full parts only", async () => {
    const small = recordingBucket();
    await writeInChunks(new R2ObjectWriter(small.bucket, "s", undefined, 1000), bytesOf(999, 3), [400]);
    expect(small.partSizes).toEqual([]);
    expect(small.objects.get("s")).toHaveLength(999);

    const exact = recordingBucket();
    await writeInChunks(new R2ObjectWriter(exact.bucket, "e", undefined, 1000), bytesOf(3000, 4), [1200]);
    expect(exact.partSizes).toEqual([1000, 1000, 1000]);
  });
});

describe("R2ObjectWriter between queue messages", () => {
  it("hands on the part not yet full as a view of its part, which a checkpoint stores once and a resumed writer finishes", async () => {
    const { bucket, objects } = recordingBucket();
    const data = bytesOf(700, 5);
    const writer = new R2ObjectWriter(bucket, "c", undefined, 1000);
    await writer.write(data.subarray(0, 500));
    const state = writer.state();
    // Not a copy of the unfinished part: the part's own bytes (1000 of them, 500 filled).
    expect(state.tail.byteLength).toBe(500);
    expect(state.tail.buffer.byteLength).toBe(1000);
    // The checkpoint stores the 500 filled bytes, not the whole part.
    const stored = encodeObjects(state, []);
    expect(stored.length).toBeLessThan(1000);
    const resumed = R2ObjectWriter.resumed(bucket, "c", undefined, decodeObjects<R2WriterState>(stored, []));
    await resumed.write(data.subarray(500));
    await resumed.close();
    expect(objects.get("c")).toEqual(data);
  });

  it("goes on with the part size the upload began with, so the parts R2 is sent are of one size but the last", async () => {
    const { bucket, objects, partSizes } = recordingBucket();
    const data = bytesOf(4_200, 6);
    const writer = new R2ObjectWriter(bucket, "p", undefined, 1000);
    await writer.write(data.subarray(0, 2_500));
    const resumed = R2ObjectWriter.resumed(bucket, "p", undefined, decodeObjects<R2WriterState>(encodeObjects(writer.state(), []), []));
    await resumed.write(data.subarray(2_500));
    await resumed.close();
    expect(partSizes).toEqual([1000, 1000, 1000, 1000, 200]);
    expect(objects.get("p")).toEqual(data);
  });
});

describe("r2RandomAccess", () => {
  /** An R2 bucket of one object whose ranged bodies are byte streams handing out `chunk` bytes at a time, as a network body does. */
  function rangedBucket(bytes: Uint8Array, chunk: number) {
    return {
      async head() {
        return { size: bytes.length };
      },
      async get(_key: string, { range }: { range: { offset: number; length: number } }) {
        const part = bytes.slice(range.offset, range.offset + range.length);
        let at = 0;
        const body = new ReadableStream({
          type: "bytes",
          pull(controller) {
            if (at >= part.length) {
              controller.close();
              controller.byobRequest?.respond(0);
              return;
            }
            controller.enqueue(part.slice(at, at + chunk));
            at += chunk;
          },
        });
        return { body, arrayBuffer: async () => part.buffer };
      },
    } as unknown as R2Bucket;
  }

  it("reads a range into the buffer it is given, across many partial reads, and the same bytes as a plain read", async () => {
    const bytes = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 7 + 3) & 0xff);
    const source = (await r2RandomAccess(rangedBucket(bytes, 333), "stored"))!;
    for (const [offset, length, room] of [
      [0, 10_000, 10_000],
      [17, 4_000, 8_192],
      [9_000, 1_000, 1_000],
    ]) {
      // A buffer reused from an earlier read: stale bytes everywhere.
      const into = new Uint8Array(room).fill(0xee);
      const read = await source.readInto!(offset, length, into);
      expect(read).toEqual(bytes.subarray(offset, offset + length));
      expect(read).toEqual(await source.read(offset, length));
    }
  });
});
