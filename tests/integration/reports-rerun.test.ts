// "Run this report on a new file": a report of analyses on orders.csv runs on a newer upload whose Revenue column is
// now "Net Revenue" — the page matches the columns (same name and type, the rename to confirm), the form post queues
// the export, the report Worker runs the saved plans on the new file and compares them with the previous file's.
// Another user's report or file is 404; a file without the columns the report needs is refused with the reason.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { read as readWorkbook, utils, type CellObject } from "xlsx";
import { createReport } from "~/server/reports/reports.server";
import { bytesOf, download, jobDone, savedAnalysis } from "./export-helpers";
import { appFetch, createTestContext } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

const ORDERS = ["Order Date,Region,Product,Revenue", "2024-01-20,North,Desk,290", "2024-03-03,South,Lamp,210", "2024-06-15,East,Chair,75", "2024-07-30,North,Lamp,130"].join("\n");
// The next quarter's file: Revenue renamed, North and East changed, a new region West.
const ORDERS_NEXT = ["Order Date,Region,Product,Net Revenue", "2024-09-20,North,Desk,300", "2024-10-03,South,Lamp,210", "2024-11-15,East,Chair,90", "2024-12-30,West,Lamp,50"].join("\n");
// Revenue written as words: no column of numbers for it.
const ORDERS_WORDS = ["Order Date,Region,Product,Revenue", "2024-09-20,North,Desk,high", "2024-10-03,South,Lamp,low"].join("\n");

