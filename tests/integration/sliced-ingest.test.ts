// A big file read in the background across queue messages, inside workerd with the real local R2 and D1: with a
// tiny slice budget the report Worker reads a slice per message, stores its checkpoint in R2 and sends the next
// message (caught here, so the test delivers each one itself — twice when it wants a redelivery). The dataset it
// makes is the one a single reading makes, byte for byte, and answers the same; a message delivered again adds no
// rows; a deleted file ends the chain; the file's page shows how far the reading has got.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decodeObjects, encodeObjects } from "../../engine/ingest/checkpoint-codec";
import type { R2WriterState } from "~/server/datasets/storage.server";
import { datasets, jobs } from "~/server/db/schema";
import reportWorker from "../../workers/reports/index";
import { appFetch, createTestContext } from "./helpers";
import { signedInUser, type TestUser } from "./workspace-helpers";

const db = () => createTestContext().services.db;

/** ≈ 14 MB of sales rows (300,000 by default), with quoted values that span lines and UTF-8 labels: its columnar copy needs two R2 parts. */
function salesCsv(rows = 300_000): string {
  const regions = ["North", "South", "São Paulo", "Zürich", "東京"];
  const lines = ["Order Date,Region,Product,Units,Revenue,Note"];
  for (let i = 0; i < rows; i++) {
    const note = i % 97 === 0 ? `"ring twice,\nback door"` : i % 13 === 0 ? `"said ""hi"""` : "";
    lines.push(`2024-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")},${regions[i % 5]},P-${i % 40},${1 + (i % 9)},${((i * 37) % 5000) / 4},${note}`);
  }
  return lines.join("\n") + "\n";
}

interface Chain {
  datasetId: string;
  jobId: string;
  /** Messages the report Worker sent to the JOBS queue, in order. */
  sent: Record<string, unknown>[];
  deliver(body: Record<string, unknown>, attempts?: number): Promise<void>;
}

/** A dataset (a CSV unless told) waiting to be read from R2 and its queued job, with a report Worker whose continuations land in `sent`. */
async function queuedRead(user: TestUser, text: string | Uint8Array, sliceBytes: number | null, file: { name: string; format: "csv" | "json" } = { name: "sales.csv", format: "csv" }): Promise<Chain> {
  const datasetId = crypto.randomUUID();
  const jobId = crypto.randomUUID();
  const originalKey = `users/${user.id}/datasets/${datasetId}/original.${file.format}`;
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  await env.FILES.put(originalKey, bytes);
  await db()
    .insert(datasets)
    .values({ id: datasetId, ownerId: user.id, name: file.name, format: file.format, status: "processing", byteSize: bytes.length, originalKey, expiresAt: new Date(Date.now() + 3600_000) });
  const first = { type: "ingest-dataset", jobId, datasetId, sheet: null };
  await db().insert(jobs).values({ id: jobId, ownerId: user.id, type: "ingest-dataset", inputJson: JSON.stringify(first) });
  const sent: Record<string, unknown>[] = [];
  const workerEnv = {
    ...env,
    ...(sliceBytes === null ? {} : { INGEST_SLICE_BYTES: String(sliceBytes) }),
    JOBS: { send: async (body: Record<string, unknown>) => void sent.push(body), sendBatch: async () => {} },
  } as unknown as ReportEnv;
  return {
    datasetId,
    jobId,
    sent,
    async deliver(body, attempts = 1) {
      const batch = createMessageBatch("insightlab-jobs", [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body }]);
      const ctx = createExecutionContext();
      await reportWorker.queue(batch, workerEnv, ctx);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toHaveLength(1);
    },
  };
}

/** Delivers the messages the chain sent from the `from`-th on, one by one, until none is left. */
async function deliverSent(chain: Chain, from = 0): Promise<void> {
  for (let delivered = from; chain.sent.length > delivered; ) await chain.deliver(chain.sent[delivered++]);
}

/** Delivers the chain's first message and every one it sends. */
async function runChain(chain: Chain, first: Record<string, unknown>): Promise<void> {
  await chain.deliver(first);
  await deliverSent(chain);
}

const startMessage = (chain: Chain) => ({ type: "ingest-dataset", jobId: chain.jobId, datasetId: chain.datasetId, sheet: null });

async function datasetRow(id: string) {
  return db().query.datasets.findFirst({ where: eq(datasets.id, id) });
}

