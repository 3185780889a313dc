// Repeated rows say what was compared (issue #25, item 4): on generated files whose repeats we planted, the count
// of rows equal once read, how many of them are identical in the file, and every pair, from the fixture's truth.
import { describe, expect, it } from "vitest";
import { type PlantedRepeat, repeatedOrders, repeatedOrdersWorkbook } from "../../tests/fixtures/repeated-orders";
import { ingestFile } from "../ingest/ingest";
import { readFileRecords } from "../ingest/records";
import { openStoredDataset } from "../store/read";
import { recommend } from "./clean";
import { rowsRepeatingAnother } from "./duplicates";
import { tableFromDataset } from "./table";

const NOW = Date.UTC(2025, 5, 1);
const encode = (text: string) => new TextEncoder().encode(text);

async function review(bytes: Uint8Array, fileName: string, withRecords = true) {
  const ingested = await ingestFile({ bytes, fileName });
  const table = await tableFromDataset(await openStoredDataset(ingested.stored!));
  const read = withRecords ? await readFileRecords({ bytes, fileName }, rowsRepeatingAnother(table)) : undefined;
  return { table, read, recommendations: recommend(table, "conservative", NOW, read?.records) };
}

const expectedPairs = (repeats: PlantedRepeat[]) =>
  repeats.map((r) => ({ row: r.row, earlier: r.earlier, identicalInFile: r.kind === "identical", ...(r.difference ? { difference: r.difference } : {}) }));

describe("repeated rows, compared as read and as written", () => {
  it("CSV: 17 rows repeat an earlier one once read; 11 are identical in the file; every pair listed", async () => {
    const { csv, rowCount, repeats } = repeatedOrders();
    const { table, read, recommendations } = await review(encode(csv), "orders.csv");
    // The title row above the header, the notes spanning lines and the CRLF ends leave 77 rows, as planted.
    expect(rowCount).toBe(77);
    expect(table.sourceRows).toHaveLength(77);
    expect(read?.rowCount).toBe(77);
    // Only the rows of repeated groups are kept from the file: 17 repeats and the 17 rows they repeat.
    expect(read?.records.size).toBe(34);
    const exact = recommendations.find((r) => r.kind === "remove-exact-duplicates")!;
    expect(exact.count).toBe(17);
    expect(exact.reason).toBe(
      "17 rows repeat an earlier row once dates, numbers and spaces are read the same way; 11 are identical in the file, 6 differ only in how a value is written (order_date: “2024-03-15” and “03/15/2024”). Removing them keeps one of each, so nothing is counted twice.",
    );
    expect(exact.pairs).toEqual(expectedPairs(repeats));
    expect(exact.pairs!.filter((p) => p.identicalInFile)).toHaveLength(11);
    // The lines of the first ten pairs (all identical here); the pairs hold the rest.
    expect(exact.examples).toEqual(repeats.slice(0, 10).map((r) => `Row ${r.row} repeats row ${r.earlier}: identical in the file.`));
    expect(exact.examples?.[0]).toBe("Row 61 repeats row 1: identical in the file.");
  });

  it("a repeat identical in the file to a later copy of its group is paired with that copy", async () => {
    const lines = ["id,day,region", "1,2024-03-15,North", "1,03/15/2024,North", "1,03/15/2024,North", "1,2024-03-15,North", "2,2024-03-16,South"];
    const { recommendations } = await review(encode(lines.join("\n")), "small.csv");
    const exact = recommendations.find((r) => r.kind === "remove-exact-duplicates")!;
    expect(exact.pairs).toEqual([
      { row: 2, earlier: 1, identicalInFile: false, difference: { column: "day", earlier: "“2024-03-15”", here: "“03/15/2024”" } },
      { row: 3, earlier: 2, identicalInFile: true },
      { row: 4, earlier: 1, identicalInFile: true },
    ]);
    expect(exact.examples?.[0]).toBe("Row 2 repeats row 1 once read: day is “2024-03-15” there and “03/15/2024” here.");
    expect(exact.reason).toMatch(/^3 rows repeat an earlier row once dates, numbers and spaces are read the same way; 2 are identical in the file, 1 differs only in how a value is written \(day: “2024-03-15” and “03\/15\/2024”\)\./);
  });

  it("workbook: cells compared by their stored values; a date or number typed as text is not identical", async () => {
    const { bytes, repeats } = repeatedOrdersWorkbook();
    const { recommendations } = await review(bytes, "orders.xlsx");
    const exact = recommendations.find((r) => r.kind === "remove-exact-duplicates")!;
    expect(exact.count).toBe(5);
    expect(exact.pairs).toEqual(expectedPairs(repeats));
    expect(exact.reason).toMatch(/; 3 are identical in the file, 2 differ only in how a value is written \(order_date: 2024-05-16 and “2024-05-16”\)\./);
  });

  it("without the file, says what it compared and that the file was not", async () => {
    const { csv } = repeatedOrders();
    const { recommendations } = await review(encode(csv), "orders.csv", false);
    const exact = recommendations.find((r) => r.kind === "remove-exact-duplicates")!;
    expect(exact.count).toBe(17);
    expect(exact.reason).toBe(
      "17 rows repeat an earlier row once dates, numbers and spaces are read the same way (“03/01/2024” and “2024-03-01” are one day, “$1,200” is 1200, spaces around a value do not count); the file itself could not be compared. Removing them keeps one of each, so nothing is counted twice.",
    );
    expect(exact.pairs?.every((p) => p.identicalInFile === null)).toBe(true);
    expect(exact.examples?.[0]).toBe("Row 61 repeats row 1.");
  });

  it("a file with no repeats is not read again", async () => {
    const { table } = await review(encode("id,region\n1,North\n2,South\n"), "plain.csv", false);
    expect(rowsRepeatingAnother(table).size).toBe(0);
  });
});
