// One answer: the sentence, the chart (switchable where it makes sense), always the data table,
// "How this was answered", saving it as an analysis, and exporting its table or chart.
import { Form, useSearchParams } from "@remix-run/react";
import { BarChart3, Bookmark, ChartLine, ChartPie, Download, HelpCircle } from "lucide-react";
import { useState } from "react";
import { AnswerChart } from "~/components/charts/answer-chart";
import type { ChartKind } from "~/components/charts/chart-data";
import { chartChoices, toChartData } from "~/components/charts/to-chart-data";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import type { PinnedPlan, StoredAnswer } from "~/lib/answer";
import { pinnedChoiceValue } from "~/lib/pinned-choice";
import { cn } from "~/lib/utils";
import { formatCell } from "../../../engine/format";
import { DataTable } from "./data-table";

const KIND_ICON = { bar: BarChart3, line: ChartLine, pie: ChartPie } as const;
const KIND_LABEL = { bar: "Bar", line: "Line", pie: "Pie" } as const;
const PLANNER_LABEL = { "built-in": "InsightLab's built-in planner", "workers-ai": "Workers AI" } as const;

/** The `chart` query parameter names one answer's chart type (`<messageId>:<kind>`), so the switch works as a link. */
const CHART_PARAM = "chart";

function linkedChartKind(params: URLSearchParams, messageId: string): ChartKind | undefined {
  const [id, kind] = (params.get(CHART_PARAM) ?? "").split(":");
  return id === messageId && (kind === "bar" || kind === "line" || kind === "pie") ? kind : undefined;
}

function chartHref(params: URLSearchParams, messageId: string, kind: ChartKind): string {
  const next = new URLSearchParams(params);
  next.set(CHART_PARAM, `${messageId}:${kind}`);
  return `?${next}#answer-${messageId}`;
}

