import { describe, expect, it } from "vitest";
import { periodWords } from "./scope";

describe("periodWords: a resolved date range in words", () => {
  it("names whole calendar periods", () => {
    expect(periodWords("2024-03-01", "2024-03-31")).toBe("in Mar 2024");
    expect(periodWords("2024-01-01", "2024-12-31")).toBe("in 2024");
    expect(periodWords("2024-04-01", "2024-06-30")).toBe("in Q2 2024");
    expect(periodWords("2024-02-01", "2024-02-29")).toBe("in Feb 2024");
    expect(periodWords("2024-03-05", "2024-03-05")).toBe("in Mar 5, 2024");
  });
  it("gives the first and last day of other ranges, and open ends", () => {
    expect(periodWords("2024-03-05", "2024-04-02")).toBe("from Mar 5, 2024 to Apr 2, 2024");
    expect(periodWords("2024-01-01", "2024-02-29")).toBe("from Jan 1, 2024 to Feb 29, 2024");
    expect(periodWords("2024-03-05", null)).toBe("since Mar 5, 2024");
    expect(periodWords(null, "2024-03-05")).toBe("up to Mar 5, 2024");
    expect(periodWords(null, null)).toBeUndefined();
  });
});
