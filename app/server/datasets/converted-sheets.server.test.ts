import { describe, expect, it } from "vitest";
import { WorkspaceError } from "~/server/workspace-error.server";
import { MAX_CONVERTED_SHEETS, parseSheetName, parseSheetNames } from "./converted-sheets.server";

function refusal(run: () => unknown): WorkspaceError {
  try {
    run();
  } catch (error) {
    if (error instanceof WorkspaceError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("parseSheetNames", () => {
  it("keeps a JSON array of names in order, trimmed and without duplicates", () => {
    expect(parseSheetNames(JSON.stringify([" Orders ", "Staff", "Orders"]))).toEqual(["Orders", "Staff"]);
    expect(parseSheetNames("[]")).toEqual([]);
  });

  it("caps the list", () => {
    const names = Array.from({ length: MAX_CONVERTED_SHEETS + 50 }, (_, i) => `Sheet ${i}`);
    expect(parseSheetNames(JSON.stringify(names))).toEqual(names.slice(0, MAX_CONVERTED_SHEETS));
  });

  it("refuses anything but a list of short, non-empty strings with a 400", () => {
    for (const text of ["Orders,Staff", '{"a":"b"}', '["Orders", 3]', '["Orders", null]', '["  "]', JSON.stringify(["x".repeat(101)])]) {
      const error = refusal(() => parseSheetNames(text));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/^sheets:/);
    }
  });
});

describe("parseSheetName", () => {
  it("reads one name; empty means none; too long is refused", () => {
    expect(parseSheetName(" Staff ")).toBe("Staff");
    expect(parseSheetName("  ")).toBeNull();
    expect(refusal(() => parseSheetName("x".repeat(101))).status).toBe(400);
  });
});
