// /dashboard/dashboard-builder/:dashboardId — one dashboard: its tiles on the grid with today's figures, and its
// forms (rename, duplicate, delete, export as PDF, add a chart / KPI / text tile, edit or remove a tile), each a
// plain form post that works without JavaScript. Arranging tiles (drag, keyboard) needs JavaScript and posts
// the layout as JSON (intent "layout"), after which the page is not reloaded. A dashboard shared with a team is
// seen by its members with what their role allows (viewers: read and export; editors: arrange and edit; admins:
// delete too); its tiles show the owner's analyses on the owner's data.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { Copy, FileDown, Loader2, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { DashboardGrid } from "~/components/dashboards/dashboard-grid";
import { NoSavedAnalyses } from "~/components/dashboards/no-saved-analyses";
import { ShareWithTeam } from "~/components/teams/share-with-team";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ConfirmDelete } from "~/components/workspace/confirm-delete";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { dashboardActionSchema } from "~/lib/dashboard-form";
import { exportFormatNote } from "~/lib/plans";
import { cn } from "~/lib/utils";
import { roleWithArticle, type ResourceAction } from "~/lib/team-permissions";
import { levelMay } from "~/server/access.server";
import { analysesFor } from "~/server/analyses/analyses.server";
import { requireUser } from "~/server/auth/guards.server";
import { dashboardView } from "~/server/dashboards/dashboard-view.server";
import { addTile, tileAnalyses, deleteDashboard, duplicateDashboard, removeTile, renameDashboard, requireDashboard, saveLayout, updateTile } from "~/server/dashboards/dashboards.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema";
import { recordChange, recordRepeatedChange, type ChangeDetails } from "~/server/teams/audit.server";
import { sharingView } from "~/server/teams/teams.server";
import { copyMoveView, moveToNewerCopy } from "~/server/analyses/newer-copy.server";
import { NewerCopy } from "~/components/workspace/newer-copy";
import { WorkspaceError } from "~/server/workspace-error.server";
import { actionError, type ErrorBody } from "~/server/workspace-request.server";
import { exportsAndSharesOf } from "~/server/deleted-resources.server";
import { countOf } from "../../engine/narrate/words";

