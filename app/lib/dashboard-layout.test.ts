import { describe, expect, it } from "vitest";
import { clampCell, compact, describeCell, freeCell, GRID_COLUMNS, normalizeLayout, placeTile, readingOrder, stepTile, type LayoutItem } from "./dashboard-layout";

const tile = (id: string, x: number, y: number, w: number, h: number): LayoutItem => ({ id, x, y, w, h });
const byId = (items: LayoutItem[]) => Object.fromEntries(items.map(({ id, ...cell }) => [id, cell]));
const overlapping = (items: LayoutItem[]) =>
  items.some((a, i) => items.some((b, j) => i < j && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h));

describe("clampCell", () => {
  it("keeps a tile inside the 12 columns and within its type's sizes", () => {
    expect(clampCell({ x: 10, y: -3, w: 6, h: 4 }, "analysis")).toEqual({ x: 6, y: 0, w: 6, h: 4 });
    expect(clampCell({ x: 0, y: 0, w: 1, h: 1 }, "analysis")).toEqual({ x: 0, y: 0, w: 3, h: 3 });
    expect(clampCell({ x: 0, y: 0, w: 40, h: 99 }, "text")).toEqual({ x: 0, y: 0, w: GRID_COLUMNS, h: 12 });
    expect(clampCell({ x: 2.6, y: 1.4, w: 3.5, h: 2 }, "kpi")).toEqual({ x: 3, y: 1, w: 4, h: 2 });
  });

  it("turns values that are not numbers into the smallest valid cell", () => {
    expect(clampCell({ x: Number.NaN, y: Infinity, w: Number.NaN, h: -Infinity }, "text")).toEqual({ x: 0, y: 0, w: 2, h: 1 });
  });
});

describe("compact", () => {
  it("lifts tiles into empty rows above them, keeping their columns", () => {
    const result = compact([tile("a", 0, 5, 6, 4), tile("b", 6, 9, 6, 2), tile("c", 0, 20, 12, 1)]);
    expect(byId(result)).toEqual({ a: { x: 0, y: 0, w: 6, h: 4 }, b: { x: 6, y: 0, w: 6, h: 2 }, c: { x: 0, y: 4, w: 12, h: 1 } });
  });

  it("gives a cell two tiles claim to the first listed, whatever their ids", () => {
    expect(readingOrder(compact([tile("z", 0, 0, 12, 1), tile("a", 0, 0, 6, 4)])).map((t) => t.id)).toEqual(["z", "a"]);
    expect(readingOrder(compact([tile("a", 0, 0, 6, 4), tile("z", 0, 0, 12, 1)])).map((t) => t.id)).toEqual(["a", "z"]);
  });

  it("separates tiles that overlap", () => {
    const result = compact([tile("a", 0, 0, 6, 4), tile("b", 3, 1, 6, 2)]);
    expect(overlapping(result)).toBe(false);
    expect(byId(result).b).toEqual({ x: 3, y: 4, w: 6, h: 2 });
  });
});

describe("placeTile", () => {
  it("pushes the tiles a dragged tile lands on down, then compacts", () => {
    const layout = [tile("a", 0, 0, 6, 4), tile("b", 6, 0, 6, 4), tile("c", 0, 4, 12, 2)];
    const result = placeTile(layout, "c", { x: 0, y: 0, w: 12, h: 2 });
    expect(byId(result)).toEqual({ c: { x: 0, y: 0, w: 12, h: 2 }, a: { x: 0, y: 2, w: 6, h: 4 }, b: { x: 6, y: 2, w: 6, h: 4 } });
  });

  it("pushes in a chain: what the pushed tile lands on moves too", () => {
    const layout = [tile("a", 0, 0, 4, 2), tile("b", 0, 2, 4, 2), tile("c", 0, 4, 4, 2), tile("d", 6, 0, 4, 2)];
    const result = placeTile(layout, "d", { x: 0, y: 0, w: 4, h: 2 });
    expect(readingOrder(result).map((t) => t.id)).toEqual(["d", "a", "b", "c"]);
    expect(overlapping(result)).toBe(false);
  });

  it("leaves the layout as it is for an unknown tile", () => {
    const layout = [tile("a", 0, 0, 4, 2)];
    expect(placeTile(layout, "nope", { x: 4, y: 0, w: 4, h: 2 })).toEqual(layout);
  });
});

