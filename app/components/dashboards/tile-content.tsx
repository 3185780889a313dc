// What a tile shows: a saved analysis as its chart (the workspace's nivo chart) with the answer sentence, a KPI
// as one large figure with its change against the previous period, or a text tile's words.
import { ArrowDownRight, ArrowUpRight, Minus, TriangleAlert } from "lucide-react";
import { AnswerChart } from "~/components/charts/answer-chart";
import { toChartData } from "~/components/charts/to-chart-data";
import { cn } from "~/lib/utils";
import type { KpiFigures } from "~/server/dashboards/kpi";
import type { TileView } from "~/server/dashboards/tile-view";

/** The grid's row height and gap in pixels (the page's CSS uses the same). */
export const ROW_PX = 88;
export const GAP_PX = 16;

/** A line of the tile's note (text-sm): its height, and about how many characters fit in a column's width. */
const NOTE_LINE_PX = 20;
const NOTE_CHARS_PER_COLUMN = 11;

/**
 * The chart's size in a tile `w` columns wide and `h` rows tall: the tile less its title, note (up to two lines),
 * sentence and padding, so the sentence under the chart is never cut (the width is the static chart's, drawn by
 * the server; with JavaScript the chart fills the tile).
 */
function chartSize(w: number, h: number, note: string | null) {
  const noteLines = note ? Math.min(2, Math.ceil(note.length / (w * NOTE_CHARS_PER_COLUMN))) : 0;
  return { width: Math.max(240, w * 92 - 40), height: Math.max(150, h * ROW_PX + (h - 1) * GAP_PX - 120 - noteLines * NOTE_LINE_PX) };
}

export function TileContent({ tile }: { tile: TileView }) {
  if (tile.type === "text") return <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{tile.body}</p>;
  if (tile.error || !tile.result) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="tile-error">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <span>{tile.error ?? "This tile's analysis was deleted."}</span>
      </p>
    );
  }
  const { result } = tile;
  if (tile.type === "kpi") return <KpiFigure kpi={result.kpi} answer={result.answer} />;
  const chart = result.chart ? toChartData(result.chart) : null;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      {chart ? (
        <AnswerChart data={chart} title={`${tile.title} — ${chart.kind} chart`} size={chartSize(tile.w, tile.h, tile.note)} />
      ) : (
        <p className="text-lg font-medium">{result.answer}</p>
      )}
      {chart ? <TileSentence answer={result.answer} /> : null}
    </div>
  );
}

/**
 * The answer under a tile's chart: two lines, and the whole sentence on a panel over the tile when opened
 * (a disclosure, so it opens without JavaScript and from the keyboard).
 */
function TileSentence({ answer }: { answer: string }) {
  return (
    <details className="group text-sm text-muted-foreground" data-testid="tile-sentence">
      <summary className="flex cursor-pointer list-none items-end gap-1 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <span className="line-clamp-2 min-w-0 flex-1">{answer}</span>
        <span className="shrink-0 text-xs font-medium text-primary underline-offset-2 group-hover:underline">
          <span className="group-open:hidden">Read all</span>
          <span className="hidden group-open:inline">Close</span>
        </span>
      </summary>
      <p className="absolute inset-x-3 bottom-10 z-10 max-h-[75%] overflow-auto rounded-lg border bg-popover p-3 text-sm text-popover-foreground shadow-lg" data-testid="tile-sentence-full">
        {answer}
      </p>
    </details>
  );
}

const CHANGE_STYLE = {
  up: { icon: ArrowUpRight, className: "text-emerald-700 dark:text-emerald-400", word: "up" },
  down: { icon: ArrowDownRight, className: "text-rose-700 dark:text-rose-400", word: "down" },
  flat: { icon: Minus, className: "text-muted-foreground", word: "unchanged" },
} as const;

function KpiFigure({ kpi, answer }: { kpi: KpiFigures | null; answer: string }) {
  if (!kpi) return <p className="text-sm">{answer}</p>;
  const style = kpi.change ? CHANGE_STYLE[kpi.change.direction] : null;
  return (
    <div className="space-y-1" data-testid="kpi">
      <p className="text-3xl font-semibold tabular-nums tracking-tight" data-testid="kpi-value">
        {kpi.value}
      </p>
      <p className="text-sm text-muted-foreground">{kpi.label}</p>
      {kpi.change && style ? (
        <p className={cn("flex items-center gap-1 text-sm font-medium", style.className)} data-testid="kpi-change">
          <style.icon aria-hidden className="size-4" />
          <span>
            <span className="sr-only">{style.word} </span>
            {kpi.change.text} <span className="font-normal text-muted-foreground">vs {kpi.change.previousLabel}</span>
          </span>
        </p>
      ) : kpi.why ? (
        <p className="text-xs text-muted-foreground">{kpi.why}</p>
      ) : null}
    </div>
  );
}
