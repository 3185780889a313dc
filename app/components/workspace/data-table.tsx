// A sortable table for answers and previews. Long tables are virtualised: only the rows in view are in the
// DOM. The server renders the first rows as a plain HTML table, which is what a browser without JavaScript shows.
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useEffect, useMemo, useState, type UIEvent } from "react";
import { cn } from "~/lib/utils";

export type TableCell = string | number | boolean | null;

export interface TableColumn {
  id: string;
  name: string;
  /** Numbers read best right-aligned. */
  numeric: boolean;
}

const ROW_HEIGHT = 36;
const VIEW_HEIGHT = 480;
/** Rows rendered before JavaScript runs (and without it). */
const STATIC_ROWS = 200;

function compare(a: TableCell, b: TableCell): number {
  if (a === b) return 0;
  if (a === null) return 1; // missing values last, whichever the direction
  if (b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en", { numeric: true });
}

export function DataTable({
  columns,
  rows,
  format,
  caption,
  totalRows,
  testId = "data-table",
}: {
  columns: TableColumn[];
  rows: TableCell[][];
  format: (cell: TableCell, column: number) => string;
  caption?: string;
  /** When the table holds only part of the data: the full count, for the note under it. */
  totalRows?: number;
  testId?: string;
}) {
  const [sort, setSort] = useState<{ column: number; desc: boolean } | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  // Before hydration (and without JavaScript) the first rows render as plain HTML; after it, all rows, virtualised.
  useEffect(() => {
    const id = requestAnimationFrame(() => setHydrated(true));
    return () => cancelAnimationFrame(id);
  }, []);

  const sorted = useMemo(() => {
    if (!sort) return rows;
    const out = [...rows];
    out.sort((a, b) => {
      const c = compare(a[sort.column], b[sort.column]);
      return sort.desc && a[sort.column] !== null && b[sort.column] !== null ? -c : c;
    });
    return out;
  }, [rows, sort]);

  const virtual = hydrated && sorted.length > STATIC_ROWS;
  const first = virtual ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - 10) : 0;
  const last = virtual ? Math.min(sorted.length, first + Math.ceil(VIEW_HEIGHT / ROW_HEIGHT) + 20) : Math.min(sorted.length, STATIC_ROWS);
  const visible = sorted.slice(first, last);

  function onScroll(e: UIEvent<HTMLDivElement>) {
    setScrollTop(e.currentTarget.scrollTop);
  }

  function toggle(column: number) {
    setSort((s) => (s?.column === column ? (s.desc ? { column, desc: false } : null) : { column, desc: true }));
  }

  const shownNote =
    !hydrated && rows.length > STATIC_ROWS
      ? `Showing the first ${STATIC_ROWS.toLocaleString("en-US")} of ${rows.length.toLocaleString("en-US")} rows.`
      : totalRows !== undefined && totalRows > rows.length
        ? `Showing ${rows.length.toLocaleString("en-US")} of ${totalRows.toLocaleString("en-US")} rows.`
        : `${rows.length.toLocaleString("en-US")} ${rows.length === 1 ? "row" : "rows"}`;

  return (
    <div className="space-y-2" data-testid={testId}>
      <div
        className="overflow-auto rounded-lg border"
        style={sorted.length > 12 ? { maxHeight: VIEW_HEIGHT } : undefined}
        onScroll={virtual ? onScroll : undefined}
      >
        {/* Cell styles live on the table, not on each of up to thousands of cells: the page's HTML stays small. */}
        <table className="w-full border-collapse text-sm [&_td]:whitespace-nowrap [&_td]:px-3 [&_td]:py-2 [&_td[data-numeric]]:text-right [&_td[data-numeric]]:tabular-nums">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="sticky top-0 z-10 bg-muted/95 backdrop-blur">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={sort?.column === i ? (sort.desc ? "descending" : "ascending") : undefined}
                  className={cn("whitespace-nowrap border-b px-3 py-2 font-medium", c.numeric ? "text-right" : "text-left")}
                >
                  <button type="button" onClick={() => toggle(i)} className="inline-flex items-center gap-1 hover:text-primary">
                    {c.name}
                    {sort?.column === i ? (
                      sort.desc ? <ArrowDown aria-hidden className="size-3.5" /> : <ArrowUp aria-hidden className="size-3.5" />
                    ) : (
                      <ArrowUpDown aria-hidden className="size-3.5 opacity-40" />
                    )}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="[&>tr]:border-b [&>tr:last-child]:border-0 [&>tr:nth-child(even)]:bg-muted/30">
            {virtual && first > 0 && (
              <tr aria-hidden style={{ height: first * ROW_HEIGHT }}>
                <td colSpan={columns.length} />
              </tr>
            )}
            {visible.map((row, r) => (
              <tr key={first + r} style={virtual ? { height: ROW_HEIGHT } : undefined}>
                {row.map((cell, i) => (
                  <td key={columns[i].id} data-numeric={columns[i].numeric || undefined} className={cell === null ? "text-muted-foreground" : undefined}>
                    {cell === null ? "—" : format(cell, i)}
                  </td>
                ))}
              </tr>
            ))}
            {virtual && last < sorted.length && (
              <tr aria-hidden style={{ height: (sorted.length - last) * ROW_HEIGHT }}>
                <td colSpan={columns.length} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{shownNote}</p>
    </div>
  );
}
