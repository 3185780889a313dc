// Reading a file again (the import wizard's corrections, another sheet, a sheet converted in the browser, the
// ingest API) never changes the data under what was made on it (issue #25, decision 0018): with a saved analysis
// or a cleaned copy on it, the reading goes to a new file, "sales (2).csv", and the file, its columnar copy, its
// analyses, report and dashboard stay exactly as they were. A file nothing was made on is read again in place.
import { env } from "cloudflare:test";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { applyCleaning } from "~/server/cleaning/cleaning.server";
import { appFetch, createTestContext, form } from "./helpers";
import { r2Keys, upload } from "./workspace-helpers";
import { person, type Person } from "./team-helpers";
import { dashboardOf, reportOf, saveAnalysisOf } from "./saved-work-helpers";

const CSV = "Date,Region,Amount\n01/02/2024,North,\"1,5\"\n02/03/2024,South,\"2,5\"\n03/04/2024,North,\"4,0\"\n";

interface Row {
  id: string;
  name: string;
  sheet: string | null;
  status: string;
  import_json: string | null;
  schema_json: string | null;
  profile_json: string | null;
  row_count: number;
  created_at: number;
  expires_at: number;
}

const datasetsOf = async (user: Person) =>
  (await env.DB.prepare("select * from datasets where owner_id = ? order by name").bind(user.id).all<Row>()).results;

/** Everything a re-read could change about a file: its row and its columnar copy's bytes. */
async function snapshot(user: Person, id: string) {
  const row = (await env.DB.prepare("select * from datasets where id = ?").bind(id).first<Row>())!;
  const columnar = await env.FILES.get(`users/${user.id}/datasets/${id}/columnar.arrow`);
  return { row, columnar: columnar ? new Uint8Array(await columnar.arrayBuffer()).join(",") : null };
}

async function uploadCsv(user: Person, name = "sales.csv", csv = CSV): Promise<string> {
  const res = await upload(user, name, csv);
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

function workbook(): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Region", "Revenue"], ["North", 10], ["South", 20], ["East", 5]]), "Summary");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Product", "Units", "Price"], ["Desk", 3, 250], ["Chair", 5, 80]]), "Products");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}

const analysisDataset = async (id: string) => (await env.DB.prepare("select dataset_id as d from analyses where id = ?").bind(id).first<{ d: string }>())!.d;