/** requireDashboard for the page: a 404 or 403 becomes the response the error boundary shows. */
async function pageDashboard(db: Database, userId: string, id: string | undefined, action: ResourceAction) {
  try {
    return await requireDashboard(db, userId, id, action);
  } catch (error) {
    if (error instanceof WorkspaceError) throw data(error.message, { status: error.status });
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { db } = context.services;
  const { row, level } = await pageDashboard(db, user.id, params.dashboardId, "view");
  const canEdit = levelMay(level, "edit", "dashboard");
  const isOwner = level === "resource-owner";
  const [{ dashboard, tiles }, analyses, sharing, owner] = await Promise.all([
    // A shared dashboard shows its owner's analyses on its owner's data.
    dashboardView(context.services, row.ownerId, row.id),
    // Tiles hold their dashboard owner's analyses; an editor is offered only those of them they may open.
    canEdit ? analysesFor(db, user.id, row.ownerId, 200) : Promise.resolve([]),
    sharingView(db, user.id, { type: "dashboard", id: row.id, ownerId: row.ownerId }, levelMay(level, "share", "dashboard")),
    isOwner ? null : db.query.users.findFirst({ where: eq(users.id, row.ownerId), columns: { email: true } }),
  ]);
  // Moving the tiles' analyses to a newer cleaned copy changes the owner's analyses: offered to the owner only.
  const copyMove = isOwner ? await copyMoveView(db, user.id, await tileAnalyses(db, user.id, row.id), new URL(request.url).searchParams, { dashboardId: row.id }) : null;
  return {
    copyMove,
    dashboard: { id: dashboard.id, title: dashboard.title, updatedAt: dashboard.updatedAt.toISOString() },
    tiles,
    analyses: analyses.map((a) => ({ id: a.id, title: a.title })),
    /** Why this person cannot export the PDF (their own plan decides, also for a dashboard shared with them). */
    pdfNote: exportFormatNote(user.plan, "pdf"),
    access: { isOwner, canEdit, canDelete: levelMay(level, "delete", "dashboard"), role: isOwner ? null : level, sharedBy: owner?.email ?? null },
    sharing,
    // What the Delete panel says goes with the dashboard, besides its tiles.
    deleteImpact: levelMay(level, "delete", "dashboard") ? await exportsAndSharesOf(db, { type: "dashboard", id: row.id }) : null,
    // A delete posted without its confirmation (an old form, a script) lands on the step that asks (?delete=1).
    confirmDelete: new URL(request.url).searchParams.get("delete") === "1" && levelMay(level, "delete", "dashboard"),
  };
}

/** What each form needs: deleting the delete permission, duplicating being the owner (the copy is theirs), the rest editing. */
const ACTION_OF_INTENT: Record<string, ResourceAction> = { delete: "delete", duplicate: "view" };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.dashboard.title ?? "Dashboard"} — Dashboard Builder — InsightLab` }];

// Saving a layout changes nothing the loader shows: the tiles' figures are not run again for it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => (formData?.get("intent") === "layout" ? false : defaultShouldRevalidate);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { db } = context.services;
  const form = Object.fromEntries(await request.formData());
  const { row: dashboard, level } = await pageDashboard(db, user.id, params.dashboardId, ACTION_OF_INTENT[String(form.intent)] ?? "edit");
  if (form.intent === "move-to-copy") {
    if (level !== "resource-owner") throw data("Only the dashboard's owner can move its analyses to another copy.", { status: 403 });
    try {
      await moveToNewerCopy(db, user.id, await tileAnalyses(db, user.id, dashboard.id), String(form.moveFrom ?? ""), String(form.moveTo ?? ""), { dashboardId: dashboard.id });
    } catch (error) {
      return actionError(error);
    }
    return redirect(`/dashboard/dashboard-builder/${dashboard.id}`, 303);
  }
  const parsed = dashboardActionSchema.safeParse(form);
  if (!parsed.success) return data({ error: { message: parsed.error.issues[0].message } as ErrorBody }, { status: 400 });
  const input = parsed.data;
  const here = `/dashboard/dashboard-builder/${dashboard.id}`;
  // The work is on the owner's dashboard, whoever may do it (an editor or admin of a team it is shared with);
  // each change is logged for the teams it is shared with, naming who made it.
  const ownerId = dashboard.ownerId;
  const now = context.services.clock.now();
  const logChange = (change: Omit<ChangeDetails, "name">) => recordChange(db, user.id, { type: "dashboard", id: dashboard.id }, { name: dashboard.title, ...change }, now);
  try {
    switch (input.intent) {
      case "rename": {
        const title = await renameDashboard(db, ownerId, dashboard.id, input.title, now);
        if (title.from !== title.to) await logChange({ change: "renamed the dashboard", ...title });
        return redirect(here, 303);
      }
      case "duplicate": {
        if (level !== "resource-owner") throw new WorkspaceError(403, "Only the dashboard's owner can duplicate it: its tiles are the owner's saved analyses.");
        const copy = await duplicateDashboard(db, ownerId, dashboard.id);
        return redirect(`/dashboard/dashboard-builder/${copy.id}`, 303);
      }
      case "delete":
        // Unconfirmed: nothing goes; the page says what would, and asks.
        if (input.confirm !== "yes") return redirect(`${here}?delete=1#delete-dashboard-heading`, 303);
        await deleteDashboard(db, context.services.files, ownerId, dashboard.id, user.id, now);
        return redirect("/dashboard/dashboard-builder", 303);
      case "add-analysis": {
        const tile = await addTile(db, user.id, dashboard.id, { type: input.kind, analysisId: input.analysisId, note: input.note }, now);
        await logChange({ change: `added a ${TYPE_LABEL[tile.type]} tile`, tile: tile.title });
        return redirect(here, 303);
      }
      case "add-text": {
        const tile = await addTile(db, user.id, dashboard.id, { type: "text", title: input.title, body: input.body }, now);
        await logChange({ change: "added a Text tile", tile: tile.title });
        return redirect(here, 303);
      }
      case "edit-tile": {
        const title = await updateTile(db, ownerId, dashboard.id, input.tileId, input, now);
        await logChange({ change: "edited a tile", tile: title.to, ...(title.from !== title.to ? title : {}) });
        return redirect(here, 303);
      }
      case "remove-tile": {
        const tile = await removeTile(db, ownerId, dashboard.id, input.tileId, now);
        await logChange({ change: `removed a ${TYPE_LABEL[tile.type]} tile`, tile: tile.title });
        return redirect(here, 303);
      }
      case "layout": {
        const layout = await saveLayout(db, ownerId, dashboard.id, input.layout, now);
        await recordRepeatedChange(db, user.id, { type: "dashboard", id: dashboard.id }, { name: dashboard.title, change: "rearranged the tiles" }, now);
        return { layout };
      }
    }
  } catch (error) {
    return actionError(error);
  }
}

