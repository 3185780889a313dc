// The range reads a scan makes (planRangeReads): chunks lying next to each other in the file are one read, within
// a batch and across batches, never past the bound on a read's bytes, and ordered as the batches are needed.
import { describe, expect, it } from "vitest";
import type { StoredSegment } from "./format";
import { planRangeReads } from "./range-reads";

const stats = { nulls: 0 };

/** Segments of `columns` chunks of `size` bytes each: in groups of `group` batches laid out column by column. */
function layout(batches: number, columns: string[], size: number, group: number): StoredSegment[] {
  const segments: StoredSegment[] = [];
  let offset = 8;
  for (let first = 0; first < batches; first += group) {
    const members = Array.from({ length: Math.min(group, batches - first) }, () => ({ offset: 0, length: 0, rows: 10, columns: {} as NonNullable<StoredSegment["columns"]> }));
    for (const id of columns)
      for (const segment of members) {
        segment.columns[id] = { offset, length: size, encoding: 0, stats };
        offset += size;
      }
    segments.push(...members);
  }
  return segments;
}

const ids = ["a", "b", "c", "d"];

describe("planRangeReads", () => {
  it("reads a column's chunks of a group in one range, and neighbouring columns together", () => {
    const segments = layout(8, ids, 64, 4);
    const reads = planRangeReads(segments, [0, 1, 2, 3, 4, 5, 6, 7], ["b", "d"]);
    expect(reads.map((r) => [r.start, r.end - r.start, r.firstBatch])).toEqual([
      [8 + 4 * 64, 4 * 64, 0],
      [8 + 12 * 64, 4 * 64, 0],
      [8 + 20 * 64, 4 * 64, 4],
      [8 + 28 * 64, 4 * 64, 4],
    ]);
    expect(reads[0].pieces.map((p) => [p.batch, p.run.ids])).toEqual([0, 1, 2, 3].map((b) => [b, ["b"]]));
    // b and c lie next to each other in a group: one read holds both columns of its four batches.
    expect(planRangeReads(segments, [0, 1, 2, 3], ["b", "c"])).toHaveLength(1);
  });

  it("never merges past a skipped batch, nor past the bound on a read's bytes", () => {
    const segments = layout(8, ids, 64, 4);
    // Batch 1 is not read: its chunk lies between those of 0 and 2.
    expect(planRangeReads(segments, [0, 2, 3], ["a"]).map((r) => r.pieces.map((p) => p.batch))).toEqual([[0], [2, 3]]);
    const bounded = planRangeReads(segments, [0, 1, 2, 3, 4, 5, 6, 7], ["a"], false, 3 * 64);
    for (const read of bounded) expect(read.end - read.start).toBeLessThanOrEqual(3 * 64);
    expect(bounded.flatMap((r) => r.pieces.map((p) => p.batch))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // A chunk bigger than the bound is still read, alone.
    expect(planRangeReads(segments, [0, 1], ["a"], false, 10)).toHaveLength(2);
  });

  it("in a file written batch by batch, reads each batch's columns apart as before", () => {
    const segments = layout(3, ids, 64, 1);
    expect(planRangeReads(segments, [0, 1, 2], ["a", "c"])).toHaveLength(6);
    // The last column of one batch and the first of the next lie together.
    expect(planRangeReads(segments, [0, 1, 2], ["a", "d"])).toHaveLength(4);
    // One read a segment: from its first column to its last, neighbours merged across batches within the bound.
    expect(planRangeReads(segments, [0, 1, 2], ["a", "c"], true, 3 * 64)).toHaveLength(3);
  });

  it("orders the reads by the first batch each holds, so a scan asks for them in the order it needs them", () => {
    const segments = layout(8, ids, 64, 4);
    const reads = planRangeReads(segments, [0, 1, 2, 3, 4, 5, 6, 7], ["c", "a"]);
    expect(reads.map((r) => r.firstBatch)).toEqual([0, 0, 4, 4]);
    expect(reads[0].start).toBeLessThan(reads[1].start);
    // A group's last column and the next group's first lie together: one read across the two groups.
    expect(planRangeReads(segments, [0, 1, 2, 3, 4, 5, 6, 7], ["d", "a"]).map((r) => r.firstBatch)).toEqual([0, 0, 4]);
  });
});
