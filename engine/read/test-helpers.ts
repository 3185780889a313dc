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
