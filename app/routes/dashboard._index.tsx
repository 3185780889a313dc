// /dashboard — the heading "Dashboard" and a real overview: first step, recent files and analyses, usage.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowRight, BarChart3, FileSpreadsheet, MessageSquareText, Upload } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PlanUsageMeters } from "~/components/workspace/plan-usage";
import { formatFileSize } from "~/lib/format-file-size";
import { listAnalyses } from "~/server/analyses/analyses.server";
import { requireUser } from "~/server/auth/guards.server";
import { listDatasets } from "~/server/datasets/datasets.server";
import { toDatasetSummary } from "~/server/datasets/dataset-view";
import { planUsage } from "~/server/usage.server";
import { countOf } from "../../engine/narrate/words";

export const meta: MetaFunction = () => [{ title: "Dashboard — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const [datasets, analyses, usage] = await Promise.all([
    listDatasets(context.services.db, user.id),
    listAnalyses(context.services.db, user.id, 5),
    planUsage(context.services.db, user),
  ]);
  return {
    name: user.fullName.split(" ")[0] || user.username,
    recentFiles: datasets.slice(0, 5).map(toDatasetSummary),
    recentAnalyses: analyses.map((a) => ({ id: a.id, title: a.title, question: a.question, datasetId: a.datasetId, createdAt: a.createdAt.toISOString() })),
    usage,
  };
}

const dateFormat: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", timeZone: "UTC" };

export default function DashboardHome() {
  const { name, recentFiles, recentAnalyses, usage } = useLoaderData<typeof loader>();
  const isNew = recentFiles.length === 0;
  const firstReady = recentFiles.find((f) => f.status === "ready");

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">Welcome, {name}. Here is where your data stands.</p>
      </header>

      {isNew ? (
        <Card className="border-primary/30 bg-primary/5" data-testid="first-step">
          <CardHeader>
            <CardTitle>Start with a file</CardTitle>
            <CardDescription>
              Upload a CSV, Excel or JSON file — or try our sample sales data — then ask questions like “total revenue by region”.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/dashboard/data-analysis">
                <Upload aria-hidden /> Upload your first file
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        firstReady && (
          <Card data-testid="next-step">
            <CardHeader>
              <CardTitle>Ask about {firstReady.name}</CardTitle>
              <CardDescription>Type a question in plain English and get a chart, a table and a sentence.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to={`/dashboard/ai-analysis?dataset=${firstReady.id}`}>
                  <MessageSquareText aria-hidden /> Ask a question
                </Link>
              </Button>
            </CardContent>
          </Card>
        )
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <FileSpreadsheet aria-hidden className="size-4 text-primary" /> Recent files
            </CardTitle>
          </CardHeader>
          <CardContent>
            {recentFiles.length === 0 ? (
              <p className="text-sm text-muted-foreground">No files yet.</p>
            ) : (
              <ul className="space-y-2" aria-label="Recent files">
                {recentFiles.map((f) => (
                  <li key={f.id} className="flex items-center justify-between gap-3 text-sm">
                    <Link to={`/dashboard/data-analysis/${f.id}`} className="truncate font-medium hover:underline">
                      {f.name}
                    </Link>
                    <span className="shrink-0 text-muted-foreground">
                      {f.status === "ready" ? countOf(f.rowCount, "row") : f.status === "processing" ? "Processing…" : "Could not be read"} ·{" "}
                      {formatFileSize(f.byteSize)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/dashboard/data-analysis" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
              All files <ArrowRight aria-hidden className="size-4" />
            </Link>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <BarChart3 aria-hidden className="size-4 text-primary" /> Recent analyses
            </CardTitle>
          </CardHeader>
          <CardContent>
            {recentAnalyses.length === 0 ? (
              <p className="text-sm text-muted-foreground">Answers you save from AI Analysis appear here, ready for reports.</p>
            ) : (
              <ul className="space-y-2" aria-label="Recent analyses">
                {recentAnalyses.map((a) => (
                  <li key={a.id} className="flex items-center justify-between gap-3 text-sm">
                    <Link to={`/dashboard/ai-analysis?dataset=${a.datasetId}&analysis=${a.id}`} className="truncate font-medium hover:underline">
                      {a.title}
                    </Link>
                    <span className="shrink-0 text-muted-foreground">{new Date(a.createdAt).toLocaleDateString("en-US", dateFormat)}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Your {usage.plan.name} plan</CardTitle>
          <CardDescription>
            <Link to="/dashboard/settings#plan" className="text-primary hover:underline">
              Plan, usage and upgrades
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PlanUsageMeters usage={usage} />
        </CardContent>
      </Card>
    </div>
  );
}
