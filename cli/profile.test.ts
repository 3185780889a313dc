import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { salesCsv } from "../tests/fixtures/generate-sales";
import { runProfile } from "./profile";

const dir = mkdtempSync(join(tmpdir(), "insightlab-profile-"));
const file = (name: string, content: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe("npm run profile", () => {
  it("prints the schema, statistics, a preview and notes", async () => {
    const out = await runProfile([file("sales.csv", `Sales export\n${salesCsv(500, 9)}`)]);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe("");
    expect(out.stdout).toMatch(/^sales\.csv — CSV, UTF-8, delimiter “,”; 500 rows × 8 columns\n/);
    expect(out.stdout).toMatch(/\nrevenue\s+revenue\s+number\s+0\s+\d+/);
    expect(out.stdout).toMatch(/\norder_date\s+order_date\s+date\s+0\s+\d+\s+2023-\d\d-\d\d\s+2024-\d\d-\d\d/);
    expect(out.stdout).toContain("First 5 rows:");
    expect(out.stdout).toContain("- 1 row above the table (titles or notes) was skipped; the header is row 2.");
    // The semantic layer: each column's role, and what a row is.
    expect(out.stdout).toMatch(/^Column\s+Id\s+Type.*\s+Role$/m);
    expect(out.stdout).toMatch(/\norder_id\s+order_id\s+number\s.*\sidentifier\n/);
    expect(out.stdout).toMatch(/\nrevenue\s+revenue\s+number\s.*\smeasure\n/);
    expect(out.stdout).toContain("\nEach row is one order (from the id column).\n");
  });

  it("prints one JSON object with --json", async () => {
    const out = await runProfile([file("s.csv", salesCsv(50, 1)), "--json"]);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json)).toEqual(["source", "schema", "profile", "warnings", "readings"]);
    expect(json.schema.rowCount).toBe(50);
    expect(json.readings[0]).toEqual({ subject: "header", text: "The column names are in row 1.", ambiguous: false });
  });

  it("lists how the file was read, guesses first: the thousands-dot file beside ambiguous dates", async () => {
    const out = await runProfile([file("dates.csv", "Datum;Region;Betrag\n01.02.2024;Nord;1.250\n03.04.2024;Süd;2.500\n")]);
    const section = out.stdout.slice(out.stdout.indexOf("How this file was read"));
    expect(section).toMatch(/^\? Dates in “Datum” were read as day\/month\/year: .* \[Read as month\/day\/year\]$/m);
    expect(section).toContain("- “Betrag”: “,” is the decimal mark, a dot groups thousands — 1.250 is 1,250 (the file is ;-separated, where a decimal comma is usual). [Read 1.250 as 1.25]");
    expect(section.indexOf("? Dates")).toBeLessThan(section.indexOf("- The column names"));
  });

  it("reads a chosen sheet", async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["a"], [1]]), "First");
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["city", "sales"], ["Oslo", 3], ["Rome", 4]]), "Cities");
    const path = file("book.xlsx", new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer));
    const out = await runProfile([path, "--sheet", "Cities"]);
    expect(out.stdout).toMatch(/^book\.xlsx — XLSX, sheet “Cities”; 2 rows × 2 columns/);
    const missing = await runProfile([path, "--sheet", "Nope"]);
    expect(missing).toEqual({ stdout: "", stderr: "“book.xlsx” has no sheet named “Nope”. Its sheets are: “First”, “Cities”.\n", code: 1 });
  });

  it("fails clearly on bad files and bad usage", async () => {
    expect(await runProfile([file("empty.csv", "")])).toEqual({ stdout: "", stderr: "“empty.csv” is empty (0 bytes).\n", code: 1 });
    expect(await runProfile([join(dir, "nope.csv")])).toMatchObject({ stderr: expect.stringMatching(/no such file/), code: 2 });
    expect(await runProfile([])).toMatchObject({ stderr: expect.stringMatching(/^Usage: npm run profile/), code: 2 });
    expect(await runProfile(["a.csv", "--sheet"])).toMatchObject({ code: 2 });
    expect((await runProfile([file("bad.json", '{"a": [1,')])).stderr).toMatch(/^The JSON is not valid at line 1/);
  });
});
