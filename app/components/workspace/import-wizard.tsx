// "How this file was read": what reading had to assume (header row, day/month order, decimal commas, mixed column types) and a short
// form to correct it, which reads the file again. A plain form post: works without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { FileCog, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { COLUMN_TYPE_FIELD } from "~/lib/import-form";
import type { DatasetDetail } from "~/server/datasets/dataset-view";

const ORDER_WORDS = { mdy: "month/day/year", dmy: "day/month/year" } as const;

/** Whether the page should offer the wizard: reading assumed something, or corrections are in force. */
export function showsImportWizard(dataset: Pick<DatasetDetail, "layout" | "importChoices" | "kind" | "status">): boolean {
  if (dataset.kind !== "original" || dataset.status !== "ready" || !dataset.layout) return false;
  const { layout, importChoices } = dataset;
  return (
    importChoices !== null ||
    layout.skippedRows > 0 ||
    (layout.headerRow ?? 1) !== 1 ||
    layout.dateOrderAssumed.length > 0 ||
    layout.decimalComma ||
    (layout.mixedColumns?.length ?? 0) > 0
  );
}

const TYPE_OPTIONS = [
  ["auto", "As detected"],
  ["text", "Text"],
  ["number", "Number"],
  ["date", "Date"],
  ["category", "Category (labels to group by)"],
] as const;

