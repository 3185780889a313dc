// Uploads at the edges (issue #13): files larger than one R2 part on paid plans, the plan's limits under many
// parallel uploads, empty files and files too large for the plan — against real local D1 and R2.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "~/server/db/client.server";
import { datasets, jobs } from "~/server/db/schema";
import type { DatasetRow } from "~/server/datasets/datasets.server";
import { readStoredFile } from "~/server/datasets/read-file.server";
import { PART_BYTES, datasetKeys, datasetPrefix, deletePrefix } from "~/server/datasets/storage.server";
import { receiveUpload } from "~/server/datasets/upload.server";
import { SERVER_WORKBOOK_CEILINGS } from "../../engine/read/workbook";
import { appFetch, pageText } from "./helpers";
import { fileForm, r2Keys, signedInUser, upload, type TestUser } from "./workspace-helpers";

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

describe("a CSV with one 9 MB cell, uploaded", () => {
  it("is ready, and its page, detail and preview show the cell clipped instead of failing", async () => {
    const user = await signedInUser("pro");
    const res = await upload(user, "notes.csv", `note,n\n${"x".repeat(9 * MB)},1\nshort,2\n`);
    expect(res.status).toBe(201);
    const { dataset } = (await res.json()) as { dataset: { id: string; status: string; rowCount: number } };
    expect(dataset).toMatchObject({ status: "ready", rowCount: 2 });
    const detail = await appFetch(`/api/datasets/${dataset.id}`, { jar: user.jar });
    expect(detail.status).toBe(200);
    expect((await detail.text()).length).toBeLessThan(100_000);
    const page = await appFetch(`/dashboard/data-analysis/${dataset.id}`, { jar: user.jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.length).toBeLessThan(1_000_000);
    expect(html).toContain("short");
  }, 120_000);
});

async function ownerRows(userId: string) {
  return createDb(env.DB).select().from(datasets).where(eq(datasets.ownerId, userId));
}

async function statuses(responses: Response[]): Promise<{ status: number; body: { message?: string; upgradeRequired?: boolean } }[]> {
  return Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as { message?: string; upgradeRequired?: boolean } })));
}

