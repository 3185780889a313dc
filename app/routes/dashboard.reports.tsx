// /dashboard/reports — the user's reports, a new report from saved analyses (title, optional subtitle, the
// analyses to start with), and the saved analyses themselves, each with its delete: a link to the step that says
// what goes with it (?deleteAnalysis=<id>), then a form post. Works without JavaScript.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FileText, Loader2 } from "lucide-react";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { formFields } from "~/lib/form-data";
import { createReportSchema } from "~/lib/report-form";
import { listAnalyses } from "~/server/analyses/analyses.server";
import { analysisToDelete, deleteAnalysisConfirmed } from "~/server/analyses/delete-analysis.server";
import { ConfirmDelete, impactLines } from "~/components/workspace/confirm-delete";
import { requireUser } from "~/server/auth/guards.server";
import { createReport, listReports } from "~/server/reports/reports.server";
import { sharedWithMe } from "~/server/teams/teams.server";
import { SharedWithMe } from "~/components/teams/shared-with-me";
import { actionError, pageError, type ErrorBody } from "~/server/workspace-request.server";

export const meta: MetaFunction = () => [{ title: "Reports — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const deleting = new URL(request.url).searchParams.get("deleteAnalysis");
  const [reports, analyses, shared] = await Promise.all([
    listReports(context.services.db, user.id),
    listAnalyses(context.services.db, user.id, 200),
    sharedWithMe(context.services.db, user.id, "report"),
  ]);
  return {
    reports: reports.map((r) => ({ id: r.id, title: r.title, subtitle: r.subtitle, analyses: r.analyses, updatedAt: r.updatedAt.toISOString() })),
    analyses: analyses.map((a) => ({ id: a.id, title: a.title, createdAt: a.createdAt.toISOString() })),
    shared,
    deleteAnalysis: deleting ? await analysisToDelete(context.services.db, user.id, deleting).then(({ row, impact }) => ({ id: row.id, title: row.title, impact }), pageError) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const form = await request.formData();
  if (form.get("intent") === "delete-analysis") {
    const id = String(form.get("analysisId") ?? "");
    try {
      const outcome = await deleteAnalysisConfirmed(context.services.db, context.services.files, user.id, id, context.services.clock.now(), form.get("confirm") === "yes");
      return redirect(outcome.deleted ? "/dashboard/reports#saved-analyses" : `/dashboard/reports?deleteAnalysis=${encodeURIComponent(id)}#delete-analysis-heading`, 303);
    } catch (error) {
      return actionError(error);
    }
  }
  const parsed = createReportSchema.safeParse(formFields(form, ["analysisId"]));
  if (!parsed.success) return data({ error: { message: parsed.error.issues[0].message } as ErrorBody }, { status: 400 });
  try {
    const report = await createReport(context.services.db, user.id, {
      title: parsed.data.title,
      subtitle: parsed.data.subtitle,
      items: parsed.data.analysisId.map((analysisId) => ({ analysisId })),
    });
    return redirect(`/dashboard/reports/${report.id}`, 303);
  } catch (error) {
    return actionError(error);
  }
}

const dateLabel = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function ReportsPage() {
  const { reports, analyses, shared, deleteAnalysis } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: ErrorBody } | undefined;
  const creating = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Reports</h1>
        <p className="text-muted-foreground">Put saved analyses together under a title, then download the report as a PDF, a PowerPoint deck or an Excel workbook.</p>
      </header>

      <section aria-labelledby="your-reports" className="space-y-3">
        <h2 id="your-reports" className="text-lg font-semibold">
          Your reports
        </h2>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="no-reports">
            No reports yet. Create one below from your saved analyses.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="report-list">
            {reports.map((r) => (
              <li key={r.id}>
                <Link to={`/dashboard/reports/${r.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50">
                  <span className="flex min-w-0 items-center gap-2 font-medium">
                    <FileText aria-hidden className="size-4 shrink-0 text-primary" />
                    <span className="truncate">{r.title}</span>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {r.analyses} {r.analyses === 1 ? "analysis" : "analyses"} · updated {dateLabel(r.updatedAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SharedWithMe items={shared} hrefOf={(id) => `/dashboard/reports/${id}`} what="Reports" />

      {deleteAnalysis ? (
        <ConfirmDelete
          headingId="delete-analysis-heading"
          name={`the analysis “${deleteAnalysis.title}”`}
          lines={impactLines(deleteAnalysis.impact)}
          alone="No report or dashboard shows it, and nothing was exported or shared from it."
          stays="The file it was made on, and the reports and dashboards themselves, stay."
          action="/dashboard/reports"
          fields={{ intent: "delete-analysis", analysisId: deleteAnalysis.id }}
          submit="Delete the analysis"
          keepTo="/dashboard/reports#saved-analyses"
          testId="confirm-delete-analysis"
        />
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>New report</h2>
          </CardTitle>
          <CardDescription>Choose the analyses to include; you can reorder them and add notes next.</CardDescription>
        </CardHeader>
        <CardContent>
          {analyses.length === 0 ? (
            <div className="space-y-3" data-testid="no-analyses">
              <p className="text-sm text-muted-foreground">You have no saved analyses yet. Ask a question in AI Analysis and choose “Save as analysis” on the answers you want in a report.</p>
              <Link to="/dashboard/ai-analysis" className={buttonVariants({ variant: "outline" })}>
                Go to AI Analysis
              </Link>
            </div>
          ) : (
            <Form method="post" className="space-y-4">
              <div className="space-y-1">
                <label htmlFor="report-title" className="text-sm font-medium">
                  Title
                </label>
                <Input id="report-title" name="title" required maxLength={120} placeholder="Q3 Review" />
              </div>
              <div className="space-y-1">
                <label htmlFor="report-subtitle" className="text-sm font-medium">
                  Subtitle <span className="font-normal text-muted-foreground">(optional)</span>
                </label>
                <Input id="report-subtitle" name="subtitle" maxLength={200} />
              </div>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">Analyses</legend>
                <ul className="max-h-80 space-y-1 overflow-y-auto rounded-md border p-2">
                  {analyses.map((a) => (
                    <li key={a.id}>
                      <label className="flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted/50">
                        <input type="checkbox" name="analysisId" value={a.id} className="mt-0.5 size-4 accent-primary" />
                        <span className="min-w-0 break-words">{a.title}</span>
                        <span className="ml-auto shrink-0 text-xs text-muted-foreground">{dateLabel(a.createdAt)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <WorkspaceErrorMessage error={result?.error} />
              <Button type="submit" disabled={creating}>
                {creating ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
                Create report
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>

      {analyses.length > 0 ? (
        <section aria-labelledby="saved-analyses" className="space-y-3">
          <h2 id="saved-analyses" className="text-lg font-semibold">
            Your saved analyses
          </h2>
          <ul className="divide-y rounded-lg border" data-testid="saved-analyses">
            {analyses.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
                <span className="min-w-0 break-words">{a.title}</span>
                <Link to={`/dashboard/reports?deleteAnalysis=${a.id}#delete-analysis-heading`} className="shrink-0 text-destructive underline-offset-4 hover:underline" aria-label={`Delete “${a.title}”`}>
                  Delete…
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
