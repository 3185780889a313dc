// The split of a real-data set by table: fixed by the table's path alone, and close to half and half.
import { describe, expect, it } from "vitest";
import { tableHalf } from "./realdata";

describe("tableHalf", () => {
  const tables = Array.from({ length: 1000 }, (_, k) => `tables/${200 + (k % 7)}-csv_${k}.csv`);

  it("gives a table the same half every time", () => {
    expect(tables.map(tableHalf)).toEqual(tables.map(tableHalf));
  });

  it("puts between 45 % and 55 % of tables in each half", () => {
    const dev = tables.filter((t) => tableHalf(t) === "dev").length;
    expect(dev).toBeGreaterThan(450);
    expect(dev).toBeLessThan(550);
  });
});
