import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it("uses decimal units, so a 10 MB plan limit reads 10 MB", () => {
    expect(formatFileSize(10_000_000)).toBe("10 MB");
    expect(formatFileSize(1_000_000_000)).toBe("1 GB");
    expect(formatFileSize(14_000_000)).toBe("14 MB");
  });

  it("shows one decimal below 10 and rounds up into the next unit", () => {
    expect(formatFileSize(4_200_000)).toBe("4.2 MB");
    expect(formatFileSize(820_000)).toBe("820 KB");
    expect(formatFileSize(999_999)).toBe("1 MB");
    expect(formatFileSize(9_960_000)).toBe("10 MB");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(0)).toBe("0 bytes");
  });
});
