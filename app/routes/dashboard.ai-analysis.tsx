// /dashboard/ai-analysis — choose a file, ask in plain English, follow up; the thread is kept in D1.
// Asking is a form post (works without JavaScript); the answer page is server-rendered with an SVG chart.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Loader2, MessageSquarePlus, Send, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { AnswerCard } from "~/components/workspace/answer-card";
import { WorkspaceErrorMessage } from "~/components/workspace/upgrade-prompt";
import { UsageMeter } from "~/components/workspace/usage-meter";
import { PendingQuestionCard } from "~/components/workspace/pending-question";
import { parseStoredAnswer } from "~/lib/answer";
import { pinnedChoiceField } from "~/lib/pinned-choice";
import { answeredFrom, listAnalyses, saveAnalysis } from "~/server/analyses/analyses.server";
import { requireUser } from "~/server/auth/guards.server";
import { askQuestion, loadAskPage } from "~/server/conversations/ask.server";
import { deleteConversation, getConversation, getMessage } from "~/server/conversations/conversations.server";
import { requireOwned } from "~/server/route-guards.server";
import { aiQueryMeter } from "~/server/usage.server";
import { actionError, describeError, type ErrorBody } from "~/server/workspace-request.server";

export const meta: MetaFunction<typeof loader> = () => [{ title: "AI Analysis — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const url = new URL(request.url);
  const page = await loadAskPage({ db: context.services.db }, user, {
    datasetId: url.searchParams.get("dataset"),
    conversationId: url.searchParams.get("conversation"),
    useOriginal: url.searchParams.get("original") === "1",
  }).catch((error: unknown) => {
    const known = describeError(error);
    if (known?.status === 404) throw data(known.body.message, { status: 404 });
    throw error;
  });
  const [meter, analyses] = await Promise.all([aiQueryMeter(context.services.db, user), listAnalyses(context.services.db, user.id, 200)]);
  const savedQuestions = new Set(analyses.filter((a) => a.datasetId === page.dataset?.id).map((a) => a.question));
  return {
    ...page,
    thread: page.thread.map((t) => ({ ...t, saved: savedQuestions.has(t.question) })),
    meter,
  };
}

const askSchema = z.object({
  question: z.string().trim().min(1, "Type a question first.").max(500, "Keep the question under 500 characters."),
  datasetId: z.string().min(1),
  conversationId: z.string().optional(),
  /** "1": answer from the original even though it has a cleaned copy. */
  original: z.literal("1").optional(),
  /** A choice that answers with a plan kept with its question back ("<messageId>:<place>"). */
  pinned: pinnedChoiceField.optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const form = Object.fromEntries(await request.formData());
  try {
    if (form.intent === "delete-conversation") {
      const conversation = await requireOwned(context.services.db, user.id, "conversation", String(form.conversationId ?? ""));
      await deleteConversation(context.services.db, user.id, conversation.id);
      return redirect(`/dashboard/ai-analysis?dataset=${conversation.datasetId}`, 303);
    }
    if (form.intent === "save") {
      const conversation = await getConversation(context.services.db, user.id, String(form.conversationId ?? ""));
      const answerMessage = await getMessage(context.services.db, conversation.id, String(form.messageId ?? ""));
      const thread = await loadAskPage({ db: context.services.db }, user, { datasetId: conversation.datasetId, conversationId: conversation.id });
      const turn = thread.thread.find((t) => t.messageId === answerMessage.id);
      if (!turn || !answerMessage.answerJson) return data({ error: { message: "This answer cannot be saved." } as ErrorBody }, { status: 400 });
      await saveAnalysis(context.services.db, {
        ownerId: user.id,
        // The data the figures were made on (a cleaned copy, when the answer came from one): the analysis keeps it.
        datasetId: await answeredFrom(context.services.db, answerMessage.answerJson, conversation.datasetId),
        title: turn.question,
        question: turn.question,
        answerJson: answerMessage.answerJson,
      });
      return redirect(`/dashboard/ai-analysis?dataset=${conversation.datasetId}&conversation=${conversation.id}#answer-${answerMessage.id}`, 303);
    }
    const parsed = askSchema.safeParse(form);
    if (!parsed.success) return data({ error: { message: parsed.error.issues[0].message } as ErrorBody }, { status: 400 });
    const { original, ...question } = parsed.data;
    const asked = await askQuestion(context.services, user, { ...question, useOriginal: original === "1" });
    const originalParam = original === "1" ? "&original=1" : "";
    const anchor = asked.queued ? "pending-question" : `answer-${asked.messageId}`;
    return redirect(`/dashboard/ai-analysis?dataset=${asked.datasetId}${originalParam}&conversation=${asked.conversationId}#${anchor}`, 303);
  } catch (error) {
    return actionError(error);
  }
}

export default function AiAnalysisPage() {
  const { datasets, dataset, cleanedCopy, usingOriginal, conversation, thread, starters, meter, conversations, pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { error?: ErrorBody } | undefined;
  const navigation = useNavigation();
  const asking = navigation.state !== "idle" && navigation.formData?.get("intent") === "ask";
  const pendingQuestion = asking ? String(navigation.formData?.get("question") ?? "") : null;
  const inputRef = useRef<HTMLInputElement>(null);

  // A new answer arrives: clear the box for the next question.
  useEffect(() => {
    if (navigation.state === "idle" && inputRef.current && !actionData?.error) inputRef.current.value = "";
  }, [navigation.state, actionData]);

  if (datasets.length === 0 || !dataset) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-2xl font-semibold tracking-tight">AI Analysis</h1>
        <Card>
          <CardHeader>
            <CardTitle>First, a file to ask about</CardTitle>
            <CardDescription>Upload a CSV, Excel or JSON file (or add our sample sales data) and come back to ask questions about it.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/dashboard/data-analysis">Go to Data Analysis</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">AI Analysis</h1>
          <p className="text-muted-foreground">Ask a question in plain English. Every answer comes with a chart, the table behind it and how it was worked out.</p>
        </div>
        <div className="w-full sm:w-64">
          <UsageMeter label="AI questions this month" used={meter.used} limit={meter.limit} />
        </div>
      </header>

      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="space-y-1 text-sm">
          <span className="block font-medium">File</span>
          <select
            name="dataset"
            defaultValue={dataset.sourceDatasetId && cleanedCopy ? dataset.sourceDatasetId : dataset.id}
            className="h-9 max-w-xs rounded-md border bg-background px-3 text-sm"
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            {datasets.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <Button type="submit" variant="outline" size="sm">
            Open
          </Button>
        </noscript>
        {cleanedCopy && (
          <p className="text-sm text-muted-foreground" data-testid="cleaned-copy-note">
            Using cleaned data: <span className="font-medium text-foreground">{dataset.name}</span>
            {dataset.sourceDatasetId && (
              <>
                {" · "}
                <Link to={`/dashboard/ai-analysis?dataset=${dataset.sourceDatasetId}&original=1`} className="font-medium text-primary underline-offset-4 hover:underline">
                  Use the original instead
                </Link>
              </>
            )}
          </p>
        )}
        {usingOriginal && (
          <p className="text-sm text-muted-foreground" data-testid="original-note">
            Using the original file, not its cleaned copy ·{" "}
            <Link to={`/dashboard/ai-analysis?dataset=${dataset.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
              Use cleaned data
            </Link>
          </p>
        )}
        {conversation && (
          <Button asChild variant="ghost" size="sm" className="ml-auto">
            <Link to={`/dashboard/ai-analysis?dataset=${dataset.id}`} data-testid="new-conversation">
              <MessageSquarePlus aria-hidden /> New conversation
            </Link>
          </Button>
        )}
      </Form>
      {conversation && (
        <Form method="post" className="-mt-4 flex justify-end">
          <input type="hidden" name="intent" value="delete-conversation" />
          <input type="hidden" name="conversationId" value={conversation.id} />
          <Button type="submit" variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive">
            <Trash2 aria-hidden /> Delete this conversation
          </Button>
        </Form>
      )}

      <section aria-label="Conversation" className="space-y-6" data-testid="thread">
        {thread.map((turn) => {
          const answer = parseStoredAnswer(turn.answerJson);
          return (
            <div key={turn.messageId} className="space-y-3">
              <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-foreground" data-testid="question">
                {turn.question}
              </p>
              {answer && conversation && (
                <AnswerCard
                  answer={answer}
                  question={turn.question}
                  messageId={turn.messageId}
                  conversationId={conversation.id}
                  saved={turn.saved}
                  ask={{ datasetId: dataset.id, useOriginal: usingOriginal }}
                />
              )}
            </div>
          );
        })}
        {pending && conversation && !pendingQuestion && <PendingQuestionCard pending={pending} datasetId={dataset.id} conversationId={conversation.id} />}
        {pendingQuestion && (
          <div className="space-y-3">
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary/80 px-4 py-2 text-primary-foreground">{pendingQuestion}</p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 aria-hidden className="size-4 animate-spin" /> Working it out…
            </p>
          </div>
        )}
      </section>

      {/* In the flow after the thread, not sticky: a box floating over the answers covered their Save and Export buttons. */}
      <Form method="post" className="space-y-3 rounded-xl border bg-background p-3 shadow-sm">
        <input type="hidden" name="intent" value="ask" />
        <input type="hidden" name="datasetId" value={dataset.id} />
        {usingOriginal && <input type="hidden" name="original" value="1" />}
        {conversation && <input type="hidden" name="conversationId" value={conversation.id} />}
        <WorkspaceErrorMessage error={actionData?.error} />
        <div className="flex gap-2">
          <label htmlFor="question" className="sr-only">
            Your question
          </label>
          <input
            ref={inputRef}
            id="question"
            name="question"
            required
            maxLength={500}
            autoComplete="off"
            placeholder={thread.length > 0 ? "Ask a follow-up, e.g. “only 2024” or “as a pie”" : "e.g. Total revenue by region"}
            className="h-10 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          />
          <Button type="submit" disabled={asking}>
            {asking ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />} Ask
          </Button>
        </div>
        {thread.length === 0 && starters.length > 0 && (
          <div className="flex flex-wrap gap-2" aria-label="Suggested questions">
            {starters.map((q) => (
              <button
                key={q}
                type="submit"
                name="question"
                value={q}
                formNoValidate
                className="rounded-full border px-3 py-1 text-sm text-muted-foreground hover:border-primary hover:text-foreground"
              >
                {q}
              </button>
            ))}
          </div>
        )}
      </Form>

      {conversations.length > 0 && (
        <section aria-labelledby="earlier-heading" className="space-y-2">
          <h2 id="earlier-heading" className="text-sm font-medium text-muted-foreground">
            Earlier conversations about this file
          </h2>
          <ul className="flex flex-wrap gap-2">
            {conversations.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/dashboard/ai-analysis?dataset=${dataset.id}&conversation=${c.id}`}
                  className="inline-block max-w-xs truncate rounded-md border px-3 py-1 text-sm hover:bg-muted"
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
