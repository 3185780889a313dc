// POST /dashboard/reports/exports — request an export (form post, works without JavaScript): the file is
// made by the report Worker; the answer is a redirect to its status page. A refusal (a plan limit, a
// format the answer cannot be) is shown here with the upgrade prompt when it is a plan limit.
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { passRetryAfter } from "~/server/rate-limit.server";
import { Link, useActionData } from "@remix-run/react";
import { buttonVariants } from "~/components/ui/button";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { exportRequestSchema, exportTargetOf } from "~/lib/export-request";
import { requireUser } from "~/server/auth/guards.server";
import { requestExport } from "~/server/reports/exports.server";
import { actionError, type ErrorBody } from "~/server/workspace-request.server";

export const meta: MetaFunction = () => [{ title: "Export — InsightLab" }];

// Also the page the action's refusal renders on (Remix runs the loader after an action), so no redirect here.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.services, request);
  return null;
}

// Past the per-person export limit the refusal says when to try again.
export const headers: HeadersFunction = passRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const parsed = exportRequestSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: { message: parsed.error.issues[0].message } as ErrorBody }, { status: 400 });
  try {
    const row = await requestExport(context.services, user, exportTargetOf(parsed.data), parsed.data.format, parsed.data.chartKind ?? null);
    return redirect(`/dashboard/reports/exports/${row.id}`, 303);
  } catch (error) {
    return actionError(error);
  }
}

export default function ExportRefused() {
  const result = useActionData<typeof action>() as { error?: ErrorBody } | undefined;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">The export was not started</h1>
      <WorkspaceErrorMessage error={result?.error ?? { message: "Exports start from a report or a saved answer: choose one and its format." }} />
      <Link to="/dashboard/reports" className={buttonVariants({ variant: "outline" })}>
        Back to Reports
      </Link>
    </div>
  );
}
