// Upload → read by the engine → ready, for every format, inside workerd with real R2 and D1.
import { env } from "cloudflare:test";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { appFetch } from "./helpers";
import { r2Keys, signedInUser, upload } from "./workspace-helpers";

interface DatasetJson {
  id: string;
  format: string;
  status: string;
  error: string | null;
  rowCount: number;
  columnCount: number;
  sheet: string | null;
  schema?: { columns: { id: string; name: string; type: string; unit?: { kind: string; code?: string } }[] };
  profile?: { columns: { id: string; count: number; histogram?: unknown[] }[] };
  sheets?: { name: string; rows: number }[];
}

const CSV = "Order Date,Region,Revenue,Discount\n2024-01-05,North,\"$1,200.50\",5%\n2024-02-11,South,$980.00,10%\n2023-12-30,North,$45.25,0%\n";

function workbook(format: "xlsx" | "xls"): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Region", "Revenue"], ["North", 10], ["South", 20]]), "Summary");
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([["Product", "Units", "Price"], ["Desk", 3, 250], ["Chair", 5, 80], ["Lamp", 2, 30]]),
    "Products",
  );
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: format === "xlsx" ? "xlsx" : "biff8" }) as ArrayBuffer);
}

async function detail(jar: Awaited<ReturnType<typeof signedInUser>>["jar"], id: string): Promise<DatasetJson> {
  const res = await appFetch(`/api/datasets/${id}`, { jar });
  expect(res.status).toBe(200);
  return ((await res.json()) as { dataset: DatasetJson }).dataset;
}

