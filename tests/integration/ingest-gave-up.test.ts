// A big file's reading handed to the queue can stop at the platform's limits (the consumer's CPU time or memory):
// the queue then gives up on it. The file must say so, plainly, instead of showing "processing" for ever.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INGEST_GAVE_UP } from "~/server/datasets/ingest.server";
import { datasets } from "~/server/db/schema";
import reportWorker from "../../workers/reports/index";
import { appFetch, createTestContext } from "./helpers";
import { signedInUser, type TestUser } from "./workspace-helpers";

const db = () => createTestContext().services.db;

async function datasetRow(user: TestUser, status: "processing" | "ready"): Promise<string> {
  const id = crypto.randomUUID();
  await db()
    .insert(datasets)
    .values({ id, ownerId: user.id, name: "sales-2024.csv", format: "csv", status, originalKey: `users/${user.id}/datasets/${id}/original.csv`, expiresAt: new Date(Date.now() + 3600_000) });
  return id;
}

async function deadLetter(datasetId: string) {
  const body = { type: "ingest-dataset", jobId: crypto.randomUUID(), datasetId, sheet: null };
  const batch = createMessageBatch("insightlab-jobs-failed", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await reportWorker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("an ingest the queue gave up on", () => {
  it("marks the file failed with what happened and what to do, on the API and the file's page", async () => {
    const user = await signedInUser("enterprise");
    const id = await datasetRow(user, "processing");
    const result = await deadLetter(id);
    expect(result.explicitAcks).toHaveLength(1);

    const res = await appFetch(`/api/datasets/${id}`, { jar: user.jar });
    expect(res.status).toBe(200);
    const { dataset } = (await res.json()) as { dataset: { status: string; error: string } };
    expect(dataset).toMatchObject({ status: "failed", error: INGEST_GAVE_UP });
    // True to how files are read today: CSV and JSON in parts within the limits, whatever their encoding (their size is
    // not the cause).
    expect(dataset.error).toContain("A CSV or JSON file is read in parts, each well within the 30 seconds of processing time and 128 MB of memory");
    expect(dataset.error).not.toMatch(/UTF-16|in one go/);

    const page = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(page).toContain("Reading this file stopped before the end on every attempt.");
  });

  it("leaves a file the reading already finished as it is", async () => {
    const user = await signedInUser("enterprise");
    const id = await datasetRow(user, "ready");
    await deadLetter(id);
    const row = await db().query.datasets.findFirst({ where: eq(datasets.id, id) });
    expect(row).toMatchObject({ status: "ready", error: null });
  });
});