export function AnswerCard({
  answer,
  question,
  messageId,
  conversationId,
  saved,
  ask,
}: {
  answer: StoredAnswer;
  question: string;
  messageId: string;
  conversationId: string;
  saved: boolean;
  /** What a choice of a question back posts with its question: the file asked about, and whether its original. */
  ask: AskTarget;
}) {
  const [params] = useSearchParams();
  // Without JavaScript the switch is a link and the server renders the chosen type; with it, the switch is instant.
  const [kind, setKind] = useState<ChartKind | undefined>(() => linkedChartKind(params, messageId));

  if (answer.kind === "clarification") {
    const readings = answer.readings ?? [];
    return (
      <div className="space-y-4 rounded-xl border bg-card p-5" data-testid="answer" data-kind="clarification" id={`answer-${messageId}`}>
        <p className="flex items-start gap-2 text-base">
          <HelpCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          {/* The planners' readings are listed below, each with its answer: the sentence only says why none was picked. */}
          <span data-testid="answer-sentence">{readings.length > 0 ? DISAGREEMENT_LEAD : answer.answer}</span>
        </p>
        {readings.length > 0 && <PlannerReadings readings={readings} messageId={messageId} />}
        {answer.choices && answer.choices.length > 0 ? (
          <ChoiceButtons choices={answer.choices} pinnedPlans={answer.pinnedPlans ?? []} messageId={messageId} conversationId={conversationId} ask={ask} />
        ) : (
          answer.suggestions && answer.suggestions.length > 0 && <SuggestedColumns columns={answer.suggestions} messageId={messageId} />
        )}
        {answer.receipt && answer.receipt.length > 0 && (
          <details className="rounded-lg bg-muted/40 px-4 py-3 text-sm" data-testid="how-answered">
            <summary className="cursor-pointer font-medium">How this was answered</summary>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-muted-foreground">
              {answer.receipt.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    );
  }

  const table = answer.table;
  const chart = answer.chart ? toChartData(answer.chart, kind) : null;
  const choices = answer.chart ? chartChoices(answer.chart) : [];
  const chartTitle = answer.chart?.title ?? question;

  return (
    <article className="space-y-5 rounded-xl border bg-card p-5" data-testid="answer" data-kind="answer" id={`answer-${messageId}`}>
      <p className="text-lg leading-relaxed font-medium" data-testid="answer-sentence">
        {answer.answer}
      </p>
      {answer.didYouMean && (
        <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm" role="note" data-testid="answer-did-you-mean">
          <HelpCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-medium">Did you mean</span> {answer.didYouMean}? Your words also fit that reading, which gives a different answer; name the column to choose it.
          </span>
        </p>
      )}
      {answer.dataset.cleanedCopy && (
        <Badge variant="outline" className="text-xs" data-testid="answer-cleaned-data">
          Using cleaned data ({answer.dataset.name})
        </Badge>
      )}

      {chart && (
        <div className="space-y-2">
          {choices.length > 1 && (
            <div role="group" aria-label="Chart type" className="flex gap-1">
              {choices.map((k) => {
                const Icon = KIND_ICON[k];
                return (
                  <a
                    key={k}
                    href={chartHref(params, messageId, k)}
                    className={buttonVariants({ size: "sm", variant: chart.kind === k ? "secondary" : "ghost" })}
                    aria-current={chart.kind === k ? "true" : undefined}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      setKind(k);
                    }}
                  >
                    <Icon aria-hidden /> {KIND_LABEL[k]}
                  </a>
                );
              })}
            </div>
          )}
          {/* The engine's title states the measure, grouping, scope and top-N ("Total Revenue by Region (Channel is Online), top 3"). */}
          <p className="text-sm font-medium text-muted-foreground" data-testid="answer-chart-title">
            {chartTitle}
          </p>
          <AnswerChart key={chart.kind} data={chart} title={`${chartTitle} — ${KIND_LABEL[chart.kind]} chart`} />
        </div>
      )}

      {table && (
        <DataTable
          caption={question}
          columns={table.columns.map((c) => ({ id: c.id, name: c.name, numeric: c.type === "number" }))}
          rows={table.rows}
          totalRows={table.rowCount}
          format={(cell, i) => formatCell(cell, table.columns[i], { compact: false })}
          testId="answer-table"
        />
      )}

      <details className="group rounded-lg bg-muted/40 px-4 py-3 text-sm" data-testid="how-answered">
        <summary className="cursor-pointer font-medium">How this was answered</summary>
        <div className="mt-3 space-y-2 text-muted-foreground">
          {answer.understood && (
            <p>
              <span className="font-medium text-foreground">Understood as:</span> {answer.understood}
            </p>
          )}
          {answer.receipt && answer.receipt.length > 0 && (
            <ul className="list-disc space-y-1 pl-5">
              {answer.receipt.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p>
            <span className="font-medium text-foreground">Answered by:</span> <span data-testid="planner">{PLANNER_LABEL[answer.planner]}</span>. Every number comes
            from your file through a checked analysis plan; no generated code runs.
          </p>
        </div>
      </details>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Form method="post" className={cn("flex flex-wrap items-center gap-2")}>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="conversationId" value={conversationId} />
          <input type="hidden" name="messageId" value={messageId} />
          <Button type="submit" size="sm" variant="outline" disabled={saved}>
            <Bookmark aria-hidden /> {saved ? "Saved as an analysis" : "Save as analysis"}
          </Button>
        </Form>
        <QuickExport conversationId={conversationId} messageId={messageId} chartKind={chart?.kind} />
      </div>
    </article>
  );
}

/** What a disagreement between the planners says above their readings (the stored sentence lists them inline, for the API and the CLI). */
const DISAGREEMENT_LEAD = "Your question can be read more than one way, and the readings give different answers, so I haven't picked one. Which did you mean?";

/** Each planner's reading of a question they answered differently: who read it, how, and its answer. */
function PlannerReadings({ readings, messageId }: { readings: NonNullable<StoredAnswer["readings"]>; messageId: string }) {
  const headingId = `readings-${messageId}`;
  return (
    <div className="space-y-2">
      <p id={headingId} className="text-sm font-medium">
        The readings and their answers
      </p>
      <ol aria-labelledby={headingId} className="space-y-2" data-testid="answer-readings">
        {readings.map((reading, k) => (
          <li key={k} className="rounded-lg border bg-muted/30 px-3 py-2 text-sm">
            <p className="font-medium break-words">{reading.understood}</p>
            <p className="break-words">{reading.answer}</p>
            <p className="text-xs text-muted-foreground">Read by {PLANNER_LABEL[reading.planner]}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The columns a refusal points to when no reworded question could be checked: named, to type into a new question. */
function SuggestedColumns({ columns, messageId }: { columns: readonly string[]; messageId: string }) {
  const headingId = `suggested-${messageId}`;
  return (
    <div className="space-y-2 text-sm" data-testid="answer-suggestions">
      <p id={headingId} className="text-muted-foreground">
        Columns you might mean:
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {columns.map((name) => (
          <li key={name} className="rounded-md border bg-muted/40 px-2 py-0.5 font-medium">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface AskTarget {
  datasetId: string;
  useOriginal: boolean;
}

/**
 * A question back's choices, each a submit button of its own ask form carrying its reworded question: one click
 * asks it in this conversation, with JavaScript or without (the page's own ask action and schema). A choice that
 * pins a plan kept with this question back also posts which one, and is answered with exactly that plan.
 */
function ChoiceButtons({ choices, pinnedPlans, messageId, conversationId, ask }: { choices: readonly { label: string; question: string; pinned?: number }[]; pinnedPlans: readonly PinnedPlan[]; messageId: string; conversationId: string; ask: AskTarget }) {
  const headingId = `choices-${messageId}`;
  return (
    <div className="space-y-2" data-testid="answer-choices">
      <p id={headingId} className="text-sm font-medium">
        {choices.length === 1 ? "Ask it this way:" : "Ask it one of these ways:"}
      </p>
      <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {choices.map((choice) => (
          <Form key={`${choice.question}-${choice.pinned ?? ""}`} method="post" className="flex min-w-0">
            <input type="hidden" name="intent" value="ask" />
            <input type="hidden" name="datasetId" value={ask.datasetId} />
            <input type="hidden" name="conversationId" value={conversationId} />
            {ask.useOriginal && <input type="hidden" name="original" value="1" />}
            {choice.pinned !== undefined && <input type="hidden" name="question" value={choice.question} />}
            <button
              type="submit"
              {...(choice.pinned !== undefined ? { name: "pinned", value: pinnedChoiceValue(messageId, choice.pinned) } : { name: "question", value: choice.question })}
              formNoValidate
              className="flex min-w-0 flex-col items-start rounded-lg border border-primary/40 bg-background px-3 py-2 text-left text-sm hover:border-primary hover:bg-primary/5 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
            >
              <span className="font-medium break-words">{choice.label}</span>
              <span className="text-xs break-words text-muted-foreground">{choice.pinned !== undefined ? `Answers with ${pinnedPlans[choice.pinned]?.planner === "workers-ai" ? "Workers AI's" : "the built-in planner's"} plan for it, as read above` : `Asks “${choice.question}”`}</span>
            </button>
          </Form>
        ))}
      </div>
    </div>
  );
}

/** The answer's table (CSV, JSON) or chart (PNG, SVG) as a file: made by the report Worker, then a download link. */
function QuickExport({ conversationId, messageId, chartKind }: { conversationId: string; messageId: string; chartKind: ChartKind | undefined }) {
  const formats = chartKind ? QUICK_FORMATS : QUICK_FORMATS.filter((f) => f.table);
  const selectId = `export-format-${messageId}`;
  return (
    <Form method="post" action="/dashboard/reports/exports" className="flex items-center gap-2" data-testid="quick-export">
      <input type="hidden" name="conversationId" value={conversationId} />
      <input type="hidden" name="messageId" value={messageId} />
      {chartKind ? <input type="hidden" name="chartKind" value={chartKind} /> : null}
      <label htmlFor={selectId} className="text-sm text-muted-foreground">
        Export as
      </label>
      <select id={selectId} name="format" className="h-8 rounded-md border bg-background px-2 text-sm">
        {formats.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="outline">
        <Download aria-hidden /> Export
      </Button>
    </Form>
  );
}

const QUICK_FORMATS = [
  { value: "csv", label: "CSV (table)", table: true },
  { value: "json", label: "JSON (table)", table: true },
  { value: "png", label: "PNG (chart)", table: false },
  { value: "svg", label: "SVG (chart)", table: false },
] as const;
