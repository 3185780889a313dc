// R2 layout and streaming writes for datasets. Every object of a dataset lives under one per-owner prefix,
// so deleting a dataset (by hand or by the retention sweep) is "delete everything under the prefix".
import type { DatasetFormat } from "~/lib/dataset-formats";
import { PLANNER_FACTS_VERSION } from "../../../engine/planner";
import type { RandomAccessSource } from "../../../engine/store/read";

/** users/<ownerId>/datasets/<datasetId>/ — the home of one dataset's objects. */
export function datasetPrefix(ownerId: string, datasetId: string): string {
  return `users/${ownerId}/datasets/${datasetId}/`;
}

export function datasetKeys(ownerId: string, datasetId: string, format: DatasetFormat) {
  const prefix = datasetPrefix(ownerId, datasetId);
  return {
    /** The uploaded bytes, untouched. */
    original: `${prefix}original.${format}`,
    /** A CSV made in the browser from a workbook too large to open on the server. */
    converted: `${prefix}converted.csv`,
    /** The sheet names of that workbook and the sheet the CSV was made from (converted-sheets.server.ts). */
    convertedSheets: `${prefix}converted.json`,
    /** The engine's columnar copy (Arrow IPC). */
    columnar: `${prefix}columnar.arrow`,
    /** Where a reading across queue messages stands between two of them (sliced-ingest.server.ts). */
    ingestCheckpoint: `${prefix}ingest-checkpoint.bin`,
    /**
     * The planner's facts about the columnar copy, computed on the first question (stale once it is re-read); the
     * name carries their version, so an older build's facts are collected again (they go with the prefix).
     */
    plannerFacts: `${prefix}planner-facts.v${PLANNER_FACTS_VERSION}.json`,
  };
}

/**
 * R2 multipart parts must be at least 5 MiB, and every part but the last must have the same size (the last
 * no larger); 8 MiB keeps memory small and calls few.
 */
export const PART_BYTES = 8 * 1024 * 1024;
/** The smallest part R2 takes (but the last). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

export class SizeLimitExceeded extends Error {
  override name = "SizeLimitExceeded";
  constructor(readonly limit: number) {
    super(`More than ${limit} bytes`);
  }
}

/**
 * Writes one R2 object from chunks pushed in order, holding at most one part (plus the chunk being cut) in
 * memory: small objects become one `put`, larger ones an R2 multipart upload whose parts are cut to exactly
 * `partBytes` whatever the chunk sizes, the remainder carried into the next part. `abort()` leaves nothing behind.
 */
/** R2 refused a write (an outage, a timeout): the upload cannot be stored right now. Keeps R2's error as cause. */
export class StorageWriteFailed extends Error {
  override name = "StorageWriteFailed";
  constructor(key: string, cause: unknown) {
    super(`Writing ${key} to R2 failed`, { cause });
  }
}

/** Runs one R2 write, turning its failure into StorageWriteFailed. */
async function r2Write<T>(key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw new StorageWriteFailed(key, error);
  }
}

/**
 * Where an R2ObjectWriter stands between two runs (queue messages): its multipart upload, the parts R2 has, and the
 * bytes of the part not yet full (R2 takes parts of one size but the last, so they wait for the next run).
 */
export interface R2WriterState {
  uploadId: string | null;
  parts: { partNumber: number; etag: string }[];
  tail: Uint8Array;
  bytes: number;
  /** The size of every part but the last: R2 refuses an upload whose parts differ, so it goes on with the same. */
  partBytes: number;
}

export class R2ObjectWriter {
  /** The bytes of the part being filled; `filled` of them are written. */
  private part: Uint8Array;
  private filled = 0;
  private upload: R2MultipartUpload | null = null;
  private readonly parts: R2UploadedPart[] = [];
  /** Bytes written so far. */
  bytes = 0;

  constructor(
    private readonly bucket: R2Bucket,
    readonly key: string,
    private readonly contentType?: string,
    private readonly partBytes = PART_BYTES,
  ) {
    this.part = new Uint8Array(partBytes);
  }

  /** A writer going on from `state` (an earlier run's `state()`), in the same multipart upload. */
  static resumed(bucket: R2Bucket, key: string, contentType: string | undefined, state: R2WriterState): R2ObjectWriter {
    const writer = new R2ObjectWriter(bucket, key, contentType, state.partBytes);
    if (state.uploadId !== null) writer.upload = bucket.resumeMultipartUpload(key, state.uploadId);
    writer.parts.push(...state.parts);
    writer.part.set(state.tail);
    writer.filled = state.tail.length;
    writer.bytes = state.bytes;
    return writer;
  }

  /** What a later run needs to write on (see `resumed`). */
  state(): R2WriterState {
    return {
      uploadId: this.upload?.uploadId ?? null,
      parts: this.parts.map(({ partNumber, etag }) => ({ partNumber, etag })),
      // A view, not a copy: the checkpoint stores only the filled bytes, and this writer writes nothing more.
      tail: this.part.subarray(0, this.filled),
      bytes: this.bytes,
      partBytes: this.partBytes,
    };
  }

  private get httpMetadata() {
    return this.contentType ? { contentType: this.contentType } : undefined;
  }

