// /dashboard/dashboard-builder — the user's dashboards, those their teams share with them, and a new one (a form
// post; works without JavaScript).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LayoutDashboard, Loader2 } from "lucide-react";
import { NoSavedAnalyses } from "~/components/dashboards/no-saved-analyses";
import { SharedWithMe } from "~/components/teams/shared-with-me";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { createDashboardSchema } from "~/lib/dashboard-form";
import { listAnalyses } from "~/server/analyses/analyses.server";
import { requireUser } from "~/server/auth/guards.server";
import { createDashboard, listDashboards } from "~/server/dashboards/dashboards.server";
import { sharedWithMe } from "~/server/teams/teams.server";
import type { ErrorBody } from "~/server/workspace-request.server";

export const meta: MetaFunction = () => [{ title: "Dashboard Builder — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { db } = context.services;
  const [dashboards, analyses, shared] = await Promise.all([listDashboards(db, user.id), listAnalyses(db, user.id, 1), sharedWithMe(db, user.id, "dashboard")]);
  return {
    dashboards: dashboards.map((d) => ({ id: d.id, title: d.title, tiles: d.tiles, updatedAt: d.updatedAt.toISOString() })),
    hasAnalyses: analyses.length > 0,
    shared,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const parsed = createDashboardSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: { message: parsed.error.issues[0].message } as ErrorBody }, { status: 400 });
  const dashboard = await createDashboard(context.services.db, user.id, parsed.data.title);
  return redirect(`/dashboard/dashboard-builder/${dashboard.id}`, 303);
}

const dateLabel = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function DashboardBuilderPage() {
  const { dashboards, hasAnalyses, shared } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: ErrorBody } | undefined;
  const creating = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard Builder</h1>
        <p className="text-muted-foreground">Put your saved analyses on one page as charts and key figures, add notes, and arrange them the way you read them. Tiles show the current data each time you open a dashboard.</p>
      </header>

      <section aria-labelledby="your-dashboards" className="space-y-3">
        <h2 id="your-dashboards" className="text-lg font-semibold">
          Your dashboards
        </h2>
        {dashboards.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="no-dashboards">
            No dashboards yet. Create your first one below.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="dashboard-list">
            {dashboards.map((d) => (
              <li key={d.id}>
                <Link to={`/dashboard/dashboard-builder/${d.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50">
                  <span className="flex min-w-0 items-center gap-2 font-medium">
                    <LayoutDashboard aria-hidden className="size-4 shrink-0 text-primary" />
                    <span className="truncate">{d.title}</span>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {d.tiles} {d.tiles === 1 ? "tile" : "tiles"} · updated {dateLabel(d.updatedAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SharedWithMe items={shared} hrefOf={(id) => `/dashboard/dashboard-builder/${id}`} what="Dashboards" />

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>New dashboard</h2>
          </CardTitle>
          <CardDescription>Give it a name; you add tiles on the next page.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1 space-y-1">
              <label htmlFor="dashboard-title" className="text-sm font-medium">
                Title
              </label>
              <Input id="dashboard-title" name="title" required maxLength={120} placeholder="Sales overview" />
            </div>
            <Button type="submit" disabled={creating}>
              {creating ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
              Create dashboard
            </Button>
          </Form>
          <WorkspaceErrorMessage error={result?.error} />
          {hasAnalyses ? null : <NoSavedAnalyses />}
        </CardContent>
      </Card>
    </div>
  );
}