describe("plan limits under parallel uploads", () => {
  it("20 parallel uploads on the Free plan (2 files) store exactly 2 and refuse the rest with 402", async () => {
    const user = await signedInUser("free");
    const results = await statuses(await Promise.all(Array.from({ length: 20 }, (_, i) => upload(user, `f${i}.csv`, `a,b\n${i},1\n`, "?ingest=deferred"))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(18);
    for (const r of refused) expect(r).toMatchObject({ status: 402, body: { upgradeRequired: true, message: expect.stringMatching(/up to 2 files|Other uploads/) } });
    expect(await ownerRows(user.id)).toHaveLength(2);
    expect(await r2Keys(`users/${user.id}/`)).toHaveLength(2);
  });

  it("20 parallel 6 MB uploads on the Lite plan (50 MB storage) store 8 and never more than 50 MB", async () => {
    const user = await signedInUser("lite");
    const file = csvOfSize(6 * MB);
    const results = await statuses(await Promise.all(Array.from({ length: 20 }, (_, i) => upload(user, `s${i}.csv`, file, "?ingest=deferred"))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(8);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r).toMatchObject({ status: 402, body: { upgradeRequired: true, message: expect.stringMatching(/remaining storage|Other uploads/) } });
    }
    const rows = await ownerRows(user.id);
    expect(rows).toHaveLength(8);
    expect(rows.reduce((n, r) => n + r.byteSize, 0)).toBe(48 * MB);
    expect(await r2Keys(`users/${user.id}/`)).toHaveLength(8);
  }, 120_000);
});

async function ask(user: TestUser, datasetId: string): Promise<Response> {
  return appFetch(`/api/datasets/${datasetId}/ask`, {
    method: "POST",
    body: JSON.stringify({ question: "total b" }),
    headers: { "Content-Type": "application/json" },
    jar: user.jar,
  });
}

describe("plan limits under parallel questions", () => {
  it("20 parallel questions on the Free plan (5 a month) answer exactly 5 and refuse the rest with 402", async () => {
    const user = await signedInUser("free");
    const res = await upload(user, "q.csv", "a,b\nx,1\ny,2\n");
    const { dataset } = (await res.json()) as { dataset: { id: string } };
    const results = await statuses(await Promise.all(Array.from({ length: 20 }, () => ask(user, dataset.id))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r).toMatchObject({ status: 402, body: { upgradeRequired: true, message: expect.stringMatching(/5 AI questions/) } });
  });
});

describe("files the plan or the reader cannot take", () => {
  it("refuses a file over the plan's size with 413 naming both sizes, before storing anything", async () => {
    const user = await signedInUser("free");
    const res = await upload(user, "big.csv", csvOfSize(14 * MB));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      upgradeRequired: true,
      message: "This file is 14 MB; your Free plan allows files up to 10 MB. Upgrade your plan to upload larger files.",
    });
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
    expect(await ownerRows(user.id)).toEqual([]);
  });

  it("the upload page says, without JavaScript, which limit a background reading meets and what happens then", async () => {
    const page = async (user: TestUser) => pageText(await (await appFetch("/dashboard/data-analysis", { jar: user.jar })).text());
    // Pro's 100 MB files can pass 12 MB: read in the background, under the queue's limits.
    const pro = await page(await signedInUser("pro"));
    expect(pro).toContain("Files over 12 MB are read in the background after they are sent, so you can leave this page");
    expect(pro).toContain("One reading may use at most 30 seconds of processing time and 128 MB of memory on our servers");
    expect(pro).toContain("says it could not be read and what to do, and the file stays in your storage.");
    // Free's 10 MB files are all read while the page waits.
    expect(await page(await signedInUser("free"))).not.toContain("read in the background");
  });

  /** Uploads `workbook` through the API and through the no-JavaScript form: both refuse it at once with `message`. */
  async function refusedAtOnce(user: TestUser, name: string, workbook: Uint8Array, message: string): Promise<void> {
    const res = await upload(user, name, workbook);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    // Without JavaScript: the upload form's answer says the same on the page.
    const form = await appFetch("/dashboard/data-analysis", { method: "POST", body: fileForm(name, workbook), jar: user.jar });
    expect(form.status).toBe(422);
    expect(pageText(await form.text())).toContain(message);
    expect(await ownerRows(user.id)).toEqual([]);
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
    expect(await createDb(env.DB).select().from(jobs).where(eq(jobs.ownerId, user.id))).toEqual([]);
  }

  it("refuses a workbook too large to open on the server at once, with or without JavaScript, instead of queueing a reading that fails", async () => {
    // Over 12 MB, so it would have been read in the background; refused before a byte of it is read (only its size counts).
    const workbook = new Uint8Array(13 * MB);
    workbook.set([0x50, 0x4b, 0x03, 0x04]);
    const message = "“big.xlsx” is 13 MB; workbooks over 3 MB are too large to open on the server. Save the sheet as CSV in Excel (File › Save As › CSV) and upload that instead.";
    await refusedAtOnce(await signedInUser("pro"), "big.xlsx", workbook, message);
  });

  it("refuses an .xls over its own, lower ceiling with the reader's own words, though it is under the .xlsx ceiling", async () => {
    // 2.5 MB: under 3 MB (.xlsx), over 1 MB (.xls). Only its size counts: refused before a byte of it is read.
    const workbook = new Uint8Array(2.5 * MB);
    workbook.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const message = "“old.xls” is 2.5 MB; Excel 97–2003 workbooks (.xls) over 1 MB are too large to open on the server. Save the sheet as CSV in Excel (File › Save As › CSV) and upload that instead.";
    await refusedAtOnce(await signedInUser("pro"), "old.xls", workbook, message);
    // Over 12 MB the same words: before, the .xlsx ceiling's were given for an .xls.
    const big = new Uint8Array(13 * MB);
    big.set(workbook.subarray(0, 8));
    await refusedAtOnce(await signedInUser("pro"), "old.xls", big, message.replace("2.5 MB", "13 MB"));
  });

  it("reads the CSV the browser made from an .xls over its ceiling, with the untouched original kept", async () => {
    const user = await signedInUser("pro");
    const original = new Uint8Array(2.5 * MB);
    original.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const res = await upload(user, "old.xls", original, "?ingest=deferred", { sheet: "Orders" });
    expect(res.status).toBe(201);
    const { dataset } = (await res.json()) as { dataset: { id: string } };
    const form = new FormData();
    form.append("sheet", "Orders");
    form.append("sheets", JSON.stringify(["Orders"]));
    form.append("file", new File(["Region,Units\nNorth,3\nSouth,5\n"], "converted.csv", { type: "text/csv" }));
    const converted = await appFetch(`/api/datasets/${dataset.id}/converted`, { method: "POST", body: form, jar: user.jar });
    expect(converted.status).toBe(200);
    const [row] = await ownerRows(user.id);
    expect(row).toMatchObject({ status: "ready", format: "xls", sheet: "Orders", rowCount: 2, columnCount: 2, byteSize: 2.5 * MB });
    expect(await sha256(new Uint8Array(await (await env.FILES.get(row.originalKey))!.arrayBuffer()))).toBe(await sha256(original));
  });

  it("the upload page says, without JavaScript, which workbooks the server opens and what to do with a larger one", async () => {
    const text = pageText(await (await appFetch("/dashboard/data-analysis", { jar: (await signedInUser("pro")).jar })).text());
    expect(SERVER_WORKBOOK_CEILINGS).toEqual({ xlsx: 3 * MB, xls: 1 * MB });
    expect(text).toContain(
      "Excel workbooks over 3 MB, and Excel 97–2003 workbooks (.xls) over 1 MB, are too large to open on our servers: with JavaScript on, this page converts such a workbook to CSV in your browser before sending it.",
    );
    expect(text).toContain("Without JavaScript, save the sheet as CSV in Excel (File › Save As › CSV) and upload that instead.");
  });

  it("refuses an empty file with 415 and a clear message, keeping nothing", async () => {
    const user = await signedInUser("free");
    const res = await upload(user, "empty.csv", "");
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/^This file is empty\./);
    expect(await ownerRows(user.id)).toEqual([]);
  });
});

