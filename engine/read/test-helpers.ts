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

const SCRIBBLE = [0x22, 0x0a, 0xe2, 0x2c];

/**
 * A byte stream (as an R2 object body is) yielding `bytes` in pieces of at most `size` bytes, that scribbles over the
 * buffer a reader hands it before filling it: anything a reader reusing one buffer kept from its previous piece without
 * a copy reads as garbage (the same memory, written over) or as nothing (a view of a buffer since handed back to the
 * stream, detached). `reads.byob` counts the reads into a reader's own buffer
 * (a default reader gets fresh buffers of 4 KB).
 */
export function scribbledStreamOf(bytes: Uint8Array, size: number): { stream: ReadableStream<Uint8Array>; reads: { byob: number } } {
  let offset = 0;
  let last = 0;
  const reads = { byob: 0 };
  return {
    reads,
    stream: new ReadableStream({
      type: "bytes",
      autoAllocateChunkSize: 4096,
      pull(controller) {
        const request = controller.byobRequest!;
        const view = request.view as Uint8Array;
        if (view.buffer.byteLength !== 4096) reads.byob++;
        // Over the previous piece (a reused buffer holds it at its start) and this one's place: quotes, line breaks and
        // a broken UTF-8 sequence, garbage that changes rows if it is ever read.
        for (let i = Math.min(view.length, Math.max(last, size)) - 1; i >= 0; i--) view[i] = SCRIBBLE[i & 3];
        if (offset >= bytes.length) {
          controller.close();
          request.respond(0);
          return;
        }
        const piece = bytes.subarray(offset, offset + Math.min(size, view.length));
        view.set(piece);
        offset += piece.length;
        last = piece.length;
        request.respond(piece.length);
      },
    }) as ReadableStream<Uint8Array>,
  };
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
