// One column: its name, inferred type (with currency or percent), statistics and a small histogram.
import { Calendar, Hash, ToggleLeft, Type } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ColumnProfile } from "../../../engine/profile/types";
import { columnFormat, moneyFormat } from "../../../engine/execute/measure-format";
import { formatNumber } from "../../../engine/format";
import { addsUp } from "../../../engine/semantic/additive";
import type { ColumnSchema } from "../../../engine/types";

const TYPE_LABEL = { number: "Number", date: "Date", boolean: "Yes/no", text: "Text" } as const;
const TYPE_ICON = { number: Hash, date: Calendar, boolean: ToggleLeft, text: Type } as const;

export function typeLabel(column: ColumnSchema): string {
  const money = moneyFormat(column);
  if (money) return money.code ? `Currency (${money.code})` : "Money";
  if (column.unit?.kind === "percent") return "Percent";
  if (column.unit?.kind === "duration") return "Duration";
  if (column.type === "date" && column.hasTime) return "Date and time";
  return TYPE_LABEL[column.type];
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const count = (n: number) => n.toLocaleString("en-US");

/** Bars of the profile's histogram as a tiny SVG: no JavaScript needed. */
function Histogram({ bins, label }: { bins: NonNullable<ColumnProfile["histogram"]>; label: string }) {
  const max = Math.max(1, ...bins.map((b) => b.count));
  const width = 100 / bins.length;
  return (
    <svg viewBox="0 0 100 32" preserveAspectRatio="none" className="h-8 w-full" role="img" aria-label={label} data-testid="histogram">
      {bins.map((b, i) => {
        const h = (b.count / max) * 30;
        return <rect key={i} x={i * width + 0.5} y={32 - h} width={Math.max(width - 1, 0.5)} height={h} rx={0.8} className="fill-primary/70" />;
      })}
    </svg>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate text-right font-medium tabular-nums" title={value}>
        {value}
      </dd>
    </div>
  );
}

export function ColumnCard({ column, profile }: { column: ColumnSchema; profile: ColumnProfile | undefined }) {
  const Icon = TYPE_ICON[column.type];
  // The column's numbers read as in answers: money by its currency or header, percentages as percentages.
  const fmt = (v: number | undefined) => (v === undefined ? "—" : formatNumber(v, columnFormat(column), { compact: true }));
  const total = profile ? profile.count + profile.missing : 0;
  // The same rule as the answers' default aggregate, worked out from the values (files profiled by older rules too).
  const additive = column.type === "number" && profile ? addsUp(column, profile) : undefined;
  return (
    <div className="h-full space-y-3 rounded-lg border bg-card p-4" data-testid="column-card">
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 font-medium">
          <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate" title={column.name} data-testid="column-name">
            {column.name}
          </span>
        </p>
        <Badge variant="secondary" data-testid="column-type">
          {typeLabel(column)}
        </Badge>
      </div>
      {profile && (
        <>
          {profile.histogram && profile.histogram.length > 1 && <Histogram bins={profile.histogram} label={`Distribution of ${column.name}`} />}
          <dl className="space-y-1 text-xs">
            <Stat label="Values" value={`${count(profile.count)}${profile.missing > 0 ? ` (${count(profile.missing)} missing)` : ""}`} />
            <Stat label="Distinct" value={`${profile.distinctApproximate ? "≈ " : ""}${count(profile.distinct)}`} />
            {column.type === "number" && (
              <>
                <Stat label="Min – max" value={`${fmt(profile.min)} – ${fmt(profile.max)}`} />
                <Stat label="Mean" value={fmt(profile.mean)} />
                <Stat label="Median" value={fmt(profile.median)} />
                {additive !== undefined && (
                  <p className="pt-1 text-muted-foreground" data-testid="column-aggregate">
                    {additive
                      ? "Adds up across rows: answers total it unless you ask for an average."
                      : "Does not add up across rows (a price, rate, score, age, year or code): answers average it."}
                  </p>
                )}
              </>
            )}
            {column.type === "date" && profile.dateRange && <Stat label="From – to" value={`${profile.dateRange.from.slice(0, 10)} – ${profile.dateRange.to.slice(0, 10)}`} />}
            {column.type === "date" && !profile.dateRange && profile.min !== undefined && profile.max !== undefined && (
              <Stat label="From – to" value={`${isoDay(profile.min)} – ${isoDay(profile.max)}`} />
            )}
            {column.type === "text" && profile.distinct === profile.count && profile.count > 1 && (
              <p className="pt-1 text-muted-foreground">Every value is different (an identifier or a name).</p>
            )}
            {(column.type === "text" || column.type === "boolean") && profile.top && profile.top.length > 0 && profile.distinct < profile.count && (
              <div className="space-y-1 pt-1">
                <dt className="text-muted-foreground">Most common</dt>
                {profile.top.slice(0, 3).map((t) => (
                  <dd key={String(t.value)} className="flex items-center gap-2">
                    <span className="truncate">{t.value === null ? "(blank)" : String(t.value)}</span>
                    <span className="ml-auto shrink-0 tabular-nums text-muted-foreground">{total > 0 ? `${Math.round((t.count / total) * 100)}%` : count(t.count)}</span>
                  </dd>
                ))}
              </div>
            )}
          </dl>
        </>
      )}
    </div>
  );
}
