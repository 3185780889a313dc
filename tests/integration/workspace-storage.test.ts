// The datasets API inside workerd: upload checks (sniffing, size, storage, file count), owner isolation,
// delete and the retention sweep — against real local D1 and R2.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "~/server/db/client.server";
import { datasets } from "~/server/db/schema";
import { runRetentionSweep } from "~/server/retention.server";
import { eq } from "drizzle-orm";
import { appFetch, waitFor } from "./helpers";
import { r2Keys, signedInUser, upload } from "./workspace-helpers";

const CSV = "region,revenue\nNorth,100\nSouth,200\n";
const XLSX_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
const XLS_HEAD = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const MB = 1_000_000;

async function uploadedId(res: Response): Promise<string> {
  expect(res.status).toBe(201);
  const body = (await res.json()) as { dataset: { id: string } };
  return body.dataset.id;
}

describe("POST /api/datasets (stored, before reading)", () => {
  it("stores the original bytes untouched under the owner's prefix with a D1 row", async () => {
    const user = await signedInUser();
    const res = await upload(user, "sales.csv", CSV, "?ingest=deferred");
    const id = await uploadedId(res);
    const key = `users/${user.id}/datasets/${id}/original.csv`;
    const object = await env.FILES.get(key);
    expect(await object?.text()).toBe(CSV);
    const row = await createDb(env.DB).query.datasets.findFirst({ where: eq(datasets.id, id) });
    expect(row).toMatchObject({ ownerId: user.id, name: "sales.csv", format: "csv", kind: "original", byteSize: CSV.length, originalKey: key });
    // Free plan retention: 48 hours.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(48 * 3_600_000);
  });

  it("accepts each format whose contents agree with its name", async () => {
    const user = await signedInUser("pro");
    for (const [name, bytes] of [
      ["a.csv", CSV],
      ["a.json", '[{"region":"North","revenue":1}]'],
      ["a.xlsx", XLSX_HEAD],
      ["a.xls", XLS_HEAD],
    ] as const) {
      const res = await upload(user, name, bytes, "?ingest=deferred");
      expect(res.status, name).toBe(201);
    }
  });

  it("refuses a file whose contents disagree with its extension, storing nothing", async () => {
    const user = await signedInUser();
    const cases: [string, Uint8Array | string, RegExp][] = [
      ["report.xlsx", CSV, /contents are a text file/],
      ["data.csv", XLSX_HEAD, /zip archive/],
      ["setup.csv", new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), /looks like a program, not a CSV file/],
      ["data.json", CSV, /does not look like JSON/],
      ["notes.pdf", CSV, /reads CSV, Excel/],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(user, name, bytes);
      expect(res.status, name).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
  });

  it("refuses a file over the plan's size from Content-Length, before reading the body", async () => {
    const user = await signedInUser();
    const big = new Uint8Array(11 * MB).fill(0x61);
    const res = await upload(user, "big.csv", big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ upgradeRequired: true, message: expect.stringMatching(/^This file is 11 MB; your Free plan allows files up to 10 MB/) });
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
  });

  it("counts bytes while streaming when no Content-Length is sent", async () => {
    const user = await signedInUser();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(11 * MB).fill(0x61)], "big.csv"));
    const encoded = new Response(form);
    // A chunked body (a stream without a length): the server cannot know the size up front.
    const reader = encoded.body!.getReader();
    const readable = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: () => reader.cancel().catch(() => undefined),
    });
    const res = await appFetch("/api/datasets", {
      method: "POST",
      body: readable,
      headers: { "Content-Type": encoded.headers.get("Content-Type")! },
      jar: user.jar,
      // @ts-expect-error — workerd's fetch needs duplex for a streamed request body.
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ upgradeRequired: true, message: expect.stringMatching(/^This file is over 10 MB/) });
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
  });

  it("refuses an upload that would exceed the plan's total storage", async () => {
    const user = await signedInUser();
    await uploadedId(await upload(user, "first.csv", "a\n" + "1\n".repeat(3 * MB), "?ingest=deferred"));
    const res = await upload(user, "second.csv", "a\n" + "1\n".repeat(2.5 * MB));
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ upgradeRequired: true, message: expect.stringMatching(/remaining storage/) });
  });

  it("refuses a third file on the Free plan (2 files)", async () => {
    const user = await signedInUser();
    await uploadedId(await upload(user, "one.csv", CSV, "?ingest=deferred"));
    await uploadedId(await upload(user, "two.csv", CSV, "?ingest=deferred"));
    const res = await upload(user, "three.csv", CSV);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ upgradeRequired: true, message: expect.stringMatching(/up to 2 files/) });
  });

  it("asks signed-out callers to sign in", async () => {
    const res = await appFetch("/api/datasets");
    expect(res.status).toBe(401);
  });
});