const TYPE_LABEL = { analysis: "Chart", kpi: "KPI", text: "Text" } as const;

/** A button-like summary opening a small panel under it (a disclosure: works without JavaScript). */
function HeaderPopover({ label, icon, destructive = false, children }: { label: string; icon: ReactNode; destructive?: boolean; children: ReactNode }) {
  return (
    <details className="relative">
      <summary
        className={cn(
          "inline-flex h-8 cursor-pointer list-none items-center gap-1.5 rounded-md border px-2.5 text-xs font-medium shadow-xs hover:bg-muted [&::-webkit-details-marker]:hidden",
          destructive && "text-destructive",
        )}
      >
        {icon} {label}
      </summary>
      <div className="absolute right-0 z-10 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border bg-popover p-3 shadow-lg">{children}</div>
    </details>
  );
}

/** "Delete “Board”? Its 3 tiles and its 1 exported file go with it; the saved analyses they show stay." */
function dashboardDeleteText(title: string, tiles: number, impact: { exports: number; shares: number } | null): string {
  const goes = [tiles > 0 ? countOf(tiles, "tile") : null, impact && impact.exports > 0 ? countOf(impact.exports, "exported file") : null, impact && impact.shares > 0 ? countOf(impact.shares, "share") + " with teams" : null].filter((g) => g !== null);
  return `Delete “${title}”? ${goes.length > 0 ? `Its ${goes.join(" and its ")} go with it; the` : "Nothing else goes with it. The"} saved analyses it shows stay.`;
}

/** The step a delete posted without confirmation lands on: what goes (tiles, exported files, shares), what stays. */
function ConfirmDeleteDashboard({ dashboard, tiles, impact }: { dashboard: { id: string; title: string }; tiles: number; impact: { exports: number; shares: number } | null }) {
  const lines = [
    tiles > 0 ? countOf(tiles, "tile") : null,
    impact && impact.exports > 0 ? countOf(impact.exports, "exported file") : null,
    impact && impact.shares > 0 ? `${countOf(impact.shares, "share")} with teams` : null,
  ].filter((l) => l !== null);
  const page = `/dashboard/dashboard-builder/${dashboard.id}`;
  return (
    <ConfirmDelete
      headingId="delete-dashboard-heading"
      name={`“${dashboard.title}”`}
      lines={lines}
      alone="Nothing else goes with it. The saved analyses it shows stay."
      stays="The saved analyses it shows stay."
      action={page}
      fields={{ intent: "delete" }}
      submit="Delete the dashboard"
      keepTo={page}
      testId="confirm-delete-dashboard"
    />
  );
}

