// The "Clean data" step of a file's page: choose a level, review the recommendations (untick any), see the
// before/after preview and its effect on totals, then apply. One form: GET updates the preview, the Apply
// button posts it (formMethod), so it all works without JavaScript.
import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { Info, Loader2, Sparkles, Wand2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { UsageMeter } from "./usage-meter";
import { suggestionField } from "~/lib/cleaning-form";
import { BackgroundCleaning } from "./background-cleaning";
import { RepeatPairs } from "./repeat-pairs";
import type { SavedRecipe } from "~/server/cleaning/cleaning.server";
import { WorkspaceErrorMessage } from "./upgrade-prompt";
import { DEFAULT_LEVEL, LEVEL_INFO, type Cell, type CleaningLevel, type CleaningPreview, type Recommendation } from "../../../engine/clean";
import { formatNumber } from "../../../engine/format";
import { columnFormat } from "../../../engine/execute/measure-format";
import type { ColumnSchema } from "../../../engine/types";

export interface CleaningStepData {
  level: CleaningLevel;
  review: { recommendations: Recommendation[]; preview: CleaningPreview } | null;
  error: { message: string; upgradeRequired?: boolean } | null;
  meter: { used: number; limit: number | null };
  /** Too large to review here: the file is cleaned in the background (its number of values). */
  background?: { values: number } | null;
  /** The name the copy will be saved under: "Clean_sales.csv", or the next version when there are copies. */
  copyName: string;
}

function cellText(value: Cell, column: ColumnSchema | undefined): string {
  if (value === null) return "(blank)";
  // Years, ids and codes read as written ("2015"), as in the column card and the answers.
  const format = column?.type === "number" ? columnFormat(column) : null;
  if (typeof value === "number" && format?.kind === "number" && (format.identifier || format.year)) return formatNumber(value, format);
  if (column?.type === "date" && typeof value === "number") return new Date(value).toISOString().slice(0, column.hasTime ? 16 : 10).replace("T", " ");
  if (typeof value === "number" && column?.unit?.kind === "currency") return formatNumber(value, { kind: "currency", code: column.unit.code }, { compact: false });
  if (typeof value === "number" && column?.unit?.kind === "percent") return formatNumber(value, { kind: "percent" }, { compact: false });
  if (typeof value === "number") return value.toLocaleString("en-US", { maximumFractionDigits: 4 });
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return value;
}

/** "Clean_x.csv had the same columns…": a link that ticks the same choices on this file (reviewed at its level). */
function SameAsBefore({ datasetId, savedRecipe }: { datasetId: string; savedRecipe: SavedRecipe | null }) {
  if (!savedRecipe) return null;
  const query = new URLSearchParams([
    ["clean", savedRecipe.level],
    ["reviewed", savedRecipe.level],
    ...savedRecipe.keep.map((id) => ["keep", id]),
    ...savedRecipe.suggestions.map((s) => ["suggestion", suggestionField(s)]),
  ]);
  const label = LEVEL_INFO.find((l) => l.level === savedRecipe.level)?.label ?? savedRecipe.level;
  return (
    <p className="text-sm text-muted-foreground" data-testid="saved-recipe">
      {`${savedRecipe.copyName} was made from a file with the same columns (${label}, ${savedRecipe.keep.length} ${savedRecipe.keep.length === 1 ? "step" : "steps"}). `}
      <Link to={`/dashboard/data-analysis/${datasetId}?${query}#clean`} className="font-medium text-primary underline-offset-4 hover:underline">
        Use the same choices
      </Link>
    </p>
  );
}

function StartCleaning({ datasetId, savedRecipe }: { datasetId: string; savedRecipe: SavedRecipe | null }) {
  return (
    <Card id="clean">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4 space-y-0">
        <div className="space-y-1">
          <CardTitle className="text-lg">Clean data</CardTitle>
          <CardDescription>Find duplicates, blanks, stray spaces, numbers stored as text and outliers, preview the effect on your totals, and save a cleaned copy. Your original stays as it is.</CardDescription>
          <SameAsBefore datasetId={datasetId} savedRecipe={savedRecipe} />
        </div>
        <Button asChild>
          <Link to={`/dashboard/data-analysis/${datasetId}?clean=${DEFAULT_LEVEL}#clean`}>
            <Wand2 aria-hidden /> Clean data
          </Link>
        </Button>
      </CardHeader>
    </Card>
  );
}

function Effects({ preview }: { preview: CleaningPreview }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="cleaning-effects">
        <caption className="mb-2 text-left font-medium">Effect on your answers (whole file)</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-4 font-normal">Answer</th>
            <th scope="col" className="py-1 pr-4 font-normal">Before</th>
            <th scope="col" className="py-1 pr-4 font-normal">After</th>
            <th scope="col" className="py-1 font-normal">Change</th>
          </tr>
        </thead>
        <tbody>
          {preview.effects.map((e) => (
            <tr key={e.label} className="border-t">
              <th scope="row" className="py-1.5 pr-4 text-left font-medium">{e.label}</th>
              <td className="py-1.5 pr-4 tabular-nums">{e.beforeText}</td>
              <td className="py-1.5 pr-4 tabular-nums">{e.afterText}</td>
              <td className="py-1.5 tabular-nums text-muted-foreground">{e.changeText ?? (e.before === null ? "now computable" : "—")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SampleRow({ row, columns, after }: { row: CleaningPreview["sample"][number]; columns: ColumnSchema[]; after: Map<string, ColumnSchema> }) {
  return (
    <tr className={cn("border-t", row.removed && "bg-destructive/5 text-muted-foreground line-through")} data-testid="cleaning-sample-row">
      <th scope="row" className="px-3 py-1.5 text-left font-normal no-underline">
        {row.row}
        {row.removed && <span className="ml-2 inline-block rounded bg-destructive/10 px-1.5 text-xs text-destructive no-underline">removed</span>}
      </th>
      {row.cells.map((cell, j) => (
        <td key={cell.column} className={cn("whitespace-nowrap px-3 py-1.5", cell.changed && "bg-success/15 font-medium")} data-changed={cell.changed || undefined}>
          {cell.changed ? (
            <>
              <span className="sr-only">changed from </span>
              <span className="text-muted-foreground line-through">{cellText(cell.before, columns[j])}</span>
              <span aria-hidden> → </span>
              <span className="sr-only"> to </span>
              {cellText(cell.after, after.get(cell.column))}
            </>
          ) : (
            cellText(cell.before, columns[j])
          )}
        </td>
      ))}
    </tr>
  );
}

function SampleRows({ preview }: { preview: CleaningPreview }) {
  if (preview.sample.length === 0) return <p className="text-sm text-muted-foreground">No row changes with the recommendations ticked.</p>;
  // The file's columns, then those cleaning adds ("revenue suspect").
  const columns = preview.sampleColumns;
  const after = new Map(preview.columnsAfter.map((c) => [c.id, c]));
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {preview.affectedRows.toLocaleString("en-US")} {preview.affectedRows === 1 ? "row changes" : "rows change"}
        {preview.sample.length < preview.affectedRows ? `; ${preview.sample.length} of them are shown, some of each kind of change.` : "."} Changed cells are highlighted.
      </p>
      <div className="relative max-h-[28rem] overflow-auto rounded-lg border">
        <table className="w-full text-sm" data-testid="cleaning-sample">
          <caption className="sr-only">Rows before and after cleaning</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Row</th>
              {columns.map((c) => (
                <th key={c.id} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">{c.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((row) => (
              <SampleRow key={row.row} row={row} columns={columns} after={after} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CountBadge({ recommendation: r }: { recommendation: Recommendation }) {
  const noun = r.unit === "rows" ? (r.count === 1 ? "row" : "rows") : r.unit === "column" ? "column" : r.kind === "note-relation" ? (r.count === 1 ? "complete row" : "complete rows") : r.count === 1 ? "value" : "values";
  return <span className="ml-1 rounded bg-muted px-1.5 py-0.5 text-xs font-normal tabular-nums">{`${r.count.toLocaleString("en-US")} ${noun}`}</span>;
}

/** The rows a recommendation concerns ("Row 12: 23 × $45.00 = $1,035.00", "Row 14 repeats row 3"), so they can be checked. */
function Examples({ recommendation: r }: { recommendation: Recommendation }) {
  if (r.pairs?.length) return <RepeatPairs recommendation={r} />;
  if (!r.examples?.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs tabular-nums text-muted-foreground" aria-label={`Rows: ${r.title}`} data-testid="recommendation-rows">
      {r.examples.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {r.count > r.examples.length && <li>{`and ${(r.count - r.examples.length).toLocaleString("en-US")} more (the preview shows some of each kind of change)`}</li>}
    </ul>
  );
}

/** What cleaning found and leaves as it is (a relation, blanks nothing fills): said, with no box to tick. */
function NoteItem({ recommendation: r }: { recommendation: Recommendation }) {
  return (
    <li className="flex gap-3 bg-muted/30 p-3" data-testid="cleaning-note">
      <Info aria-hidden className="mt-1 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          {r.title}
          {r.column && <span className="text-muted-foreground"> · {r.column.name}</span>} <CountBadge recommendation={r} />
        </p>
        <p className="text-sm text-muted-foreground">{r.reason}</p>
        <Examples recommendation={r} />
      </div>
    </li>
  );
}

export function CleaningStep({
  datasetId,
  cleaning,
  savedRecipe,
}: {
  datasetId: string;
  cleaning: CleaningStepData | null;
  savedRecipe: SavedRecipe | null;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  if (!cleaning) return <StartCleaning datasetId={datasetId} savedRecipe={savedRecipe} />;
  const { level, review, error, meter } = cleaning;
  if (cleaning.background) return <BackgroundCleaning datasetId={datasetId} copyName={cleaning.copyName} level={level} values={cleaning.background.values} meter={meter} error={error} />;
  const applying = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formData?.get("intent") === "clean";
  const updating = navigation.state === "loading" && navigation.location?.search.includes("clean=");
  const counts = new Map(review?.preview.counts.map((c) => [c.id, c.count]));
  // Notes (a relation found, blanks left as they are) change nothing: without an action there is nothing to apply.
  const actionable = review?.recommendations.some((r) => !r.informational) ?? false;
  const path = `/dashboard/data-analysis/${datasetId}`;

  return (
    <Card id="clean" aria-labelledby="clean-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1">
          <CardTitle id="clean-title" className="text-lg">Clean data</CardTitle>
          <CardDescription>Choose a level, untick anything you want kept as it is, check the preview, then save a cleaned copy. Your original stays as it is.</CardDescription>
          <SameAsBefore datasetId={datasetId} savedRecipe={savedRecipe} />
        </div>
        <div className="w-full space-y-2 sm:w-64">
          <UsageMeter label="AI cleanings this month" used={meter.used} limit={meter.limit} />
          <Link to={path} className="text-sm text-muted-foreground underline-offset-4 hover:underline">Close cleaning</Link>
        </div>
      </CardHeader>
      <CardContent>
        <Form method="get" action={`${path}#clean`} preventScrollReset className="space-y-6" data-testid="cleaning-form">
          <fieldset className="space-y-2">
            <legend className="mb-2 font-medium">1. Level</legend>
            <div className="grid gap-3 md:grid-cols-3">
              {LEVEL_INFO.map((info) => (
                <label
                  key={info.level}
                  className={cn("flex cursor-pointer gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-ring", info.level === level && "border-primary bg-primary/5")}
                >
                  <input
                    type="radio"
                    name="clean"
                    value={info.level}
                    defaultChecked={info.level === level}
                    className="mt-1 accent-primary"
                    onChange={(e) => submit(e.currentTarget.form, { method: "get", action: `${path}#clean`, preventScrollReset: true })}
                  />
                  <span className="space-y-1">
                    <span className="block font-medium">{info.label}</span>
                    <span className="block text-sm text-muted-foreground">{info.summary}</span>
                    <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
                      {info.does.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <input type="hidden" name="reviewed" value={level} />

          {review && (
            <fieldset className="space-y-2">
              <legend className="mb-2 font-medium">2. Recommendations</legend>
              {review.recommendations.length === 0 ? (
                <p className="rounded-lg border p-4 text-sm" data-testid="no-recommendations">
                  <Sparkles aria-hidden className="mr-2 inline size-4 text-success" />
                  Nothing to clean at this level: no duplicates, stray spaces{level !== "conservative" ? ", blanks to fill or text to convert" : ""} were found.
                </p>
              ) : (
                <ul className="divide-y rounded-lg border" data-testid="recommendations">
                  {review.recommendations.map((r) => (r.informational ? <NoteItem key={`${level}:${r.id}`} recommendation={r} /> : (
                    <li key={`${level}:${r.id}`} className="flex gap-3 p-3" data-suggested-by={r.suggestedBy}>
                      {r.merge && r.column && <input type="hidden" name="suggestion" value={suggestionField({ column: r.column.id, ...r.merge })} />}
                      <input
                        id={`keep-${r.id}`}
                        type="checkbox"
                        name="keep"
                        value={r.id}
                        defaultChecked={counts.has(r.id)}
                        className="mt-1 size-4 accent-primary"
                        aria-describedby={`reason-${r.id}`}
                      />
                      <div className="min-w-0 space-y-0.5">
                        <label htmlFor={`keep-${r.id}`} className="font-medium">
                          {r.suggestedBy === "ai" && <span className="mr-1.5 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary">AI</span>}
                          {r.title}
                          {r.column && <span className="text-muted-foreground"> · {r.column.name}</span>}{" "}
                          <CountBadge recommendation={r} />
                        </label>
                        <p id={`reason-${r.id}`} className="text-sm text-muted-foreground">
                          {r.reason}
                        </p>
                        <Examples recommendation={r} />
                      </div>
                    </li>
                  )))}
                </ul>
              )}
              {review.recommendations.some((r) => r.suggestedBy === "ai") && (
                <p className="text-sm text-muted-foreground" data-testid="ai-suggestions-note">
                  Suggestions marked <span className="font-medium text-foreground">AI</span> come from Workers AI reading each column’s values. Every value they name was
                  checked against your file, and they stay unticked until you tick them.
                </p>
              )}
              {actionable && (
                <Button type="submit" variant="outline" size="sm" disabled={updating}>
                  {updating && <Loader2 aria-hidden className="animate-spin" />} Update preview
                </Button>
              )}
            </fieldset>
          )}

          {review && actionable && (
            <section className="space-y-4" aria-labelledby="clean-preview-title" data-testid="cleaning-preview">
              <h3 id="clean-preview-title" className="font-medium">3. Preview</h3>
              <Effects preview={review.preview} />
              <SampleRows preview={review.preview} />
            </section>
          )}

          <WorkspaceErrorMessage error={error} />

          {review && actionable && (
            <div className="flex flex-wrap items-center gap-3 border-t pt-4">
              <input type="hidden" name="level" value={level} />
              <Button type="submit" name="intent" value="clean" formMethod="post" formAction={`${path}?clean=${level}`} disabled={applying}>
                {applying ? <Loader2 aria-hidden className="animate-spin" /> : <Wand2 aria-hidden />} Apply and save {cleaning.copyName}
              </Button>
              <p className="text-sm text-muted-foreground">Later questions about this file use the cleaned copy; you can switch back to the original at any time.</p>
            </div>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
