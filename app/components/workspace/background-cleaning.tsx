// Cleaning a file too large to preview in a request: the level is chosen and the report Worker cleans it in the
// background (every recommendation of that level); the page then follows the job — progress, refreshing itself
// (meta refresh without JavaScript, revalidation with it) — until the Clean_ copy is ready. Plain forms and links.
import { Form, Link, useNavigation, useRevalidator } from "@remix-run/react";
import { CheckCircle2, Loader2, Wand2 } from "lucide-react";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import type { CleaningJobView } from "~/server/cleaning/cleaning.server";
import { LEVEL_INFO, type CleaningLevel } from "../../../engine/clean";
import { UsageMeter } from "./usage-meter";
import { WorkspaceErrorMessage } from "./upgrade-prompt";

export function BackgroundCleaning({
  datasetId,
  copyName,
  level,
  values,
  meter,
  error,
}: {
  datasetId: string;
  /** The name the copy is saved under. */
  copyName: string;
  level: CleaningLevel;
  values: number;
  meter: { used: number; limit: number | null };
  error: { message: string; upgradeRequired?: boolean } | null;
}) {
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("intent") === "clean";
  const path = `/dashboard/data-analysis/${datasetId}`;
  return (
    <Card id="clean" aria-labelledby="clean-title" data-testid="background-cleaning">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1">
          <CardTitle id="clean-title" className="text-lg">Clean data</CardTitle>
          <CardDescription>
            {`This file has ${values.toLocaleString("en-US")} values, too many to preview here. It is cleaned in the background with every recommendation of the level you choose, and saved as ${copyName}. Your original stays as it is.`}
          </CardDescription>
        </div>
        <div className="w-full space-y-2 sm:w-64">
          <UsageMeter label="AI cleanings this month" used={meter.used} limit={meter.limit} />
          <Link to={path} className="text-sm text-muted-foreground underline-offset-4 hover:underline">Close cleaning</Link>
        </div>
      </CardHeader>
      <CardContent>
        <Form method="post" action={`${path}?clean=${level}`} className="space-y-4">
          <input type="hidden" name="intent" value="clean" />
          <fieldset className="grid gap-3 md:grid-cols-3">
            <legend className="mb-2 font-medium">Level</legend>
            {LEVEL_INFO.map((info) => (
              <label key={info.level} className={cn("flex cursor-pointer gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-ring", info.level === level && "border-primary bg-primary/5")}>
                <input type="radio" name="level" value={info.level} defaultChecked={info.level === level} className="mt-1 accent-primary" />
                <span className="space-y-1">
                  <span className="block font-medium">{info.label}</span>
                  <span className="block text-sm text-muted-foreground">{info.summary}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <WorkspaceErrorMessage error={error} />
          <Button type="submit" disabled={starting}>
            {starting ? <Loader2 aria-hidden className="animate-spin" /> : <Wand2 aria-hidden />} Clean in the background
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

/** A background cleaning's progress, then its Clean_ copy, or why it failed with a way to try again. */
export function CleaningJobStatus({ datasetId, job }: { datasetId: string; job: CleaningJobView }) {
  const revalidator = useRevalidator();
  const pending = job.status === "queued" || job.status === "running";
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => revalidator.revalidate(), 1500);
    return () => clearInterval(timer);
  }, [pending, revalidator]);

  if (pending) {
    return (
      <section id="cleaning-job" className="space-y-3 rounded-lg border p-4" role="status" aria-live="polite" data-testid="cleaning-job">
        <div className="flex items-center gap-3">
          <Loader2 aria-hidden className="size-5 animate-spin text-primary" />
          <p className="font-medium">{job.status === "queued" ? "Waiting to clean…" : `Cleaning in the background… ${job.progress}%`}</p>
        </div>
        <progress className="h-2 w-full accent-primary" max={100} value={job.progress} aria-label="Cleaning progress">{`${job.progress}%`}</progress>
        {job.error && <p className="text-sm text-muted-foreground">{job.error}</p>}
        <p className="text-sm text-muted-foreground">This page updates by itself; you can also leave and come back.</p>
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      </section>
    );
  }
  if (job.status === "done" && job.copy) {
    return (
      <p id="cleaning-job" className="flex flex-wrap items-center gap-2 rounded-lg border border-success/40 bg-success/10 p-4 text-sm" role="status" data-testid="cleaning-job">
        <CheckCircle2 aria-hidden className="size-4 text-success" />
        <span className="font-medium">{`Saved ${job.copy.name}.`}</span>
        <Link to={`/dashboard/data-analysis/${job.copy.id}`} className="font-medium underline underline-offset-4">
          Open {job.copy.name}
        </Link>
      </p>
    );
  }
  return (
    <div id="cleaning-job" className="space-y-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm" role="alert" data-testid="cleaning-job">
      <p className="font-medium text-destructive">The cleaning did not finish</p>
      <p>{job.error ?? "The cleaned copy is gone (it may have been deleted)."}</p>
      <Link to={`/dashboard/data-analysis/${datasetId}?clean=${job.level}#clean`} className="font-medium underline underline-offset-4">
        Try again
      </Link>
    </div>
  );
}
