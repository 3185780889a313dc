// Downloading a cleaned copy (Clean_…) as CSV or Excel: the cleaned values, formulas defused, typed cells,
// owner only, a clear 4xx for a bad format or a file Excel cannot hold.
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { applyCleaning } from "~/server/cleaning/cleaning.server";
import { appFetch, createTestContext } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

const CSV = ["Order ID,Region,Revenue,Note", "1,North,$1200,ok", "2,north,$1300,=1+2", "3,South,$900,", "3,South,$900,", "4,East,$1000,+SUM(A1)"].join("\n");

async function cleanedCopy(user: TestUser): Promise<string> {
  const res = await upload(user, "sales.csv", CSV);
  expect(res.status).toBe(201);
  const { dataset } = (await res.json()) as { dataset: { id: string } };
  const copy = await applyCleaning(createTestContext().services, { id: user.id, plan: "pro" }, dataset.id, { level: "moderate" });
  expect(copy.name).toBe("Clean_sales.csv");
  return copy.id;
}

describe("GET /api/datasets/:id/download", () => {
  it("sends the cleaned copy as CSV: duplicates gone, case standardised, formulas defused", async () => {
    const user = await signedInUser("pro");
    const id = await cleanedCopy(user);
    const res = await appFetch(`/api/datasets/${id}/download?format=csv`, { jar: user.jar });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toContain('filename="Clean_sales.csv"');
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const lines = (await res.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Order ID,Region,Revenue,Note");
    expect(lines).toHaveLength(5);
    expect(lines.filter((l) => l.startsWith("3,"))).toHaveLength(1);
    expect(lines[2]).toMatch(/^2,North,1300,'=1\+2$/);
    expect(lines[4]).toMatch(/^4,East,1000,'\+SUM\(A1\)$/);
  });

  it("sends it as an Excel workbook with typed cells", async () => {
    const user = await signedInUser("pro");
    const id = await cleanedCopy(user);
    const res = await appFetch(`/api/datasets/${id}/download?format=xlsx`, { jar: user.jar });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain('filename="Clean_sales.xlsx"');
    const workbook = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: "array" });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]], { header: 1, raw: true, defval: null });
    expect(rows[0]).toEqual(["Order ID", "Region", "Revenue", "Note"]);
    expect(rows.slice(1).map((r) => r[2])).toEqual([1200, 1300, 900, 1000]);
    expect(rows[2][3]).toBe("=1+2");
    expect(workbook.Sheets[workbook.SheetNames[0]].D3.f).toBeUndefined();
  });

  it("is the owner's only: another user gets 404, a visitor 401, a bad format 400", async () => {
    const user = await signedInUser("pro");
    const id = await cleanedCopy(user);
    const other = await signedInUser("pro");
    expect((await appFetch(`/api/datasets/${id}/download`, { jar: other.jar })).status).toBe(404);
    expect((await appFetch(`/api/datasets/${id}/download`)).status).toBe(401);
    const bad = await appFetch(`/api/datasets/${id}/download?format=pdf`, { jar: user.jar });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Choose the download's format: format=csv or format=xlsx." });
  });

  it("refuses Excel for more values than a workbook download holds, pointing to CSV", async () => {
    const user = await signedInUser("pro");
    const lines = ["a,b,c,d,e,f"];
    for (let i = 0; i < 90_000; i++) lines.push(`${i},${i},${i},${i},${i},${i}`);
    const res = await upload(user, "wide.csv", lines.join("\n"));
    const { dataset } = (await res.json()) as { dataset: { id: string } };
    const refused = await appFetch(`/api/datasets/${dataset.id}/download?format=xlsx`, { jar: user.jar });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(/540,000 values.*Download it as CSV instead/);
    const csv = await appFetch(`/api/datasets/${dataset.id}/download?format=csv`, { jar: user.jar });
    expect((await csv.text()).trimEnd().split("\r\n")).toHaveLength(90_001);
  });
});
