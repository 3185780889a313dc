// A ready dataset at a glance: every column with its type and statistics, then the preview table.
import { Link } from "@remix-run/react";
import type { PreviewTable } from "~/server/datasets/preview.server";
import type { DatasetProfile } from "../../../engine/profile/types";
import type { DatasetSchema } from "../../../engine/types";
import { formatNumber } from "../../../engine/format";
import { ColumnCard, columnValueFormat } from "./column-card";
import { DataTable } from "./data-table";

export function DatasetOverview({
  dataset,
  preview,
}: {
  dataset: { id: string; schema: DatasetSchema | null; profile: DatasetProfile | null; warnings: string[] };
  preview: PreviewTable | null;
}) {
  const profiles = new Map(dataset.profile?.columns.map((c) => [c.id, c]));
  const pageSize = 5000;
  const columns = preview?.columns.map((c) => dataset.schema?.columns.find((s) => s.id === c.id)) ?? [];
  return (
    <div className="space-y-8">
      {dataset.warnings.length > 0 && (
        <ul className="space-y-1 rounded-lg border bg-muted/30 p-4 text-sm text-muted-foreground" aria-label="Notes about this file">
          {dataset.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <section aria-labelledby="columns-heading" className="space-y-3">
        <h2 id="columns-heading" className="text-lg font-semibold">
          Columns
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="columns">
          {dataset.schema?.columns.map((c) => (
            <li key={c.id}>
              <ColumnCard column={c} profile={profiles.get(c.id)} />
            </li>
          ))}
        </ul>
      </section>
      {preview && (
        <section aria-labelledby="preview-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="preview-heading" className="text-lg font-semibold">
              Preview
            </h2>
            {preview.totalRows > pageSize && (
              <nav aria-label="Preview pages" className="flex items-center gap-3 text-sm">
                <span className="text-muted-foreground">
                  Rows {(preview.offset + 1).toLocaleString("en-US")}–{(preview.offset + preview.rows.length).toLocaleString("en-US")} of{" "}
                  {preview.totalRows.toLocaleString("en-US")}
                </span>
                {preview.offset > 0 && (
                  <Link to={`?offset=${Math.max(0, preview.offset - pageSize)}`} className="text-primary hover:underline">
                    Previous
                  </Link>
                )}
                {preview.offset + preview.rows.length < preview.totalRows && (
                  <Link to={`?offset=${preview.offset + pageSize}`} className="text-primary hover:underline">
                    Next
                  </Link>
                )}
              </nav>
            )}
          </div>
          <DataTable
            caption="Preview of the file"
            columns={preview.columns.map((c) => ({ id: c.id, name: c.name, numeric: c.type === "number" }))}
            rows={preview.rows}
            format={(cell, i) =>
              typeof cell === "number"
                ? formatNumber(cell, columnValueFormat(columns[i] ?? {}), { compact: false })
                : typeof cell === "boolean"
                  ? cell
                    ? "Yes"
                    : "No"
                  : String(cell)
            }
            testId="preview-table"
          />
        </section>
      )}
    </div>
  );
}
