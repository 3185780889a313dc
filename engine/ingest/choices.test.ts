// The import wizard's corrections: header row, date order and decimal separator given instead of detected.
import { describe, expect, it } from "vitest";
import { openStoredDataset } from "../store/read";
import { ingestFile, type IngestOptions } from "./ingest";
import { storedNumbers } from "./test-helpers";

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (text: string, options?: IngestOptions) => ingestFile({ bytes: utf8(text), fileName: "data.csv" }, options);

async function column(text: string, id: string, options?: IngestOptions): Promise<number[]> {
  return storedNumbers((await read(text, options)).stored!, id);
}

const AMBIGUOUS = "Date,Amount\n03/04/2024,10\n05/06/2024,20\n01/02/2024,30\n";

describe("import choices", () => {
  it("states an assumed date order, and reads the order the person chose instead", async () => {
    const guessed = await read(AMBIGUOUS);
    expect(guessed.layout.dateOrderAssumed).toEqual([{ column: "Date", order: "mdy" }]);
    expect(guessed.warnings).toContain("Column “Date”: every date fits either order (day and month both 12 or under), so month/day/year was assumed.");
    expect(new Date((await column(AMBIGUOUS, "date"))[0]).toISOString().slice(0, 10)).toBe("2024-03-04");

    const chosen = await read(AMBIGUOUS, { choices: { dateOrder: "dmy" } });
    expect(chosen.layout.dateOrderAssumed).toEqual([]);
    expect(new Date((await column(AMBIGUOUS, "date", { choices: { dateOrder: "dmy" } }))[0]).toISOString().slice(0, 10)).toBe("2024-04-03");
  });

  it("takes the header from the row the person names, skipping the rows above", async () => {
    const text = "Sales report,,\nRegion,Units,Price\nNorth,3,2\nSouth,4,5\n";
    const detected = await read(text);
    expect(detected.layout).toMatchObject({ headerRow: 2, skippedRows: 1 });
    const chosen = await read(text, { choices: { headerRow: 1 } });
    expect(chosen.layout.headerRow).toBe(1);
    expect(chosen.schema.columns.map((c) => c.name)[0]).toBe("Sales report");
    expect(chosen.schema.rowCount).toBe(3);
    await expect(read(text, { choices: { headerRow: 40 } })).rejects.toThrow(/Row 40 is beyond the rows read/);
  });

  it("reads decimal commas when the person says so", async () => {
    const text = "Item,Weight\nA,\"1,5\"\nB,\"2,25\"\n";
    expect(await column(text, "weight", { choices: { decimalComma: true } })).toEqual([1.5, 2.25]);
    expect((await read(text, { choices: { decimalComma: true } })).layout.decimalComma).toBe(true);
  });

  it("names the columns whose types are mixed, with the first value that did not fit", async () => {
    const text = "Store,Units\n101,3\n102,4\nHQ,5\n";
    const result = await read(text);
    expect(result.schema.columns.map((c) => c.type)).toEqual(["text", "number"]);
    expect(result.layout.mixedColumns).toEqual([{ column: "Store", row: 4, value: "HQ" }]);
  });

  it("reads a column as the number type the person chose: values that are not numbers become blank, with a warning", async () => {
    const text = "Store,Units\n101,3\n102,4\nHQ,5\n";
    const options = { choices: { columnTypes: { Store: "number" as const } } };
    const result = await read(text, options);
    expect(result.schema.columns[0].type).toBe("number");
    expect(result.layout.mixedColumns).toEqual([]);
    expect(result.warnings).toContain("Column “Store”: 1 value could not be read as numbers and was left blank (the first in row 4: “HQ”).");
    expect((await column(text, "store", options)).slice(0, 2)).toEqual([101, 102]);
    expect(Number.isNaN((await column(text, "store", options))[2])).toBe(true);
  });

  it("reads numbers as text or category labels, and text as dates, when the person says so", async () => {
    const text = "Zip,Week,Sales\n01234,2024-03-04,10\n02345,n/a,20\n";
    const asText = await read(text, { choices: { columnTypes: { Zip: "category", Sales: "text" } } });
    expect(asText.schema.columns.map((c) => c.type)).toEqual(["text", "date", "text"]);
    const stored = await openStoredDataset(asText.stored!);
    for await (const batch of stored.batches()) {
      const zip = batch.columns.zip;
      expect(zip.type === "text" && [...zip.codes].map((c) => zip.dictionary[c])).toEqual(["01234", "02345"]);
    }
    const dates = await read("When,Sales\n2024-03-04,1\nsoon,2\n", { choices: { columnTypes: { When: "date" } } });
    expect(dates.schema.columns[0].type).toBe("date");
    expect(dates.warnings).toContain("Column “When”: 1 value could not be read as dates and was left blank (the first in row 3: “soon”).");
  });
});
