import { describe, expect, it } from "vitest";
import { numberedName, unnumberedName } from "./numbered-name";

describe("numbered names", () => {
  it("keeps a free name and numbers a taken one before its extension", () => {
    expect(numberedName("sales.csv", new Set())).toBe("sales.csv");
    expect(numberedName("sales.csv", new Set(["sales.csv"]))).toBe("sales (2).csv");
    expect(numberedName("sales.csv", new Set(["sales.csv", "sales (2).csv"]))).toBe("sales (3).csv");
    expect(numberedName("notes", new Set(["notes"]))).toBe("notes (2)");
    expect(numberedName(".env", new Set([".env"]))).toBe(".env (2)");
  });

  it("finds the name before the number", () => {
    expect(unnumberedName("sales (2).csv")).toBe("sales.csv");
    expect(unnumberedName("sales (12)")).toBe("sales");
    expect(unnumberedName("sales (draft).csv")).toBe("sales (draft).csv");
    expect(unnumberedName("sales.csv")).toBe("sales.csv");
  });
});