describe("upload and read", () => {
  it("reads a CSV: types (currency, percent, date), profile and a columnar copy beside the original", async () => {
    const user = await signedInUser();
    const res = await upload(user, "sales.csv", CSV);
    expect(res.status).toBe(201);
    const { dataset } = (await res.json()) as { dataset: DatasetJson };
    expect(dataset).toMatchObject({ status: "ready", rowCount: 3, columnCount: 4 });
    const full = await detail(user.jar, dataset.id);
    const types = Object.fromEntries(full.schema!.columns.map((c) => [c.name, c.type]));
    expect(types).toEqual({ "Order Date": "date", Region: "text", Revenue: "number", Discount: "number" });
    expect(full.schema!.columns.find((c) => c.name === "Revenue")!.unit).toMatchObject({ kind: "currency", code: "USD" });
    expect(full.schema!.columns.find((c) => c.name === "Discount")!.unit).toMatchObject({ kind: "percent" });
    expect(full.profile!.columns.find((c) => c.id === full.schema!.columns[2].id)!.count).toBe(3);
    expect((await r2Keys(`users/${user.id}/datasets/${dataset.id}/`)).sort()).toEqual([
      `users/${user.id}/datasets/${dataset.id}/columnar.arrow`,
      `users/${user.id}/datasets/${dataset.id}/original.csv`,
    ]);
  });

  it("reads JSON records", async () => {
    const user = await signedInUser();
    const res = await upload(user, "orders.json", JSON.stringify([{ region: "North", revenue: 5, meta: { channel: "web" } }, { region: "South", revenue: 7, meta: { channel: "shop" } }]));
    const { dataset } = (await res.json()) as { dataset: DatasetJson };
    expect(dataset).toMatchObject({ status: "ready", rowCount: 2, columnCount: 3 });
  });

  it("reads the first sheet of a two-sheet workbook, lists both, and switches to the second on request", async () => {
    for (const format of ["xlsx", "xls"] as const) {
      const user = await signedInUser();
      const res = await upload(user, `book.${format}`, workbook(format));
      const { dataset } = (await res.json()) as { dataset: DatasetJson };
      expect(dataset, format).toMatchObject({ status: "ready", sheet: "Summary", rowCount: 2, columnCount: 2 });
      // Rows under the header: "Summary (2 rows)", "Products (3 rows)", never the header counted as a row.
      expect((await detail(user.jar, dataset.id)).sheets!.map((s) => [s.name, s.rows])).toEqual([["Summary", 2], ["Products", 3]]);

      const switched = await appFetch(`/api/datasets/${dataset.id}/ingest`, {
        method: "POST",
        body: JSON.stringify({ sheet: "Products" }),
        headers: { "Content-Type": "application/json" },
        jar: user.jar,
      });
      expect(switched.status).toBe(200);
      const after = await detail(user.jar, dataset.id);
      expect(after).toMatchObject({ status: "ready", sheet: "Products", rowCount: 3, columnCount: 3 });
      expect(after.schema!.columns.map((c) => c.name)).toEqual(["Product", "Units", "Price"]);
    }
  });

  it("reads the CSV a browser made from a workbook too large for the server, keeping the original untouched", async () => {
    const user = await signedInUser();
    const original = workbook("xlsx");
    const res = await upload(user, "huge.xlsx", original, "?ingest=deferred", { sheet: "Products" });
    const { dataset } = (await res.json()) as { dataset: DatasetJson };
    const csv = new FormData();
    csv.append("file", new File(["Product,Units,Price\nDesk,3,250\nChair,5,80\nLamp,2,30\n"], "converted.csv"));
    const converted = await appFetch(`/api/datasets/${dataset.id}/converted`, { method: "POST", body: csv, jar: user.jar });
    expect(converted.status).toBe(200);
    const after = await detail(user.jar, dataset.id);
    expect(after).toMatchObject({ status: "ready", format: "xlsx", sheet: "Products", rowCount: 3, columnCount: 3 });
    const stored = await env.FILES.get(`users/${user.id}/datasets/${dataset.id}/original.xlsx`);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(original);
  });

  it("refuses a file the engine cannot read with its message, and keeps nothing of it", async () => {
    const user = await signedInUser();
    const res = await upload(user, "broken.json", '[{"region": "North", "revenue": 5},\n {"region": ');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/line \d+/i);
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
    const list = (await (await appFetch("/api/datasets", { jar: user.jar })).json()) as { datasets: unknown[] };
    expect(list.datasets).toEqual([]);
  });

  it("refuses a CSV whose quote never closes with the line, instead of reading three rows as one", async () => {
    const user = await signedInUser();
    const res = await upload(user, "runaway.csv", 'date,region,amount\n2024-01-01,"North,100\n2024-01-02,South,200\n2024-01-03,East,300\n');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Line 2 opens a quoted value .* never closes/);
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
  });

  it("reads a CSV whose stray quote closes lines later, and the file's page says which lines became one row", async () => {
    const user = await signedInUser();
    const csv = 'date,region,amount\n2024-01-01,"North,100\n2024-01-02,South,200\n2024-01-03,East,300\n2024-01-04,West",400\n2024-01-05,North,500\n';
    const res = await upload(user, "merged.csv", csv);
    expect(res.status).toBe(201);
    const { dataset } = (await res.json()) as { dataset: DatasetJson };
    expect(dataset).toMatchObject({ status: "ready", rowCount: 2 });
    expect(await detail(user.jar, dataset.id)).toMatchObject({
      warnings: [expect.stringMatching(/^Lines 2–5 were read as one row: a quoted value opens on line 2 and closes on line 5/)],
    });
    const page = await (await appFetch(`/dashboard/data-analysis/${dataset.id}`, { jar: user.jar })).text();
    expect(page).toContain("Lines 2–5 were read as one row");
  });

  it("adds the built-in sample in one click (a form post without JavaScript)", async () => {
    const user = await signedInUser();
    const res = await appFetch("/dashboard/data-analysis", { method: "POST", body: new URLSearchParams({ intent: "sample" }), jar: user.jar });
    expect(res.status).toBe(303);
    const id = res.headers.get("Location")!.split("/").pop()!;
    const sample = await detail(user.jar, id);
    expect(sample).toMatchObject({ status: "ready", rowCount: 1200, columnCount: 11 });
    expect(sample.schema!.columns.find((c) => c.name === "Revenue")).toMatchObject({ type: "number", unit: { kind: "currency" } });
    const page = await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar });
    const html = await page.text();
    expect(html).toContain("1,200 rows × 11 columns");
    // Preview cells read with their unit: currency with its symbol, percentages as percent.
    expect(html).toMatch(/>\$1,199(\.00)?</);
    expect(html).toMatch(/>10(\.0)?%</);
    expect(html).toContain('data-testid="histogram"');
  });

  it("hands a large file to the queue, where the report Worker reads it from R2", async () => {
    const user = await signedInUser("pro");
    const header = "Order Date,Region,Revenue\n";
    const line = "2024-03-01,North,123.45\n";
    const body = header + line.repeat(Math.ceil((13 * 1024 * 1024) / line.length));
    const res = await upload(user, "big.csv", body);
    expect(res.status).toBe(201);
    const { dataset } = (await res.json()) as { dataset: DatasetJson };
    expect(dataset.status).toBe("processing");
    const deadline = Date.now() + 60_000;
    let current = dataset;
    while (current.status === "processing" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      current = await detail(user.jar, dataset.id);
    }
    expect(current).toMatchObject({ status: "ready", columnCount: 3 });
    expect(current.rowCount).toBeGreaterThan(500_000);
    expect(await env.FILES.head(`users/${user.id}/datasets/${dataset.id}/columnar.arrow`)).not.toBeNull();
  }, 90_000);
});
