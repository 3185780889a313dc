// A question worked out in the background (too large for its request): the page follows its job — waiting, then
// running with progress — asking again every second with JavaScript and refreshing itself without (the route's
// meta refresh), with a "Check again" link either way; the answer takes its place in the thread when it is ready.
// A failure says why, with a form that asks the question again. Plain forms and links.
import { Form, Link, useRevalidator } from "@remix-run/react";
import { Loader2, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import type { PendingQuestion } from "~/server/conversations/pending-question.server";
import { JobProgressBar } from "~/components/workspace/job-progress-bar";
import { RefreshWithoutScript } from "~/components/refresh-without-script";

/** Milliseconds between asks with JavaScript: each is one small database read. */
const POLL_MS = 1000;
/** Seconds between reloads without JavaScript. */
const REFRESH_SECONDS = 2;

export function PendingQuestionCard({ pending, datasetId, conversationId }: { pending: PendingQuestion; datasetId: string; conversationId: string }) {
  const revalidator = useRevalidator();
  const working = pending.status === "queued" || pending.status === "running";
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), POLL_MS);
    return () => clearInterval(timer);
  }, [working, revalidator]);
  const here = `/dashboard/ai-analysis?dataset=${datasetId}${pending.useOriginal ? "&original=1" : ""}&conversation=${conversationId}`;
  return (
    <div id="pending-question" className="space-y-3" data-testid="pending-question" data-status={pending.status}>
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary/80 px-4 py-2 text-primary-foreground">{pending.question}</p>
      <div className="space-y-2 rounded-xl border p-4" aria-live="polite">
        {working ? (
          <>
            <p className="flex items-center gap-2 font-medium" role="status">
              <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
              {pending.status === "queued" ? "Waiting for its turn…" : `Working it out… (${pending.progress} %)`}
            </p>
            {pending.status === "running" ? (
              <JobProgressBar label="Progress of your answer" percent={pending.progress} testId="question-progress" />
            ) : null}
            <p className="text-sm text-muted-foreground" data-testid="pending-reason">
              {pending.reason}
            </p>
            <p className="text-sm text-muted-foreground">
              This page refreshes itself until the answer is ready.{" "}
              <Link to={here} className="font-medium text-primary underline-offset-4 hover:underline">
                Check again
              </Link>
            </p>
            <RefreshWithoutScript seconds={REFRESH_SECONDS} />
          </>
        ) : (
          <>
            <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
              <XCircle aria-hidden className="size-4" /> This question could not be answered.
            </p>
            {pending.error ? <p className="text-sm text-muted-foreground">{pending.error}</p> : null}
            <Form method="post">
              <input type="hidden" name="intent" value="ask" />
              <input type="hidden" name="datasetId" value={datasetId} />
              <input type="hidden" name="conversationId" value={conversationId} />
              <input type="hidden" name="question" value={pending.question} />
              {pending.useOriginal ? <input type="hidden" name="original" value="1" /> : null}
              <Button type="submit" variant="outline">
                Ask it again
              </Button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
