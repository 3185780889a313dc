// Workbooks too large for the server are converted in the browser: the sheet names sent with the CSV, the
// owner-only GET of the original the browser converts another sheet from, and switching sheets by posting it.
import { env } from "cloudflare:test";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { appFetch, type CookieJar } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

interface DatasetJson {
  id: string;
  status: string;
  sheet: string | null;
  rowCount: number;
  columnCount: number;
  schema: { columns: { name: string }[] } | null;
  sheets: { name: string; rows: number | null; columns: number | null }[];
  convertedInBrowser: boolean;
}

const SUMMARY_CSV = "Region,Revenue\nNorth,10\nSouth,20\n";
const PRODUCTS_CSV = "Product,Units,Price\nDesk,3,250\nChair,5,80\nLamp,2,30\n";

function workbook(): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Region", "Revenue"], ["North", 10], ["South", 20]]), "Summary");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Product", "Units", "Price"], ["Desk", 3, 250], ["Chair", 5, 80], ["Lamp", 2, 30]]), "Products");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}

async function detail(jar: CookieJar, id: string): Promise<DatasetJson> {
  const res = await appFetch(`/api/datasets/${id}`, { jar });
  expect(res.status).toBe(200);
  return ((await res.json()) as { dataset: DatasetJson }).dataset;
}

/** POST /api/datasets/:id/converted as the browser sends it: the fields first, then the CSV. */
function postConverted(user: TestUser, id: string, csv: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new File([csv], "converted.csv", { type: "text/csv" }));
  return appFetch(`/api/datasets/${id}/converted`, { method: "POST", body: form, jar: user.jar });
}

/** A workbook uploaded as the browser does for one above the ceiling, with its first sheet converted. */
async function convertedWorkbook(user: TestUser): Promise<{ id: string; original: Uint8Array }> {
  const original = workbook();
  const res = await upload(user, "huge.xlsx", original, "?ingest=deferred", { sheet: "Summary" });
  expect(res.status).toBe(201);
  const { dataset } = (await res.json()) as { dataset: { id: string } };
  const converted = await postConverted(user, dataset.id, SUMMARY_CSV, { sheet: "Summary", sheets: JSON.stringify(["Summary", "Products"]) });
  expect(converted.status).toBe(200);
  return { id: dataset.id, original };
}

