import { describe, expect, it } from "vitest";
import { generateSales, salesCsv } from "../../tests/fixtures/generate-sales";
import { IngestError } from "../errors";
import { streamOf } from "../read/test-helpers";
import { openStoredDataset } from "../store/read";
import { type Batch, type ColumnData, TEXT_MISSING } from "../types";
import { type IngestInput, type IngestOptions, ingestFile } from "./ingest";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function ingestText(text: string, fileName = "data.csv", options?: IngestOptions) {
  return ingestFile({ bytes: utf8(text), fileName }, options);
}

async function batchesOf(stored: Uint8Array | undefined): Promise<Batch[]> {
  const dataset = await openStoredDataset(stored as Uint8Array);
  const out: Batch[] = [];
  for await (const batch of dataset.batches()) out.push(batch);
  return out;
}

/** All values of one column across batches, as plain values (text decoded, missing as null). */
async function columnValues(stored: Uint8Array | undefined, id: string): Promise<(string | number | boolean | null)[]> {
  const values: (string | number | boolean | null)[] = [];
  for (const batch of await batchesOf(stored)) {
    const data: ColumnData = batch.columns[id];
    for (let i = 0; i < batch.length; i++) {
      if (data.type === "text") values.push(data.codes[i] === TEXT_MISSING ? null : data.dictionary[data.codes[i]]);
      else if (data.type === "boolean") values.push(data.values[i] === 2 ? null : data.values[i] === 1);
      else values.push(Number.isNaN(data.values[i]) ? null : data.values[i]);
    }
  }
  return values;
}

async function failure(input: Promise<unknown>): Promise<IngestError> {
  try {
    await input;
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError);
    return error as IngestError;
  }
  throw new Error("expected an IngestError");
}

describe("ingestFile on generated sales data", () => {
  const rows = 150_000;
  const data = generateSales(rows, 3);
  const csv = utf8(salesCsv(rows, 3));

  it("stores exactly the generated values, in ~64k-row batches", async () => {
    const result = await ingestFile({ bytes: csv, fileName: "sales.csv" });
    expect(result.schema.rowCount).toBe(rows);
    expect(result.schema.columns.map((c) => `${c.id}:${c.type}`)).toEqual([
      "order_id:number",
      "order_date:date",
      "region:text",
      "product:text",
      "category:text",
      "units:number",
      "unit_price:number",
      "revenue:number",
    ]);
    expect(result.warnings).toEqual([]);
    const batches = await batchesOf(result.stored);
    expect(batches.map((b) => b.length)).toEqual([65_536, 65_536, rows - 131_072]);
    expect(await columnValues(result.stored, "order_date")).toEqual(Array.from(data.order_date));
    expect(await columnValues(result.stored, "revenue")).toEqual(Array.from(data.revenue));
    expect(await columnValues(result.stored, "product")).toEqual(data.product);
    expect(result.profile.columns.find((c) => c.id === "units")?.count).toBe(rows);
  });

  it("gives the same dataset from a stream cut anywhere", async () => {
    const fromBytes = await ingestFile({ bytes: csv, fileName: "sales.csv" });
    const fromStream = await ingestFile({ stream: streamOf(csv, 10_007), fileName: "sales.csv" });
    expect(fromStream.schema).toEqual(fromBytes.schema);
    // Byte for byte (toEqual on megabytes of typed arrays would take minutes).
    expect(Buffer.compare(fromStream.stored as Uint8Array, fromBytes.stored as Uint8Array)).toBe(0);
  });

  it("streams the stored bytes to a sink instead of returning them", async () => {
    const parts: Uint8Array[] = [];
    const result = await ingestFile({ bytes: csv, fileName: "sales.csv" }, { sink: (bytes) => void parts.push(bytes.slice()) });
    expect(result.stored).toBeUndefined();
    expect(parts.reduce((n, p) => n + p.length, 0)).toBe(result.storedBytes);
    expect(parts.length).toBeGreaterThan(3);
  });
});

