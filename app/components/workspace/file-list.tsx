// The user's files: originals with their Clean_ copies indented beneath, expiry countdowns and a link to delete (which asks first).
import { Link } from "@remix-run/react";
import { FileSpreadsheet, MessageSquareText, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FORMAT_LABELS } from "~/lib/dataset-formats";
import { formatFileSize } from "~/lib/format-file-size";
import { cn } from "~/lib/utils";
import type { DatasetSummary } from "~/server/datasets/dataset-view";
import { ExpiresIn } from "./expires-in";
import { tableShape } from "../../../engine/narrate/words";

/** Originals in upload order, each followed by its cleaned copies. */
export function groupWithCopies(datasets: DatasetSummary[]): { dataset: DatasetSummary; isCopy: boolean }[] {
  const ids = new Set(datasets.map((d) => d.id));
  const copiesOf = new Map<string, DatasetSummary[]>();
  for (const d of datasets) {
    if (d.sourceDatasetId && ids.has(d.sourceDatasetId)) {
      copiesOf.set(d.sourceDatasetId, [...(copiesOf.get(d.sourceDatasetId) ?? []), d]);
    }
  }
  const out: { dataset: DatasetSummary; isCopy: boolean }[] = [];
  for (const d of datasets) {
    if (d.sourceDatasetId && ids.has(d.sourceDatasetId)) continue;
    out.push({ dataset: d, isCopy: false });
    for (const copy of copiesOf.get(d.id) ?? []) out.push({ dataset: copy, isCopy: true });
  }
  return out;
}

function StatusBadge({ status }: { status: DatasetSummary["status"] }) {
  if (status === "ready") return <Badge variant="secondary">Ready</Badge>;
  if (status === "processing") return <Badge variant="outline">Processing…</Badge>;
  return <Badge variant="destructive">Could not be read</Badge>;
}

export function FileList({ datasets, renderedAt }: { datasets: DatasetSummary[]; renderedAt: string }) {
  const rows = groupWithCopies(datasets);
  return (
    <ul className="divide-y rounded-xl border" aria-label="Your files">
      {rows.map(({ dataset: d, isCopy }) => (
        <li key={d.id} data-testid="file-row" className={cn("flex flex-col gap-3 p-4 sm:flex-row sm:items-center", isCopy && "bg-muted/30 sm:pl-10")}>
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <FileSpreadsheet aria-hidden className={cn("mt-0.5 size-5 shrink-0", isCopy ? "text-success" : "text-primary")} />
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/dashboard/data-analysis/${d.id}`} className="truncate font-medium hover:underline">
                  {d.name}
                </Link>
                {isCopy && <Badge variant="outline">Cleaned copy</Badge>}
                <StatusBadge status={d.status} />
              </div>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <div>
                  <dt className="sr-only">Type</dt>
                  <dd>{FORMAT_LABELS[d.format]}</dd>
                </div>
                {d.sheet && (
                  <div className="flex gap-1">
                    <dt>Sheet</dt>
                    <dd>{d.sheet}</dd>
                  </div>
                )}
                {d.status === "ready" && (
                  <div>
                    <dt className="sr-only">Size of the table</dt>
                    <dd>{tableShape(d.rowCount, d.columnCount)}</dd>
                  </div>
                )}
                <div>
                  <dt className="sr-only">File size</dt>
                  <dd>{formatFileSize(d.byteSize)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Uploaded</dt>
                  <dd>
                    <time dateTime={d.createdAt}>{new Date(d.createdAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}</time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>Expires in</dt>
                  <dd>
                    <ExpiresIn expiresAt={d.expiresAt} renderedAt={renderedAt} />
                  </dd>
                </div>
              </dl>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {d.status === "ready" && (
              <Button asChild size="sm" variant="outline">
                <Link to={`/dashboard/ai-analysis?dataset=${d.id}`}>
                  <MessageSquareText aria-hidden /> Ask
                </Link>
              </Button>
            )}
            {/* Deleting asks first, on the file's page: what goes with it (copies, analyses, report entries). */}
            <Button asChild size="sm" variant="ghost">
              <Link to={`/dashboard/data-analysis/${d.id}?delete=1#delete-heading`} aria-label={`Delete ${d.name}`}>
                <Trash2 aria-hidden />
                <span className="sm:sr-only">Delete</span>
              </Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
