import { describe, expect, it } from "vitest";
import { ByteMemo } from "./byte-memo";

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe("ByteMemo", () => {
  it("finds each key by its bytes wherever they lie, through growth, and tells keys of the same shape apart", () => {
    const memo = new ByteMemo();
    const keys = Array.from({ length: 20_000 }, (_, i) => `ORD-${String(i).padStart(6, "0")}`);
    for (const [i, key] of keys.entries()) {
      const bytes = bytesOf(`,,${key},`);
      expect(memo.find(bytes, 2, 2 + key.length)).toBe(-1);
      memo.add(bytes, 2, 2 + key.length, i * 1.5, i);
    }
    for (const [i, key] of keys.entries()) {
      const bytes = bytesOf(key);
      const entry = memo.find(bytes, 0, bytes.length);
      expect(memo.values[entry]).toBe(i * 1.5);
      expect(memo.tags[entry]).toBe(i);
    }
    expect(memo.find(bytesOf("ORD-0000001"), 0, 11)).toBe(-1);
    expect(memo.find(bytesOf("ORD-00001"), 0, 9)).toBe(-1);
  });

  it("forgets everything when cleared", () => {
    const memo = new ByteMemo();
    const bytes = bytesOf("North");
    expect(memo.find(bytes, 0, 5)).toBe(-1);
    memo.add(bytes, 0, 5, 3);
    expect(memo.values[memo.find(bytes, 0, 5)]).toBe(3);
    memo.clear();
    expect(memo.find(bytes, 0, 5)).toBe(-1);
    memo.add(bytes, 0, 5, 4);
    expect(memo.values[memo.find(bytes, 0, 5)]).toBe(4);
  });
});
