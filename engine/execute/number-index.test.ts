import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NumberIndex } from "./number-index";

describe("NumberIndex", () => {
  it("gives each distinct number one dense id, like a Map would", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double(), fc.constantFrom(0, -0, NaN, Infinity, 2 ** 52 + 1))), (keys) => {
        const index = new NumberIndex();
        const reference = new Map<number, number>();
        for (const key of keys) {
          const expected = reference.get(key) ?? reference.size;
          reference.set(key, expected);
          expect(index.id(key)).toBe(expected);
        }
        expect(index.size).toBe(reference.size);
        for (const [key, id] of reference) {
          expect(index.get(key)).toBe(id);
          expect(Object.is(index.values[id], key) || (key === 0 && index.values[id] === 0)).toBe(true);
        }
        expect(index.get(0.123456789)).toBe(reference.get(0.123456789) ?? -1);
      }),
    );
  });

  it("stays correct through many rehashes", () => {
    const index = new NumberIndex();
    for (let i = 0; i < 100_000; i++) expect(index.id(i * 1.5)).toBe(i);
    for (let i = 0; i < 100_000; i += 997) expect(index.get(i * 1.5)).toBe(i);
    expect(index.get(-1)).toBe(-1);
  });
});
