// "How this file was read": every reading the engine chose (header row, each number column's decimal and thousands marks,
// each date column's order, each column's type and unit), guesses first and highlighted, each with its one-click
// correction; and the full form to correct several at once. Plain form posts that read the file again: they work
// without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { FileCog, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Reading } from "../../../engine/ingest/readings";
import { COLUMN_DECIMAL_FIELD, COLUMN_TYPE_FIELD, importFieldsOf } from "~/lib/import-form";
import { cn } from "~/lib/utils";
import type { DatasetDetail } from "~/server/datasets/dataset-view";

/** Whether the page shows how the file was read: always, for an uploaded file read since readings were kept. */
export function showsImportWizard(dataset: Pick<DatasetDetail, "layout" | "kind" | "status">): boolean {
  return dataset.kind === "original" && dataset.status === "ready" && dataset.layout !== null;
}

/** The fields of `choices` as hidden inputs. */
function HiddenFields({ fields }: { fields: [string, string][] }) {
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** A reading's one-click correction: the corrections in force with this one changed. */
function Correction({ reading, busy }: { reading: Reading; busy: boolean }) {
  const { correction, column } = reading;
  if (!correction) return null;
  return (
    <Form method="post" className="inline-block">
      <HiddenFields fields={importFieldsOf(correction.choices)} />
      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={column ? `${correction.label} — ${column}` : correction.label} className="h-7 px-2 text-xs">
        {correction.label}
      </Button>
    </Form>
  );
}

/** The header reading's correction: the row number to use (a number to type, then one click). */
function HeaderCorrection({ dataset, busy }: { dataset: DatasetDetail; busy: boolean }) {
  const fields = importFieldsOf(dataset.importChoices).filter(([name]) => name !== "headerRow");
  return (
    <Form method="post" className="inline-flex items-center gap-1">
      <HiddenFields fields={fields} />
      <input
        name="headerRow"
        inputMode="numeric"
        aria-label="Row of the column names"
        placeholder="Row"
        defaultValue={dataset.importChoices?.headerRow ?? ""}
        className="h-7 w-16 rounded-md border bg-background px-2 text-xs"
      />
      <Button type="submit" variant="outline" size="sm" disabled={busy} className="h-7 px-2 text-xs">
        Use this row
      </Button>
    </Form>
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
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "import";
  const { layout, importChoices, readings } = dataset;
  if (!layout) return null;
  const records = dataset.format === "json";
  const guesses = readings.filter((r) => r.ambiguous).length;

  return (
    <section className="space-y-3 rounded-xl border p-4" aria-labelledby="import-title" data-testid="import-wizard">
      <div className="flex items-start gap-3">
        <FileCog aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="space-y-1">
          <h2 id="import-title" className="font-medium">
            How this file was read
          </h2>
          <p className="text-sm text-muted-foreground">
            {guesses === 0 ? "Everything below was settled by the file itself; each can be corrected." : `${guesses === 1 ? "1 reading is a guess" : `${guesses} readings are guesses`}: check ${guesses === 1 ? "it" : "them"} first.`}
          </p>
          <ul className="space-y-1 text-sm" data-testid="import-assumptions">
            {readings.map((reading, i) => (
              <li
                key={`${reading.subject}:${reading.column ?? i}`}
                data-ambiguous={reading.ambiguous || undefined}
                className={cn(
                  "flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-2 py-1",
                  reading.ambiguous ? "border border-amber-300 bg-amber-50 text-foreground dark:border-amber-700 dark:bg-amber-950/40" : "text-muted-foreground",
                )}
              >
                <span className="min-w-0">
                  {reading.ambiguous && <strong className="mr-1 font-semibold">Check:</strong>}
                  {reading.text}
                </span>
                {reading.subject === "header" ? <HeaderCorrection dataset={dataset} busy={busy} /> : <Correction reading={reading} busy={busy} />}
              </li>
            ))}
          </ul>
          {importChoices && <p className="text-sm">Read with your corrections.</p>}
        </div>
      </div>
      <details open={Boolean(error)} className="rounded-lg bg-muted/40 p-3">
        <summary className="cursor-pointer text-sm font-medium">Correct how it was read</summary>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="import" />
          {Object.entries(importChoices?.columnDecimals ?? {}).map(([name, mark]) => (
            <input key={name} type="hidden" name={`${COLUMN_DECIMAL_FIELD}${name}`} value={mark} />
          ))}
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
            <Button type="submit" variant="outline" disabled={busy}>
              {busy && <Loader2 aria-hidden className="animate-spin" />} Read the file again
            </Button>
          </div>
        </Form>
      </details>
    </section>
  );
}
