import { describe, expect, it } from "vitest";
import { describeColumnMeaning } from "./column-meaning";
import { describeDatasetMeaning } from "./dataset-meaning";
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

  it("reads a standings table's short headers only beside each other: W with L, Pts with GP", () => {
    const abbreviationsOf = (names: string[]) =>
      describeDatasetMeaning(names.map((name) => ({ id: name.toLowerCase().replace(/\W/g, ""), name, type: "number" as const })), undefined, 20).columns.map((c) => c.abbreviations);
    expect(abbreviationsOf(["Season", "GP", "W", "L", "T", "Pts"])).toEqual([undefined, { gp: "games" }, { w: "wins" }, { l: "losses" }, { t: "ties" }, { pts: "points" }]);
    expect(abbreviationsOf(["Team", "Pld", "W", "D", "L", "Pts."])).toEqual([undefined, { pld: "played" }, { w: "wins" }, { d: "draws" }, { l: "losses" }, { pts: "points" }]);
    // Points beside games played, without a won-lost pair: the letters stay letters.
    expect(abbreviationsOf(["Player", "GP", "Pts", "D"])).toEqual([undefined, { gp: "games" }, { pts: "points" }, undefined]);
    // A lone letter is a width, a length, a day…: never a result.
    expect(abbreviationsOf(["Item", "W", "H", "D"])).toEqual([undefined, undefined, undefined, undefined]);
    expect(abbreviationsOf(["Name", "L", "Pts"])).toEqual([undefined, undefined, undefined]);
    expect(headerAbbreviations(["w"])).toBeUndefined();
  });
});
