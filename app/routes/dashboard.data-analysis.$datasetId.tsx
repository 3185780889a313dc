// /dashboard/data-analysis/:datasetId — one file: its columns with types and statistics, and a preview.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { ArrowLeft, Download, Loader2, MessageSquareText } from "lucide-react";
import { useEffect } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DatasetOverview } from "~/components/workspace/dataset-overview";
import { SheetSelector } from "~/components/workspace/sheet-selector";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { FORMAT_LABELS } from "~/lib/dataset-formats";
import { formatFileSize } from "~/lib/format-file-size";
import { requireUser } from "~/server/auth/guards.server";
import { datasetDeleteImpact, deleteDatasetConfirmed } from "~/server/datasets/delete-impact.server";
import { ConfirmDeleteFile } from "~/components/workspace/confirm-delete";
import { toDatasetDetail, withColumns } from "~/server/datasets/dataset-view";
import { selectColumnWindow } from "~/lib/column-window";
import { reimportWithChoices, startIngest } from "~/server/datasets/ingest.server";
import { readAgain, rereadNotice } from "~/server/datasets/reread.server";
import { RereadNoticeBox, ReadFromNote } from "~/components/workspace/reread-notice";
import { ImportWizard, showsImportWizard } from "~/components/workspace/import-wizard";
import { columnDecimalsFrom, columnTypesFrom, importChoicesFrom, importFormSchema } from "~/lib/import-form";
import { loadPreview } from "~/server/datasets/preview.server";
import { invariantResponse } from "~/server/route-guards.server";
import { levelMay, requirePageResource, requireResource } from "~/server/access.server";
import { sharingView } from "~/server/teams/teams.server";
import { ShareWithTeam } from "~/components/teams/share-with-team";
import { actionError, describeError, type ErrorBody } from "~/server/workspace-request.server";
import { tableShape } from "../../engine/narrate/words";
import { CleaningStep, type CleaningStepData } from "~/components/workspace/cleaning-step";
import {
  applyCleaning,
  cleaningJobView,
  cleansInBackground,
  MAX_BACKGROUND_CLEANING_CELLS,
  nextCleanedCopyName,
  queueCleaning,
  reviewCleaning,
  savedRecipeFor,
} from "~/server/cleaning/cleaning.server";
import { CleaningJobStatus } from "~/components/workspace/background-cleaning";
import { cleaningChoice, cleaningLevelParam, cleaningStepPath } from "~/lib/cleaning-form";
import { monthlyMeter } from "~/server/usage.server";
import { latestCleanedCopy } from "~/server/datasets/datasets.server";
import { excelDownloadRefusal } from "~/server/datasets/download.server";
import { RefreshWithoutScript } from "~/components/refresh-without-script";
import { ReadingProgress } from "~/components/workspace/reading-progress";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.dataset.name ?? "File"} — InsightLab` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { row, level } = await requirePageResource(context.services.db, user.id, "dataset", params.datasetId, "view");
  const detail = toDatasetDetail(row);
  const search = new URL(request.url).searchParams;
  const offset = Math.max(0, Number(search.get("offset")) || 0);
  const columns = selectColumnWindow(detail.schema?.columns ?? [], { query: search.get("columns") ?? "", page: Number(search.get("columnsPage")) || 1 });
  const preview = row.status === "ready" ? await loadPreview(context.services.files, row, { offset, columnIds: columns.ids }) : null;
  // Cleaning saves a copy in the file's name: only those who may change the file see the step (viewers do not).
  const canClean = levelMay(level, "edit", "dataset");
  return {
    canClean,
    dataset: withColumns(detail, columns.ids),
    preview,
    columns,
    cleaning: canClean ? await loadCleaningStep(context.services, user, row, search) : null,
    cleaningJob: search.get("cleaningJob") ? await cleaningJobView(context.services.db, user.id, row.id, search.get("cleaningJob") ?? "") : null,
    savedRecipe: row.status === "ready" ? await savedRecipeFor(context.services.db, user.id, row) : null,
    source: await sourceOf(context.services, user, row),
    sharing: await sharingView(context.services.db, user.id, { type: "dataset", id: row.id, ownerId: row.ownerId }, levelMay(level, "share", "dataset")),
    // Every column's name for the import wizard's "Another column" list (a typed name past 300 columns).
    columnNames: row.columnCount <= 300 ? columnNamesOf(row) : null,
    // "Delete" asks first (?delete=1): what goes with the file, for someone who may delete it.
    deleteImpact: search.get("delete") === "1" && levelMay(level, "delete", "dataset") ? await datasetDeleteImpact(context.services.db, row) : null,
    // Why Excel cannot hold this file (then only CSV is offered), or null.
    excelRefusal: excelDownloadRefusal(row),
    // A re-read of a file something was made on goes to a new file: said before, and after (?readFrom=<id>).
    reread: levelMay(level, "edit", "dataset") ? await rereadNotice(context.services.db, user, row) : null,
    readFrom: await readFromOf(context.services.db, user.id, search.get("readFrom")),
  };
}

/** The "Clean data" step when the address asks for it (?clean=<level>), with its review or the error that stopped it. */
async function loadCleaningStep(
  services: Parameters<typeof reviewCleaning>[0],
  user: { id: string; plan: string },
  row: { id: string; name: string; kind: string; status: string; rowCount: number; columnCount: number },
  search: URLSearchParams,
): Promise<CleaningStepData | null> {
  const level = cleaningLevelParam(search.get("clean"));
  if (!level || row.kind !== "original" || row.status !== "ready") return null;
  const meter = await monthlyMeter(services.db, user, "cleaning");
  const copyName = await nextCleanedCopyName(services.db, user.id, row);
  // Too large for the request, not for the report Worker (larger still: the review below says why not).
  if (cleansInBackground(row) && !cleansInBackground(row, MAX_BACKGROUND_CLEANING_CELLS)) {
    return { level, review: null, error: null, meter, background: { values: row.rowCount * row.columnCount }, copyName };
  }
  try {
    const review = await reviewCleaning(services, user, row.id, cleaningChoice(level, search.get("reviewed"), search.getAll("keep"), search.getAll("suggestion")));
    return { level, review, error: null, meter, copyName };
  } catch (error) {
    const known = describeError(error);
    if (!known) throw error;
    return { level, review: null, error: known.body, meter, copyName };
  }
}

/** The file a re-read left as it was, when the page was reached from it and the person may still see it. */
async function readFromOf(db: Parameters<typeof requireResource>[0], userId: string, id: string | null) {
  if (!id) return null;
  const found = await requireResource(db, userId, "dataset", id, "view").catch(() => null);
  return found && { id: found.row.id, name: found.row.name };
}

/** The names of the file's columns as read now (what the import wizard's column types refer to). */
function columnNamesOf(row: Parameters<typeof toDatasetDetail>[0]): string[] {
  return toDatasetDetail(row).schema?.columns.map((c) => c.name) ?? [];
}

/** A cleaned copy's original (name and id), for the link back, and its newest copy (which answers new questions). */
async function sourceOf(services: { db: Parameters<typeof requireResource>[0] }, user: { id: string }, row: { kind: string; sourceDatasetId: string | null }) {
  if (row.kind !== "cleaned" || !row.sourceDatasetId) return null;
  // A team member's copy of a shared file links back to it while the file is still shared with them.
  const source = (await requireResource(services.db, user.id, "dataset", row.sourceDatasetId, "view").catch(() => null))?.row;
  const newest = source && (await latestCleanedCopy(services.db, user.id, source.id));
  return source && { id: source.id, name: source.name, newest: newest ? { id: newest.id, name: newest.name } : null };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  // A session that ended mid-flow: signing in leads back to the cleaning step with the same choices.
  const user = await requireUser(context.services, request, cleaningStepPath(`/dashboard/data-analysis/${params.datasetId ?? ""}`, form) ?? undefined);
  const intent = form.get("intent");
  invariantResponse(
    intent === "sheet" || intent === "delete" || intent === "clean" || intent === "import",
    "Unknown action: the form was changed or is out of date. Reload the page.",
  );
  // A second submit of the delete (two tabs, a double click) finds nothing: a clear 404, never a 500. A team
  // member may delete as owner or admin and re-read as editor; cleaning makes a copy of the member's own.
  const { row } = await requirePageResource(context.services.db, user.id, "dataset", params.datasetId, intent === "delete" ? "delete" : "edit");
  try {
    if (intent === "import") {
      const parsed = importFormSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return data({ importError: parsed.error.issues[0].message }, { status: 400 });
      const names = columnNamesOf(row);
      const types = columnTypesFrom(form.entries(), names);
      if (!types.ok) return data({ importError: types.message }, { status: 400 });
      const decimals = columnDecimalsFrom(form.entries(), names);
      if (!decimals.ok) return data({ importError: decimals.message }, { status: 400 });
      const choices = importChoicesFrom(parsed.data, types.columnTypes, decimals.columnDecimals);
      try {
        const read = await readAgain(context.services, user, row, (target) => reimportWithChoices(context.services, row, choices, target));
        return redirect(afterReading(row, read), 303);
      } catch (error) {
        const known = describeError(error);
        if (!known) throw error;
        return data({ importError: known.body.message }, { status: known.status });
      }
    }
    if (intent === "clean") {
      const level = cleaningLevelParam(String(form.get("level") ?? ""));
      invariantResponse(level, "Choose a cleaning level: Conservative, Moderate or Aggressive.");
      const choice = cleaningChoice(level, String(form.get("reviewed") ?? ""), form.getAll("keep").map(String), form.getAll("suggestion").map(String));
      if (cleansInBackground(row)) {
        const jobId = await queueCleaning(context.services, user, row.id, choice);
        return redirect(`/dashboard/data-analysis/${row.id}?cleaningJob=${jobId}`, 303);
      }
      const copy = await applyCleaning(context.services, user, row.id, choice, context.services.clock.now());
      return redirect(`/dashboard/data-analysis/${copy.id}?cleaned=1`, 303);
    }
    if (intent === "sheet") {
      const sheet = String(form.get("sheet") ?? "").trim();
      const read = await readAgain(context.services, user, row, (target) => startIngest(context.services, target, { sheet: sheet || null }));
      return redirect(afterReading(row, read), 303);
    }
    const outcome = await deleteDatasetConfirmed(context.services.db, context.services.files, user.id, row.id, context.services.clock.now(), form.get("confirm") === "yes");
    return redirect(outcome.deleted ? "/dashboard/data-analysis" : `/dashboard/data-analysis/${row.id}?delete=1#delete-heading`, 303);
  } catch (error) {
    return actionError(error);
  }
}