describe("stepTile (keyboard)", () => {
  const two = [tile("a", 0, 0, 12, 4), tile("b", 0, 4, 12, 4)];

  it("moves a tile up past the one above it, and down past the one below", () => {
    expect(readingOrder(stepTile(two, "b", "up", false, "analysis")).map((t) => t.id)).toEqual(["b", "a"]);
    expect(readingOrder(stepTile(two, "a", "down", false, "analysis")).map((t) => t.id)).toEqual(["b", "a"]);
  });

  it("does nothing at the top, the bottom and the edges", () => {
    expect(stepTile(two, "a", "up", false, "analysis")).toEqual(two);
    expect(stepTile(two, "b", "down", false, "analysis")).toEqual(two);
    expect(byId(stepTile(two, "a", "left", false, "analysis"))).toEqual(byId(two));
    expect(byId(stepTile(two, "a", "right", false, "analysis"))).toEqual(byId(two));
  });

  it("moves sideways one column, and down past a row of several tiles", () => {
    const row = [tile("wide", 0, 0, 8, 4), tile("l", 0, 4, 6, 4), tile("r", 6, 4, 6, 2)];
    const moved = stepTile(row, "wide", "right", false, "analysis");
    expect(byId(moved).wide).toMatchObject({ x: 1, y: 0 });
    const down = stepTile(row, "wide", "down", false, "analysis");
    expect(byId(down)).toEqual({ l: { x: 0, y: 0, w: 6, h: 4 }, r: { x: 6, y: 0, w: 6, h: 2 }, wide: { x: 0, y: 4, w: 8, h: 4 } });
  });

  it("moves down one tile at a time in a column of three", () => {
    const column = [tile("a", 0, 0, 6, 4), tile("b", 0, 4, 6, 2), tile("c", 0, 6, 6, 4)];
    expect(readingOrder(stepTile(column, "a", "down", false, "analysis")).map((t) => t.id)).toEqual(["b", "a", "c"]);
  });

  it("resizes with shift: wider and taller, never below the type's smallest size, pushing neighbours", () => {
    const side = [tile("k", 0, 0, 3, 2), tile("n", 3, 0, 3, 2)];
    const wider = stepTile(side, "k", "right", true, "kpi");
    expect(byId(wider).k).toEqual({ x: 0, y: 0, w: 4, h: 2 });
    expect(byId(wider).n).toEqual({ x: 3, y: 2, w: 3, h: 2 });
    expect(byId(stepTile(side, "k", "down", true, "kpi")).k).toEqual({ x: 0, y: 0, w: 3, h: 3 });
    expect(byId(stepTile(side, "k", "up", true, "kpi")).k).toEqual({ x: 0, y: 0, w: 3, h: 2 });
    expect(byId(stepTile([tile("k", 0, 0, 2, 2)], "k", "left", true, "kpi")).k).toEqual({ x: 0, y: 0, w: 2, h: 2 });
  });
});

describe("freeCell", () => {
  it("finds the first gap in reading order, else the row below everything", () => {
    expect(freeCell([], 6, 4)).toEqual({ x: 0, y: 0, w: 6, h: 4 });
    expect(freeCell([tile("a", 0, 0, 6, 4)], 6, 4)).toEqual({ x: 6, y: 0, w: 6, h: 4 });
    expect(freeCell([tile("a", 0, 0, 6, 4), tile("b", 6, 0, 6, 2)], 3, 2)).toEqual({ x: 6, y: 2, w: 3, h: 2 });
    expect(freeCell([tile("a", 0, 0, 12, 4)], 12, 1)).toEqual({ x: 0, y: 4, w: 12, h: 1 });
  });
});

describe("normalizeLayout", () => {
  it("clamps each tile to its type and removes overlaps and gaps", () => {
    const result = normalizeLayout([
      { ...tile("a", -4, 3, 30, 1), type: "analysis" as const },
      { ...tile("b", 0, 0, 2, 2), type: "kpi" as const },
    ]);
    expect(overlapping(result)).toBe(false);
    expect(byId(result.map(({ type: _type, ...rest }) => rest))).toEqual({ b: { x: 0, y: 0, w: 2, h: 2 }, a: { x: 0, y: 2, w: 12, h: 3 } });
  });
});

it("describes a cell in words for screen readers", () => {
  expect(describeCell({ x: 6, y: 1, w: 6, h: 4 })).toBe("row 2, column 7, 6 columns wide, 4 rows tall");
  expect(describeCell({ x: 0, y: 0, w: 1, h: 1 })).toBe("row 1, column 1, 1 column wide, 1 row tall");
});
