// One column: its name, inferred type (with currency or percent) and statistics.
import { Calendar, Hash, ToggleLeft, Type } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ColumnSchema } from "../../../engine/types";

const TYPE_LABEL = { number: "Number", date: "Date", boolean: "Yes/no", text: "Text" } as const;
const TYPE_ICON = { number: Hash, date: Calendar, boolean: ToggleLeft, text: Type } as const;

export function typeLabel(column: ColumnSchema): string {
  if (column.unit?.kind === "currency") return `Currency (${column.unit.code})`;
  if (column.unit?.kind === "percent") return "Percent";
  if (column.type === "date" && column.hasTime) return "Date and time";
  return TYPE_LABEL[column.type];
}

export function ColumnCard({ column }: { column: ColumnSchema; profile: unknown }) {
  const Icon = TYPE_ICON[column.type];
  return (
    <div className="h-full space-y-3 rounded-lg border p-4" data-testid="column-card">
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 font-medium">
          <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate" title={column.name}>
            {column.name}
          </span>
        </p>
        <Badge variant="secondary" data-testid="column-type">
          {typeLabel(column)}
        </Badge>
      </div>
    </div>
  );
}
