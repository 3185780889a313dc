import { describe, expect, it } from "vitest";
import type { Batch, ColumnSchema } from "../types";
import { GroupIndex, createKeyEncoder } from "./group-keys";

const region: ColumnSchema = { id: "region", name: "Region", type: "text" };
const code: ColumnSchema = { id: "code", name: "Code", type: "number" };

/** Group ids as first appearance of each (region, code) pair: what GroupIndex must give. */
function expectedGroups(rows: [string | null, number][]): number[] {
  const seen = new Map<string, number>();
  return rows.map(([r, c]) => {
    const key = JSON.stringify([r, c]);
    if (!seen.has(key)) seen.set(key, seen.size);
    return seen.get(key)!;
  });
}

function batchOf(rows: [string | null, number][]): Batch {
  const dictionary = [...new Set(rows.map(([r]) => r).filter((r) => r !== null))] as string[];
  return {
    length: rows.length,
    columns: {
      region: { type: "text", codes: Int32Array.from(rows, ([r]) => (r === null ? -1 : dictionary.indexOf(r))), dictionary },
      code: { type: "number", values: Float64Array.from(rows, ([, c]) => c) },
    },
  };
}

function assignAll(batches: [string | null, number][][]): number[] {
  const index = new GroupIndex([createKeyEncoder({ column: "region", id: "region" }, region), createKeyEncoder({ column: "code", id: "code" }, code)]);
  const out: number[] = [];
  for (const rows of batches) {
    const gids = new Int32Array(rows.length);
    index.assign(batchOf(rows), new Uint8Array(rows.length).fill(1), gids);
    out.push(...gids);
  }
  expect(index.size).toBe(new Set(out).size);
  return out;
}

describe("GroupIndex over two keys", () => {
  it("numbers each combination by first appearance, also when keys first appear in later batches (dense table)", () => {
    const batches: [string | null, number][][] = [
      [["North", 1], ["South", 1], ["North", 1], ["North", 2]],
      [["East", 3], ["North", 2], [null, 1], ["South", 3], ["East", 3]],
      [["North", 1], [null, 1], ["West", 9], ["South", 1]],
    ];
    expect(assignAll(batches)).toEqual(expectedGroups(batches.flat()));
  });

  it("gives the same groups with more combinations than the dense table holds", () => {
    let seed = 3;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    // 400 regions × 400 codes: 160,000 combinations, past the dense table's 65,536.
    const batches = Array.from({ length: 3 }, () => Array.from({ length: 5_000 }, (): [string, number] => [`R${Math.floor(random() * 400)}`, Math.floor(random() * 400)]));
    expect(assignAll(batches)).toEqual(expectedGroups(batches.flat()));
  });
});
