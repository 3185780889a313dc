import { describe, expect, it } from "vitest";
import { ingestFile } from "./ingest";
import { readingsOf } from "./readings";
import { storedNumbers } from "./test-helpers";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function readings(text: string, fileName = "data.csv") {
  const result = await ingestFile({ bytes: utf8(text), fileName });
  return { result, readings: readingsOf(result.layout, result.schema.columns, null) };
}

describe("readingsOf", () => {
  it("lists every reading of the thousands-dot file, with the correction that undoes each", async () => {
    const { readings: list } = await readings("Region;Betrag\nNord;9.000\nSüd;8.500\nOst;12.250\n");
    expect(list.map((r) => r.text)).toEqual([
      "The column names are in row 1.",
      "“Betrag”: “,” is the decimal mark, a dot groups thousands — 9.000 is 9,000 (the file is ;-separated, where a decimal comma is usual).",
      "“Region”: text.",
      "“Betrag”: number.",
    ]);
    expect(list[1].correction).toEqual({ label: "Read 9.000 as 9", choices: { columnDecimals: { Betrag: "point" } } });
    expect(list[3].correction).toEqual({ label: "Read as text", choices: { columnTypes: { Betrag: "text" } } });
  });

  it("lists the number assumption beside the ambiguous dates, ambiguous ones first", async () => {
    const { result, readings: list } = await readings("Datum;Region;Betrag\n01.02.2024;Nord;1.250\n03.04.2024;Süd;2.500\n05.06.2024;Ost;1.750\n");
    expect(await storedNumbers(result.stored!, "betrag")).toEqual([1250, 2500, 1750]);
    expect(list[0]).toMatchObject({ subject: "dates", column: "Datum", ambiguous: true, correction: { label: "Read as month/day/year", choices: { dateOrder: "mdy" } } });
    expect(list.find((r) => r.subject === "numbers")).toMatchObject({ column: "Betrag", text: expect.stringContaining("1.250 is 1,250"), correction: { label: "Read 1.250 as 1.25" } });
  });

  it("puts a split column first and keeps the corrections already in force", async () => {
    const result = await ingestFile({ bytes: utf8("Produkt;Preis;Menge\nA;12.5;1.500\nB;7.25;2.000\n"), fileName: "split.csv" });
    const list = readingsOf(result.layout, result.schema.columns, { dateOrder: "dmy", columnTypes: { Produkt: "category" } });
    expect(list[0]).toMatchObject({ subject: "numbers", column: "Menge", ambiguous: true, correction: { label: "Read 1.500 as 1,500" } });
    expect(list[0].correction?.choices).toEqual({ dateOrder: "dmy", columnTypes: { Produkt: "category" }, columnDecimals: { Menge: "comma" } });
    expect(list.find((r) => r.column === "Produkt" && r.subject === "type")?.correction).toEqual({ label: "Read as detected", choices: { dateOrder: "dmy" } });
  });

  it("reads the file again with a column's correction", async () => {
    const text = "Region;Betrag\nNord;9.000\nSüd;8.500\n";
    const result = await ingestFile({ bytes: utf8(text), fileName: "data.csv" }, { choices: { columnDecimals: { Betrag: "point" } } });
    expect(await storedNumbers(result.stored!, "betrag")).toEqual([9, 8.5]);
    expect(readingsOf(result.layout, result.schema.columns, { columnDecimals: { Betrag: "point" } })[1].text).toMatch(/you chose it/);
  });
});
