// Helpers for reader tests: byte streams cut at chosen places, and rows collected from a source.
import type { Row, TableSource } from "./cell";

/** A stream yielding `bytes` in pieces of `size` bytes (1 cuts inside every multi-byte character). */
export function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) controller.close();
      else {
        controller.enqueue(bytes.slice(offset, offset + size));
        offset += size;
      }
    },
  });
}

export async function collectRows(source: TableSource): Promise<{ rows: Row[]; names?: string[] }> {
  const rows: Row[] = [];
  let names: string[] | undefined;
  for await (const chunk of source.chunks) {
    rows.push(...chunk.rows);
    names = chunk.names;
  }
  return { rows, names: names ? [...names] : undefined };
}

export const utf8 = (text: string) => new TextEncoder().encode(text);

/** Raw deflate (what ZIP entries use) through the web's CompressionStream: works in Node, workerd and browsers. */
async function deflateRaw(content: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([content as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw") as unknown as TransformStream<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A ZIP with one deflated entry; `declared` lets a test lie about its uncompressed size (a zip bomb). The CRC is
 * left 0: the reader checks structure and sizes, which is what these tests are about.
 */
export async function zipWith(name: string, content: Uint8Array, declared = content.length): Promise<Uint8Array> {
  const data = await deflateRaw(content);
  const nameBytes = new TextEncoder().encode(name);
  const local = new Uint8Array(30 + nameBytes.length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(8, 8, true);
  lv.setUint32(18, data.length, true);
  lv.setUint32(22, declared, true);
  lv.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  const central = new Uint8Array(46 + nameBytes.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(10, 8, true);
  cv.setUint32(20, data.length, true);
  cv.setUint32(24, declared, true);
  cv.setUint16(28, nameBytes.length, true);
  cv.setUint32(42, 0, true);
  central.set(nameBytes, 46);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length + data.length, true);
  const out = new Uint8Array(local.length + data.length + central.length + end.length);
  out.set(local, 0);
  out.set(data, local.length);
  out.set(central, local.length + data.length);
  out.set(end, local.length + data.length + central.length);
  return out;
}