  async write(chunk: Uint8Array): Promise<void> {
    this.bytes += chunk.length;
    let at = 0;
    while (at < chunk.length) {
      // Copying into the part also detaches us from the chunk, which its producer may reuse.
      const taken = Math.min(chunk.length - at, this.partBytes - this.filled);
      this.part.set(chunk.subarray(at, at + taken), this.filled);
      this.filled += taken;
      at += taken;
      if (this.filled === this.partBytes) await this.flush();
    }
  }

  private async flush(): Promise<void> {
    this.upload ??= await r2Write(this.key, () => this.bucket.createMultipartUpload(this.key, { httpMetadata: this.httpMetadata }));
    const upload = this.upload;
    // The part's buffer is reused once R2 has taken its bytes.
    this.parts.push(await r2Write(this.key, () => upload.uploadPart(this.parts.length + 1, this.part.subarray(0, this.filled))));
    this.filled = 0;
  }

  async close(): Promise<void> {
    if (this.upload === null) {
      await r2Write(this.key, () => this.bucket.put(this.key, this.part.slice(0, this.filled), { httpMetadata: this.httpMetadata }));
      return;
    }
    if (this.filled > 0) await this.flush();
    const upload = this.upload;
    await r2Write(this.key, () => upload.complete(this.parts));
  }

  async abort(): Promise<void> {
    if (this.upload !== null) await this.upload.abort().catch(() => undefined);
  }
}

/**
 * Streams chunks into R2 under `key`, counting bytes as they pass. Refuses (and leaves nothing behind)
 * once more than `maxBytes` arrive, or when `beforeWrite` (told the total each chunk brings) throws.
 */
export async function putStream(
  bucket: R2Bucket,
  key: string,
  chunks: AsyncIterable<Uint8Array>,
  options: { maxBytes: number; contentType?: string; beforeWrite?: (total: number) => Promise<void> },
): Promise<number> {
  const writer = new R2ObjectWriter(bucket, key, options.contentType);
  try {
    for await (const chunk of chunks) {
      const total = writer.bytes + chunk.length;
      if (total > options.maxBytes) throw new SizeLimitExceeded(options.maxBytes);
      await options.beforeWrite?.(total);
      await writer.write(chunk);
    }
    await writer.close();
    return writer.bytes;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/**
 * Stores one object made of `pieces` (`length` bytes in all) without joining them first: they are streamed into the
 * put one after another, so bytes that are already somewhere (a checkpoint's state) are not held twice.
 */
export async function putPieces(bucket: R2Bucket, key: string, pieces: readonly Uint8Array[], length: number): Promise<void> {
  const { readable, writable } = new FixedLengthStream(length);
  const stored = r2Write(key, () => bucket.put(key, readable));
  const writer = writable.getWriter();
  try {
    for (const piece of pieces) await writer.write(piece);
    await writer.close();
  } catch (error) {
    // The put fails too (its body ended short): its error is the one to report.
    await stored;
    throw error;
  }
  await stored;
}

/** The chunks of a stream, for `putStream`. */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    reader.releaseLock();
  }
}

/** Copies the object at `from` to `to`, streamed (R2 has no server-side copy here); false when there is none. */
export async function copyObject(bucket: R2Bucket, from: string, to: string): Promise<boolean> {
  const object = await bucket.get(from);
  if (!object) return false;
  await putStream(bucket, to, chunksOf(object.body), { maxBytes: Number.POSITIVE_INFINITY, contentType: object.httpMetadata?.contentType });
  return true;
}

/** Range reads of an R2 object, for the engine's stored-dataset reader (only the batches a query needs). */
export async function r2RandomAccess(bucket: R2Bucket, key: string): Promise<RandomAccessSource | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  const get = async (offset: number, length: number) => {
    const object = await bucket.get(key, { range: { offset, length } });
    if (!object) throw new Error(`The stored dataset ${key} disappeared while it was being read.`);
    return object;
  };
  return {
    size: head.size,
    async read(offset, length) {
      return new Uint8Array(await (await get(offset, length)).arrayBuffer());
    },
    // Into the reader's own buffer (engine/store/read.ts lends one per batch and reuses it), with a BYOB reader:
    // each read transfers the buffer and hands it back filled further, until the body ends.
    async readInto(offset, length, into) {
      const reader = (await get(offset, length)).body.getReader({ mode: "byob" });
      // Taken now: the first read detaches `into` (its byteLength and byteOffset then read 0).
      const { byteOffset, byteLength } = into;
      let buffer = into.buffer as ArrayBuffer;
      let filled = 0;
      for (;;) {
        // Once `into` is full, the body is read to its end through a byte of its own, which must stay empty.
        const room = byteLength - filled;
        const { value, done } = await reader.read(room > 0 ? new Uint8Array(buffer, byteOffset + filled, room) : new Uint8Array(1));
        if (room > 0 && value) buffer = value.buffer as ArrayBuffer;
        else if (value && value.byteLength > 0) throw new Error(`The stored dataset ${key} gave more bytes than were asked for.`);
        filled += value?.byteLength ?? 0;
        if (done) break;
      }
      if (filled !== length) throw new Error(`The stored dataset ${key} gave ${filled} bytes where ${length} were asked for.`);
      return new Uint8Array(buffer, byteOffset, length);
    },
  };
}

/** Deletes every object under a prefix; returns how many were removed. */
export async function deletePrefix(bucket: R2Bucket, prefix: string): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 1000 });
    const keys = page.objects.map((o) => o.key);
    if (keys.length > 0) await bucket.delete(keys);
    removed += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