/** The page after a re-read: the file, or the new file the reading went to (with a word about the one that stayed). */
function afterReading(row: { id: string }, read: { dataset: { id: string }; newFile: boolean }): string {
  return read.newFile ? `/dashboard/data-analysis/${read.dataset.id}?readFrom=${row.id}` : `/dashboard/data-analysis/${row.id}`;
}

export default function DatasetPage() {
  const { dataset, preview, columns, canClean, cleaning, cleaningJob, savedRecipe, source, excelRefusal, columnNames, sharing, deleteImpact, reread, readFrom } = useLoaderData<typeof loader>();
  const justCleaned = useSearchParams()[0].get("cleaned") === "1";
  const actionData = useActionData<typeof action>() as { error?: ErrorBody; importError?: string } | undefined;
  const revalidator = useRevalidator();

  // While the server reads the file in the background, check again every 1.5 s.
  useEffect(() => {
    if (dataset.status !== "processing") return;
    const timer = setInterval(() => revalidator.revalidate(), 1500);
    return () => clearInterval(timer);
  }, [dataset.status, revalidator]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to="/dashboard/data-analysis" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" /> All files
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{dataset.name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{FORMAT_LABELS[dataset.format]}</span>
            {dataset.kind === "cleaned" && <Badge variant="outline">Cleaned copy</Badge>}
            {dataset.status === "ready" && (
              <span data-testid="dataset-shape">{tableShape(dataset.rowCount, dataset.columnCount)}</span>
            )}
            <span>{formatFileSize(dataset.byteSize)}</span>
          </p>
        </div>
        {dataset.status === "ready" && (
          <Button asChild>
            <Link to={`/dashboard/ai-analysis?dataset=${dataset.id}`}>
              <MessageSquareText aria-hidden /> Ask a question
            </Link>
          </Button>
        )}
      </header>

      {readFrom && <ReadFromNote name={dataset.name} readFrom={readFrom} />}

      {reread && (dataset.sheets.length > 1 || showsImportWizard(dataset)) && <RereadNoticeBox name={dataset.name} notice={reread} />}

      <SheetSelector key={`${dataset.sheet}`} dataset={dataset} />

      <WorkspaceErrorMessage error={actionData?.error} />

      {deleteImpact && <ConfirmDeleteFile datasetId={dataset.id} impact={deleteImpact} />}

      {(showsImportWizard(dataset) || actionData?.importError) && <ImportWizard dataset={dataset} columnNames={columnNames} error={actionData?.importError} />}

      {dataset.status === "processing" && (
        <div className="flex items-center gap-3 rounded-lg border p-6" role="status" data-testid="processing">
          <Loader2 aria-hidden className="size-5 animate-spin text-primary" />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="font-medium">Detecting columns…</p>
            <p className="text-sm text-muted-foreground">Large files take a little while. This page updates by itself.</p>
            {dataset.reading && dataset.reading.bytes > 0 && <ReadingProgress reading={dataset.reading} byteSize={dataset.byteSize} />}
          </div>
          <RefreshWithoutScript seconds={3} />
        </div>
      )}

      {dataset.status === "failed" && (
        <div className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-6" role="alert">
          <p className="font-medium text-destructive">We could not read this file</p>
          <p className="text-sm">{dataset.error}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="outline" size="sm">
              Delete it
            </Button>
          </Form>
        </div>
      )}

      {source && (
        <p className={justCleaned ? "rounded-lg border border-success/40 bg-success/10 p-4 text-sm" : "text-sm text-muted-foreground"} role={justCleaned ? "status" : undefined} data-testid="cleaned-copy-of">
          {justCleaned && <span className="font-medium">{`Saved ${dataset.name}. `}</span>}
          A cleaned copy of{" "}
          <Link to={`/dashboard/data-analysis/${source.id}`} className="font-medium text-foreground underline-offset-4 hover:underline">
            {source.name}
          </Link>
          , which stays unchanged.{" "}
          {source.newest?.id === dataset.id ? (
            `New questions about ${source.name} use this copy; saved analyses keep the copy they were made on.`
          ) : source.newest ? (
            <>
              New questions about {source.name} use its newer copy,{" "}
              <Link to={`/dashboard/data-analysis/${source.newest.id}`} className="font-medium text-foreground underline-offset-4 hover:underline">
                {source.newest.name}
              </Link>
              ; what was saved on this one stays on it.
            </>
          ) : null}
        </p>
      )}

      {dataset.kind === "cleaned" && dataset.status === "ready" && <CleanedDownloads datasetId={dataset.id} name={dataset.name} excelRefusal={excelRefusal} />}

      {cleaningJob && <CleaningJobStatus datasetId={dataset.id} job={cleaningJob} />}

      {canClean && dataset.status === "ready" && dataset.kind === "original" && <CleaningStep datasetId={dataset.id} cleaning={cleaning} savedRecipe={savedRecipe} />}

      <ShareWithTeam type="dataset" id={dataset.id} sharing={sharing} />

      {dataset.status === "ready" && <DatasetOverview dataset={dataset} preview={preview} columns={columns} />}
    </div>
  );
}

/** Plain links (no JavaScript needed): the cleaned values as CSV or, when a sheet can hold them, Excel. */
function CleanedDownloads({ datasetId, name, excelRefusal }: { datasetId: string; name: string; excelRefusal: string | null }) {
  const href = (format: string) => `/api/datasets/${datasetId}/download?format=${format}`;
  return (
    <section aria-labelledby="download-title" className="flex flex-wrap items-center gap-3 rounded-lg border p-4" data-testid="cleaned-download">
      <h2 id="download-title" className="text-sm font-medium">
        Download {name}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={href("csv")} download>
            <Download aria-hidden /> CSV
          </a>
        </Button>
        {excelRefusal === null && (
          <Button asChild variant="outline" size="sm">
            <a href={href("xlsx")} download>
              <Download aria-hidden /> Excel (.xlsx)
            </a>
          </Button>
        )}
      </div>
      {excelRefusal && <p className="w-full text-sm text-muted-foreground">{excelRefusal}</p>}
    </section>
  );
}
