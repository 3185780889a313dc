import { describe, expect, it } from "vitest";
import type { DateRange } from "../plan/schema";
import { intervalDays, resolveDateRange } from "./date-ranges";

const latest = Date.parse("2024-12-15T10:00:00Z");
const days = (range: DateRange) => intervalDays(resolveDateRange(range, latest));

describe("resolveDateRange against the data's latest date (2024-12-15 10:00)", () => {
  it.each<[DateRange, string | null, string | null]>([
    [{ kind: "last", n: 30, unit: "day" }, "2024-11-16", "2024-12-15"],
    [{ kind: "last", n: 1, unit: "day" }, "2024-12-15", "2024-12-15"],
    [{ kind: "last", n: 2, unit: "week" }, "2024-12-02", "2024-12-15"],
    [{ kind: "last", n: 3, unit: "month" }, "2024-09-16", "2024-12-15"],
    [{ kind: "last", n: 3, unit: "month", calendar: true }, "2024-10-01", "2024-12-31"],
    [{ kind: "last", n: 2, unit: "quarter", calendar: true }, "2024-07-01", "2024-12-31"],
    [{ kind: "last", n: 1, unit: "year" }, "2023-12-16", "2024-12-15"],
    [{ kind: "this", unit: "year" }, "2024-01-01", "2024-12-31"],
    [{ kind: "this", unit: "quarter" }, "2024-10-01", "2024-12-31"],
    [{ kind: "this", unit: "week" }, "2024-12-09", "2024-12-15"],
    [{ kind: "previous", unit: "quarter" }, "2024-07-01", "2024-09-30"],
    [{ kind: "previous", unit: "year", offset: 2 }, "2022-01-01", "2022-12-31"],
    [{ kind: "previous", unit: "month" }, "2024-11-01", "2024-11-30"],
    [{ kind: "previous", unit: "day" }, "2024-12-14", "2024-12-14"],
    [{ kind: "between", from: "2024-03" }, "2024-03-01", null],
    [{ kind: "between", to: "2023-Q1" }, null, "2023-03-31"],
    [{ kind: "between", from: "2023", to: "2023-06-15" }, "2023-01-01", "2023-06-15"],
  ])("%j → %s … %s", (range, from, to) => {
    expect(days(range)).toEqual({ from, to });
  });

  it("needs a latest date for relative ranges", () => {
    expect(() => resolveDateRange({ kind: "this", unit: "year" }, undefined)).toThrow(/latest date/);
  });
});