function TypeOptions() {
  return TYPE_OPTIONS.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/**
 * A type per column: the columns whose values mix types and those already set are listed; any other column is
 * set through "Another column" (a list of names, or a name typed in for very wide files).
 */
function ColumnTypes({ dataset, columnNames }: { dataset: DatasetDetail; columnNames: string[] | null }) {
  const mixed = dataset.layout?.mixedColumns ?? [];
  const chosen = dataset.importChoices?.columnTypes ?? {};
  const listed = [...new Set([...mixed.map((m) => m.column), ...Object.keys(chosen)])];
  return (
    <fieldset className="space-y-3 sm:col-span-3" data-testid="column-types">
      <legend className="text-sm font-medium">Column types</legend>
      <p className="text-xs text-muted-foreground">
        Values that do not read as the type you choose are left blank, and the page says how many. A category is read as text labels to group by (store numbers, zip codes).
      </p>
      {listed.map((name, i) => {
        const note = mixed.find((m) => m.column === name);
        const id = `column-type-${i}`;
        return (
          <div key={name} className="grid gap-1 text-sm sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-center sm:gap-3">
            <label htmlFor={id} className="min-w-0">
              <span className="block truncate font-medium">{name}</span>
              {note && (
                <span id={`${id}-note`} className="block text-xs text-muted-foreground">
                  Mixed: read as text because row {note.row} has “{note.value}”.
                </span>
              )}
            </label>
            <select
              id={id}
              name={`${COLUMN_TYPE_FIELD}${name}`}
              defaultValue={chosen[name] ?? "auto"}
              aria-describedby={note ? `${id}-note` : undefined}
              className="h-9 w-full rounded-md border bg-background px-3"
            >
              <TypeOptions />
            </select>
          </div>
        );
      })}
      <div className="grid gap-2 text-sm sm:grid-cols-[minmax(0,1fr)_16rem] sm:gap-3">
        <label className="space-y-1">
          <span className="block font-medium">Another column</span>
          {columnNames ? (
            <select name="otherColumn" defaultValue="" className="h-9 w-full rounded-md border bg-background px-3">
              <option value="">Choose a column</option>
              {columnNames
                .filter((n) => !listed.includes(n))
                .map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
            </select>
          ) : (
            <input name="otherColumn" placeholder="Column name, as shown" className="h-9 w-full rounded-md border bg-background px-3" />
          )}
        </label>
        <label className="space-y-1">
          <span className="block font-medium">Its type</span>
          <select name="otherType" defaultValue="auto" className="h-9 w-full rounded-md border bg-background px-3">
            <TypeOptions />
          </select>
        </label>
      </div>
    </fieldset>
  );
}

export function ImportWizard({ dataset, columnNames, error }: { dataset: DatasetDetail; columnNames: string[] | null; error?: string }) {
  const navigation = useNavigation();
  const reading = navigation.state !== "idle" && navigation.formData?.get("intent") === "import";
  const { layout, importChoices } = dataset;
  if (!layout) return null;
  const records = dataset.format === "json";
  const assumptions: string[] = [];
  if (!records) {
    if (layout.headerRow === null) assumptions.push("No row of column names was found, so the columns are named Column 1, Column 2…");
    else assumptions.push(`The column names are in row ${layout.headerRow}${layout.skippedRows > 0 ? `; ${layout.skippedRows === 1 ? "1 row" : `${layout.skippedRows} rows`} above it (titles or notes) ${layout.skippedRows === 1 ? "was" : "were"} skipped` : ""}.`);
  }
  for (const { column, order } of layout.dateOrderAssumed) {
    assumptions.push(`Dates in “${column}” were read as ${ORDER_WORDS[order]}: every day and month is 12 or under, so the file does not say which comes first.`);
  }
  if (layout.decimalComma) assumptions.push("Numbers were read with a decimal comma (1.234,5 is one thousand two hundred thirty-four and a half).");
  for (const { column, row, value } of layout.mixedColumns ?? []) {
    assumptions.push(`“${column}” mixes types, so it was read as text (row ${row} has “${value}”). If it holds numbers or dates, set its type below.`);
  }

  return (
    <section className="space-y-3 rounded-xl border p-4" aria-labelledby="import-title" data-testid="import-wizard">
      <div className="flex items-start gap-3">
        <FileCog aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="space-y-1">
          <h2 id="import-title" className="font-medium">
            How this file was read
          </h2>
          <ul className="list-disc space-y-0.5 pl-4 text-sm text-muted-foreground" data-testid="import-assumptions">
            {assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          {importChoices && <p className="text-sm">Read with your corrections.</p>}
        </div>
      </div>
      <details open={Boolean(error)} className="rounded-lg bg-muted/40 p-3">
        <summary className="cursor-pointer text-sm font-medium">Correct how it was read</summary>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="import" />
          {records ? (
            <input type="hidden" name="headerRow" value="" />
          ) : (
            <label className="space-y-1 text-sm">
              <span className="block font-medium">Header row</span>
              <input
                name="headerRow"
                inputMode="numeric"
                defaultValue={importChoices?.headerRow ?? ""}
                placeholder={layout.headerRow ? `Found: row ${layout.headerRow}` : "None found"}
                aria-describedby="header-row-help"
                className="h-9 w-full rounded-md border bg-background px-3"
              />
              <span id="header-row-help" className="block text-xs text-muted-foreground">
                The row number holding the column names; blank to let InsightLab find it.
              </span>
            </label>
          )}
          <label className="space-y-1 text-sm">
            <span className="block font-medium">Dates are written</span>
            <select name="dateOrder" defaultValue={importChoices?.dateOrder ?? "auto"} className="h-9 w-full rounded-md border bg-background px-3">
              <option value="auto">Find out from the file</option>
              <option value="mdy">Month first (03/04/2024 is March 4)</option>
              <option value="dmy">Day first (03/04/2024 is 3 April)</option>
            </select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="block font-medium">Decimal separator</span>
            <select
              name="decimal"
              defaultValue={importChoices?.decimalComma === undefined ? "auto" : importChoices.decimalComma ? "comma" : "point"}
              className="h-9 w-full rounded-md border bg-background px-3"
            >
              <option value="auto">Find out from the file</option>
              <option value="point">Point (1,234.5)</option>
              <option value="comma">Comma (1.234,5)</option>
            </select>
          </label>
          <ColumnTypes dataset={dataset} columnNames={columnNames} />
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-3" data-testid="import-error">
              {error}
            </p>
          )}
          <div className="sm:col-span-3">
            <Button type="submit" variant="outline" disabled={reading}>
              {reading && <Loader2 aria-hidden className="animate-spin" />} Read the file again
            </Button>
          </div>
        </Form>
      </details>
    </section>
  );
}
