// R2 layout and streaming writes for datasets. Every object of a dataset lives under one per-owner prefix,
// so deleting a dataset (by hand or by the retention sweep) is "delete everything under the prefix".
import type { DatasetFormat } from "~/lib/dataset-formats";

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
    /** The engine's columnar copy (Arrow IPC). */
    columnar: `${prefix}columnar.arrow`,
  };
}

/** R2 multipart parts must be at least 5 MiB (except the last); 8 MiB keeps memory small and calls few. */
const PART_BYTES = 8 * 1024 * 1024;

export class SizeLimitExceeded extends Error {
  override name = "SizeLimitExceeded";
  constructor(readonly limit: number) {
    super(`More than ${limit} bytes`);
  }
}

function joinChunks(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Streams chunks into R2 under `key`, counting bytes as they pass. Refuses (and leaves nothing behind)
 * once more than `maxBytes` arrive. Holds at most one 8 MiB part in memory: small files are one `put`,
 * larger ones an R2 multipart upload.
 */
export async function putStream(
  bucket: R2Bucket,
  key: string,
  chunks: AsyncIterable<Uint8Array>,
  options: { maxBytes: number; contentType?: string },
): Promise<number> {
  const httpMetadata = options.contentType ? { contentType: options.contentType } : undefined;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let total = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];

  const flush = async () => {
    upload ??= await bucket.createMultipartUpload(key, { httpMetadata });
    const body = joinChunks(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    parts.push(await upload.uploadPart(parts.length + 1, body));
  };

  try {
    for await (const chunk of chunks) {
      total += chunk.length;
      if (total > options.maxBytes) throw new SizeLimitExceeded(options.maxBytes);
      // Copy: the chunk may be a view into a buffer its producer reuses.
      pending.push(chunk.slice());
      pendingBytes += chunk.length;
      if (pendingBytes >= PART_BYTES) await flush();
    }
    if (upload === null) {
      await bucket.put(key, joinChunks(pending, pendingBytes), { httpMetadata });
    } else {
      if (pendingBytes > 0) await flush();
      await (upload as R2MultipartUpload).complete(parts);
    }
    return total;
  } catch (error) {
    if (upload !== null) await (upload as R2MultipartUpload).abort().catch(() => undefined);
    throw error;
  }
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