export default function DashboardPage() {
  const { dashboard, tiles, analyses, pdfNote, access, sharing, copyMove, deleteImpact, confirmDelete } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: ErrorBody } | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const hasAnalysisTiles = tiles.some((t) => t.analysisId);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to="/dashboard/dashboard-builder" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
        ← All dashboards
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-2xl font-semibold tracking-tight">{dashboard.title}</h1>
          {access.role ? (
            <p className="text-sm text-muted-foreground" data-testid="shared-by">
              Shared with you by {access.sharedBy} · you are {roleWithArticle(access.role)} in the team
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {hasAnalysisTiles && !pdfNote ? (
            <Form method="post" action="/dashboard/reports/exports">
              <input type="hidden" name="dashboardId" value={dashboard.id} />
              <input type="hidden" name="format" value="pdf" />
              <Button type="submit" variant="outline" size="sm">
                <FileDown aria-hidden /> Export PDF
              </Button>
            </Form>
          ) : null}
          {hasAnalysisTiles && pdfNote ? (
            <p className="max-w-xs text-sm text-muted-foreground" data-testid="export-plan-note">
              {pdfNote}{" "}
              <Link to="/dashboard/settings#plan" className="font-medium text-primary underline-offset-4 hover:underline">
                Upgrade
              </Link>
            </p>
          ) : null}
          {access.isOwner ? (
            <Form method="post">
              <Button type="submit" name="intent" value="duplicate" variant="outline" size="sm" disabled={busy("duplicate")}>
                {busy("duplicate") ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : <Copy aria-hidden />} Duplicate
              </Button>
            </Form>
          ) : null}
          {access.canEdit ? (
            <HeaderPopover label="Rename" icon={<Pencil aria-hidden className="size-4" />}>
              <Form method="post" className="flex flex-col gap-2">
                <label htmlFor="rename-title" className="text-sm font-medium">
                  New title
                </label>
                <Input id="rename-title" name="title" required maxLength={120} defaultValue={dashboard.title} />
                <Button type="submit" name="intent" value="rename" size="sm">
                  Save title
                </Button>
              </Form>
            </HeaderPopover>
          ) : null}
          {access.canDelete ? (
            <HeaderPopover label="Delete" icon={<Trash2 aria-hidden className="size-4" />} destructive>
              <Form method="post" className="space-y-2 text-sm">
                <p data-testid="dashboard-delete-impact">{dashboardDeleteText(dashboard.title, tiles.length, deleteImpact)}</p>
                <input type="hidden" name="confirm" value="yes" />
                <Button type="submit" name="intent" value="delete" variant="destructive" size="sm">
                  Delete dashboard
                </Button>
              </Form>
            </HeaderPopover>
          ) : null}
        </div>
      </header>

      {confirmDelete ? <ConfirmDeleteDashboard dashboard={dashboard} tiles={tiles.length} impact={deleteImpact} /> : null}

      {access.canEdit ? (
        <noscript>
          <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm" data-testid="no-js-note">
            Moving and resizing tiles needs JavaScript. Without it this dashboard is shown read-only; adding, editing and removing tiles, renaming, duplicating,
            deleting and exporting still work.
          </p>
        </noscript>
      ) : null}
      <WorkspaceErrorMessage error={result?.error} />
      {copyMove ? <NewerCopy here={`/dashboard/dashboard-builder/${dashboard.id}`} data={copyMove} /> : null}

      {tiles.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground" data-testid="no-tiles">
          This dashboard has no tiles yet. Add a chart or a KPI from your saved analyses, or a text tile, below.
        </p>
        ) : (
          <DashboardGrid key={dashboard.updatedAt} tiles={tiles} editable={access.canEdit} />
        )}

        {access.canEdit ? (
          <div className="grid gap-6 lg:grid-cols-2">
            {access.isOwner || analyses.length > 0 ? (
              <Card>
                <CardHeader>
                  <CardTitle>
                    <h2>Add a saved analysis</h2>
                  </CardTitle>
                  <CardDescription>As a chart with its answer, or as a KPI: one figure with its change against the previous period when the analysis is over time.</CardDescription>
                </CardHeader>
                <CardContent>
                  {analyses.length === 0 ? (
                    <NoSavedAnalyses />
                ) : (
                  <Form method="post" className="space-y-3">
                    <div className="space-y-1">
                      <label htmlFor="add-analysis" className="text-sm font-medium">
                        Saved analysis
                      </label>
                      <select id="add-analysis" name="analysisId" className="h-9 w-full rounded-md border bg-background px-3 text-sm">
                        {analyses.map((a) => (
                          <option key={a.id} value={a.id}>
                            {a.title}
                          </option>
                        ))}
                      </select>
                    </div>
                    <fieldset className="flex flex-wrap gap-4 text-sm">
                      <legend className="mb-1 font-medium">Show as</legend>
                      <label className="flex items-center gap-2">
                        <input type="radio" name="kind" value="analysis" defaultChecked className="size-4 accent-primary" /> Chart
                      </label>
                      <label className="flex items-center gap-2">
                        <input type="radio" name="kind" value="kpi" className="size-4 accent-primary" /> KPI
                      </label>
                    </fieldset>
                    <div className="space-y-1">
                      <label htmlFor="add-note" className="text-sm font-medium">
                        Note <span className="font-normal text-muted-foreground">(optional)</span>
                      </label>
                      <Input id="add-note" name="note" maxLength={500} />
                    </div>
                    <Button type="submit" name="intent" value="add-analysis" disabled={busy("add-analysis")}>
                      {busy("add-analysis") ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : null}
                      Add tile
                    </Button>
                  </Form>
                )}
              </CardContent>
            </Card>
          ) : (
            <p className="text-sm text-muted-foreground lg:col-span-2">Its tiles are the owner's saved analyses: you can add those of them shared with your team, and none are yet. You can add text, and arrange, edit and remove tiles.</p>
          )}
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Add text</h2>
              </CardTitle>
              <CardDescription>A heading or a few lines of context for the people reading the dashboard.</CardDescription>
            </CardHeader>
            <CardContent>
              <Form method="post" className="space-y-3">
                <div className="space-y-1">
                  <label htmlFor="text-title" className="text-sm font-medium">
                    Title <span className="font-normal text-muted-foreground">(optional)</span>
                  </label>
                  <Input id="text-title" name="title" maxLength={120} />
                </div>
                <div className="space-y-1">
                  <label htmlFor="text-body" className="text-sm font-medium">
                    Text
                  </label>
                  <Textarea id="text-body" name="body" required maxLength={2000} rows={3} />
                </div>
                <Button type="submit" name="intent" value="add-text" disabled={busy("add-text")}>
                  {busy("add-text") ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : null}
                  Add text tile
                </Button>
              </Form>
            </CardContent>
          </Card>
        </div>
      ) : null}

      {access.canEdit && tiles.length > 0 ? (
        <section aria-labelledby="tiles-heading" className="space-y-3">
          <h2 id="tiles-heading" className="text-lg font-semibold">
            Edit tiles
          </h2>
          <ul className="divide-y rounded-lg border" data-testid="tile-settings">
            {tiles.map((tile) => (
              <li key={tile.id}>
                <details className="group px-4 py-3">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0 truncate font-medium">{tile.title || (tile.body ?? "").slice(0, 60)}</span>
                    <span className="shrink-0 text-muted-foreground">
                      {TYPE_LABEL[tile.type]} · <span className="underline-offset-4 group-open:underline">Edit</span>
                    </span>
                  </summary>
                  <Form method="post" className="mt-3 space-y-3">
                    <input type="hidden" name="tileId" value={tile.id} />
                    <label className="block space-y-1 text-sm">
                      <span className="font-medium">Title</span>
                      <Input name="title" maxLength={120} defaultValue={tile.title} />
                    </label>
                    {tile.type === "text" ? (
                      <label className="block space-y-1 text-sm">
                        <span className="font-medium">Text</span>
                        <Textarea name="body" required maxLength={2000} rows={3} defaultValue={tile.body ?? ""} />
                      </label>
                    ) : (
                      <label className="block space-y-1 text-sm">
                        <span className="font-medium">
                          Note <span className="font-normal text-muted-foreground">(optional)</span>
                        </span>
                        <Input name="note" maxLength={500} defaultValue={tile.note ?? ""} />
                      </label>
                    )}
                    <div className="flex flex-wrap justify-between gap-2">
                      <Button type="submit" name="intent" value="edit-tile" size="sm">
                        Save tile
                      </Button>
                      <Button type="submit" name="intent" value="remove-tile" size="sm" variant="ghost" className="text-destructive">
                        Remove from dashboard
                      </Button>
                    </div>
                  </Form>
                </details>
              </li>
            ))}
          </ul>
          {hasAnalysisTiles ? <p className="text-sm text-muted-foreground">Export PDF puts the tiles in reading order: charts with their answer and table, KPIs as their figure and change, text as it is.</p> : null}
        </section>
      ) : null}

      <ShareWithTeam type="dashboard" id={dashboard.id} sharing={sharing} />
    </div>
  );
}