async function ask(user: TestUser, datasetId: string, question: string): Promise<unknown> {
  const res = await appFetch(`/api/datasets/${datasetId}/ask`, { method: "POST", body: JSON.stringify({ question }), headers: { "Content-Type": "application/json" }, jar: user.jar });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { answer: string; table: unknown };
  return { answer: answer.answer, table: answer.table };
}

describe("a big file read across queue messages", () => {
  it("makes byte for byte the dataset one reading makes, shows its progress, and a redelivered message adds no rows", async () => {
    const user = await signedInUser("enterprise");
    const csv = salesCsv();
    const whole = await queuedRead(user, csv, null);
    await runChain(whole, { type: "ingest-dataset", jobId: whole.jobId, datasetId: whole.datasetId, sheet: null });
    const reference = await datasetRow(whole.datasetId);
    expect(reference).toMatchObject({ status: "ready", rowCount: 300_000 });

    const sliced = await queuedRead(user, csv, 1_500_000);
    const firstMessage = { type: "ingest-dataset", jobId: sliced.jobId, datasetId: sliced.datasetId, sheet: null };
    await sliced.deliver(firstMessage);
    expect(sliced.sent).toEqual([{ ...firstMessage, slice: 1 }]);
    // The page says how far the reading got, in rows and bytes.
    const progress = await datasetRow(sliced.datasetId);
    expect(progress).toMatchObject({ status: "processing" });
    expect(progress!.readRows).toBeGreaterThan(10_000);
    expect(progress!.readBytes).toBeGreaterThanOrEqual(1_500_000);
    const page = await (await appFetch(`/dashboard/data-analysis/${sliced.datasetId}`, { jar: user.jar })).text();
    expect(page).toContain(`${progress!.readRows.toLocaleString("en-US")} rows read so far`);
    expect((await db().query.jobs.findFirst({ where: eq(jobs.id, sliced.jobId) }))?.status).toBe("running");
    // The columnar copy goes up in R2's smallest parts: the unfinished one the checkpoint carries is under 5 MiB.
    const checkpoint = decodeObjects<{ read: { writer: R2WriterState } }>(new Uint8Array(await (await env.FILES.get(`users/${user.id}/datasets/${sliced.datasetId}/ingest-checkpoint.bin`))!.arrayBuffer()), []);
    expect(checkpoint.read.writer.partBytes).toBe(5 * 1024 * 1024);
    expect(checkpoint.read.writer.tail.length).toBeLessThan(5 * 1024 * 1024);

    // The first message comes again after its work was done (as after a crash before its acknowledgement): it reads
    // nothing and sends its continuation again; the second copy of that continuation then reads nothing either.
    await sliced.deliver(firstMessage, 2);
    expect(sliced.sent).toEqual([
      { ...firstMessage, slice: 1 },
      { ...firstMessage, slice: 1 },
    ]);
    await sliced.deliver(sliced.sent[0]);
    expect(sliced.sent).toHaveLength(3);
    await sliced.deliver(sliced.sent[1]);
    expect(sliced.sent).toHaveLength(3);
    await deliverSent(sliced, 2);
    // Every slice but the last read at least its budget of the file.
    const slices = Math.max(...sliced.sent.map((m) => m.slice as number)) + 1;
    expect(slices).toBeGreaterThanOrEqual(Math.floor(new TextEncoder().encode(csv).length / 1_500_000));
    expect(slices).toBeGreaterThan(4);

    const done = await datasetRow(sliced.datasetId);
    expect(done).toMatchObject({ status: "ready", rowCount: 300_000, columnCount: 6, schemaJson: reference!.schemaJson, profileJson: reference!.profileJson });
    expect((await db().query.jobs.findFirst({ where: eq(jobs.id, sliced.jobId) }))?.status).toBe("done");
    const [a, b] = await Promise.all([env.FILES.get(reference!.columnarKey!), env.FILES.get(done!.columnarKey!)]);
    const [left, right] = [new Uint8Array(await a!.arrayBuffer()), new Uint8Array(await b!.arrayBuffer())];
    expect(left.length).toBeGreaterThan(8 * 1024 * 1024); // more than one R2 part
    expect(right.length).toBe(left.length);
    expect(right.every((byte, i) => byte === left[i])).toBe(true);
    // Nothing of the reading is left beside the file.
    expect(await env.FILES.head(`users/${user.id}/datasets/${sliced.datasetId}/ingest-checkpoint.bin`)).toBeNull();

    for (const question of ["total revenue by region", "average units by product"]) {
      expect(await ask(user, sliced.datasetId, question)).toEqual(await ask(user, whole.datasetId, question));
    }
  }, 240_000);

  it("reads JSON lines across messages too, byte for byte as one reading, and a redelivered message adds no rows", async () => {
    const user = await signedInUser("enterprise");
    const regions = ["North", "São Paulo", "東京"];
    const events = Array.from({ length: 30_000 }, (_, i) =>
      JSON.stringify({ day: `2024-03-${String(1 + (i % 28)).padStart(2, "0")}`, region: regions[i % 3], order: { units: 1 + (i % 9), revenue: ((i * 37) % 5000) / 4 }, note: i % 50 === 0 ? 'said "hi"\nthen left' : null }),
    ).join("\r\n");
    const file = { name: "events.ndjson", format: "json" as const };
    const whole = await queuedRead(user, events, null, file);
    await runChain(whole, startMessage(whole));
    const reference = await datasetRow(whole.datasetId);
    expect(reference).toMatchObject({ status: "ready", rowCount: 30_000 });

    const sliced = await queuedRead(user, events, 300_000, file);
    await sliced.deliver(startMessage(sliced));
    expect(sliced.sent).toEqual([{ ...startMessage(sliced), slice: 1 }]);
    // The first message again, after its work was done: it reads nothing and sends its continuation again, which
    // (delivered twice) reads its slice once.
    await sliced.deliver(startMessage(sliced), 2);
    expect(sliced.sent).toHaveLength(2);
    await deliverSent(sliced);
    expect(Math.max(...sliced.sent.map((m) => m.slice as number))).toBeGreaterThan(4);

    const done = await datasetRow(sliced.datasetId);
    expect(done).toMatchObject({ status: "ready", rowCount: 30_000, schemaJson: reference!.schemaJson, profileJson: reference!.profileJson });
    const [a, b] = await Promise.all([env.FILES.get(reference!.columnarKey!), env.FILES.get(done!.columnarKey!)]);
    const [left, right] = [new Uint8Array(await a!.arrayBuffer()), new Uint8Array(await b!.arrayBuffer())];
    expect(right.length).toBe(left.length);
    expect(right.every((byte, i) => byte === left[i])).toBe(true);
    expect(await ask(user, sliced.datasetId, "total order.revenue by region")).toEqual(await ask(user, whole.datasetId, "total order.revenue by region"));
  }, 120_000);

  it("reads UTF-16 text across messages too, byte for byte as one reading", async () => {
    const user = await signedInUser("enterprise");
    const text = salesCsv(40_000);
    // Little-endian with a byte order mark, as Excel saves "Unicode Text".
    const utf16 = new Uint8Array(2 + 2 * text.length);
    const view = new DataView(utf16.buffer);
    view.setUint16(0, 0xfeff, true);
    for (let i = 0; i < text.length; i++) view.setUint16(2 + 2 * i, text.charCodeAt(i), true);
    const whole = await queuedRead(user, utf16, null);
    await runChain(whole, startMessage(whole));
    const reference = await datasetRow(whole.datasetId);
    expect(reference).toMatchObject({ status: "ready", rowCount: 40_000 });

    const sliced = await queuedRead(user, utf16, 600_000);
    await sliced.deliver(startMessage(sliced));
    expect(sliced.sent).toEqual([{ ...startMessage(sliced), slice: 1 }]);
    expect((await datasetRow(sliced.datasetId))!.readBytes).toBeGreaterThanOrEqual(600_000);
    await deliverSent(sliced);
    expect(Math.max(...sliced.sent.map((m) => m.slice as number))).toBeGreaterThan(2);

    const done = await datasetRow(sliced.datasetId);
    expect(done).toMatchObject({ status: "ready", rowCount: 40_000, schemaJson: reference!.schemaJson, profileJson: reference!.profileJson });
    const [a, b] = await Promise.all([env.FILES.get(reference!.columnarKey!), env.FILES.get(done!.columnarKey!)]);
    const [left, right] = [new Uint8Array(await a!.arrayBuffer()), new Uint8Array(await b!.arrayBuffer())];
    expect(right.length).toBe(left.length);
    expect(right.every((byte, i) => byte === left[i])).toBe(true);
    expect(await ask(user, sliced.datasetId, "total revenue by region")).toEqual(await ask(user, whole.datasetId, "total revenue by region"));
  }, 120_000);

  it("stops the chain when the file is deleted", async () => {
    const user = await signedInUser("enterprise");
    const chain = await queuedRead(user, salesCsv(), 1_500_000);
    await chain.deliver({ type: "ingest-dataset", jobId: chain.jobId, datasetId: chain.datasetId, sheet: null });
    expect(chain.sent).toHaveLength(1);
    await db().delete(datasets).where(eq(datasets.id, chain.datasetId));
    await chain.deliver(chain.sent[0]);
    expect(chain.sent).toHaveLength(1);
  }, 120_000);
});