describe("re-reading a file something was made on makes a new file", () => {
  it("the wizard's correction (a form post, as without JavaScript): says so first, then reads into sales (2).csv and leaves the file, its analysis, report and dashboard as they were", async () => {
    const user = await person("pro");
    const id = await uploadCsv(user);
    const analysis = await saveAnalysisOf(user, id, "total amount");
    await reportOf(user, "Monthly", [analysis]);
    await dashboardOf(user, "Board", [analysis]);
    const before = await snapshot(user, id);
    expect(before.columnar).not.toBeNull();

    const page = await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text();
    expect(page).toContain("Reading sales.csv again makes a new file, sales (2).csv");
    expect(page).toContain("1 saved analysis: “total amount”");
    expect(page).toContain("the report “Monthly” (1 of its 1 analysis)");
    expect(page).toContain("the dashboard “Board” (1 tile)");

    const post = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "dmy", decimal: "comma" }), jar: user.jar });
    expect(post.status).toBe(303);
    const files = await datasetsOf(user);
    expect(files.map((f) => f.name)).toEqual(["sales (2).csv", "sales.csv"]);
    const version = files[0];
    expect(post.headers.get("Location")).toBe(`/dashboard/data-analysis/${version.id}?readFrom=${id}`);

    // The file is untouched, byte for byte; the analysis still reads it.
    expect(await snapshot(user, id)).toEqual(before);
    expect(await analysisDataset(analysis)).toBe(id);

    // The new file is the same upload read the new way, kept as long as the upload.
    expect(version).toMatchObject({ status: "ready", row_count: 3, created_at: before.row.created_at, expires_at: before.row.expires_at });
    expect(JSON.parse(version.import_json!)).toEqual({ choices: { dateOrder: "dmy", decimalComma: true }, detectedColumns: ["Date", "Region", "Amount"] });
    const profile = JSON.parse(version.profile_json!) as { profile: { columns: { id: string; min?: number; max?: number }[] } };
    expect(profile.profile.columns.find((c) => c.id === "amount")).toMatchObject({ min: 1.5, max: 4 });
    expect(profile.profile.columns.find((c) => c.id === "date")?.min).toBe(Date.UTC(2024, 1, 1));
    const original = await env.FILES.get(`users/${user.id}/datasets/${version.id}/original.csv`);
    expect(await original!.text()).toBe(CSV);

    const after = await (await appFetch(post.headers.get("Location")!, { jar: user.jar })).text();
    expect(after).toContain("Read again as a new file, sales (2).csv.");
    expect(after).toContain("stays as it was, with what was made on it.");
    // Nothing is made on the new file yet: correcting it again reads it in place.
    expect(after).not.toContain("makes a new file");
    const again = await appFetch(`/dashboard/data-analysis/${version.id}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "mdy", decimal: "comma" }), jar: user.jar });
    expect(again.headers.get("Location")).toBe(`/dashboard/data-analysis/${version.id}`);
    expect(await datasetsOf(user)).toHaveLength(2);
  });

  it("another sheet of a workbook (form post and API): the sheet goes to a new file; the file keeps its sheet", async () => {
    const user = await person("pro");
    const res = await upload(user, "book.xlsx", workbook());
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const analysis = await saveAnalysisOf(user, id, "total revenue");
    const before = await snapshot(user, id);
    expect(before.row.sheet).toBe("Summary");

    const post = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "sheet", sheet: "Products" }), jar: user.jar });
    expect(post.status).toBe(303);
    const [version] = (await datasetsOf(user)).filter((f) => f.id !== id);
    expect(version).toMatchObject({ name: "book (2).xlsx", sheet: "Products", status: "ready", row_count: 2 });
    expect(await snapshot(user, id)).toEqual(before);
    expect(await analysisDataset(analysis)).toBe(id);

    const api = await appFetch(`/api/datasets/${id}/ingest`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ sheet: "Products" }), jar: user.jar });
    expect(api.status).toBe(201);
    const body = (await api.json()) as { dataset: { name: string; sheet: string }; readFrom: string };
    expect(body).toMatchObject({ dataset: { name: "book (3).xlsx", sheet: "Products" }, readFrom: id });
    expect(await snapshot(user, id)).toEqual(before);

    // A sheet the workbook does not have is refused, and leaves no new file behind.
    const keysBefore = await r2Keys(`users/${user.id}/`);
    const missing = await appFetch(`/api/datasets/${id}/ingest`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ sheet: "Nope" }), jar: user.jar });
    expect(missing.status).toBe(422);
    expect(await datasetsOf(user)).toHaveLength(3);
    expect(await r2Keys(`users/${user.id}/`)).toEqual(keysBefore);
    expect(await snapshot(user, id)).toEqual(before);
  });

  it("a workbook converted in the browser: another sheet's CSV goes to a new file with the workbook and its sheet list", async () => {
    const user = await person("pro");
    const res = await upload(user, "huge.xlsx", workbook(), "?ingest=deferred", { sheet: "Summary" });
    const id = ((await res.json()) as { dataset: { id: string } }).dataset.id;
    const convert = (csv: string, sheet: string) => {
      const body = new FormData();
      body.append("sheet", sheet);
      body.append("sheets", JSON.stringify(["Summary", "Products"]));
      body.append("file", new File([csv], "converted.csv", { type: "text/csv" }));
      return appFetch(`/api/datasets/${id}/converted`, { method: "POST", body, jar: user.jar });
    };
    expect((await convert("Region,Revenue\nNorth,10\nSouth,20\nEast,5\n", "Summary")).status).toBe(200);
    await saveAnalysisOf(user, id, "total revenue");
    const before = await snapshot(user, id);
    const switched = await convert("Product,Units,Price\nDesk,3,250\nChair,5,80\n", "Products");
    expect(switched.status).toBe(201);
    const body = (await switched.json()) as { dataset: { id: string; name: string; sheet: string }; readFrom: string };
    expect(body).toMatchObject({ dataset: { name: "huge (2).xlsx", sheet: "Products" }, readFrom: id });
    expect(await snapshot(user, id)).toEqual(before);
    expect((await r2Keys(`users/${user.id}/datasets/${body.dataset.id}/`)).map((k) => k.split("/").pop()).sort()).toEqual([
      "columnar.arrow",
      "converted.csv",
      "converted.json",
      "original.xlsx",
    ]);
  });

  it("a cleaned copy alone is reason enough (new questions go to the newest copy, which was made from the old reading)", async () => {
    const user = await person("enterprise");
    const id = await uploadCsv(user, "sales.csv", "Region,Revenue\nNorth,10\nSouth,\nEast,5\nnorth,7\n");
    await applyCleaning(createTestContext().services, { id: user.id, plan: "enterprise" }, id, { level: "aggressive" });
    const before = await snapshot(user, id);
    const post = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "auto", decimal: "comma" }), jar: user.jar });
    expect(post.headers.get("Location")).toMatch(/\?readFrom=/);
    expect((await datasetsOf(user)).map((f) => f.name)).toEqual(["Clean_sales.csv", "sales (2).csv", "sales.csv"]);
    expect(await snapshot(user, id)).toEqual(before);
  });

  it("a file nothing was made on is read again in place, as before", async () => {
    const user = await person("pro");
    const id = await uploadCsv(user);
    const post = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "dmy", decimal: "comma" }), jar: user.jar });
    expect(post.headers.get("Location")).toBe(`/dashboard/data-analysis/${id}`);
    const files = await datasetsOf(user);
    expect(files).toHaveLength(1);
    expect(JSON.parse(files[0].import_json!).choices).toEqual({ dateOrder: "dmy", decimalComma: true });
    expect(await (await appFetch(`/dashboard/data-analysis/${id}`, { jar: user.jar })).text()).not.toContain("makes a new file");
  });

  it("a plan with no file slot left refuses the new file and keeps everything", async () => {
    const user = await person("free");
    const id = await uploadCsv(user);
    await saveAnalysisOf(user, id, "total amount");
    // Fill the plan's remaining slots.
    const { limits } = (await import("~/lib/plans")).planOrFree("free");
    for (let i = 1; i < limits.files; i++) await uploadCsv(user, `other-${i}.csv`);
    const before = await snapshot(user, id);
    const post = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "import", headerRow: "", dateOrder: "dmy", decimal: "comma" }), jar: user.jar });
    expect(post.status).toBe(402);
    expect(await post.text()).toContain("files at a time");
    expect(await datasetsOf(user)).toHaveLength(limits.files);
    expect(await snapshot(user, id)).toEqual(before);
  });
});
