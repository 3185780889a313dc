// Reports and exports through the queue: a report of saved analyses is requested as PDF or Excel (and one
// answer as CSV, JSON, PNG, SVG), the report Worker re-runs the plans on the current data and stores the file
// in R2 under the owner's prefix, and the file is downloaded through a signed, expiring link. Plan limits,
// owner isolation, idempotent redelivery, retries with back-off and the dead-letter path.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CFB, read as readWorkbook } from "xlsx";
import { saveAnalysis } from "~/server/analyses/analyses.server";
import { datasets, jobs, reportExports, usageCounters } from "~/server/db/schema";
import { createReport, reportItems } from "~/server/reports/reports.server";
import { signPath } from "~/server/security/signed-link.server";
import { usagePeriod } from "~/server/usage.server";
import reportWorker from "../../workers/reports/index";
import { bytesOf, download, jobDone, requestExport, savedAnalysis } from "./export-helpers";
import { appFetch, createTestContext, form } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

const CSV = [
  "Order Date,Region,Product,Revenue",
  "2023-04-02,North,Desk,110",
  "2023-09-12,South,Chair,40",
  "2024-01-20,North,Desk,290",
  "2024-03-03,South,Lamp,210",
  "2024-06-15,East,Chair,75",
  "2024-07-30,North,Lamp,130",
  '2024-08-01,"=HYPERLINK(""http://evil.example"")",Lamp,10',
].join("\n");

const services = () => createTestContext().services;

/** The user's exports counted this month. */
async function exportsUsed(userId: string): Promise<number | undefined> {
  const row = await services().db.query.usageCounters.findFirst({
    where: and(eq(usageCounters.userId, userId), eq(usageCounters.metric, "export"), eq(usageCounters.period, usagePeriod(new Date()))),
  });
  return row?.count;
}

async function readyDataset(user: TestUser): Promise<string> {
  const res = await upload(user, "orders.csv", CSV);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}



