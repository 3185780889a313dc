// Checks a ZIP container (an .xlsx) before SheetJS opens it: the central directory must be whole,
// declared sizes must stay within limits, and each entry is actually inflated — streaming, counting
// bytes and stopping at the declared size — so a zip bomb that lies about its sizes is caught with
// bounded memory instead of exhausting it inside SheetJS.
import { LimitError, ParseError } from "../errors";
import { formatFileSize } from "../format-file-size";

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** Uncompressed bytes a workbook may declare in total, whatever the server's memory ceiling. */
export const MAX_ZIP_UNCOMPRESSED_BYTES = 1_000_000_000;
/** A compression ratio beyond this on a large entry is a zip bomb, not a spreadsheet. */
const MAX_RATIO = 1000;
const RATIO_MIN_SIZE = 16 * 1024 * 1024;

const damaged = (cause?: unknown) =>
  new ParseError("The workbook is damaged or incomplete (it may have been cut off during upload). Open it in Excel, save it again and re-upload.", { cause });

function u16(b: Uint8Array, o: number): number {
  return b[o] | (b[o + 1] << 8);
}
function u32(b: Uint8Array, o: number): number {
  return (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;
}

/** The entries listed in the central directory; throws ParseError when it is missing or inconsistent. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  const count = u16(bytes, eocd + 10);
  const size = u32(bytes, eocd + 12);
  const offset = u32(bytes, eocd + 16);
  if (offset === 0xffffffff || count === 0xffff) throw new LimitError("The workbook uses the ZIP64 format for very large files, which InsightLab does not read.", MAX_ZIP_UNCOMPRESSED_BYTES);
  if (offset + size > bytes.length) throw damaged();
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let k = 0; k < count; k++) {
    if (p + 46 > bytes.length || u32(bytes, p) !== 0x02014b50) throw damaged();
    const nameLength = u16(bytes, p + 28);
    const entry: ZipEntry = {
      method: u16(bytes, p + 10),
      compressedSize: u32(bytes, p + 20),
      uncompressedSize: u32(bytes, p + 24),
      localOffset: u32(bytes, p + 42),
      name: new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength)),
    };
    if (entry.localOffset + 30 > bytes.length || u32(bytes, entry.localOffset) !== 0x04034b50) throw damaged();
    entries.push(entry);
    p += 46 + nameLength + u16(bytes, p + 30) + u16(bytes, p + 32);
  }
  return entries;
}

/** Inflates `data` (raw deflate) counting output, failing once it passes `limit` bytes. */
async function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new DecompressionStream("deflate-raw") as unknown as TransformStream<Uint8Array, Uint8Array>);
  const reader = stream.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return size;
      size += value.length;
      if (size > limit) {
        await reader.cancel();
        return size;
      }
    }
  } catch (cause) {
    throw damaged(cause);
  }
}

/**
 * Validates a workbook ZIP: structure, declared sizes (total ≤ `maxUncompressed`, no absurd
 * ratios), and that every deflated entry inflates to exactly its declared size. Returns the entries.
 */
export async function checkZip(bytes: Uint8Array, maxUncompressed = MAX_ZIP_UNCOMPRESSED_BYTES): Promise<ZipEntry[]> {
  const entries = zipEntries(bytes);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > RATIO_MIN_SIZE && entry.uncompressedSize > entry.compressedSize * MAX_RATIO) {
      throw new LimitError(`The workbook is a “zip bomb”: “${entry.name}” claims to expand ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))}-fold. It was not opened.`, MAX_RATIO);
    }
  }
  if (total > maxUncompressed) {
    throw new LimitError(`The workbook expands to ${formatFileSize(total)} when opened; the limit is ${formatFileSize(maxUncompressed)}.`, maxUncompressed, total);
  }
  if (typeof DecompressionStream === "undefined") return entries;
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const start = entry.localOffset + 30 + u16(bytes, entry.localOffset + 26) + u16(bytes, entry.localOffset + 28);
    if (start + entry.compressedSize > bytes.length) throw damaged();
    const actual = await inflatedSize(bytes.subarray(start, start + entry.compressedSize), entry.uncompressedSize);
    if (actual > entry.uncompressedSize) {
      throw new LimitError(`The workbook is a “zip bomb”: “${entry.name}” expands beyond the size it declares. It was not opened.`, entry.uncompressedSize, actual);
    }
    if (actual !== entry.uncompressedSize) throw damaged();
  }
  return entries;
}