describe("a busy database", () => {
  it("stores an upload while D1 answers SQLITE_BUSY to its first writes (retried, never shown)", async () => {
    const user = await signedInUser("free");
    let busyLeft = 3;
    // The first writes meet a locked database; later attempts of the same statements go through.
    const lockedAtFirst = <T extends object>(statement: T): T =>
      new Proxy(statement, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property);
          if (typeof value !== "function") return value;
          if (property === "bind") return (...values: unknown[]) => lockedAtFirst(value.apply(target, values) as object);
          return (...args: unknown[]) => (busyLeft-- > 0 ? failBusy() : value.apply(target, args));
        },
      });
    const busyAtFirst = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") return (query: string) => (/^(insert|update|delete)/i.test(query) ? lockedAtFirst(target.prepare(query)) : target.prepare(query));
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const request = new Request("http://insightlab.test/api/datasets", { method: "POST", body: fileForm("busy.csv", "a,b\n1,2\n") });
    const received = await receiveUpload({ db: createDb(busyAtFirst), files: env.FILES }, { id: user.id, plan: "free" }, request);
    expect(busyLeft).toBeLessThanOrEqual(0);
    expect(received.dataset).toMatchObject({ ownerId: user.id, byteSize: 8 });
    expect(await ownerRows(user.id)).toHaveLength(1);
  });
});

async function failBusy(): Promise<never> {
  throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
}