describe("type revision after batches were stored", () => {
  it("turns a number column into text when text appears late, and says where", async () => {
    const lines = ["code,amount"];
    for (let i = 1; i <= 70_000; i++) lines.push(`${i},${i % 100}`);
    lines.push("A-70001,5");
    const result = await ingestText(`${lines.join("\n")}\n`);
    expect(result.schema.columns[0]).toEqual({ id: "code", name: "code", type: "text" });
    expect(result.warnings).toEqual(["Column “code” held numbers until row 70,002 (“A-70001”), so it is read as text."]);
    const codes = await columnValues(result.stored, "code");
    expect(codes.slice(0, 3)).toEqual(["1", "2", "3"]);
    expect(codes.at(-1)).toBe("A-70001");
    expect(result.profile.columns[0]).toMatchObject({ type: "text", count: 70_001, nonNumeric: 1 });
    expect(result.schema.columns[1].type).toBe("number");
  });

  it("settles a day/month order late and re-reads earlier dates", async () => {
    const lines = ["when"];
    for (let i = 0; i < 70_000; i++) lines.push("01/02/2024");
    lines.push("13/02/2024");
    const result = await ingestText(`${lines.join("\n")}\n`);
    expect(result.schema.columns[0].type).toBe("date");
    const values = await columnValues(result.stored, "when");
    expect(values[0]).toBe(Date.UTC(2024, 1, 1));
    expect(values.at(-1)).toBe(Date.UTC(2024, 1, 13));
    expect(result.warnings).toEqual(["Column “when” is read as day/month/year dates: row 70,002 (“13/02/2024”) settled the order."]);
    expect(result.profile.columns[0].dateRange).toEqual({ from: "2024-02-01", to: "2024-02-13" });
  });

  it("adds a JSON field that first appears late, missing before", async () => {
    const records = Array.from({ length: 70_000 }, (_, i) => JSON.stringify({ id: i }));
    records.push(JSON.stringify({ id: 70_000, coupon: "SAVE10" }));
    const result = await ingestText(`${records.join("\n")}\n`, "events.ndjson");
    expect(result.schema.columns.map((c) => c.id)).toEqual(["id", "coupon"]);
    const coupons = await columnValues(result.stored, "coupon");
    expect(coupons.filter((c) => c !== null)).toEqual(["SAVE10"]);
    expect(result.profile.columns[1]).toMatchObject({ count: 1, missing: 70_000 });
  });
});

describe("messy but readable files", () => {
  it("reports ragged rows instead of dropping them silently", async () => {
    const result = await ingestText("a,b,c\n1,2,3\n4,5\n6,7,8,9\n10,11,12\n");
    expect(result.warnings).toEqual([
      "1 row has fewer than 3 values (first: row 3); the missing cells are left empty.",
      "1 row has more values than the header names (first: row 4); the extra values are kept in column “Column 4”.",
    ]);
    expect(await columnValues(result.stored, "c")).toEqual([3, null, 8, 12]);
    expect(await columnValues(result.stored, "column_4")).toEqual([null, null, 9, null]);
  });

  it("reports values beyond the last column when they appear after the sample", async () => {
    const lines = ["a,b", ...Array.from({ length: 30_000 }, (_, i) => `${i},x`), "1,2,3"];
    const result = await ingestText(`${lines.join("\n")}\n`);
    expect(result.warnings).toEqual(["1 row has more than 2 values (first: row 30,002); the values beyond column 2 were not imported."]);
  });

  it("names columns when the file has no header", async () => {
    const result = await ingestText("1,2024-01-05,9.5\n2,2024-01-06,10\n");
    expect(result.schema.columns.map((c) => c.name)).toEqual(["Column 1", "Column 2", "Column 3"]);
    expect(result.schema.rowCount).toBe(2);
  });

  it("decodes a Windows-1252 file and says so", async () => {
    const bytes = Uint8Array.from("Ville,Montant\nMontréal,5\nZürich,7\n", (c) => c.charCodeAt(0));
    const result = await ingestFile({ bytes, fileName: "villes.csv" });
    expect(await columnValues(result.stored, "ville")).toEqual(["Montréal", "Zürich"]);
    expect(result.source.encoding).toBe("windows-1252");
    expect(result.warnings[0]).toMatch(/Windows-1252/);
  });

  it("reads a file with 5,000 columns", async () => {
    const header = Array.from({ length: 5000 }, (_, i) => `c${i}`).join(",");
    const row = Array.from({ length: 5000 }, (_, i) => String(i)).join(",");
    const result = await ingestText(`${header}\n${row}\n${row}\n`);
    expect(result.schema.columns).toHaveLength(5000);
    expect(result.profile.columns[4999]).toMatchObject({ count: 2, min: 4999, max: 4999 });
  });

  it("reads a 10 MB value on a single line", async () => {
    const result = await ingestText(`note,n\n${"x".repeat(10 * 1024 * 1024)},1\n`);
    expect(result.schema.rowCount).toBe(1);
    expect(((await columnValues(result.stored, "note"))[0] as string).length).toBe(10 * 1024 * 1024);
  });
});

describe("cells as web tables write them (issue #27)", () => {
  it("reads tied ranks, dashes used as minus signs and footnoted figures as numbers, from bytes and from text", async () => {
    const csv = ["Rank,Team,Pts,+/–", "1,Ajax,45[a],+12", "=2,Brugge,41*,–3", "=2,Celtic,41*,−6", "4,Dundee,38†,—", "T-5,Everton,30[b],0"].join("\n");
    // UTF-8 bytes (the scanner's path) and UTF-16 (read from text) make the same numbers.
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(new Uint16Array([...csv].map((c) => c.charCodeAt(0))).buffer)]);
    for (const bytes of [utf8(csv), utf16]) {
      const { schema, stored } = await ingestFile({ bytes, fileName: "standings.csv" });
      expect(schema.columns.map((c) => c.type)).toEqual(["number", "text", "number", "number"]);
      expect(await columnValues(stored, "rank")).toEqual([1, 2, 2, 4, 5]);
      expect(await columnValues(stored, "pts")).toEqual([45, 41, 41, 38, 30]);
      expect(await columnValues(stored, schema.columns[3].id)).toEqual([12, -3, -6, null, 0]);
    }
  });
});

