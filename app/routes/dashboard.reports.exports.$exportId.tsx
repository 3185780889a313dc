// /dashboard/reports/exports/:exportId — an export's progress, then its download link (signed, 24 hours;
// each visit signs a fresh one). While the file is being made the page refreshes itself (meta refresh),
// so it works without JavaScript; with JavaScript it asks again in place, more often.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { CheckCircle2, Download, Loader2, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { exportProgressPhrase } from "~/lib/export-progress";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatFileSize } from "~/lib/format-file-size";
import { requireUser } from "~/server/auth/guards.server";
import { exportStatus } from "~/server/reports/exports.server";
import { describeError } from "~/server/workspace-request.server";
import { JobProgressBar } from "~/components/workspace/job-progress-bar";
import { RefreshWithoutScript } from "~/components/refresh-without-script";

/** Seconds between refreshes while the file is being made, without JavaScript (a meta refresh counts whole seconds). */
const REFRESH_SECONDS = 1;
/**
 * Milliseconds between asks with JavaScript: the link shows at most this long after the file is made (most
 * files take a second or two, so a 2-second refresh had doubled the wait), each ask one small database read.
 */
const POLL_MS = 400;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  try {
    return { status: await exportStatus(context.services, user.id, params.exportId ?? "") };
  } catch (error) {
    const known = describeError(error);
    if (known?.status === 404) throw data(known.body.message, { status: 404 });
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const status = loaded?.status;
  const tags: ReturnType<MetaFunction> = [{ title: `${status ? status.fileName : "Export"} — InsightLab` }];
  return tags;
};

export default function ExportStatusPage() {
  const { status } = useLoaderData<typeof loader>();
  const working = status.status === "queued" || status.status === "running";
  const revalidator = useRevalidator();
  // With JavaScript the page asks again in place (the meta refresh serves pages without it).
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), POLL_MS);
    return () => clearInterval(timer);
  }, [working, revalidator]);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Link to={status.backTo} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
        ← Back
      </Link>
      <Card>
        <CardHeader>
          <CardTitle className="break-words text-xl">{status.fileName}</CardTitle>
          <CardDescription>{status.formatName} export</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4" aria-live="polite">
          {working ? (
            <div className="space-y-2" data-testid="export-status" data-status={status.status}>
              <p className="flex items-center gap-2 font-medium">
                <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
                {status.status === "queued" ? "Waiting for its turn…" : "Making your file…"}
              </p>
              {status.status === "running" ? (
                <JobProgressBar label="Progress of your file" percent={status.progress} testId="export-progress" />
              ) : null}
              {status.status === "running" ? <p className="text-sm text-muted-foreground">{exportProgressPhrase(status.progress)}</p> : null}
              {status.message ? <p className="text-sm text-muted-foreground">{status.message}</p> : null}
              <p className="text-sm text-muted-foreground">This page refreshes itself until the file is ready.</p>
              <RefreshWithoutScript seconds={REFRESH_SECONDS} />
            </div>
          ) : status.status === "done" && status.downloadUrl ? (
            <div className="space-y-3" data-testid="export-status" data-status="done">
              <p className="flex items-center gap-2 font-medium">
                <CheckCircle2 aria-hidden className="size-4 text-green-600 dark:text-green-400" />
                Your file is ready{status.byteSize !== null ? ` (${formatFileSize(status.byteSize)})` : ""}.
              </p>
              <a href={status.downloadUrl} download={status.fileName} className={buttonVariants()}>
                <Download aria-hidden className="size-4" />
                Download {status.formatName}
              </a>
              <p className="text-sm text-muted-foreground">
                The link works for 24 hours
                {status.linkExpiresAt ? ` (until ${new Date(status.linkExpiresAt).toUTCString().replace(/:\d\d GMT$/, " UTC")})` : ""}. Open this page again for a new one.
              </p>
            </div>
          ) : (
            <div className="space-y-3" data-testid="export-status" data-status={status.expired ? "expired" : "failed"}>
              <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
                <XCircle aria-hidden className="size-4" />
                {status.expired ? "This file was deleted." : "The file could not be made."}
              </p>
              {status.message ? <p className="text-sm text-muted-foreground">{status.message}</p> : null}
              {status.format === "zip" ? (
                // The data archive is asked for from Settings.
                <Form method="post" action="/dashboard/settings">
                  <input type="hidden" name="intent" value="export-data" />
                  <Button type="submit" variant="outline">
                    Try again
                  </Button>
                </Form>
              ) : (
                <Form method="post" action="/dashboard/reports/exports">
                  <input type="hidden" name="format" value={status.format} />
                  {status.reportId ? <input type="hidden" name="reportId" value={status.reportId} /> : null}
                  {status.dashboardId ? <input type="hidden" name="dashboardId" value={status.dashboardId} /> : null}
                  {status.analysisId ? <input type="hidden" name="analysisId" value={status.analysisId} /> : null}
                  {status.messageId && status.conversationId ? (
                    <>
                      <input type="hidden" name="conversationId" value={status.conversationId} />
                      <input type="hidden" name="messageId" value={status.messageId} />
                    </>
                  ) : null}
                  {status.chartKind ? <input type="hidden" name="chartKind" value={status.chartKind} /> : null}
                  <Button type="submit" variant="outline">
                    {status.expired ? "Export it again" : "Try again"}
                  </Button>
                </Form>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
