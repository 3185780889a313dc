// Cleaning a file too large for the request goes through the real JOBS queue: the report Worker applies the level
// and saves Clean_<name> (queued → running with progress → done), the file's page follows the job (refreshing
// itself without JavaScript) and then links the copy; the month's cleaning is counted once, and given back when
// the job fails. The inline limit is injected (cleansInBackground's second argument) instead of a giant fixture.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cleansInBackground, queueCleaning } from "~/server/cleaning/cleaning.server";
import { getDataset, listDatasets } from "~/server/datasets/datasets.server";
import { jobs, usageCounters } from "~/server/db/schema";
import { MAX_JOB_ATTEMPTS } from "~/server/jobs/retry-policy";
import { usageOf, usagePeriod } from "~/server/usage.server";
import reportWorker from "../../workers/reports/index";
import { appFetch, createTestContext, waitFor } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

/** Duplicates, "$1,200" text numbers and "north"/"North ". */
function messyCsv(): string {
  const lines = ["Order ID,Region,Revenue"];
  for (let i = 1; i <= 20; i++) lines.push(`${i},${["North", "South"][i % 2]},"$${1000 + i}"`);
  lines.push("21,north,$1200", "22,South,$900", "22,South,$900");
  return lines.join("\n");
}

async function uploaded(user: TestUser): Promise<string> {
  const res = await upload(user, "big.csv", messyCsv());
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

async function finished(jobId: string) {
  return waitFor(
    async () => {
      const job = await createTestContext().services.db.query.jobs.findFirst({ where: eq(jobs.id, jobId) });
      return job && (job.status === "done" || job.status === "failed") ? job : undefined;
    },
    { timeoutMs: 20_000, what: `cleaning job ${jobId}` },
  );
}

describe("background cleaning through the queue", () => {
  it("cleans in the report Worker, shows progress, then the Clean_ copy; one cleaning counted", async () => {
    const user = await signedInUser("lite");
    const id = await uploaded(user);
    const { services } = createTestContext();
    const original = await getDataset(services.db, user.id, id);
    expect(cleansInBackground(original)).toBe(false);
    expect(cleansInBackground(original, 10)).toBe(true);

    const jobId = await queueCleaning(services, { id: user.id, plan: "lite" }, id, { level: "moderate" });
    const job = await finished(jobId);
    expect(job).toMatchObject({ status: "done", progress: 100, ownerId: user.id });
    const copy = (await listDatasets(services.db, user.id)).find((d) => d.kind === "cleaned");
    expect(copy).toMatchObject({ name: "Clean_big.csv", sourceDatasetId: id, status: "ready", rowCount: 22, columnarKey: job.resultKey });
    expect(await usageOf(services.db, user.id, "cleaning")).toBe(1);
    // The original is untouched.
    expect(await getDataset(services.db, user.id, id)).toMatchObject({ rowCount: 23, columnarKey: original.columnarKey });

    const page = await (await appFetch(`/dashboard/data-analysis/${id}?cleaningJob=${jobId}`, { jar: user.jar })).text();
    expect(page).toContain("Saved Clean_big.csv.");
    expect(page).toContain(`href="/dashboard/data-analysis/${copy!.id}"`);
    expect(page).not.toContain('http-equiv="refresh"');
  });

  it("shows a running job's progress with a self-refresh, and nothing for someone else's job", async () => {
    const user = await signedInUser("pro");
    const id = await uploaded(user);
    const { db } = createTestContext().services;
    const jobId = crypto.randomUUID();
    const input = { type: "clean-dataset", jobId, datasetId: id, level: "moderate", keep: null };
    await db.insert(jobs).values({ id: jobId, ownerId: user.id, type: "clean-dataset", status: "running", progress: 40, inputJson: JSON.stringify(input) });
    const page = await (await appFetch(`/dashboard/data-analysis/${id}?cleaningJob=${jobId}`, { jar: user.jar })).text();
    expect(page).toContain("Cleaning in the background… 40%");
    expect(page).toMatch(/<noscript><meta http-equiv="refresh" content="3"\/?><\/noscript>/);

    const other = await signedInUser("pro");
    const theirs = await uploaded(other);
    const stranger = await (await appFetch(`/dashboard/data-analysis/${theirs}?cleaningJob=${jobId}`, { jar: other.jar })).text();
    expect(stranger).not.toContain("Cleaning in the background");
    expect((await appFetch(`/dashboard/data-analysis/${id}?cleaningJob=${jobId}`, { jar: other.jar })).status).toBe(404);
  });

  it("refuses a background cleaning past the plan's cleanings with the upgrade prompt", async () => {
    const user = await signedInUser("free");
    const id = await uploaded(user);
    const { services } = createTestContext();
    await finished(await queueCleaning(services, { id: user.id, plan: "free" }, id, { level: "conservative" }));
    await expect(queueCleaning(services, { id: user.id, plan: "free" }, id, { level: "moderate" })).rejects.toMatchObject({ status: 402, upgradeRequired: true });
  });

  it("marks a job failed after its last attempt, tells why, and gives the month's cleaning back", async () => {
    const user = await signedInUser("lite");
    const id = await uploaded(user);
    const { db } = createTestContext().services;
    const jobId = crypto.randomUUID();
    // Nothing ticked: the cleaning cannot succeed, whatever the attempt.
    const body = { type: "clean-dataset", jobId, datasetId: id, level: "moderate", keep: [] };
    await db.insert(jobs).values({ id: jobId, ownerId: user.id, type: "clean-dataset", inputJson: JSON.stringify(body) });
    // As queueCleaning counted it.
    await db.insert(usageCounters).values({ userId: user.id, metric: "cleaning", period: usagePeriod(new Date()), count: 1 });
    const batch = createMessageBatch("insightlab-jobs", [{ id: `m-${jobId}`, timestamp: new Date(), attempts: MAX_JOB_ATTEMPTS, body }]);
    const ctx = createExecutionContext();
    await reportWorker.queue(batch, env, ctx);
    await getQueueResult(batch, ctx);
    const job = await db.query.jobs.findFirst({ where: eq(jobs.id, jobId) });
    expect(job).toMatchObject({ status: "failed", error: "Nothing to clean: every recommendation is unticked (or this file needs none at this level)." });
    expect(await usageOf(db, user.id, "cleaning")).toBe(0);
    const page = await (await appFetch(`/dashboard/data-analysis/${id}?cleaningJob=${jobId}`, { jar: user.jar })).text();
    expect(page).toContain("The cleaning did not finish");
    expect(page).toContain(`href="/dashboard/data-analysis/${id}?clean=moderate#clean"`);
  });
});