describe("owner isolation", () => {
  it("gives another user 404 on every dataset endpoint and page", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const id = await uploadedId(await upload(owner, "mine.csv", CSV, "?ingest=deferred"));

    expect((await appFetch(`/api/datasets/${id}`, { jar: owner.jar })).status).toBe(200);
    expect((await appFetch(`/api/datasets/${id}`, { jar: other.jar })).status).toBe(404);
    expect((await appFetch(`/api/datasets/${id}`, { method: "DELETE", jar: other.jar })).status).toBe(404);
    expect((await appFetch(`/api/datasets/${id}/ingest`, { method: "POST", jar: other.jar })).status).toBe(404);
    expect((await appFetch(`/dashboard/data-analysis/${id}`, { jar: other.jar })).status).toBe(404);
    const list = (await (await appFetch("/api/datasets", { jar: other.jar })).json()) as { datasets: unknown[] };
    expect(list.datasets).toEqual([]);
    // Still there for its owner.
    expect(await r2Keys(`users/${owner.id}/datasets/${id}/`)).toHaveLength(1);
  });
});

describe("DELETE /api/datasets/:id", () => {
  it("removes the R2 objects and the D1 row", async () => {
    const user = await signedInUser();
    const id = await uploadedId(await upload(user, "gone.csv", CSV, "?ingest=deferred"));
    await env.FILES.put(`users/${user.id}/datasets/${id}/columnar.arrow`, new Uint8Array([1, 2, 3]));
    const res = await appFetch(`/api/datasets/${id}`, { method: "DELETE", jar: user.jar });
    expect(res.status).toBe(200);
    expect(await r2Keys(`users/${user.id}/datasets/${id}/`)).toEqual([]);
    expect(await createDb(env.DB).query.datasets.findFirst({ where: eq(datasets.id, id) })).toBeUndefined();
    expect((await appFetch(`/api/datasets/${id}`, { jar: user.jar })).status).toBe(404);
  });
});

describe("retention sweep", () => {
  it("deletes expired datasets with their R2 objects and leaves live ones", async () => {
    const user = await signedInUser();
    const expired = await uploadedId(await upload(user, "old.csv", CSV, "?ingest=deferred"));
    const live = await uploadedId(await upload(user, "new.csv", CSV, "?ingest=deferred"));
    const db = createDb(env.DB);
    await db.update(datasets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(datasets.id, expired));

    const result = await runRetentionSweep({ db, files: env.FILES }, new Date());
    expect(result.datasets).toBeGreaterThanOrEqual(1);
    expect(await r2Keys(`users/${user.id}/datasets/${expired}/`)).toEqual([]);
    expect(await db.query.datasets.findFirst({ where: eq(datasets.id, expired) })).toBeUndefined();
    expect(await r2Keys(`users/${user.id}/datasets/${live}/`)).toHaveLength(1);
  });

  it("runs from the Worker's cron trigger", async () => {
    const user = await signedInUser();
    const expired = await uploadedId(await upload(user, "old.csv", CSV, "?ingest=deferred"));
    const db = createDb(env.DB);
    await db.update(datasets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(datasets.id, expired));
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    // The app Worker as a Fetcher: its scheduled() runs the cron handler.
    const worker = exports.default as unknown as { scheduled(options: { cron: string; scheduledTime: Date }): Promise<unknown> };
    await worker.scheduled({ cron: "17 * * * *", scheduledTime: new Date() });
    // The sweep runs in the handler's waitUntil: wait for its effect.
    await waitFor(async () => ((await r2Keys(`users/${user.id}/datasets/${expired}/`)).length === 0 ? true : undefined), { what: "the sweep" });
    log.mockRestore();
    expect(await db.query.datasets.findFirst({ where: eq(datasets.id, expired) })).toBeUndefined();
  });
});