describe("a checkpoint this build cannot go on from", () => {
  /** A small file read whole, and the same file read in slices up to its first checkpoint; the slice-1 message is sent. */
  async function startedChain(user: TestUser) {
    const csv = salesCsv(20_000);
    const whole = await queuedRead(user, csv, null);
    await runChain(whole, startMessage(whole));
    const reference = await datasetRow(whole.datasetId);
    expect(reference).toMatchObject({ status: "ready", rowCount: 20_000 });
    const chain = await queuedRead(user, csv, 200_000);
    await chain.deliver(startMessage(chain));
    expect(chain.sent).toEqual([{ ...startMessage(chain), slice: 1 }]);
    const prefix = `users/${user.id}/datasets/${chain.datasetId}/`;
    return { chain, reference: reference!, checkpointKey: `${prefix}ingest-checkpoint.bin`, columnarKey: `${prefix}columnar.arrow` };
  }

  /** The chain ran to the end and made the dataset a single reading makes, leaving no checkpoint. */
  async function expectReadLikeReference(chain: Chain, reference: NonNullable<Awaited<ReturnType<typeof datasetRow>>>, checkpointKey: string) {
    const done = await datasetRow(chain.datasetId);
    expect(done).toMatchObject({ status: "ready", error: null, rowCount: 20_000, schemaJson: reference.schemaJson, profileJson: reference.profileJson });
    const [a, b] = await Promise.all([env.FILES.get(reference.columnarKey!), env.FILES.get(done!.columnarKey!)]);
    const [left, right] = [new Uint8Array(await a!.arrayBuffer()), new Uint8Array(await b!.arrayBuffer())];
    expect(right.length).toBe(left.length);
    expect(right.every((byte, i) => byte === left[i])).toBe(true);
    expect(await env.FILES.head(checkpointKey)).toBeNull();
    expect((await db().query.jobs.findFirst({ where: eq(jobs.id, chain.jobId) }))?.status).toBe("done");
  }

  it("reads the file again from the start when an older build wrote the engine's state, and abandons that build's upload", async () => {
    const user = await signedInUser("enterprise");
    const { chain, reference, checkpointKey, columnarKey } = await startedChain(user);
    // What an older build leaves: the engine's state in a shape this build does not read, and an upload with a part.
    const saved = decodeObjects<{ read: { engine: Uint8Array; writer: R2WriterState } }>(new Uint8Array(await (await env.FILES.get(checkpointKey))!.arrayBuffer()), []);
    const upload = await env.FILES.createMultipartUpload(columnarKey);
    const part = await upload.uploadPart(1, new Uint8Array(5 * 1024 * 1024).fill(7));
    saved.read.engine = encodeObjects({ version: 0 }, []);
    saved.read.writer = { uploadId: upload.uploadId, parts: [part], tail: new Uint8Array(0), bytes: 5 * 1024 * 1024, partBytes: 5 * 1024 * 1024 };
    await env.FILES.put(checkpointKey, encodeObjects(saved, []));

    await deliverSent(chain);
    await expectReadLikeReference(chain, reference, checkpointKey);
    // The older build's upload was aborted: it can no longer replace the columnar copy.
    await expect(env.FILES.resumeMultipartUpload(columnarKey, upload.uploadId).complete([part])).rejects.toThrow();
  }, 120_000);

  it("reads the file again from the start when the checkpoint cannot be decoded at all, instead of leaving it processing", async () => {
    const user = await signedInUser("enterprise");
    const { chain, reference, checkpointKey } = await startedChain(user);
    await env.FILES.put(checkpointKey, new TextEncoder().encode("not a checkpoint"));

    await deliverSent(chain);
    expect(chain.sent.length).toBeGreaterThan(2);
    await expectReadLikeReference(chain, reference, checkpointKey);
  }, 120_000);
});
