// Exports under load (issue #26): one person may request EXPORT_RULE's number of exports a minute (429 with
// Retry-After past it, on every plan and through the form and the API alike), and the queue takes exports in
// turns between people — a burst of one person's exports delays another person's single export by one job at most.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "~/server/db/schema";
import type { JobMessage } from "~/server/jobs/messages";
import { EXPORT_RULE, requestExport } from "~/server/reports/exports.server";
import reportWorker from "../../workers/reports/index";
import { appFetch, createTestContext, form } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

/** One answer of `user`'s to export: a question asked of a small file of theirs. */
async function answerOf(user: TestUser): Promise<{ conversationId: string; messageId: string }> {
  const res = await upload(user, "sales.csv", "Region,Revenue\nNorth,1200\nSouth,900\n");
  const { dataset } = (await res.json()) as { dataset: { id: string } };
  const asked = await appFetch(`/api/datasets/${dataset.id}/ask`, { method: "POST", body: JSON.stringify({ question: "total revenue by region" }), headers: { "Content-Type": "application/json" }, jar: user.jar });
  expect(asked.status).toBe(200);
  return (await asked.json()) as { conversationId: string; messageId: string };
}

/** A queue that keeps what is sent, in order, for the test to deliver one at a time as the real queue would. */
function recordingQueue(): { queue: Queue; pending: JobMessage[] } {
  const pending: JobMessage[] = [];
  return { queue: { send: async (m: JobMessage) => void pending.push(m) } as unknown as Queue, pending };
}

describe("export limits per person", () => {
  it(`refuses the export past ${EXPORT_RULE.limit} a minute with 429 and Retry-After, through the form and the API, without queuing it; others are not affected`, async () => {
    const busy = await signedInUser("enterprise");
    const other = await signedInUser("enterprise");
    const answer = await answerOf(busy);
    const fields = { ...answer, format: "csv" };
    for (let i = 0; i < EXPORT_RULE.limit; i++) expect((await appFetch("/dashboard/reports/exports", { method: "POST", body: form(fields), jar: busy.jar })).status).toBe(303);
    const jobsBefore = await env.DB.prepare("select count(*) as n from jobs where owner_id = ?").bind(busy.id).first<number>("n");

    const refused = await appFetch("/dashboard/reports/exports", { method: "POST", body: form(fields), jar: busy.jar });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts");
    const api = await appFetch("/api/exports", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields), jar: busy.jar });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await env.DB.prepare("select count(*) as n from jobs where owner_id = ?").bind(busy.id).first<number>("n")).toBe(jobsBefore);

    const theirs = await answerOf(other);
    expect((await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ ...theirs, format: "csv" }), jar: other.jar })).status).toBe(303);
  });
});

describe("what counts against the export limit", () => {
  it("counts only exports that are queued: refused requests for someone else's answer leave the person's own exports free", async () => {
    const prober = await signedInUser("enterprise");
    const owner = await signedInUser("enterprise");
    const theirs = await answerOf(owner);
    for (let i = 0; i < EXPORT_RULE.limit + 2; i++) expect((await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ ...theirs, format: "csv" }), jar: prober.jar })).status).toBe(404);
    const own = await answerOf(prober);
    expect((await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ ...own, format: "csv" }), jar: prober.jar })).status).toBe(303);
  });
});

describe("the export queue takes turns between people", () => {
  it("a burst of one person's exports delays another person's single export by one job at most, and every export is made", async () => {
    const burster = await signedInUser("enterprise");
    const single = await signedInUser("enterprise");
    const [burstAnswer, singleAnswer] = [await answerOf(burster), await answerOf(single)];
    const { services } = createTestContext();
    const { queue, pending } = recordingQueue();
    const queued = { ...services, jobs: queue };

    const burst: string[] = [];
    for (let i = 0; i < 6; i++) burst.push((await requestExport(queued, { id: burster.id, plan: "enterprise", emailVerifiedAt: new Date() }, burstAnswer, "csv")).id);
    const lone = (await requestExport(queued, { id: single.id, plan: "enterprise", emailVerifiedAt: new Date() }, singleAnswer, "csv")).id;

    // Deliver the queue in order, one message at a time, as the report Worker would take it (it may send more).
    const finished: string[] = [];
    for (let guard = 0; pending.length > 0 && guard < 50; guard++) {
      const message = pending.shift()!;
      const batch = createMessageBatch("insightlab-jobs", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: message }]);
      const ctx = createExecutionContext();
      await reportWorker.queue(batch, { ...env, JOBS: queue }, ctx);
      expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
      finished.push(message.jobId);
    }
    expect(finished.indexOf(lone)).toBeLessThanOrEqual(1);
    expect(new Set(finished)).toEqual(new Set([...burst, lone]));
    // The burst itself keeps its own order.
    expect(finished.filter((id) => id !== lone)).toEqual(burst);
    for (const id of [...burst, lone]) expect(await services.db.query.jobs.findFirst({ where: eq(jobs.id, id) })).toMatchObject({ status: "done", held: false });
  });

  // Guards the turns themselves: a job whose message never left must not keep its owner's later exports held.
  it("a failed export (the message could not be sent) does not hold its owner's turn", async () => {
    const user = await signedInUser("enterprise");
    const answer = await answerOf(user);
    const { services } = createTestContext();
    const broken = {
      send: async () => {
        throw new Error("queue unavailable");
      },
    } as unknown as Queue;
    await expect(requestExport({ ...services, jobs: broken }, { id: user.id, plan: "enterprise", emailVerifiedAt: new Date() }, answer, "csv")).rejects.toThrow("queue unavailable");
    const { queue, pending } = recordingQueue();
    const next = await requestExport({ ...services, jobs: queue }, { id: user.id, plan: "enterprise", emailVerifiedAt: new Date() }, answer, "csv");
    expect(pending.map((m) => m.jobId)).toEqual([next.id]);
  });
});