describe("a report through the queue", () => {
  it("renders PDF, Excel and PowerPoint from the saved plans on current data, stored under the owner's prefix, downloaded through a signed link", async () => {
    const user = await signedInUser("pro");
    const datasetId = await readyDataset(user);
    const byRegion = await savedAnalysis(user, datasetId, "total revenue by region");
    const byProduct = await savedAnalysis(user, datasetId, "total revenue by product");
    const report = await createReport(services().db, user.id, {
      title: "Q3 Review",
      subtitle: "For the regional leads",
      items: [{ analysisId: byProduct, note: "Lamps launched in 2024." }, { analysisId: byRegion }],
    });

    const pdfId = await requestExport(user, { reportId: report.id, format: "pdf" });
    // While it is being made the status page refreshes itself (no JavaScript needed).
    const pending = await appFetch(`/dashboard/reports/exports/${pdfId}`, { jar: user.jar });
    const pendingHtml = await pending.text();
    if (/data-status="(queued|running)"/.test(pendingHtml)) expect(pendingHtml).toContain('http-equiv="refresh"');
    const job = await jobDone(pdfId);
    expect(job.resultKey).toBe(`users/${user.id}/exports/${pdfId}/Q3 Review.pdf`);

    const { file } = await download(user, pdfId);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(`attachment; filename="Q3 Review.pdf"; filename*=UTF-8''Q3%20Review.pdf`);
    const pdf = await PDFDocument.load(await bytesOf(file));
    expect(pdf.getTitle()).toBe("Q3 Review");
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);

    const xlsxId = await requestExport(user, { reportId: report.id, format: "xlsx" });
    await jobDone(xlsxId);
    const workbook = readWorkbook(await bytesOf((await download(user, xlsxId)).file), { type: "array" });
    expect(workbook.SheetNames).toHaveLength(3);
    expect(workbook.SheetNames[0]).toBe("Report");
    // The report's order: by product first.
    expect(JSON.stringify(workbook.Sheets[workbook.SheetNames[1]])).toContain("Lamp");

    const pptxId = await requestExport(user, { reportId: report.id, format: "pptx" });
    await jobDone(pptxId);
    const deck = CFB.read(await bytesOf((await download(user, pptxId)).file), { type: "array" });
    const paths: string[] = deck.FullPaths.map((path: string) => path.replace(/^[^/]*\//, ""));
    const slides = new Map(paths.flatMap((path, i) => (/^ppt\/slides\/slide\d+\.xml$/.test(path) ? [[path, deck.FileIndex[i]] as const] : [])));
    // The title slide, then two per analysis: the answer, then its table and how it was answered.
    expect([...slides.keys()].sort()).toEqual(["ppt/slides/slide1.xml", "ppt/slides/slide2.xml", "ppt/slides/slide3.xml", "ppt/slides/slide4.xml", "ppt/slides/slide5.xml"]);
    const slideText = (n: number) => new TextDecoder().decode(slides.get(`ppt/slides/slide${n}.xml`)!.content as Uint8Array);
    expect(slideText(1)).toContain("Q3 Review");
    expect(slideText(2)).toContain("total revenue by product");

    // One file per export, under the owner's prefix; a month's count of 3.
    const listed = await env.FILES.list({ prefix: `users/${user.id}/exports/` });
    expect(listed.objects.map((o) => o.key).sort()).toEqual(
      [`users/${user.id}/exports/${pdfId}/Q3 Review.pdf`, `users/${user.id}/exports/${xlsxId}/Q3 Review.xlsx`, `users/${user.id}/exports/${pptxId}/Q3 Review.pptx`].sort(),
    );
    expect(await exportsUsed(user.id)).toBe(3);
  });

  it("exports a report as CSV, PNG and SVG (a zip of one file per analysis or chart) and JSON (a section per analysis), on Free too", async () => {
    const user = await signedInUser("free");
    const datasetId = await readyDataset(user);
    const byRegion = await savedAnalysis(user, datasetId, "total revenue by region");
    const byProduct = await savedAnalysis(user, datasetId, "total revenue by product");
    const report = await createReport(services().db, user.id, { title: "Q3 Review", items: [{ analysisId: byProduct }, { analysisId: byRegion }] });
    // The report page offers every format, and says which the plan leaves out.
    const page = await (await appFetch(`/dashboard/reports/${report.id}`, { jar: user.jar })).text();
    for (const name of ["PDF", "PowerPoint", "Excel", "CSV", "JSON", "PNG", "SVG"]) expect(page).toMatch(new RegExp(`Export (<!-- -->)?${name}`));
    for (const format of ["pdf", "pptx", "xlsx", "csv", "json", "png", "svg"]) expect(page).toContain(`name="format" value="${format}"`);

    const ids = {
      csv: await requestExport(user, { reportId: report.id, format: "csv" }),
      json: await requestExport(user, { reportId: report.id, format: "json" }),
      png: await requestExport(user, { reportId: report.id, format: "png" }),
    };
    for (const id of Object.values(ids)) await jobDone(id);
    const zipNames = async (id: string): Promise<Map<string, Uint8Array>> => {
      const { file } = await download(user, id);
      expect(file.headers.get("Content-Type")).toBe("application/zip");
      const zip = CFB.read(await bytesOf(file), { type: "array" });
      return new Map(zip.FullPaths.flatMap((path: string, i: number) => (path.includes("\u0001") || path.endsWith("/") ? [] : [[path.replace(/^[^/]*\//, ""), zip.FileIndex[i].content as Uint8Array] as const])));
    };
    const csvFiles = await zipNames(ids.csv);
    expect([...csvFiles.keys()].sort()).toEqual(["1 total revenue by product.csv", "2 total revenue by region.csv"]);
    const regions = new TextDecoder().decode(csvFiles.get("2 total revenue by region.csv")).replace(/^\uFEFF/, "");
    expect(regions).toMatch(/\r\nNorth,530\r\n/);
    const pngFiles = await zipNames(ids.png);
    expect(pngFiles.size).toBe(2);
    for (const png of pngFiles.values()) expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    const json = (await (await download(user, ids.json)).file.json()) as { analyses: { title: string; rows: Record<string, unknown>[] }[] };
    expect(json.analyses.map((a) => a.title)).toEqual(["total revenue by product", "total revenue by region"]);
    expect(json.analyses[1].rows.find((r) => r.region === "North" || Object.values(r).includes("North"))).toBeDefined();

    // SVG is not in the Free plan: the upgrade prompt, nothing queued.
    const refused = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ reportId: report.id, format: "svg" }), jar: user.jar });
    expect(refused.status).toBe(402);
  });

  it("saves one answer as CSV (formula injection defused), JSON, PNG at 2× and SVG", async () => {
    const user = await signedInUser("lite");
    const datasetId = await readyDataset(user);
    const analysisId = await savedAnalysis(user, datasetId, "total revenue by region");
    const ids = {
      csv: await requestExport(user, { analysisId, format: "csv" }),
      json: await requestExport(user, { analysisId, format: "json" }),
      png: await requestExport(user, { analysisId, format: "png" }),
      svg: await requestExport(user, { analysisId, format: "svg" }),
    };
    for (const id of Object.values(ids)) await jobDone(id);

    const csv = await (await download(user, ids.csv)).file.text();
    expect(csv).toContain("Region,Total Revenue");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|\n)"?=HYPERLINK/);

    const json = (await (await download(user, ids.json)).file.json()) as { rows: Record<string, unknown>[]; rowCount: number };
    expect(json.rowCount).toBe(4);
    expect(json.rows.find((r) => Object.values(r).includes("North"))).toBeDefined();

    const png = await bytesOf((await download(user, ids.png)).file);
    const view = new DataView(png.buffer);
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1600, 1000]);

    const svg = await (await download(user, ids.svg)).file;
    expect(svg.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});

describe("an export's progress", () => {
  it("is recorded as each analysis runs again and the file is drawn, and the status page and the API show it while it runs", async () => {
    const user = await signedInUser("pro");
    const datasetId = await readyDataset(user);
    const byRegion = await savedAnalysis(user, datasetId, "total revenue by region");
    const byProduct = await savedAnalysis(user, datasetId, "total revenue by product");
    const report = await createReport(services().db, user.id, { title: "Progress", items: [{ analysisId: byRegion }, { analysisId: byProduct }] });
    const { db } = services();
    // Made with a queue that delivers nothing: the test runs the job and looks at it half-way.
    const { requestExport: request } = await import("~/server/reports/exports.server");
    const row = await request({ db, jobs: { send: async () => {} } as unknown as Queue, clock: { now: () => new Date() } }, { id: user.id, plan: "pro", emailVerifiedAt: new Date() }, { reportId: report.id }, "xlsx");

    const seen: number[] = [];
    const { runExportJob } = await import("~/server/reports/render-export.server");
    await runExportJob({ db, files: env.FILES, clock: { now: () => new Date() } }, row.id, async () => {
      throw new Error("an Excel file draws nothing");
    }, async (percent) => void seen.push(percent));
    // Half the analyses done, all of them done (the file is drawn next).
    expect(seen).toEqual([40, 80]);

    await db.update(jobs).set({ status: "running", progress: 40 }).where(eq(jobs.id, row.id));
    const html = await (await appFetch(`/dashboard/reports/exports/${row.id}`, { jar: user.jar })).text();
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="40"/);
    expect(html).toContain("Running the analyses again on your current data (40 %).");
    expect(html).toContain('http-equiv="refresh" content="1"');
    const api = (await (await appFetch(`/api/exports/${row.id}`, { jar: user.jar })).json()) as { export: { status: string; progress: number } };
    expect(api.export).toMatchObject({ status: "running", progress: 40 });
  });
});

describe("the report pages (form posts)", () => {
  it("creates a report, moves, notes, adds and removes analyses, and keeps it from other users", async () => {
    const user = await signedInUser("pro");
    const datasetId = await readyDataset(user);
    const [a, b, c] = [await savedAnalysis(user, datasetId, "total revenue by region"), await savedAnalysis(user, datasetId, "total revenue by product"), await savedAnalysis(user, datasetId, "total revenue")];
    const refused = await appFetch("/dashboard/reports", { method: "POST", body: form({ title: "Q3 Review" }), jar: user.jar });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose at least one saved analysis for the report.");

    const body = new URLSearchParams([["title", "Q3 Review"], ["analysisId", a], ["analysisId", b]]);
    const created = await appFetch("/dashboard/reports", { method: "POST", body, jar: user.jar });
    expect(created.status).toBe(303);
    const path = created.headers.get("Location")!;
    const edit = (fields: [string, string][]) => appFetch(path, { method: "POST", body: new URLSearchParams([["title", "Q3 Review"], ["subtitle", "Leads"], ...fields]), jar: user.jar });
    expect((await edit([["analysisId", a], ["note", ""], ["analysisId", b], ["note", "Lamps are new."], ["intent", "up:1"]])).status).toBe(303);
    const { db } = services();
    const reportId = path.split("/").pop()!;
    const order = async () => (await reportItems(db, reportId)).map((i) => [i.analysis.id, i.note]);
    expect(await order()).toEqual([[b, "Lamps are new."], [a, null]]);
    expect((await edit([["analysisId", b], ["note", "Lamps are new."], ["analysisId", a], ["note", ""], ["add", c], ["intent", "add"]])).status).toBe(303);
    expect((await order()).map(([id]) => id)).toEqual([b, a, c]);
    expect((await edit([["analysisId", b], ["note", ""], ["analysisId", a], ["note", ""], ["analysisId", c], ["note", ""], ["intent", "remove:0"]])).status).toBe(303);
    expect((await order()).map(([id]) => id)).toEqual([a, c]);

    const page = await (await appFetch(path, { jar: user.jar })).text();
    expect(page).toContain("Q3 Review");
    expect(page).toContain("Move “total revenue” up");

    const other = await signedInUser("pro");
    expect((await appFetch(path, { jar: other.jar })).status).toBe(404);
    expect((await appFetch(path, { method: "POST", body: new URLSearchParams([["title", "Mine now"], ["analysisId", a], ["intent", "save"]]), jar: other.jar })).status).toBe(404);
    const theirs = await appFetch("/dashboard/reports", { method: "POST", body: new URLSearchParams([["title", "Borrowed"], ["analysisId", a]]), jar: other.jar });
    expect(theirs.status).toBe(404);

    // Unconfirmed, the delete only leads to the step that says what goes; confirmed, the report goes.
    const held = await edit([["analysisId", a], ["intent", "delete"]]);
    expect(held.headers.get("Location")).toBe(`${path}?delete=1#delete-report-heading`);
    expect((await appFetch(path, { jar: user.jar })).status).toBe(200);
    expect((await edit([["analysisId", a], ["intent", "delete"], ["confirm", "yes"]])).status).toBe(303);
    expect((await appFetch(path, { jar: user.jar })).status).toBe(404);
  });
});

describe("plan limits and owners", () => {
  it("refuses a format the plan leaves out, and exports past the month's number, with upgradeRequired", async () => {
    const user = await signedInUser("free");
    const datasetId = await readyDataset(user);
    const analysisId = await savedAnalysis(user, datasetId, "total revenue by region");
    const refused = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ analysisId, format: "pdf" }), jar: user.jar });
    expect(refused.status).toBe(402);
    const html = await refused.text();
    expect(html).toContain("The Free plan exports CSV, JSON and PNG. Upgrade your plan to export PDF.");
    expect(html).toContain('data-testid="upgrade-prompt"');

    await services().db.insert(usageCounters).values({ userId: user.id, metric: "export", period: usagePeriod(new Date()), count: 5 });
    const over = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ analysisId, format: "csv" }), jar: user.jar });
    expect(over.status).toBe(402);
    expect(await over.text()).toContain("You have used all 5 exports included in the Free plan this month.");
  });

  it("answers 404 for another user's report, answer or export, and 400 for an image of an answer without a chart", async () => {
    const owner = await signedInUser("pro");
    const other = await signedInUser("pro");
    const datasetId = await readyDataset(owner);
    const analysisId = await savedAnalysis(owner, datasetId, "total revenue by region");
    const report = await createReport(services().db, owner.id, { title: "Mine", items: [{ analysisId }] });
    for (const fields of [{ reportId: report.id, format: "pdf" }, { analysisId, format: "csv" }] as Record<string, string>[]) {
      const res = await appFetch("/dashboard/reports/exports", { method: "POST", body: form(fields), jar: other.jar });
      expect(res.status).toBe(404);
    }
    const exportId = await requestExport(owner, { analysisId, format: "csv" });
    expect((await appFetch(`/dashboard/reports/exports/${exportId}`, { jar: other.jar })).status).toBe(404);

    const total = await savedAnalysis(owner, datasetId, "total revenue");
    const noChart = await appFetch("/dashboard/reports/exports", { method: "POST", body: form({ analysisId: total, format: "png" }), jar: owner.jar });
    expect(noChart.status).toBe(400);
    expect(await noChart.text()).toContain("This answer has no chart to save as an image.");
    await jobDone(exportId);
  });
});

