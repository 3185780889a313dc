// Which columns a dataset page shows: wide files (hundreds or thousands of columns) are shown a page of
// columns at a time, optionally narrowed by a search on the column name, so the page stays small.

/** Columns per page on the dataset page (cards and preview). */
export const COLUMNS_PER_PAGE = 24;

export interface ColumnWindow {
  /** The search as typed (trimmed); empty shows every column. */
  query: string;
  /** 1-based page, clamped to the pages there are. */
  page: number;
  pages: number;
  /** Columns matching the search (all columns without one). */
  matching: number;
  /** Every column of the file. */
  total: number;
  /** 0-based position of the first shown column among the matching ones. */
  first: number;
  /** Ids of the columns shown, in file order. */
  ids: string[];
}

/** The page of columns to show: names containing `query` (case-insensitive), `perPage` at a time. */
export function selectColumnWindow(
  columns: readonly { id: string; name: string }[],
  { query = "", page = 1, perPage = COLUMNS_PER_PAGE }: { query?: string; page?: number; perPage?: number } = {},
): ColumnWindow {
  const q = query.trim();
  const needle = q.toLowerCase();
  const matching = needle ? columns.filter((c) => c.name.toLowerCase().includes(needle)) : columns;
  const pages = Math.max(1, Math.ceil(matching.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pages);
  const first = (current - 1) * perPage;
  return { query: q, page: current, pages, matching: matching.length, total: columns.length, first, ids: matching.slice(first, first + perPage).map((c) => c.id) };
}

const API_COLUMNS_LIMIT = { default: 200, max: 1000 };

/** The API's `?columnsOffset=&columnsLimit=`: which columns' schema, statistics and preview an answer carries. */
export function parseColumnsPage(search: URLSearchParams, total: number): { offset: number; limit: number; total: number } {
  const offset = Math.max(0, Math.floor(Number(search.get("columnsOffset")) || 0));
  const asked = Math.floor(Number(search.get("columnsLimit")) || API_COLUMNS_LIMIT.default);
  return { offset, limit: Math.min(Math.max(1, asked), API_COLUMNS_LIMIT.max), total };
}
