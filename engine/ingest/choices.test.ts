// The import wizard's corrections: header row, date order and decimal separator given instead of detected.
import { describe, expect, it } from "vitest";
import { openStoredDataset } from "../store/read";
import { ingestFile, type IngestOptions } from "./ingest";

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (text: string, options?: IngestOptions) => ingestFile({ bytes: utf8(text), fileName: "data.csv" }, options);

async function column(text: string, id: string, options?: IngestOptions): Promise<number[]> {
  const result = await read(text, options);
  const stored = await openStoredDataset(result.stored!);
  const out: number[] = [];
  for await (const batch of stored.batches()) {
    const data = batch.columns[id];
    if (data.type === "text") throw new Error(`${id} was read as text`);
    out.push(...Array.from(data.values as ArrayLike<number>));
  }
  return out;
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
});