async function uploaded(user: TestUser, name: string, csv: string): Promise<string> {
  const res = await upload(user, name, csv);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

async function reportOn(user: TestUser) {
  const from = await uploaded(user, "orders.csv", ORDERS);
  const byRegion = await savedAnalysis(user, from, "total revenue by region");
  const byProduct = await savedAnalysis(user, from, "total revenue by product");
  const report = await createReport(createTestContext().services.db, user.id, { title: "Q3 Review", items: [{ analysisId: byRegion }, { analysisId: byProduct }] });
  return { from, report };
}

const rerunPath = (reportId: string, from: string, to: string) => `/dashboard/reports/${reportId}/rerun?from=${from}&to=${to}`;
/** Posts the rerun form to its page's address, as the page's form does. */
const post = (user: TestUser, reportId: string, fields: [string, string][]) => {
  const field = (name: string) => fields.find(([n]) => n === name)?.[1] ?? "";
  return appFetch(rerunPath(reportId, field("from"), field("to")), { method: "POST", body: new URLSearchParams(fields), jar: user.jar });
};

describe("run a report on a new file", () => {
  it("matches the columns, asks to confirm the renamed one, and makes the report on the new file with the changed figures marked", async () => {
    const user = await signedInUser("pro");
    const { from, report } = await reportOn(user);
    const to = await uploaded(user, "orders Q4.csv", ORDERS_NEXT);

    const reportPage = await (await appFetch(`/dashboard/reports/${report.id}`, { jar: user.jar })).text();
    expect(reportPage).toContain("Run this report on a new file");
    expect(reportPage).toContain(`action="/dashboard/reports/${report.id}/rerun"`);
    expect(reportPage).toMatch(new RegExp(`<option value="${to}">orders Q4\\.csv · `));

    const page = await appFetch(rerunPath(report.id, from, to), { jar: user.jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Found as “Region”");
    // Revenue is gone by name: the one number column left is offered, to be confirmed.
    expect(html).toMatch(/<li[^>]*data-status="renamed"[^>]*>.*Revenue.*<select name="column\.revenue"[^>]*>.*<option value="net_revenue"[^>]*>Net Revenue<\/option>/s);
    expect(html).toContain('name="confirm"');

    const fields: [string, string][] = [["from", from], ["to", to], ["format", "xlsx"], ["column.revenue", "net_revenue"]];
    const unconfirmed = await post(user, report.id, fields);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm the renamed columns hold the same data");
    const wrongType = await post(user, report.id, [["from", from], ["to", to], ["format", "xlsx"], ["column.revenue", "region"], ["confirm", "yes"]]);
    expect(wrongType.status).toBe(400);
    expect(await wrongType.text()).toContain("“Revenue” can only be matched with a column of numbers the new file does not already use.");

    const queued = await post(user, report.id, [...fields, ["confirm", "yes"]]);
    expect(queued.status).toBe(303);
    const exportId = queued.headers.get("Location")!.split("/").pop()!;
    await jobDone(exportId);
    const { file } = await download(user, exportId);
    expect(file.headers.get("Content-Disposition")).toContain(`filename="Q3 Review (orders Q4).xlsx"`);
    const book = readWorkbook(await bytesOf(file), { type: "array" });
    const summary = utils.sheet_to_json<string[]>(book.Sheets.Report, { header: 1 });
    expect(summary.find((r) => r[0] === "Datasets")?.[1]).toBe("orders Q4.csv");
    expect(summary.find((r) => r[0] === "Previous file")?.[1]).toContain("orders.csv");
    expect(summary.find((r) => r[0] === "Renamed")?.[1]).toBe("“Revenue” is now “Net Revenue”");
    // By region on the new file: North 300 (was 420), East 90 (was 75), South unchanged, West new. Revenue is money
    // by its name, with no currency in the file: two decimals, no symbol.
    const rows = utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[1]], { header: 1 });
    expect(rows.slice(1)).toEqual([
      ["North", 300],
      ["South", 210],
      ["East", 90],
      ["West", 50],
    ]);
    const sheet = book.Sheets[book.SheetNames[1]];
    const comment = (address: string) => (sheet[address] as CellObject).c?.[0]?.t;
    expect(comment("B2")).toBe("Was 420.00 in orders.csv");
    expect(comment("B3")).toBeUndefined();
    expect(comment("B4")).toBe("Was 75.00 in orders.csv");
    expect(comment("A5")).toBe("New: not in orders.csv");
    const changes = summary.find((r) => r[1] === "total revenue by region")?.[6];
    expect(changes).toContain("North · Total Net Revenue: 300.00 (was 420.00)");
    expect(changes).toContain("New in this file: West.");

    // The same run as a PDF: a report that reads back, titled as the report.
    const pdfRun = await post(user, report.id, [["from", from], ["to", to], ["format", "pdf"], ["column.revenue", "net_revenue"], ["confirm", "yes"]]);
    expect(pdfRun.status).toBe(303);
    const pdfId = pdfRun.headers.get("Location")!.split("/").pop()!;
    await jobDone(pdfId);
    const pdf = await PDFDocument.load(await bytesOf((await download(user, pdfId)).file));
    expect(pdf.getTitle()).toBe("Q3 Review");
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it("refuses a file without a column the report needs, and an older file", async () => {
    const user = await signedInUser("pro");
    const older = await uploaded(user, "orders 2023.csv", ORDERS);
    const { from, report } = await reportOn(user);
    const words = await uploaded(user, "orders words.csv", ORDERS_WORDS);

    const html = await (await appFetch(rerunPath(report.id, from, words), { jar: user.jar })).text();
    expect(html).toContain("Not in the new file: “Revenue” holds text in the new file");
    expect(html).not.toContain('name="confirm"');
    const refused = await post(user, report.id, [["from", from], ["to", words], ["format", "pdf"]]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The new file has no column for “Revenue”: “Revenue” holds text there, not numbers.");

    const old = await appFetch(rerunPath(report.id, from, older), { jar: user.jar });
    expect(old.status).toBe(400);
    expect(await old.text()).toContain("Choose a file uploaded after “orders.csv”.");
  });

  it("answers 404 for another user's report, and for another user's file on the owner's report", async () => {
    const owner = await signedInUser("pro");
    const other = await signedInUser("pro");
    const { from, report } = await reportOn(owner);
    const to = await uploaded(owner, "orders Q4.csv", ORDERS_NEXT);
    const theirs = await uploaded(other, "orders Q4.csv", ORDERS_NEXT);

    expect((await appFetch(rerunPath(report.id, from, to), { jar: other.jar })).status).toBe(404);
    expect((await post(other, report.id, [["from", from], ["to", to], ["format", "pdf"], ["column.revenue", "net_revenue"], ["confirm", "yes"]])).status).toBe(404);
    // The other user's page of the owner's report offers nothing either.
    expect((await appFetch(`/dashboard/reports/${report.id}`, { jar: other.jar })).status).toBe(404);

    expect((await appFetch(rerunPath(report.id, from, theirs), { jar: owner.jar })).status).toBe(404);
    expect((await post(owner, report.id, [["from", from], ["to", theirs], ["format", "pdf"], ["column.revenue", "net_revenue"], ["confirm", "yes"]])).status).toBe(404);
    // A file that is not in the report is not one to replace.
    expect((await appFetch(rerunPath(report.id, to, to), { jar: owner.jar })).status).toBe(404);
  });
});
