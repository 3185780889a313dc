// The codec's memory behaviour: a checkpoint of a big file's reading is decoded in a 128 MB isolate, so its typed
// arrays view the checkpoint's bytes instead of being copied out, and a view of a large buffer stores only its range.
import { describe, expect, it } from "vitest";
import { decodeObjects, encodeObjects, encodeObjectsInPieces } from "./checkpoint-codec";

describe("checkpoint codec", () => {
  it("decodes typed arrays as views of the checkpoint's own bytes, aligned, with their values", () => {
    const numbers = new Float64Array([1.5, -0, NaN, 2 ** 60]);
    const counts = new Int32Array([7, -8, 9]);
    const text = new Uint8Array([1, 2, 3]);
    const bytes = encodeObjects({ text, numbers, counts }, []);
    const back = decodeObjects<{ text: Uint8Array; numbers: Float64Array; counts: Int32Array }>(bytes, []);
    for (const view of [back.text, back.numbers, back.counts]) expect(view.buffer).toBe(bytes.buffer);
    expect([...back.numbers]).toEqual([...numbers]);
    expect(Object.is(back.numbers[1], -0)).toBe(true);
    expect([...back.counts]).toEqual([7, -8, 9]);
    expect([...back.text]).toEqual([1, 2, 3]);
  });

  it("stores only the range a buffer's views cover, and views that shared a buffer share it after decoding", () => {
    const big = new ArrayBuffer(1 << 20);
    const head = new Uint8Array(big, 4096, 16);
    const words = new Float64Array(big, 4096, 4); // overlaps head
    words[0] = 3.25;
    const bytes = encodeObjects({ head, words }, []);
    expect(bytes.length).toBeLessThan(1024);
    const back = decodeObjects<{ head: Uint8Array; words: Float64Array }>(bytes, []);
    expect(back.words[0]).toBe(3.25);
    back.head.fill(0, 0, 8);
    expect(back.words[0]).toBe(0);
    expect(back.head.buffer).toBe(back.words.buffer);
  });

  it("copies a buffer a field holds bare, whole, and its views share that copy", () => {
    const buffer = new ArrayBuffer(64);
    const view = new Uint16Array(buffer, 8, 4);
    view.set([1, 2, 3, 4]);
    const bytes = encodeObjects({ view, buffer }, []);
    const back = decodeObjects<{ view: Uint16Array; buffer: ArrayBuffer }>(bytes, []);
    expect(back.buffer.byteLength).toBe(64);
    expect(back.view.buffer).toBe(back.buffer);
    expect([...back.view]).toEqual([1, 2, 3, 4]);
  });

  it("decodes a checkpoint that lies unaligned in a larger buffer by copying, with the same values", () => {
    const bytes = encodeObjects({ numbers: new Float64Array([0.1, 0.2]) }, []);
    const unaligned = new Uint8Array(bytes.length + 1).subarray(1);
    unaligned.set(bytes);
    const back = decodeObjects<{ numbers: Float64Array }>(unaligned, []);
    expect(back.numbers.buffer).not.toBe(unaligned.buffer);
    expect([...back.numbers]).toEqual([0.1, 0.2]);
  });

  it("keeps a nested checkpoint's views on the outer checkpoint's bytes (the engine's inside the queue's)", () => {
    const inner = encodeObjects({ values: new Float64Array([4, 5, 6]) }, []);
    const outer = encodeObjects({ engine: inner, tail: new Uint8Array(10).fill(7) }, []);
    const { engine } = decodeObjects<{ engine: Uint8Array }>(outer, []);
    const { values } = decodeObjects<{ values: Float64Array }>(engine, []);
    expect(values.buffer).toBe(outer.buffer);
    expect([...values]).toEqual([4, 5, 6]);
  });

  it("gives the same bytes in pieces, each stored range a view of its own buffer, not a copy", () => {
    const engine = encodeObjects({ values: new Float64Array([4, 5, 6]), text: new Uint8Array([1, 2, 3]) }, []);
    const part = new Uint8Array(64).fill(9);
    const checkpoint = { engine, tail: part.subarray(0, 13), slice: 2 };
    const { pieces, length } = encodeObjectsInPieces(checkpoint, []);
    const joined = new Uint8Array(length);
    let at = 0;
    for (const piece of pieces) {
      joined.set(piece, at);
      at += piece.length;
    }
    expect(at).toBe(length);
    expect(joined).toEqual(encodeObjects(checkpoint, []));
    // The engine's bytes and the part's are sent from where they are: a stream holds them once.
    expect(pieces.some((piece) => piece.buffer === engine.buffer && piece.length === engine.length)).toBe(true);
    expect(pieces.some((piece) => piece.buffer === part.buffer)).toBe(true);
    const back = decodeObjects<typeof checkpoint>(joined, []);
    expect([...back.tail]).toEqual(new Array(13).fill(9));
    expect(back.slice).toBe(2);
  });
});