describe("durations (issue #27)", () => {
  it("stores a column of race times as seconds, read from bytes and from text alike", async () => {
    const csv = ["Name,Time", "Ana,1:47.32", "Ben,1:47.90", "Chen,—", "Dara,2:01.00"].join("\n");
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(new Uint16Array([...csv].map((c) => c.charCodeAt(0))).buffer)]);
    for (const bytes of [utf8(csv), utf16]) {
      const { schema, stored } = await ingestFile({ bytes, fileName: "race.csv" });
      expect(schema.columns[1]).toMatchObject({ type: "number", unit: { kind: "duration", shape: { fields: 2, decimals: 2 } } });
      expect(await columnValues(stored, "time")).toEqual([107.32, 107.9, null, 121]);
    }
  });

  it("reads a plain number after the sample as no duration: the column becomes text, every value as written", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `r${i},${1 + (i % 5)}:${String(10 + (i % 50)).padStart(2, "0")}.5`);
    const { schema, stored } = await ingestText(["Name,Lap time", ...rows, "late,59"].join("\n"));
    expect(schema.columns[1].type).toBe("text");
    expect(await columnValues(stored, "lap_time")).toEqual([...rows.map((r) => r.split(",")[1]), "59"]);
  });
});

describe("bad input", () => {
  const cases: [string, IngestInput, string, RegExp][] = [
    ["an empty file", { bytes: new Uint8Array(0), fileName: "empty.csv" }, "empty_file", /is empty/],
    ["whitespace only", { bytes: utf8(" \n\n  \n"), fileName: "blank.csv" }, "empty_file", /no data/],
    ["a header and nothing else", { bytes: utf8("region,revenue\n"), fileName: "h.csv" }, "no_rows", /headers but no rows/],
    ["binary data named .csv", { bytes: Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256), fileName: "data.csv" }, "unsupported_format", /binary data/],
    ["an executable", { bytes: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), fileName: "data.csv" }, "executable", /is a program/],
    ["invalid JSON", { bytes: utf8('[{"a":1},\n{"a":2'), fileName: "x.json" }, "malformed", /line 2, column 7/],
  ];

  it.each(cases)("refuses %s with a specific message", async (_name, input, code, message) => {
    const error = await failure(ingestFile(input));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it("refuses a line that would make millions of columns", async () => {
    const error = await failure(ingestText(`${"a,".repeat(2_000_000)}a\n1\n`));
    expect(error.code).toBe("too_large");
    expect(error.message).toBe("The table has 2,000,001 columns; InsightLab reads at most 10,000.");
  });
});

describe("the semantic layer stored with the profile (issue #14)", () => {
  const csv = [
    "Ticket ID,Pclass,Weight (kg),qty_sold,Sailing Day,Member,calendar_names_1",
    ...Array.from({ length: 40 }, (_, i) => `T-${i},${(i % 3) + 1},${60 + i},${i % 5},${["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][i % 7]},${i % 2 ? "Y" : "N"},${["March", "April", "May", "June"][i % 4]}`),
  ].join("\n");

  it("works out each column's words, unit, role and value kind and the rows' noun at ingest", async () => {
    const { profile, stored } = await ingestText(csv, "ferry_passengers.csv");
    const semantic = profile.semantic!;
    expect(semantic.table.entities).toEqual([{ noun: "ticket", from: "id column" }, { noun: "passenger", from: "file name" }]);
    const byName = Object.fromEntries(semantic.columns.map((c) => [c.name, c]));
    expect(byName["Ticket ID"]).toMatchObject({ role: "identifier" });
    expect(byName.Pclass).toMatchObject({ role: "code", expanded: [["class"]], categorical: true });
    expect(byName["Weight (kg)"]).toMatchObject({ words: ["weight", "kg"], unit: "kg", role: "measure", additive: true });
    expect(byName.qty_sold).toMatchObject({ expanded: [["quantity", "sold"]], role: "measure" });
    expect(byName["Sailing Day"]).toMatchObject({ role: "time", valueKind: "weekday" });
    expect(byName.Member).toMatchObject({ role: "flag", valueKind: "flag" });
    expect(byName.calendar_names_1).toMatchObject({ role: "time", valueKind: "month", valueNames: [["month"], ["month", "name"]] });
    // The profile's additive flag is the layer's.
    expect(profile.columns.find((c) => c.name === "qty_sold")?.additive).toBe(true);
    // It is plain JSON (D1's profile_json) and travels in the stored file's footer too.
    expect(JSON.parse(JSON.stringify(profile)).semantic).toEqual(semantic);
    expect((await openStoredDataset(stored!)).footer.profile?.semantic).toEqual(semantic);
  });
});
