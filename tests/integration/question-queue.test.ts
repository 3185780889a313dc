// A question that would read more than a request's budget is worked out in the JOBS queue by the report Worker:
// the page's action queues it (the budget forced down to one value, so a small generated file takes that path),
// the conversation's page shows it pending, and the answer stored by the job is exactly the one the same question
// gets inside a request. One AI question is counted for it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/dashboard.ai-analysis";
import { askQuestion } from "~/server/conversations/ask.server";
import { listMessages } from "~/server/conversations/conversations.server";
import { pendingQuestion } from "~/server/conversations/pending-question.server";
import { jobs } from "~/server/db/schema";
import { usageOf } from "~/server/usage.server";
import { salesCsv } from "../fixtures/generate-sales";
import { createConversation } from "~/server/conversations/conversations.server";
import { appFetch, createTestContext, form, routeArgs, waitFor } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

async function uploaded(user: TestUser): Promise<string> {
  const res = await upload(user, "sales.csv", salesCsv(3_000, 11));
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

/** Route arguments whose services send every question past one value to the queue. */
function lowBudget(args: ReturnType<typeof routeArgs>): ReturnType<typeof routeArgs> {
  const services = args.context.services;
  args.context.services = { ...services, config: { ...services.config, QUESTION_REQUEST_VALUES: 1 } };
  return args;
}

async function finished(jobId: string) {
  return waitFor(
    async () => {
      const job = await createTestContext().services.db.query.jobs.findFirst({ where: eq(jobs.id, jobId) });
      return job && (job.status === "done" || job.status === "failed") ? job : undefined;
    },
    { timeoutMs: 20_000, what: `question job ${jobId}` },
  );
}

describe("a question too large for its request", () => {
  it("runs in the queue, the page follows it, and its answer equals the in-request one", async () => {
    const user = await signedInUser("pro");
    const datasetId = await uploaded(user);
    const question = "total revenue by region in 2024";

    const posted = await action(lowBudget(routeArgs("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", datasetId, question }), jar: user.jar })));
    expect(posted).toBeInstanceOf(Response);
    const location = (posted as Response).headers.get("Location")!;
    expect(location).toMatch(/&conversation=[\w-]+#pending-question$/);
    const conversationId = new URL(location, "http://x").searchParams.get("conversation")!;

    const { services } = createTestContext();
    const job = await services.db.query.jobs.findFirst({ where: eq(jobs.ownerId, user.id) });
    expect(job).toMatchObject({ type: "answer-question" });
    const input = JSON.parse(job!.inputJson) as { reason: string; conversationId: string };
    expect(input.conversationId).toBe(conversationId);
    // The file's first question: it first learns the file's values, which passes the (forced) budget.
    expect(input.reason).toMatch(/^This is the first question on this file, .*more than is worked out while you wait \(1 values or 600 reads\)\. It is worked out in the background/);

    expect(await finished(job!.id)).toMatchObject({ status: "done", progress: 100, resultKey: job!.id });
    const thread = await listMessages(services.db, conversationId);
    expect(thread.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(thread[0].content).toBe(question);
    expect(thread[1].id).toBe(job!.id);
    expect(await pendingQuestion(services.db, user.id, conversationId, thread[1].createdAt)).toBeNull();
    expect(await usageOf(services.db, user.id, "ai_query")).toBe(1);

    // The same question inside a request, in a new conversation: the same stored answer, to the byte.
    const inRequest = await askQuestion(services, { id: user.id, plan: "pro" }, { datasetId, question });
    expect(inRequest.queued).toBe(false);
    const queued = JSON.parse(thread[1].answerJson!) as { kind: string; answer: string };
    expect(queued.kind).toBe("answer");
    expect(thread[1].answerJson).toBe(JSON.stringify(inRequest.queued ? null : inRequest.answer));

    // The API gives the job's answer to its owner, and a 404 to anyone else.
    const viaApi = (await (await appFetch(`/api/questions/${job!.id}`, { jar: user.jar })).json()) as { question: { status: string; messageId: string; answer: unknown } };
    expect(viaApi.question).toMatchObject({ status: "done", progress: 100, conversationId, messageId: job!.id, message: null });
    expect(JSON.stringify(viaApi.question.answer)).toBe(thread[1].answerJson);
    const other = await signedInUser("pro");
    expect((await appFetch(`/api/questions/${job!.id}`, { jar: other.jar })).status).toBe(404);

    // The page shows the answer in the thread, and no longer refreshes itself.
    const page = (await loader(routeArgs(`/dashboard/ai-analysis?dataset=${datasetId}&conversation=${conversationId}`, { jar: user.jar }))) as { pending: unknown; thread: { question: string }[] };
    expect(page.pending).toBeNull();
    expect(page.thread.map((t) => t.question)).toEqual([question]);
  });

  it("a follow-up on the cached file is planned first, then queued with the plan's own reads", async () => {
    const user = await signedInUser("pro");
    const datasetId = await uploaded(user);
    const { services } = createTestContext();
    // The facts are learned inside a request first.
    const first = await askQuestion(services, { id: user.id, plan: "pro" }, { datasetId, question: "total revenue" });
    expect(first.queued).toBe(false);
    const low = { ...services, config: { ...services.config, QUESTION_REQUEST_VALUES: 1 } };
    const asked = await askQuestion(low, { id: user.id, plan: "pro" }, { datasetId, question: "average unit price by category", conversationId: first.conversationId });
    expect(asked.queued).toBe(true);
    if (!asked.queued) return;
    expect(asked.reason).toMatch(/^This question reads 3,000 rows \([\d.]+ MB of the stored file in \d+ reads\): more than is worked out while you wait/);
    // While it is worked out, the conversation takes no other question; the page says it is pending.
    const pending = await pendingQuestion(services.db, user.id, first.conversationId);
    if (pending?.status === "queued" || pending?.status === "running") {
      await expect(askQuestion(services, { id: user.id, plan: "pro" }, { datasetId, question: "total units", conversationId: first.conversationId })).rejects.toMatchObject({ status: 409 });
    }
    expect(await finished(asked.jobId)).toMatchObject({ status: "done" });
    const thread = await listMessages(services.db, first.conversationId);
    expect(thread.map((m) => m.content).filter((_, i) => i % 2 === 0)).toEqual(["total revenue", "average unit price by category"]);
    const inRequest = await askQuestion(services, { id: user.id, plan: "pro" }, { datasetId, question: "average unit price by category", conversationId: first.conversationId });
    expect(inRequest.queued).toBe(false);
    expect(thread[3].answerJson).toBe(JSON.stringify(inRequest.queued ? null : inRequest.answer));
  });

  it("the page shows a pending question's progress and why, refreshing itself, then a failure with a form to ask again", async () => {
    const user = await signedInUser("pro");
    const datasetId = await uploaded(user);
    const { services } = createTestContext();
    const conversation = await createConversation(services.db, user.id, datasetId, "revenue by month");
    // A job held running (never sent to the queue), as the page sees one mid-way.
    const jobId = crypto.randomUUID();
    const reason = "This question reads 12,000,000 rows (288 MB of the stored file in 550 reads): more than is worked out while you wait.";
    const input = { type: "answer-question", jobId, datasetId, conversationId: conversation.id, question: "revenue by month", useOriginal: false, oneReadPerSegment: false, expectedReads: 550, reason };
    await services.db.insert(jobs).values({ id: jobId, ownerId: user.id, type: "answer-question", status: "running", progress: 40, inputJson: JSON.stringify(input) });
    const path = `/dashboard/ai-analysis?dataset=${datasetId}&conversation=${conversation.id}`;
    const running = await (await appFetch(path, { jar: user.jar })).text();
    expect(running).toMatch(/<meta http-equiv="refresh" content="2"\/>/);
    expect(running).toMatch(/data-testid="pending-question" data-status="running"/);
    expect(running).toMatch(/role="progressbar"[^>]*aria-valuenow="40"/);
    expect(running).toContain("Working it out… (40 %)");
    expect(running).toContain(reason);
    expect(running).toContain("This page refreshes itself until the answer is ready.");
    expect(running).toContain("Check again");
    expect(running).toContain(`href="${path.replace(/&/g, "&amp;")}"`);
    // While it runs, the conversation takes no other question.
    const blocked = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", datasetId, conversationId: conversation.id, question: "total revenue" }), jar: user.jar });
    expect(blocked.status).toBe(409);
    expect(await blocked.text()).toContain("The last question in this conversation is still being worked out.");

    await services.db.update(jobs).set({ status: "failed", error: "This file was not found." }).where(eq(jobs.id, jobId));
    const failed = await (await appFetch(path, { jar: user.jar })).text();
    expect(failed).not.toContain('http-equiv="refresh"');
    for (const words of ["This question could not be answered.", "This file was not found.", "Ask it again"]) expect(failed).toContain(words);
    // "Ask it again" is a plain form post with the question, answered like any other.
    const again = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", datasetId, conversationId: conversation.id, question: "revenue by month" }), jar: user.jar });
    expect(again.status).toBe(303);
    const answered = await (await appFetch(path, { jar: user.jar })).text();
    expect(answered).not.toContain('data-testid="pending-question"');
    expect(answered).toContain('data-testid="answer"');
  });
});
