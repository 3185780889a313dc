// Uploads at the edges (issue #13): files larger than one R2 part on paid plans, the plan's limits under many
// parallel uploads, empty files and files too large for the plan — against real local D1 and R2.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DatasetRow } from "~/server/datasets/datasets.server";
import { readStoredFile } from "~/server/datasets/read-file.server";
import { PART_BYTES, datasetKeys, datasetPrefix, deletePrefix } from "~/server/datasets/storage.server";
import { signedInUser, upload } from "./workspace-helpers";

const MB = 1_000_000;

async function sha256(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A CSV of about `bytes` bytes whose lines differ, so a misplaced part would change the stored bytes. */
function csvOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes);
  const header = new TextEncoder().encode("id,value\n");
  out.set(header);
  let at = header.length;
  for (let i = 0; at < bytes; i++) {
    const line = new TextEncoder().encode(`${i},${(i * 7919) % 100_003}\n`);
    out.set(line.subarray(0, Math.min(line.length, bytes - at)), at);
    at += line.length;
  }
  return out;
}

describe("large uploads on paid plans (several R2 parts)", () => {
  for (const size of [20 * MB, 60 * MB]) {
    it(`stores a ${size / MB} MB file byte for byte`, async () => {
      const user = await signedInUser("pro");
      const bytes = csvOfSize(size);
      const res = await upload(user, "large.csv", bytes, "?ingest=deferred");
      expect(res.status).toBe(201);
      const { dataset } = (await res.json()) as { dataset: { id: string; byteSize: number } };
      expect(dataset.byteSize).toBe(size);
      const stored = await env.FILES.get(`users/${user.id}/datasets/${dataset.id}/original.csv`);
      expect(stored?.size).toBe(size);
      expect(await sha256(await stored!.arrayBuffer())).toBe(await sha256(bytes));
    }, 120_000);
  }

  it("writes the columnar copy of a CSV with one 9 MB cell (one chunk larger than a part)", async () => {
    const user = await signedInUser("pro");
    const id = crypto.randomUUID();
    const keys = datasetKeys(user.id, id, "csv");
    await env.FILES.put(keys.original, `note,n\n${"x".repeat(9 * MB)},1\nshort,2\n`);
    const row = { id, ownerId: user.id, name: "wide.csv", format: "csv", originalKey: keys.original } as DatasetRow;
    const result = await readStoredFile(env.FILES, row, { sheet: null, columnarKey: keys.columnar });
    expect(result.rowCount).toBe(2);
    expect((await env.FILES.head(keys.columnar))?.size).toBeGreaterThan(PART_BYTES);
    await deletePrefix(env.FILES, datasetPrefix(user.id, id));
  }, 120_000);
});
