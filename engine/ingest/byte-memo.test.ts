import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
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

  it("tells apart keys of every length that differ in one byte, wherever that byte is", () => {
    // Short keys are compared as three overlapping words and long ones word by word: a byte missed by either
    // would make two of these one entry.
    const memo = new ByteMemo();
    const keys: string[] = [];
    for (let length = 1; length <= 20; length++) {
      const base = "a".repeat(length);
      keys.push(base);
      for (let at = 0; at < length; at++) keys.push(`${base.slice(0, at)}b${base.slice(at + 1)}`);
    }
    for (const [i, key] of keys.entries()) {
      const bytes = bytesOf(`x${key}y`);
      expect(memo.find(bytes, 1, 1 + key.length)).toBe(-1);
      memo.add(bytes, 1, 1 + key.length, i);
    }
    for (const [i, key] of keys.entries()) expect(memo.values[memo.find(bytesOf(key), 0, key.length)]).toBe(i);
  });

  it("tells apart keys whose hashes collide, of every way a key is compared", () => {
    // Keys of up to 12 bytes are compared by the three words that make their hash (sharing the first here for 10),
    // longer ones word by word.
    for (const [length, prefix] of [
      [7, ""],
      [10, "abcd"],
      [16, ""],
    ] as const) {
      const memo = new ByteMemo();
      const seen = new Map<number, string>();
      const pairs: [string, string][] = [];
      const random = seededRandom(length);
      for (let i = 0; pairs.length < 2 && i < 400_000; i++) {
        const key = prefix + Array.from({ length: length - prefix.length }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join("");
        const bytes = bytesOf(key);
        const hash = memo.hashKey(bytes, 0, length);
        const other = seen.get(hash);
        if (other === key) continue;
        if (other !== undefined) pairs.push([other, key]);
        else seen.set(hash, key);
      }
      expect(pairs.length).toBe(2);
      for (const [a, b] of pairs) {
        expect(memo.find(bytesOf(a), 0, length)).toBe(-1);
        memo.add(bytesOf(a), 0, length, 1);
        expect(memo.find(bytesOf(b), 0, length)).toBe(-1);
        memo.add(bytesOf(b), 0, length, 2);
        expect(memo.values[memo.find(bytesOf(a), 0, length)]).toBe(1);
        expect(memo.values[memo.find(bytesOf(b), 0, length)]).toBe(2);
      }
    }
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
