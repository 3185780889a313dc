// A labelled meter: "AI questions this month 3 of 5", "Exports this month 3 of 1,000".
import { Progress } from "~/components/ui/progress";

/** Counts with thousands separators ("1,000"), as every other number the product shows. */
const countFormat = (n: number) => n.toLocaleString("en-US");

export function UsageMeter({ label, used, limit, format = countFormat }: { label: string; used: number; limit: number | null; format?: (n: number) => string }) {
  const full = limit !== null && used >= limit;
  return (
    <div className="space-y-1.5" data-testid={`meter-${label.toLowerCase().replace(/\W+/g, "-")}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className={full ? "whitespace-nowrap font-medium text-destructive" : "whitespace-nowrap font-medium"}>
          {format(used)} {limit === null ? "(unlimited)" : `of ${format(limit)}`}
        </span>
      </div>
      {limit !== null && <Progress value={Math.min(used, limit)} max={Math.max(limit, 1)} aria-label={label} />}
    </div>
  );
}