describe("signed download links", () => {
  it("answers 403 for a tampered link and 410 with a way to a new link for an expired one", async () => {
    const user = await signedInUser("pro");
    const datasetId = await readyDataset(user);
    const analysisId = await savedAnalysis(user, datasetId, "total revenue by region");
    const exportId = await requestExport(user, { analysisId, format: "json" });
    await jobDone(exportId);
    const { link } = await download(user, exportId);

    for (const tampered of [link.replace(/signature=./, "signature=A"), link.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 60}`), link.replace("/downloads/", "/downloads/x")]) {
      const res = await appFetch(tampered);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("This download link is not valid");
      expect((await appFetch(tampered.replace("?", "/file?"))).status).toBe(403);
    }

    const row = await services().db.query.reportExports.findFirst({ where: eq(reportExports.id, exportId) });
    const old = await signPath(services().config.signingSecret, `/downloads/${exportId}/${encodeURIComponent(row!.fileName)}`, new Date(Date.now() - 25 * 3600_000));
    const expired = await appFetch(old);
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain("This link has expired");
    expect(html).toContain(`href="/dashboard/reports/exports/${exportId}"`);
    expect(html).toContain("Generate a new link");
    expect((await appFetch(old.replace("?", "/file?"))).status).toBe(410);
  });
});

describe("report Worker: redelivery, retries and the dead-letter queue", () => {
  async function runBatch(queue: string, body: unknown, attempts: number) {
    const batch = createMessageBatch(queue, [{ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body }]);
    const ctx = createExecutionContext();
    await reportWorker.queue(batch, env, ctx);
    return getQueueResult(batch, ctx);
  }

  it("does not make a second file when a finished export's message is delivered again", async () => {
    const user = await signedInUser("pro");
    const datasetId = await readyDataset(user);
    const analysisId = await savedAnalysis(user, datasetId, "total revenue by region");
    const exportId = await requestExport(user, { analysisId, format: "csv" });
    const done = await jobDone(exportId);
    const before = await env.FILES.head(done.resultKey!);

    const result = await runBatch("insightlab-jobs", { type: "render-export", jobId: exportId }, 2);
    expect(result.explicitAcks).toHaveLength(1);
    const after = await env.FILES.head(done.resultKey!);
    expect(after?.etag).toBe(before?.etag);
    expect(after?.uploaded.getTime()).toBe(before?.uploaded.getTime());
    expect((await env.FILES.list({ prefix: `users/${user.id}/exports/` })).objects).toHaveLength(1);
  });

  /** An export whose file is not ready: every attempt fails. */
  async function failingExport(user: TestUser): Promise<string> {
    const { db } = services();
    const datasetId = crypto.randomUUID();
    await db.insert(datasets).values({ id: datasetId, ownerId: user.id, name: "stuck.csv", format: "csv", status: "processing", originalKey: `users/${user.id}/datasets/${datasetId}/original.csv`, expiresAt: new Date(Date.now() + 3600_000) });
    const stored = { kind: "answer", answer: "…", plan: { kind: "aggregate", measures: [{ op: "count" }] }, planner: "built-in", dataset: { id: datasetId, name: "stuck.csv", cleanedCopy: false } };
    const analysis = await saveAnalysis(db, { ownerId: user.id, datasetId, title: "Orders", question: "how many orders", answerJson: JSON.stringify(stored) });
    // Made with a queue that delivers nothing, so each attempt is run by the test, not the local queue.
    const { requestExport: request } = await import("~/server/reports/exports.server");
    const row = await request({ db, jobs: { send: async () => {} } as unknown as Queue, clock: { now: () => new Date() } }, { id: user.id, plan: "lite", emailVerifiedAt: new Date() }, { analysisId: analysis.id }, "csv");
    return row.id;
  }

  it("retries a failed export with back-off, telling the user, then marks it failed and gives the export back", async () => {
    const user = await signedInUser("lite");
    const exportId = await failingExport(user);
    const { db } = services();
    const used = () => exportsUsed(user.id);
    expect(await used()).toBe(1);

    const first = await runBatch("insightlab-jobs", { type: "render-export", jobId: exportId }, 1);
    expect(first.retryMessages).toHaveLength(1);
    let job = await db.query.jobs.findFirst({ where: eq(jobs.id, exportId) });
    expect(job).toMatchObject({ status: "queued", error: expect.stringContaining("is not ready") });
    expect(job!.error).toContain("Trying again");

    const last = await runBatch("insightlab-jobs", { type: "render-export", jobId: exportId }, 4);
    expect(last.retryMessages).toHaveLength(1);
    job = await db.query.jobs.findFirst({ where: eq(jobs.id, exportId) });
    expect(job).toMatchObject({ status: "failed", error: "The file “stuck.csv” is not ready, so “Orders” cannot be run again." });
    expect(await used()).toBe(0);

    const page = await appFetch(`/dashboard/reports/exports/${exportId}`, { jar: user.jar });
    const html = await page.text();
    expect(html).toContain("The file could not be made.");
    expect(html).toContain("Try again");
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("marks a job that reaches the dead-letter queue failed (once) and tells the user", async () => {
    const user = await signedInUser("lite");
    const exportId = await failingExport(user);
    const { db } = services();
    await db.update(jobs).set({ status: "running" }).where(eq(jobs.id, exportId));
    const result = await runBatch("insightlab-jobs-failed", { type: "render-export", jobId: exportId }, 1);
    expect(result.explicitAcks).toHaveLength(1);
    const job = await db.query.jobs.findFirst({ where: eq(jobs.id, exportId) });
    expect(job).toMatchObject({ status: "failed", error: expect.stringContaining("could not be made after several attempts") });
    const count = () => exportsUsed(user.id);
    expect(await count()).toBe(0);
    // Delivered again: nothing changes, nothing is given back twice.
    await db.insert(usageCounters).values({ userId: user.id, metric: "export", period: usagePeriod(new Date()), count: 1 }).onConflictDoUpdate({ target: [usageCounters.userId, usageCounters.metric, usageCounters.period], set: { count: 1 } });
    await runBatch("insightlab-jobs-failed", { type: "render-export", jobId: exportId }, 1);
    expect(await count()).toBe(1);
  });
});
