import { describe, expect, it } from "vitest";
import { columnDecimalsFrom, columnTypesFrom, importChoicesFrom, importFieldsOf, importFormSchema } from "./import-form";

describe("import wizard form", () => {
  it("reads only what was set", () => {
    expect(importChoicesFrom(importFormSchema.parse({ headerRow: " 3 ", dateOrder: "dmy", decimal: "auto" }))).toEqual({ headerRow: 3, dateOrder: "dmy" });
    expect(importChoicesFrom(importFormSchema.parse({ headerRow: "", dateOrder: "auto", decimal: "comma" }))).toEqual({ decimalComma: true });
  });

  it("refuses bad answers with a specific message", () => {
    expect(importFormSchema.safeParse({ headerRow: "three", dateOrder: "auto", decimal: "auto" }).error?.issues[0].message).toMatch(/row number/);
    expect(importFormSchema.safeParse({ headerRow: "0", dateOrder: "auto", decimal: "auto" }).error?.issues[0].message).toMatch(/between 1 and 1,000/);
    expect(importFormSchema.safeParse({ headerRow: "", dateOrder: "ymd", decimal: "auto" }).error?.issues[0].message).toBe("Choose how dates are written.");
  });

  it("reads column types by column name, with the pair for another column; auto leaves a column to detection", () => {
    const names = ["Store", "Zip", "Units"];
    const read = columnTypesFrom(
      [
        ["columnType:Store", "category"],
        ["columnType:Units", "auto"],
        ["otherColumn", "Zip"],
        ["otherType", "text"],
      ],
      names,
    );
    expect(read).toEqual({ ok: true, columnTypes: { Store: "category", Zip: "text" } });
    if (read.ok) expect(importChoicesFrom(importFormSchema.parse({ headerRow: "", dateOrder: "auto", decimal: "auto" }), read.columnTypes)).toEqual({ columnTypes: { Store: "category", Zip: "text" } });
    expect(columnTypesFrom([["otherColumn", ""], ["otherType", "auto"]], names)).toEqual({ ok: true, columnTypes: {} });
  });

  it("refuses a column type it cannot use, naming the column", () => {
    expect(columnTypesFrom([["columnType:Store", "money"]], ["Store"])).toEqual({ ok: false, message: "Choose a type for “Store”: text, number, date or category." });
    expect(columnTypesFrom([["columnType:Nope", "text"]], ["Store"])).toEqual({ ok: false, message: "This file has no column “Nope”. Reload the page and choose from its columns." });
    expect(columnTypesFrom([["otherColumn", ""], ["otherType", "number"]], ["Store"])).toEqual({ ok: false, message: "Choose the column whose type you set under “Another column”." });
  });

  it("writes choices as the fields that post them, and reads them back the same", () => {
    const choices = { headerRow: 2, dateOrder: "dmy" as const, columnTypes: { Store: "category" as const }, columnDecimals: { Betrag: "point" as const } };
    const fields = importFieldsOf(choices);
    expect(fields).toEqual([
      ["intent", "import"],
      ["headerRow", "2"],
      ["dateOrder", "dmy"],
      ["decimal", "auto"],
      ["columnType:Store", "category"],
      ["columnDecimal:Betrag", "point"],
    ]);
    const names = ["Store", "Betrag"];
    const types = columnTypesFrom(fields, names);
    const decimals = columnDecimalsFrom(fields, names);
    if (!types.ok || !decimals.ok) throw new Error("the fields did not read");
    expect(importChoicesFrom(importFormSchema.parse(Object.fromEntries(fields)), types.columnTypes, decimals.columnDecimals)).toEqual(choices);
  });

  it("refuses a column decimal mark it cannot use", () => {
    expect(columnDecimalsFrom([["columnDecimal:Betrag", "dot"]], ["Betrag"])).toEqual({ ok: false, message: "Choose the decimal mark of “Betrag”: a point or a comma." });
    expect(columnDecimalsFrom([["columnDecimal:Nope", "comma"]], ["Betrag"])).toMatchObject({ ok: false });
    expect(columnDecimalsFrom([["columnDecimal:Betrag", "auto"]], ["Betrag"])).toEqual({ ok: true, columnDecimals: {} });
  });
});
