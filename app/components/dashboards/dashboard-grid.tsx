// The dashboard's tiles on a 12-column grid (one column under 768 px, in reading order). With JavaScript a tile
// is arranged by dragging its handle (move) or its corner (resize), or from the keyboard: focus the tile, arrow
// keys move it, Shift + arrow keys resize it; each change is announced and saved. Without JavaScript the grid
// is the same, read-only.
import { useFetcher } from "@remix-run/react";
import { GripVertical, MoveDiagonal2 } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from "react";
import { clampCell, describeCell, placeTile, readingOrder, stepTile, type Direction, type LayoutItem } from "~/lib/dashboard-layout";
import { cn } from "~/lib/utils";
import type { TileView } from "~/server/dashboards/tile-view";
import { GAP_PX, ROW_PX, TileContent } from "./tile-content";

const KEYS: Record<string, Direction> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };
const TYPE_LABEL = { analysis: "Chart", kpi: "KPI", text: "Text" } as const;

const subscribeNothing = () => () => {};

const cellsOf = (tiles: TileView[]): LayoutItem[] => tiles.map(({ id, x, y, w, h }) => ({ id, x, y, w, h }));
const sameLayout = (a: LayoutItem[], b: LayoutItem[]) =>
  a.length === b.length && a.every((t) => b.some((u) => u.id === t.id && u.x === t.x && u.y === t.y && u.w === t.w && u.h === t.h));

interface Drag {
  id: string;
  mode: "move" | "resize";
  startX: number;
  startY: number;
  origin: LayoutItem[];
}

