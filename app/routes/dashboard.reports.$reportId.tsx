// /dashboard/reports/:reportId — one report: its title and subtitle, its analyses in order with a note each
// (move with the Up/Down buttons — keyboard and no JavaScript — or by dragging), analyses to add, and the
// exports (PDF, PowerPoint, Excel) with their status. One form for the edits; each button says what it does.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ConfirmDelete } from "~/components/workspace/confirm-delete";
import { Form, Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { ArrowDown, ArrowUp, FileDown, GripVertical, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { formFields } from "~/lib/form-data";
import { FORMAT_LABELS, planOrFree } from "~/lib/plans";
import { applyItemIntent, editReportSchema, moveItem } from "~/lib/report-form";
import { analysesFor } from "~/server/analyses/analyses.server";
import { requireUser } from "~/server/auth/guards.server";
import { recentReportExports, REPORT_FORMATS } from "~/server/reports/exports.server";
import { deleteReportAs, reportDeleteImpact, reportItems, updateReport } from "~/server/reports/reports.server";
import { rerunSources } from "~/server/reports/rerun.server";
import { copyMoveView, moveToNewerCopy } from "~/server/analyses/newer-copy.server";
import { NewerCopy } from "~/components/workspace/newer-copy";
import { levelMay, requirePageResource } from "~/server/access.server";
import { users } from "~/server/db/schema";
import { recordChange } from "~/server/teams/audit.server";
import { sharingView } from "~/server/teams/teams.server";
import { ShareWithTeam } from "~/components/teams/share-with-team";
import { roleWithArticle } from "~/lib/team-permissions";
import { eq } from "drizzle-orm";
import { actionError, type ErrorBody } from "~/server/workspace-request.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { db } = context.services;
  const { row: report, level } = await requirePageResource(db, user.id, "report", params.reportId, "view");
  const canEdit = levelMay(level, "edit", "report");
  const [items, analyses, exports, sharing, owner, rerun] = await Promise.all([
    reportItems(db, report.id),
    // A report holds its owner's analyses; an editor is offered only those of them they may open.
    canEdit ? analysesFor(db, user.id, report.ownerId, 200) : Promise.resolve([]),
    recentReportExports(db, user.id, report.id),
    sharingView(db, user.id, { type: "report", id: report.id, ownerId: report.ownerId }, levelMay(level, "share", "report")),
    level === "resource-owner" ? null : db.query.users.findFirst({ where: eq(users.id, report.ownerId), columns: { email: true } }),
    // Running on a newer file reads the owner's own uploads: offered to the owner only.
    level === "resource-owner" ? rerunSources(db, user.id, report.id) : Promise.resolve([]),
  ]);
  const included = new Set(items.map((i) => i.analysis.id));
  // Moving analyses to a newer cleaned copy changes the owner's analyses: offered to the owner only.
  const copyMove = level === "resource-owner" ? await copyMoveView(db, user.id, items.map((i) => i.analysis), new URL(request.url).searchParams, { reportId: report.id }) : null;
  const allowed = planOrFree(user.plan).limits.exportFormats;
  // "Delete report" asks first (?delete=1): what goes with it and what stays.
  const deleteImpact = new URL(request.url).searchParams.get("delete") === "1" && levelMay(level, "delete", "report") ? await reportDeleteImpact(db, report.id) : null;
  return {
    report: { id: report.id, title: report.title, subtitle: report.subtitle ?? "", updatedAt: report.updatedAt.toISOString() },
    items: items.map((i) => ({ id: i.analysis.id, title: i.analysis.title, note: i.note ?? "" })),
    available: analyses.filter((a) => !included.has(a.id)).map((a) => ({ id: a.id, title: a.title })),
    formats: REPORT_FORMATS.map((f) => ({ format: f, name: FORMAT_LABELS[f], allowed: allowed.includes(f) })),
    exports: exports.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    access: { canEdit, canDelete: levelMay(level, "delete", "report"), sharedBy: owner?.email ?? null, role: level === "resource-owner" ? null : level },
    sharing,
    copyMove,
    deleteImpact,
    rerun: rerun.map((s) => ({ file: { id: s.file.id, name: s.file.name }, analyses: s.analyses, candidates: s.candidates.map((c) => ({ id: c.id, name: c.name, createdAt: c.createdAt.toISOString() })) })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.report.title ?? "Report"} — Reports — InsightLab` }];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { db } = context.services;
  const intent = (await request.clone().formData()).get("intent");
  // Deleting asks for the delete permission (owner, team owner or admin); every other button edits.
  const { row: report, level } = await requirePageResource(db, user.id, "report", params.reportId, intent === "delete" ? "delete" : "edit");
  if (intent === "move-to-copy") {
    if (level !== "resource-owner") throw data("Only the report's owner can move its analyses to another copy.", { status: 403 });
    const form = await request.formData();
    try {
      const items = await reportItems(db, report.id);
      await moveToNewerCopy(db, user.id, items.map((i) => i.analysis), String(form.get("moveFrom") ?? ""), String(form.get("moveTo") ?? ""), { reportId: report.id });
    } catch (error) {
      return actionError(error);
    }
    return redirect(`/dashboard/reports/${report.id}`, 303);
  }
  const parsed = editReportSchema.safeParse(formFields(await request.formData(), ["analysisId", "note"]));
  if (!parsed.success) return data({ error: { message: parsed.error.issues[0].message } as ErrorBody }, { status: 400 });
  const { title, subtitle, analysisId, note, add } = parsed.data;
  if (parsed.data.intent === "delete") {
    // Unconfirmed (an old form, a script): nothing goes; the page says what would, and asks.
    if (parsed.data.confirm !== "yes") return redirect(`/dashboard/reports/${report.id}?delete=1#delete-report-heading`, 303);
    await deleteReportAs(db, context.services.files, user.id, report.id, context.services.clock.now());
    return redirect("/dashboard/reports", 303);
  }
  let items = analysisId.map((id, i) => ({ analysisId: id, note: note[i] ?? "" }));
  items = applyItemIntent(items, parsed.data.intent);
  if (parsed.data.intent === "add" && add) items.push({ analysisId: add, note: "" });
  if (items.length === 0) return data({ error: { message: "A report needs at least one analysis. Add one before removing the last, or delete the report." } as ErrorBody }, { status: 400 });
  try {
    const now = context.services.clock.now();
    const change = await updateReport(db, user.id, report.id, { title, subtitle, items }, now);
    if (change) await recordChange(db, user.id, { type: "report", id: report.id }, { name: change.to, change: change.change, ...(change.from !== change.to ? { from: change.from, to: change.to } : {}) }, now);
  } catch (error) {
    return actionError(error);
  }
  return redirect(`/dashboard/reports/${report.id}`, 303);
}

type Item = { id: string; title: string; note: string };

/** The drag's data type: the dragged analysis's position. */
const DRAG_TYPE = "application/x-insightlab-report-item";

export default function ReportPage() {
  const { report, items, available, formats, exports, access, sharing, rerun, copyMove, deleteImpact } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: ErrorBody } | undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to="/dashboard/reports" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
        ← All reports
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-2xl font-semibold tracking-tight">{report.title}</h1>
          {report.subtitle ? <p className="text-muted-foreground">{report.subtitle}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2" data-testid="report-export">
          {formats.map((f) => (
            <Form key={f.format} method="post" action="/dashboard/reports/exports">
              <input type="hidden" name="reportId" value={report.id} />
              <input type="hidden" name="format" value={f.format} />
              <Button type="submit" variant={f.format === "pdf" ? "default" : "outline"}>
                <FileDown aria-hidden /> Export {f.name}
                {f.allowed ? null : <span className="sr-only"> (needs a paid plan)</span>}
              </Button>
            </Form>
          ))}
        </div>
      </header>

      {exports.length > 0 ? (
        <section aria-labelledby="exports-heading" className="space-y-2">
          <h2 id="exports-heading" className="text-sm font-semibold">
            Recent exports
          </h2>
          <ul className="divide-y rounded-lg border text-sm">
            {exports.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <Link to={`/dashboard/reports/exports/${e.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {e.formatName} · {e.fileName}
                </Link>
                <span className="text-muted-foreground">{STATUS_LABEL[e.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {access.sharedBy && access.role ? (
        <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm" data-testid="shared-report-note">
          Shared with you by {access.sharedBy}. You are {roleWithArticle(access.role)} here:{" "}
          {access.canDelete ? "you can change, export and delete it." : access.canEdit ? "you can change and export it, but not delete it." : "you can read and export it, but not change or delete it."}
        </p>
      ) : null}
      <WorkspaceErrorMessage error={result?.error} />
      {deleteImpact ? <ConfirmDeleteReport report={report} impact={deleteImpact} /> : null}
      {copyMove ? <NewerCopy here={`/dashboard/reports/${report.id}`} data={copyMove} /> : null}
      {access.canEdit ? (
        <ReportEditor key={report.updatedAt} report={report} items={items} available={available} canDelete={access.canDelete} />
      ) : (
        <ReportReader items={items} />
      )}
      {rerun.length > 0 ? <RunOnNewFile reportId={report.id} sources={rerun} /> : null}
      <ShareWithTeam type="report" id={report.id} sharing={sharing} />
    </div>
  );
}

/** The step before deleting a report: what goes (its exported files, its shares) and what stays (its analyses). */
function ConfirmDeleteReport({ report, impact }: { report: { id: string; title: string }; impact: { exports: number; shares: number; analyses: number } }) {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const lines = [impact.exports > 0 ? count(impact.exports, "exported file", "exported files") : null, impact.shares > 0 ? count(impact.shares, "share with a team", "shares with teams") : null].filter((l) => l !== null);
  const stays = `The ${count(impact.analyses, "saved analysis", "saved analyses")} it holds stay${impact.analyses === 1 ? "s" : ""}.`;
  const page = `/dashboard/reports/${report.id}`;
  return (
    <ConfirmDelete
      headingId="delete-report-heading"
      name={`“${report.title}”`}
      lines={lines}
      alone={`Nothing else goes with it. ${stays}`}
      stays={stays}
      action={page}
      fields={{ intent: "delete", title: report.title }}
      submit="Delete the report"
      keepTo={page}
      testId="confirm-delete-report"
    />
  );
}

const uploadedOn = (iso: string) => new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/** "Run this report on a new file": per file the report reads, a newer upload to run it on (a GET form: the next page matches the columns). */
function RunOnNewFile({ reportId, sources }: { reportId: string; sources: { file: { id: string; name: string }; analyses: number; candidates: { id: string; name: string; createdAt: string }[] }[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="rerun-heading">Run this report on a new file</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4" data-testid="rerun">
        <p className="text-sm text-muted-foreground">Pick a newer upload with the same columns: the report runs on it, and figures that differ from the original file are highlighted.</p>
        {sources.map((s) =>
          s.candidates.length === 0 ? (
            <p key={s.file.id} className="text-sm">
              No file uploaded after <strong className="font-medium">{s.file.name}</strong> yet. Upload the newer version in{" "}
              <Link to="/dashboard/data-analysis" className="text-primary underline-offset-4 hover:underline">
                Data Analysis
              </Link>{" "}
              first.
            </p>
          ) : (
            <Form key={s.file.id} method="get" action={`/dashboard/reports/${reportId}/rerun`} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="from" value={s.file.id} />
              <label className="min-w-0 space-y-1 text-sm">
                <span className="block">
                  In place of <strong className="font-medium">{s.file.name}</strong> ({s.analyses === 1 ? "1 analysis" : `${s.analyses} analyses`})
                </span>
                <select name="to" className="h-9 w-full max-w-sm rounded-md border bg-background px-3 text-sm">
                  {s.candidates.map((c) => (
                    <option key={c.id} value={c.id}>
                      {`${c.name} · ${uploadedOn(c.createdAt)}`}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" variant="outline">
                Check the columns
              </Button>
            </Form>
          ),
        )}
      </CardContent>
    </Card>
  );
}

const STATUS_LABEL = { queued: "Waiting", running: "Being made", done: "Ready", failed: "Failed" } as const;

/** A shared report as a viewer sees it: its analyses in order with their notes, nothing to change. */
function ReportReader({ items }: { items: Item[] }) {
  return (
    <section aria-labelledby="analyses-heading" className="space-y-3">
      <h2 id="analyses-heading" className="text-lg font-semibold">
        Analyses
      </h2>
      <ol className="space-y-2" data-testid="report-items">
        {items.map((item, i) => (
          <li key={item.id} className="rounded-lg border p-4">
            <p className="font-medium">
              {i + 1}. {item.title}
            </p>
            {item.note ? <p className="mt-1 text-sm text-muted-foreground">{item.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReportEditor({
  report,
  items: initial,
  available,
  canDelete,
}: {
  report: { id: string; title: string; subtitle: string };
  items: Item[];
  available: { id: string; title: string }[];
  canDelete: boolean;
}) {
  const [items, setItems] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const saveOrder = (next: Item[]) => {
    setItems(next);
    // The reordered list is the form's order: save it as it is.
    requestAnimationFrame(() => formRef.current && submit(formRef.current, { method: "post", preventScrollReset: true }));
  };
  return (
    <Form ref={formRef} method="post" className="space-y-6" preventScrollReset>
      {/* Drag and drop submits without a button; Enter in a field presses the first button, which saves. */}
      <input type="hidden" name="intent" value="save" />
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden>
        Save
      </button>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Title and subtitle</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="title" className="text-sm font-medium">
              Title
            </label>
            <Input id="title" name="title" required maxLength={120} defaultValue={report.title} />
          </div>
          <div className="space-y-1">
            <label htmlFor="subtitle" className="text-sm font-medium">
              Subtitle <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <Input id="subtitle" name="subtitle" maxLength={200} defaultValue={report.subtitle} />
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="analyses-heading" className="space-y-3">
        <h2 id="analyses-heading" className="text-lg font-semibold">
          Analyses, in order
        </h2>
        <p className="text-sm text-muted-foreground">Move an analysis with its Up and Down buttons, or drag it by its handle. Notes appear under the analysis title in the report.</p>
        <ol className="space-y-3" data-testid="report-items">
          {items.map((item, i) => (
            <li
              key={item.id}
              data-testid="report-item"
              onDragOver={(e) => e.dataTransfer.types.includes(DRAG_TYPE) && e.preventDefault()}
              onDrop={(e) => {
                const from = Number(e.dataTransfer.getData(DRAG_TYPE));
                if (!e.dataTransfer.types.includes(DRAG_TYPE) || !Number.isInteger(from)) return;
                e.preventDefault();
                saveOrder(moveItem(items, from, i));
              }}
              className="rounded-lg border bg-card p-4"
            >
              <input type="hidden" name="analysisId" value={item.id} />
              <div className="flex flex-wrap items-start gap-2">
                <span
                  draggable
                  onDragStart={(e) => {
                    // The dragged position travels with the drag: changing the page while a drag starts would cancel it.
                    e.dataTransfer.setData(DRAG_TYPE, String(i));
                    e.dataTransfer.effectAllowed = "move";
                  }}
                  className="mt-0.5 hidden cursor-grab text-muted-foreground sm:inline"
                  aria-hidden
                  title="Drag to reorder"
                >
                  <GripVertical className="size-4" />
                </span>
                <span className="min-w-0 flex-1 break-words font-medium">
                  {i + 1}. {item.title}
                </span>
                <div className="flex gap-1">
                  <Button type="submit" name="intent" value={`up:${i}`} size="icon" variant="ghost" disabled={i === 0} aria-label={`Move “${item.title}” up`}>
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button type="submit" name="intent" value={`down:${i}`} size="icon" variant="ghost" disabled={i === items.length - 1} aria-label={`Move “${item.title}” down`}>
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button type="submit" name="intent" value={`remove:${i}`} size="icon" variant="ghost" aria-label={`Remove “${item.title}” from the report`}>
                    <X aria-hidden />
                  </Button>
                </div>
              </div>
              <label className="mt-3 block space-y-1 text-sm">
                <span className="text-muted-foreground">Note (optional)</span>
                <Textarea name="note" defaultValue={item.note} maxLength={500} rows={2} />
              </label>
            </li>
          ))}
        </ol>
      </section>

      {available.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="space-y-1 text-sm">
            <span className="block font-medium">Add a saved analysis</span>
            <select name="add" className="h-9 max-w-xs rounded-md border bg-background px-3 text-sm">
              {available.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" name="intent" value="add" variant="outline">
            Add
          </Button>
        </div>
      ) : null}

      <div className="flex flex-wrap justify-between gap-3 border-t pt-4">
        <Button type="submit" name="intent" value="save">
          Save changes
        </Button>
        {canDelete ? (
          <Button asChild variant="ghost" className="text-destructive">
            <Link to={`/dashboard/reports/${report.id}?delete=1#delete-report-heading`}>Delete report</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
