import { describe, expect, it } from "vitest";
import { importChoicesFrom, importFormSchema } from "./import-form";

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
});