describe("workbooks converted in the browser", () => {
  it("keeps the workbook's sheet names and marks the dataset as converted in the browser", async () => {
    const user = await signedInUser();
    const { id } = await convertedWorkbook(user);
    const after = await detail(user.jar, id);
    expect(after).toMatchObject({ status: "ready", sheet: "Summary", rowCount: 2, columnCount: 2, convertedInBrowser: true });
    expect(after.sheets).toEqual([
      { name: "Summary", rows: null, columns: null },
      { name: "Products", rows: null, columns: null },
    ]);
    expect(await env.FILES.head(`users/${user.id}/datasets/${id}/converted.json`)).not.toBeNull();
  });

  it("switches to another sheet when the browser posts that sheet's CSV", async () => {
    const user = await signedInUser();
    const { id } = await convertedWorkbook(user);
    const res = await postConverted(user, id, PRODUCTS_CSV, { sheet: "Products", sheets: JSON.stringify(["Summary", "Products"]) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { dataset: { sheet: string } }).dataset.sheet).toBe("Products");
    const after = await detail(user.jar, id);
    expect(after).toMatchObject({ status: "ready", sheet: "Products", rowCount: 3, columnCount: 3, convertedInBrowser: true });
    expect(after.schema!.columns.map((c) => c.name)).toEqual(["Product", "Units", "Price"]);
    expect(after.sheets.map((s) => s.name)).toEqual(["Summary", "Products"]);

    // Without a list, the one already kept stays.
    const again = await postConverted(user, id, SUMMARY_CSV, { sheet: "Summary" });
    expect(again.status).toBe(200);
    expect(await detail(user.jar, id)).toMatchObject({ sheet: "Summary", rowCount: 2, sheets: [{ name: "Summary" }, { name: "Products" }] });
  });

  it("refuses sheet lists that are not short strings, and a sheet missing from the list, keeping the stored sheet", async () => {
    const user = await signedInUser();
    const { id } = await convertedWorkbook(user);
    const bad: Record<string, string>[] = [
      { sheet: "Products", sheets: "Summary,Products" },
      { sheet: "Products", sheets: JSON.stringify({ names: ["Products"] }) },
      { sheet: "Products", sheets: JSON.stringify(["Products", 7]) },
      { sheet: "Products", sheets: JSON.stringify(["Products", "x".repeat(101)]) },
      { sheet: "x".repeat(101) },
      { sheet: "Elsewhere", sheets: JSON.stringify(["Summary", "Products"]) },
    ];
    for (const fields of bad) {
      const res = await postConverted(user, id, PRODUCTS_CSV, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^sheets?:/);
    }
    const after = await detail(user.jar, id);
    expect(after).toMatchObject({ status: "ready", sheet: "Summary", rowCount: 2, columnCount: 2 });
    const stored = await env.FILES.get(`users/${user.id}/datasets/${id}/converted.csv`);
    expect(await stored!.text()).toBe(SUMMARY_CSV);
  });

  it("caps the number of sheet names it keeps and drops duplicates", async () => {
    const user = await signedInUser();
    const { id } = await convertedWorkbook(user);
    const many = ["Summary", "Summary", ...Array.from({ length: 300 }, (_, i) => `Sheet ${i + 1}`)];
    const res = await postConverted(user, id, SUMMARY_CSV, { sheet: "Summary", sheets: JSON.stringify(many) });
    expect(res.status).toBe(200);
    const after = await detail(user.jar, id);
    expect(after.sheets).toHaveLength(200);
    expect(after.sheets.slice(0, 2).map((s) => s.name)).toEqual(["Summary", "Sheet 1"]);
  });

  it("does not let the server relabel the converted CSV as another sheet (form post and API)", async () => {
    const user = await signedInUser();
    const { id } = await convertedWorkbook(user);
    const api = await appFetch(`/api/datasets/${id}/ingest`, { method: "POST", body: JSON.stringify({ sheet: "Products" }), headers: { "Content-Type": "application/json" }, jar: user.jar });
    expect(api.status).toBe(409);
    expect(((await api.json()) as { message: string }).message).toMatch(/needs JavaScript/);
    const form = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: new URLSearchParams({ intent: "sheet", sheet: "Products" }), jar: user.jar });
    expect(form.status).toBe(409);
    expect(await detail(user.jar, id)).toMatchObject({ status: "ready", sheet: "Summary", rowCount: 2 });
    // Re-reading the sheet it already holds is fine.
    const same = await appFetch(`/api/datasets/${id}/ingest`, { method: "POST", body: JSON.stringify({ sheet: "Summary" }), headers: { "Content-Type": "application/json" }, jar: user.jar });
    expect(same.status).toBe(200);
  });

  it("explains on the server-rendered page that switching sheets needs JavaScript, with no form that cannot work", async () => {
    const user = await signedInUser();
    const { id } = await convertedWorkbook(user);
    const html = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(html).toContain('data-testid="sheet-needs-javascript"');
    expect(html).toContain("switching sheets needs JavaScript");
    expect(html).not.toContain('value="sheet"');
  });
});

describe("GET /api/datasets/:id/original", () => {
  it("gives the owner the uploaded bytes and anyone else a 404", async () => {
    const owner = await signedInUser();
    const { id, original } = await convertedWorkbook(owner);
    const res = await appFetch(`/api/datasets/${id}/original`, { jar: owner.jar });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(res.headers.get("Content-Disposition")).toContain("huge.xlsx");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(original);

    const other = await signedInUser();
    const denied = await appFetch(`/api/datasets/${id}/original`, { jar: other.jar });
    expect(denied.status).toBe(404);
    expect(new TextDecoder().decode(await denied.arrayBuffer())).not.toContain("PK");

    const anonymous = await appFetch(`/api/datasets/${id}/original`);
    expect(anonymous.status).toBe(401);
  });
});
