// A ready dataset at a glance: every column with its type and statistics, then the preview table.
import { Form, Link } from "@remix-run/react";
import { Search } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ColumnWindow } from "~/lib/column-window";
import type { PreviewTable } from "~/server/datasets/preview.server";
import type { DatasetProfile } from "../../../engine/profile/types";
import type { DatasetSchema } from "../../../engine/types";
import { columnFormat } from "../../../engine/execute/measure-format";
import { formatNumber } from "../../../engine/format";
import { ColumnCard } from "./column-card";
import { DataTable } from "./data-table";

export function DatasetOverview({
  dataset,
  preview,
  columns: window,
}: {
  dataset: { id: string; schema: DatasetSchema | null; profile: DatasetProfile | null; warnings: string[] };
  preview: PreviewTable | null;
  columns: ColumnWindow;
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
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="columns-heading" className="text-lg font-semibold">
            Columns
          </h2>
          {window.total > COLUMN_SEARCH_FROM && <ColumnSearch window={window} />}
        </div>
        {window.total > window.ids.length && <ColumnPager window={window} />}
        {window.matching === 0 && (
          <p className="rounded-lg border p-4 text-sm text-muted-foreground" role="status">
            No column name contains “{window.query}”. <Link to="?" className="text-primary hover:underline">Show all columns</Link>
          </p>
        )}
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
                  <Link to={pageLink(window, { offset: Math.max(0, preview.offset - pageSize) })} className="text-primary hover:underline">
                    Previous
                  </Link>
                )}
                {preview.offset + preview.rows.length < preview.totalRows && (
                  <Link to={pageLink(window, { offset: preview.offset + pageSize })} className="text-primary hover:underline">
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
                ? formatNumber(cell, columns[i] ? columnFormat(columns[i]) : { kind: "number" }, { compact: false })
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

/** Files with more columns than this get a search box over the column names. */
const COLUMN_SEARCH_FROM = 12;

/** A GET form, so searching works without JavaScript and the search is part of the address. */
function ColumnSearch({ window }: { window: ColumnWindow }) {
  return (
    <Form method="get" role="search" aria-label="Columns" className="flex items-center gap-2">
      <label htmlFor="column-search" className="sr-only">
        Find a column by name
      </label>
      <input
        id="column-search"
        name="columns"
        type="search"
        defaultValue={window.query}
        placeholder="Find a column…"
        className="h-9 w-56 rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      />
      <Button type="submit" variant="outline" size="sm">
        <Search aria-hidden /> Find
      </Button>
    </Form>
  );
}

/** The address of this page with the column window kept and `change` applied (a row offset, a column page). */
function pageLink(window: ColumnWindow, change: { offset?: number; columnsPage?: number }): string {
  const params = new URLSearchParams();
  if (window.query) params.set("columns", window.query);
  const columnsPage = change.columnsPage ?? window.page;
  if (columnsPage > 1) params.set("columnsPage", String(columnsPage));
  if (change.offset) params.set("offset", String(change.offset));
  return `?${params}`;
}

function ColumnPager({ window }: { window: ColumnWindow }) {
  const to = (page: number) => pageLink(window, { columnsPage: page });
  const last = window.first + window.ids.length;
  return (
    <nav aria-label="Column pages" className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-muted-foreground" data-testid="column-range">
        {window.matching === 0
          ? `0 of ${window.total.toLocaleString("en-US")} columns`
          : `Columns ${(window.first + 1).toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${window.matching.toLocaleString("en-US")}${window.query ? ` matching “${window.query}” (${window.total.toLocaleString("en-US")} in all)` : ""}`}
      </span>
      {window.page > 1 && (
        <Link to={to(window.page - 1)} className="text-primary hover:underline">
          Previous columns
        </Link>
      )}
      {window.page < window.pages && (
        <Link to={to(window.page + 1)} className="text-primary hover:underline">
          Next columns
        </Link>
      )}
    </nav>
  );
}
