// A question on a file stored in several batches, asked through the app Worker in workerd: the stored copy in local
// R2 is read by byte ranges, batch by batch with reads running ahead, skipping what the batch statistics decide,
// and the answer must be the one a plain full scan of the same stored file gives in memory.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openStoredDataset } from "../../engine";
import { executePlan } from "../../engine/execute/execute-plan";
import { datasets } from "~/server/db/schema";
import { r2RandomAccess } from "~/server/datasets/storage.server";
import { salesCsv } from "../fixtures/generate-sales";
import { appFetch, createTestContext, waitFor } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

/** Three batches of the stored format (65,536 rows each, the last one short). */
const ROWS = 140_000;

interface AnswerJson {
  kind: string;
  table: { rows: unknown[][] };
  plan: unknown;
}

async function ask(user: TestUser, datasetId: string, question: string): Promise<AnswerJson> {
  const res = await appFetch(`/api/datasets/${datasetId}/ask`, { method: "POST", body: JSON.stringify({ question }), headers: { "Content-Type": "application/json" }, jar: user.jar });
  expect(res.status, question).toBe(200);
  return (await res.json()) as AnswerJson;
}

describe("a question on a file of several stored batches", () => {
  it("answers through the Worker as a full scan of the stored file in memory does", async () => {
    const user = await signedInUser("pro");
    const res = await upload(user, "sales.csv", salesCsv(ROWS, 5));
    expect(res.status).toBe(201);
    const datasetId = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const { db } = createTestContext().services;
    const row = await waitFor(async () => {
      const found = await db.query.datasets.findFirst({ where: eq(datasets.id, datasetId) });
      return found?.status === "ready" ? found : undefined;
    }, { timeoutMs: 60_000, what: "the file to be ready" });

    const object = await env.FILES.get(row.columnarKey!);
    const stored = await openStoredDataset(new Uint8Array(await object!.arrayBuffer()), 0);
    expect(stored.footer.segments.length).toBe(3);
    // The reference reads every batch whole, with no statistics and nothing read ahead.
    const fullScan = { schema: stored.schema, batches: (columns?: readonly string[]) => stored.batches(columns) };

    const answered: { plan: unknown; rows: unknown[][] }[] = [];
    for (const question of ["total revenue", "total revenue by region", "revenue by month", "average unit price by category in March 2024", "top 10 products by units"]) {
      const answer = await ask(user, datasetId, question);
      expect(answer.kind, question).toBe("answer");
      const reference = await executePlan(fullScan, answer.plan);
      expect(answer.table.rows.length, question).toBeGreaterThan(0);
      expect(answer.table.rows, question).toEqual(reference.table.rows);
      answered.push({ plan: answer.plan, rows: reference.table.rows });
    }

    // As on a file too big to keep its columns: every batch read from R2 into buffers lent for it (a BYOB read)
    // and reused by later batches, with the same answers.
    const lent = await openStoredDataset((await r2RandomAccess(env.FILES, row.columnarKey!))!, 0);
    for (const { plan, rows } of answered) expect((await executePlan(lent, plan)).table.rows, JSON.stringify(plan)).toEqual(rows);
    expect(lent.lentBufferBytes()).toBeGreaterThan(0);
  });
});
