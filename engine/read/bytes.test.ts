// Byte input: a peeked stream hands on every byte, and a byte stream read with reused buffers yields the same bytes.
import { describe, expect, it } from "vitest";
import { READ_BYTES, byteChunks, concat, peek } from "./bytes";
import { scribbledStreamOf, streamOf } from "./test-helpers";

const sample = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + (i >> 8)) & 0xff);

/** Byte for byte equal (a Uint8Array compared element by element in `toEqual` takes minutes at these sizes). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));

/** Every chunk copied as it comes (a chunk may be valid only until the next is asked for). */
async function copied(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const out: Uint8Array[] = [];
  for await (const chunk of chunks) out.push(chunk.slice());
  return concat(out);
}

describe("byte input", () => {
  it("reads a byte stream into one reused buffer when asked to, and yields the same bytes as the whole input", async () => {
    const bytes = sample(3 * READ_BYTES + 12_345);
    for (const size of [1000, 70_000, READ_BYTES]) {
      const { stream, reads } = scribbledStreamOf(bytes, size);
      expect(same(await copied(byteChunks({ stream }, { reuse: true })), bytes)).toBe(true);
      expect(reads.byob).toBeGreaterThan(1);
    }
    // Without `reuse` the stream's own chunks are handed on: a caller may keep them.
    const { stream, reads } = scribbledStreamOf(bytes, 70_000);
    const kept: Uint8Array[] = [];
    for await (const chunk of byteChunks({ stream })) kept.push(chunk);
    expect(same(concat(kept), bytes)).toBe(true);
    expect(reads.byob).toBe(0);
  });

  it("hands on a peeked stream whole, head first, a byte stream staying one", async () => {
    const bytes = sample(200_000);
    for (const make of [() => streamOf(bytes, 3000), () => scribbledStreamOf(bytes, 3000).stream]) {
      const { head, input } = await peek({ stream: make() }, 10_000);
      expect(same(head, bytes.subarray(0, 10_000))).toBe(true);
      // Peeking again (a reader that sniffs on its own) reads nothing more than it needs.
      const again = await peek(input, 5);
      expect(same(again.head, bytes.subarray(0, 5))).toBe(true);
      expect(same(await copied(byteChunks(again.input, { reuse: true })), bytes)).toBe(true);
    }
    const scribbled = scribbledStreamOf(bytes, 3000);
    const { input } = await peek({ stream: scribbled.stream }, 10_000);
    await copied(byteChunks(input, { reuse: true }));
    expect(scribbled.reads.byob).toBeGreaterThan(0);
  });

  it("peeks a stream shorter than asked", async () => {
    const { head, input } = await peek({ stream: streamOf(sample(10), 4) }, 100);
    expect(same(head, sample(10))).toBe(true);
    expect(same(await copied(byteChunks(input, { reuse: true })), sample(10))).toBe(true);
  });
});
