// /dashboard/reports/:reportId/rerun?from=<file>&to=<newer upload> — "Run this report on a new file": how each
// column the report reads is found in the new file (same name and type, or a rename to confirm), then a form post
// that queues the report on the new file in the chosen format, its changed figures highlighted. Owner only; works
// without JavaScript.
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { passRetryAfter } from "~/server/rate-limit.server";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Check, TriangleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { FORMAT_LABELS } from "~/lib/plans";
import { rerunFormInput, rerunReportSchema } from "~/lib/report-form";
import { requireUser } from "~/server/auth/guards.server";
import { invariantResponse, pageCall } from "~/server/route-guards.server";
import { matchingView, planRerun, requestRerun } from "~/server/reports/rerun.server";
import { DOCUMENT_FORMATS } from "~/server/reports/exports.server";
import { actionError, type ErrorBody } from "~/server/workspace-request.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Run “${loaded?.report.title ?? "Report"}” on a new file — InsightLab` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  invariantResponse(from && to, "Choose the new file on the report's page.");
  const plan = await pageCall(() => planRerun(context.services.db, user.id, params.reportId!, from, to));
  return {
    report: plan.report,
    from: { id: plan.from.id, name: plan.from.name },
    to: { id: plan.to.id, name: plan.to.name },
    analyses: plan.analyses,
    matching: matchingView(plan.matching),
    formats: DOCUMENT_FORMATS.map((f) => ({ format: f, name: FORMAT_LABELS[f] })),
  };
}

// Past the per-person export limit the refusal says when to try again.
export const headers: HeadersFunction = passRetryAfter;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const parsed = rerunReportSchema.safeParse(rerunFormInput(await request.formData()));
  if (!parsed.success) return data({ error: { message: parsed.error.issues[0].message } as ErrorBody }, { status: 400 });
  const { from, to, format, columns, confirm } = parsed.data;
  try {
    const row = await requestRerun(context.services, user, params.reportId!, { from, to, format, columns, confirmed: confirm === "yes" });
    return redirect(`/dashboard/reports/exports/${row.id}`, 303);
  } catch (error) {
    return actionError(error);
  }
}

export default function RerunReportPage() {
  const { report, from, to, analyses, matching, formats } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: ErrorBody } | undefined;
  const renamed = matching.columns.filter((c) => c.status === "renamed");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={`/dashboard/reports/${report.id}`} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
        ← {report.title}
      </Link>
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-semibold tracking-tight">Run “{report.title}” on a new file</h1>
        <p className="text-muted-foreground">
          {analyses.length === 1 ? "1 analysis" : `${analyses.length} analyses`} asked about <strong className="font-medium text-foreground">{from.name}</strong> will run on{" "}
          <strong className="font-medium text-foreground">{to.name}</strong>. Figures that differ from {from.name} are highlighted in the file.
        </p>
      </header>

      {/* Posted to this page's own address: after a refusal the page shows the same files again. */}
      <Form method="post" action={`/dashboard/reports/${report.id}/rerun?${new URLSearchParams({ from: from.id, to: to.id })}`} className="space-y-6">
        <input type="hidden" name="from" value={from.id} />
        <input type="hidden" name="to" value={to.id} />
        <section aria-labelledby="columns-heading" className="space-y-3">
          <h2 id="columns-heading" className="text-lg font-semibold">
            Columns the report uses
          </h2>
          <ul className="divide-y rounded-lg border text-sm" data-testid="rerun-columns">
            {matching.columns.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3" data-status={c.status}>
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium">{c.name}</span> <span className="whitespace-nowrap text-muted-foreground">({c.type})</span>
                </span>
                {c.status === "same" ? (
                  <span className="flex items-center gap-1 text-muted-foreground">
                    <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" /> {`Found as “${c.match}”`}
                  </span>
                ) : c.status === "renamed" ? (
                  <label className="flex flex-wrap items-center gap-2">
                    <span className="text-muted-foreground">Renamed? Use</span>
                    <select name={`column.${c.id}`} defaultValue={c.options[0]?.id} className="h-9 max-w-[16rem] rounded-md border bg-background px-2 text-sm" aria-label={`Column of the new file that holds “${c.name}”`}>
                      {c.options.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span className="flex items-center gap-1 text-destructive">
                    <TriangleAlert aria-hidden className="size-4" /> {`Not in the new file${c.sameNameOtherType ? `: ${c.sameNameOtherType}` : ""}`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>

        {!matching.runnable ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
            {to.name} has no column for everything the report uses, so the report cannot run on it. Choose another file on the report&rsquo;s page.
          </p>
        ) : (
          <>
            {renamed.length > 0 ? (
              <label className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/5 p-4 text-sm">
                <input type="checkbox" name="confirm" value="yes" required className="mt-0.5 size-4 accent-primary" />
                <span>
                  I confirm {renamed.length === 1 ? "the renamed column holds" : `these ${renamed.length} renamed columns hold`} the same data as in {from.name}.
                </span>
              </label>
            ) : null}
            <div className="flex flex-wrap items-end gap-3">
              <label className="space-y-1 text-sm">
                <span className="block font-medium">Format</span>
                <select name="format" defaultValue="pdf" className="h-9 rounded-md border bg-background px-3 text-sm">
                  {formats.map((f) => (
                    <option key={f.format} value={f.format}>
                      {f.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit">Run the report on {to.name}</Button>
            </div>
          </>
        )}
        <WorkspaceErrorMessage error={result?.error} />
      </Form>
    </div>
  );
}
