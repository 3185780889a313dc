import { describe, expect, it } from "vitest";
import { namesRanking, parseTiedRank } from "./tied-rank";

describe("parseTiedRank", () => {
  it.each([
    ["=9", 9],
    ["= 9", 9],
    ["9=", 9],
    ["21=", 21],
    ["T-3", 3],
    ["T3", 3],
    ["t12", 12],
  ])("reads %j as place %d", (text, place) => {
    expect(parseTiedRank(text)).toBe(place);
  });

  it.each(["9", "=", "T", "T-0", "=09", "9==", "TT3", "T3a", "3T-", "=-3"])("is not a tied rank: %j", (text) => {
    expect(parseTiedRank(text)).toBeNaN();
  });
});

describe("namesRanking", () => {
  it.each(["Rank", "Rank↓", "Pos.", "Pos", "Position", "Place", "Final place", "Finish", "#", "World ranking"])("%j names a ranking", (header) => {
    expect(namesRanking(header)).toBe(true);
  });

  it.each(["Terminal", "No.", "Code", "Tee", "Stage", "Positive", "Rankine"])("%j does not", (header) => {
    expect(namesRanking(header)).toBe(false);
  });
});