/** `editable`: arranging is offered (the user may edit the dashboard); otherwise the grid is read-only. */
export function DashboardGrid({ tiles, editable }: { tiles: TileView[]; editable: boolean }) {
  const [layout, setLayout] = useState(() => cellsOf(tiles));
  const [announcement, setAnnouncement] = useState("");
  // False on the server and during hydration: the handles and the keyboard help appear once arranging works.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const enhanced = hydrated && editable;
  const [focusId, setFocusId] = useState<string | null>(null);
  const gridRef = useRef<HTMLOListElement>(null);
  const layoutRef = useRef(layout);
  const drag = useRef<Drag | null>(null);
  const fetcher = useFetcher<{ error?: { message: string } }>();
  const byId = new Map(tiles.map((t) => [t.id, t]));

  // A reordered tile keeps the keyboard focus (moving a focused element in the page drops it).
  useEffect(() => {
    if (!focusId) return;
    const element = gridRef.current?.querySelector<HTMLElement>(`[data-tile-id="${focusId}"]`);
    if (element && document.activeElement !== element) element.focus();
  }, [layout, focusId]);

  const apply = (next: LayoutItem[]) => {
    layoutRef.current = next;
    setLayout(next);
  };
  // One save at a time: a layout changed while one is on its way is sent after it (a new submit would abort it).
  const pending = useRef<LayoutItem[] | null>(null);
  const submit = fetcher.submit;
  const save = (next: LayoutItem[]) => {
    if (fetcher.state === "idle") submit({ intent: "layout", layout: JSON.stringify(next) }, { method: "post" });
    else pending.current = next;
  };
  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current) return;
    const next = pending.current;
    pending.current = null;
    submit({ intent: "layout", layout: JSON.stringify(next) }, { method: "post" });
  }, [fetcher.state, submit]);

  const onKeyDown = (event: React.KeyboardEvent, tile: TileView) => {
    const direction = KEYS[event.key];
    if (!enhanced || !direction || event.target !== event.currentTarget) return;
    event.preventDefault();
    const next = stepTile(layout, tile.id, direction, event.shiftKey, tile.type);
    const cell = next.find((c) => c.id === tile.id)!;
    setFocusId(tile.id);
    if (sameLayout(next, layout)) {
      setAnnouncement(`“${tile.title || TYPE_LABEL[tile.type]}” cannot ${event.shiftKey ? "change size" : "move"} that way.`);
      return;
    }
    apply(next);
    save(next);
    setAnnouncement(`${event.shiftKey ? "Resized" : "Moved"} “${tile.title || TYPE_LABEL[tile.type]}”: ${describeCell(cell)}.`);
  };

  const startDrag = (event: ReactPointerEvent, tile: TileView, mode: Drag["mode"]) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: tile.id, mode, startX: event.clientX, startY: event.clientY, origin: layoutRef.current };
  };
  const moveDrag = (event: ReactPointerEvent, tile: TileView) => {
    const current = drag.current;
    const grid = gridRef.current;
    if (!current || !grid) return;
    const columnWidth = (grid.getBoundingClientRect().width + GAP_PX) / 12;
    const dx = Math.round((event.clientX - current.startX) / columnWidth);
    const dy = Math.round((event.clientY - current.startY) / (ROW_PX + GAP_PX));
    const start = current.origin.find((c) => c.id === current.id)!;
    const cell = current.mode === "move" ? { ...start, x: start.x + dx, y: start.y + dy } : { ...start, w: start.w + dx, h: start.h + dy };
    apply(placeTile(current.origin, current.id, clampCell(cell, tile.type)));
  };
  const endDrag = (tile: TileView) => {
    const current = drag.current;
    drag.current = null;
    if (!current || sameLayout(current.origin, layoutRef.current)) return;
    save(layoutRef.current);
    const cell = layoutRef.current.find((c) => c.id === tile.id)!;
    setAnnouncement(`${current.mode === "move" ? "Moved" : "Resized"} “${tile.title || TYPE_LABEL[tile.type]}”: ${describeCell(cell)}.`);
  };
  const dragProps = (tile: TileView, mode: Drag["mode"]) => ({
    onPointerDown: (e: ReactPointerEvent) => startDrag(e, tile, mode),
    onPointerMove: (e: ReactPointerEvent) => moveDrag(e, tile),
    onPointerUp: () => endDrag(tile),
    onPointerCancel: () => endDrag(tile),
  });

  const saving = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" ? fetcher.data?.error : undefined;
  return (
    <div className="space-y-2">
      {enhanced ? (
        <p id="arrange-help" className="text-sm text-muted-foreground">
          {/* The handles show from 768 px, where tiles sit on the grid; narrower, tiles stack. */}
          <span className="hidden md:inline">Drag a tile by its handle, or its corner to resize it. </span>From the keyboard: focus a tile, then use the arrow keys to move it
          and Shift + arrow keys to resize it. Changes are saved as you go.
        </p>
      ) : null}
      <p className={cn("text-sm", editable && "min-h-5")} aria-live="polite" data-testid="layout-status">
        <span className="sr-only">{announcement}</span>
        {saving ? <span className="text-muted-foreground">Saving the layout…</span> : null}
        {failed ? (
          <span role="alert" className="text-destructive">
            {failed.message}
          </span>
        ) : null}
      </p>
      <ol ref={gridRef} className="grid grid-cols-1 gap-4 md:auto-rows-[88px] md:grid-cols-12" data-testid="dashboard-grid">
        {readingOrder(layout).map((cell) => {
          const tile = byId.get(cell.id);
          if (!tile) return null;
          const label = tile.title || `${TYPE_LABEL[tile.type]} tile`;
          return (
            <li
              key={tile.id}
              data-tile-id={tile.id}
              data-testid="dashboard-tile"
              data-type={tile.type}
              tabIndex={0}
              aria-label={`${label} (${TYPE_LABEL[tile.type]}, ${describeCell(cell)})`}
              aria-describedby={enhanced ? "arrange-help" : undefined}
              onKeyDown={(e) => onKeyDown(e, tile)}
              onFocus={(e) => e.target === e.currentTarget && setFocusId(tile.id)}
              style={{ "--tile-col": `${cell.x + 1} / span ${cell.w}`, "--tile-row": `${cell.y + 1} / span ${cell.h}` } as React.CSSProperties}
              className={cn(
                "relative flex min-w-0 flex-col gap-2 overflow-hidden rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background md:[grid-column:var(--tile-col)] md:[grid-row:var(--tile-row)]",
                tile.type === "analysis" && "min-h-72 md:min-h-0",
              )}
            >
              <div className="flex items-start gap-2">
                {enhanced ? (
                  <span
                    {...dragProps(tile, "move")}
                    aria-hidden
                    title="Drag to move"
                    className="mt-0.5 hidden cursor-grab touch-none text-muted-foreground hover:text-foreground active:cursor-grabbing md:inline"
                    data-testid="tile-handle"
                  >
                    <GripVertical className="size-4" />
                  </span>
                ) : null}
                <div className="min-w-0 flex-1">
                  {tile.title ? <h3 className="truncate font-medium leading-tight">{tile.title}</h3> : null}
                  {tile.note ? <p className="line-clamp-2 text-sm text-muted-foreground">{tile.note}</p> : null}
                </div>
              </div>
              <TileContent tile={tile} />
              {enhanced ? (
                <span
                  {...dragProps(tile, "resize")}
                  aria-hidden
                  title="Drag to resize"
                  className="absolute bottom-1 right-1 hidden cursor-se-resize touch-none rounded p-0.5 text-muted-foreground hover:text-foreground md:block"
                >
                  <MoveDiagonal2 className="size-3.5" />
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
