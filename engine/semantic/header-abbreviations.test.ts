import { describe, expect, it } from "vitest";
import { describeColumnMeaning } from "./column-meaning";
import { headerAbbreviations } from "./header-abbreviations";

describe("header abbreviations", () => {
  it("spells out common abbreviations of headers, and only those", () => {
    expect(headerAbbreviations(["wt", "kg"])).toEqual({ wt: "weight" });
    expect(headerAbbreviations(["dest", "city"])).toEqual({ dest: "destination" });
    expect(headerAbbreviations(["stadium", "cap"])).toEqual({ cap: "capacity" });
    expect(headerAbbreviations(["city"])).toBeUndefined();
    // Short forms a header alone cannot settle are left out ("Br": branch or bedrooms).
    expect(headerAbbreviations(["br"])).toBeUndefined();
    expect(headerAbbreviations(["__proto__", "constructor"])).toBeUndefined();
  });

  it("are part of a column's meaning: the expansion counts for its role", () => {
    const meaning = describeColumnMeaning({ id: "yr_grp", name: "Yr Grp", type: "number" }, { distinct: 5, top: [{ value: 7, count: 40 }, { value: 8, count: 30 }] }, 100);
    expect(meaning.abbreviations).toEqual({ grp: "group" });
    expect(meaning.categorical).toBe(true);
    expect(describeColumnMeaning({ id: "carrier", name: "Carrier", type: "text" }, { distinct: 5 }, 100).abbreviations).toBeUndefined();
  });
});
