import { describe, expect, it } from "vitest";
import { applyItemIntent, editReportSchema, moveItem } from "./report-form";

describe("report form", () => {
  it("moves an analysis up or down, removes one, and ignores moves past either end", () => {
    expect(applyItemIntent(["a", "b", "c"], "up:1")).toEqual(["b", "a", "c"]);
    expect(applyItemIntent(["a", "b", "c"], "down:1")).toEqual(["a", "c", "b"]);
    expect(applyItemIntent(["a", "b", "c"], "remove:0")).toEqual(["b", "c"]);
    expect(applyItemIntent(["a", "b", "c"], "up:0")).toEqual(["a", "b", "c"]);
    expect(applyItemIntent(["a", "b", "c"], "down:2")).toEqual(["a", "b", "c"]);
    expect(applyItemIntent(["a", "b", "c"], "up:9")).toEqual(["a", "b", "c"]);
  });

  it("drags an analysis to another place", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  });

  it("refuses an empty title and an unknown action", () => {
    expect(editReportSchema.safeParse({ title: " ", intent: "save" }).error?.issues[0].message).toBe("Give the report a title.");
    expect(editReportSchema.safeParse({ title: "Q3", intent: "drop table" }).error?.issues[0].message).toBe("Unknown action.");
  });
});
