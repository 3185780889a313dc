import { describe, expect, it } from "vitest";
import { DAY_MS, addMonths, bucketStart, civilFromDays, daysFromCivil, isoDateTime, isoDay, parsePeriod, periodAround, weekdayOfDays } from "./calendar";

const at = (iso: string) => Date.parse(`${iso}Z`);

describe("civil dates", () => {
  it("round-trips day numbers across leap years and centuries", () => {
    for (const [y, m, d] of [[1970, 1, 1], [2000, 2, 29], [2024, 12, 31], [1900, 3, 1], [2100, 2, 28], [1969, 12, 31]]) {
      const days = daysFromCivil(y, m, d);
      expect(days * DAY_MS).toBe(Date.UTC(y, m - 1, d));
      expect(civilFromDays(days)).toEqual({ year: y, month: m, day: d });
    }
  });

  it("numbers weekdays from Monday", () => {
    expect(weekdayOfDays(daysFromCivil(2024, 3, 4))).toBe(0); // a Monday
    expect(weekdayOfDays(daysFromCivil(2024, 3, 10))).toBe(6); // a Sunday
    expect(weekdayOfDays(-1)).toBe(2); // 1969-12-31, a Wednesday
  });
});

describe("bucketStart", () => {
  const t = at("2024-05-15T13:45:00");
  it.each([
    ["day", "2024-05-15"],
    ["week", "2024-05-13"],
    ["month", "2024-05-01"],
    ["quarter", "2024-04-01"],
    ["year", "2024-01-01"],
  ] as const)("%s", (bucket, start) => {
    expect(isoDay(bucketStart(t, bucket))).toBe(start);
  });
  it("weekday gives the weekday index, and NaN stays NaN", () => {
    expect(bucketStart(t, "weekday")).toBe(2);
    expect(bucketStart(NaN, "month")).toBeNaN();
  });
  it("ISO weeks cross year ends", () => {
    expect(isoDay(bucketStart(at("2025-01-01T00:00:00"), "week"))).toBe("2024-12-30");
  });
});

describe("addMonths and periods", () => {
  it("clamps the day of month", () => {
    expect(isoDay(addMonths(at("2024-03-31T00:00:00"), -1))).toBe("2024-02-29");
    expect(isoDay(addMonths(at("2023-01-31T00:00:00"), 1))).toBe("2023-02-28");
    expect(isoDay(addMonths(at("2024-11-15T00:00:00"), 14))).toBe("2026-01-15");
  });
  it("keeps the time of day", () => {
    expect(isoDateTime(addMonths(at("2024-01-10T08:30:00"), 1))).toBe("2024-02-10T08:30:00");
  });
  it("finds the period around an instant", () => {
    const q = periodAround(at("2024-08-20T00:00:00"), "quarter");
    expect([isoDay(q.start), isoDay(q.end)]).toEqual(["2024-07-01", "2024-10-01"]);
  });
});

describe("parsePeriod", () => {
  it.each([
    ["2024", "2024-01-01", "2025-01-01"],
    ["2024-Q3", "2024-07-01", "2024-10-01"],
    ["2024-02", "2024-02-01", "2024-03-01"],
    ["2024-02-29", "2024-02-29", "2024-03-01"],
  ])("%s covers [%s, %s)", (text, start, end) => {
    const p = parsePeriod(text)!;
    expect([isoDay(p.start), isoDay(p.end)]).toEqual([start, end]);
  });
  it("reads instants to the minute or second", () => {
    expect(parsePeriod("2024-03-05T14:30")).toEqual({ start: at("2024-03-05T14:30:00"), end: at("2024-03-05T14:31:00"), unit: "instant" });
    expect(parsePeriod("2024-03-05T14:30:15")!.end - parsePeriod("2024-03-05T14:30:15")!.start).toBe(1000);
  });
  it.each(["2024-13", "2023-02-29", "2024-00", "24", "2024-Q5", "2024-03-05T25:00", "March 2024"])("rejects %s", (text) => {
    expect(parsePeriod(text)).toBeUndefined();
  });
});
