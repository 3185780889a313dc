// The dashboard grid: 12 columns, rows of a fixed height, tiles as rectangles of cells. Plain functions shared
// by the page (drag, keyboard) and the server (what a saved layout may be): a moved or resized tile pushes the
// tiles it lands on downwards, and the grid is then compacted upwards so no row is left empty above a tile.

export const GRID_COLUMNS = 12;
/** The tallest tile, in rows. */
export const MAX_TILE_ROWS = 12;

export interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LayoutItem extends Cell {
  id: string;
}

export type TileType = "analysis" | "text" | "kpi";

/** Each tile type's size when added, and its smallest size (a chart needs room; a KPI is one figure). */
export const TILE_SIZES: Record<TileType, { w: number; h: number; minW: number; minH: number }> = {
  analysis: { w: 6, h: 4, minW: 3, minH: 3 },
  kpi: { w: 3, h: 2, minW: 2, minH: 2 },
  text: { w: 4, h: 2, minW: 2, minH: 1 },
};

const overlaps = (a: Cell, b: Cell) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Whole numbers inside the grid: at least the type's smallest size, at most the grid's width and MAX_TILE_ROWS. */
export function clampCell(cell: Cell, type: TileType): Cell {
  const { minW, minH } = TILE_SIZES[type];
  const whole = (n: number, fallback: number) => (Number.isFinite(n) ? Math.round(n) : fallback);
  const w = Math.min(GRID_COLUMNS, Math.max(minW, whole(cell.w, minW)));
  const h = Math.min(MAX_TILE_ROWS, Math.max(minH, whole(cell.h, minH)));
  const x = Math.min(GRID_COLUMNS - w, Math.max(0, whole(cell.x, 0)));
  const y = Math.max(0, whole(cell.y, 0));
  return { x, y, w, h };
}

/**
 * Reading order: top to bottom, then left to right (how tiles stack on a phone and how they are exported). Tiles
 * claiming the same cell keep their order in `items` (the sort is stable), so the first listed wins it.
 */
export function readingOrder<T extends LayoutItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Moves every tile up as far as it goes without overlapping a tile above it, in reading order. */
export function compact<T extends LayoutItem>(items: readonly T[]): T[] {
  const placed: T[] = [];
  for (const item of readingOrder(items)) {
    let y = item.y;
    while (y > 0 && !placed.some((p) => overlaps({ ...item, y: y - 1 }, p))) y--;
    // A tile still overlapping one placed before it (an unresolved layout) goes below it.
    for (let hit = placed.find((p) => overlaps({ ...item, y }, p)); hit; hit = placed.find((p) => overlaps({ ...item, y }, p))) y = hit.y + hit.h;
    placed.push({ ...item, y });
  }
  return placed;
}

/** Pushes every tile that overlaps `moved` (and then whatever those land on) down below it. */
function pushDown<T extends LayoutItem>(items: T[], moved: T): T[] {
  let result = items.map((i) => (i.id === moved.id ? moved : i));
  const queue: T[] = [moved];
  while (queue.length > 0) {
    const mover = queue.shift()!;
    for (const other of readingOrder(result)) {
      if (other.id === mover.id || other.id === moved.id || !overlaps(mover, other)) continue;
      const pushed = { ...other, y: mover.y + mover.h };
      result = result.map((i) => (i.id === other.id ? pushed : i));
      queue.push(pushed);
    }
  }
  return result;
}

/** The layout with one tile given a new cell (already clamped): the tiles it lands on move down, then all compact. */
export function placeTile<T extends LayoutItem>(items: readonly T[], id: string, cell: Cell): T[] {
  const current = items.find((i) => i.id === id);
  if (!current) return [...items];
  return compact(pushDown([...items], { ...current, ...cell }));
}

export type Direction = "up" | "down" | "left" | "right";

/**
 * A keyboard step: move one column sideways or past the tile above or below (single-row steps would be undone
 * by compaction); with `resize`, grow or shrink by one column or row. The tile's type bounds its size.
 */
export function stepTile<T extends LayoutItem>(items: readonly T[], id: string, direction: Direction, resize: boolean, type: TileType): T[] {
  const tile = items.find((i) => i.id === id);
  if (!tile) return [...items];
  if (resize) {
    const dw = direction === "right" ? 1 : direction === "left" ? -1 : 0;
    const dh = direction === "down" ? 1 : direction === "up" ? -1 : 0;
    return placeTile(items, id, clampCell({ ...tile, w: tile.w + dw, h: tile.h + dh }, type));
  }
  if (direction === "left" || direction === "right") return placeTile(items, id, clampCell({ ...tile, x: tile.x + (direction === "right" ? 1 : -1) }, type));
  const others = items.filter((i) => i.id !== id && i.x < tile.x + tile.w && tile.x < i.x + i.w);
  if (direction === "up") {
    const above = others.filter((i) => i.y < tile.y);
    if (above.length === 0) return [...items];
    const nearest = Math.max(...above.map((i) => i.y + i.h));
    const row = Math.min(...above.filter((i) => i.y + i.h === nearest).map((i) => i.y));
    return placeTile(items, id, { ...tile, y: row });
  }
  const below = others.filter((i) => i.y >= tile.y + tile.h);
  if (below.length === 0) return [...items];
  const nextRow = Math.min(...below.map((i) => i.y));
  const bottom = Math.max(...below.filter((i) => i.y === nextRow).map((i) => i.y + i.h));
  // Past the bottom of the next row down: compaction then lifts that row above this tile.
  return placeTile(items, id, { ...tile, y: bottom });
}

/** Where a new tile of this size goes: the first free cell in reading order (left to right, top to bottom). */
export function freeCell(items: readonly Cell[], w: number, h: number): Cell {
  const bottom = Math.max(0, ...items.map((i) => i.y + i.h));
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + w <= GRID_COLUMNS; x++) {
      const cell = { x, y, w, h };
      if (!items.some((i) => overlaps(cell, i))) return cell;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/** A layout as it may be stored: every tile clamped to its type's bounds, no overlaps, compacted. */
export function normalizeLayout<T extends LayoutItem & { type: TileType }>(items: readonly T[]): T[] {
  return compact(items.map((i) => ({ ...i, ...clampCell(i, i.type) })));
}

/** A tile's place in words, for the screen reader's announcement after a move: "row 2, column 7, 6 columns wide, 4 rows tall". */
export function describeCell(cell: Cell): string {
  return `row ${cell.y + 1}, column ${cell.x + 1}, ${cell.w} ${cell.w === 1 ? "column" : "columns"} wide, ${cell.h} ${cell.h === 1 ? "row" : "rows"} tall`;
}
