import { describe, expect, it } from "vitest";
import { type DurationMarks, durationPattern, durationShapeOf, formatDuration, parseDuration } from "./duration";

describe("parseDuration", () => {
  it.each([
    ["1:47.32", 107.32],
    ["1:47", 107],
    ["0:58", 58],
    ["03:00", 180],
    ["2:03:15", 7395],
    ["61:29:17", 221357],
    ["1:01:25.34", 3685.34],
    ["47.3s", 47.3],
    ["47.3 s", 47.3],
    [" 8:17.73 ", 497.73],
  ])("reads %j as %d seconds", (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(["1:60", "1:7", "1:47:", ":47", "1:47.1234", "2:03:60", "1.47", "47", "12-3", "1:47 PM", "s", "4:5:6"])("rejects %j", (text) => {
    expect(parseDuration(text)).toBeNaN();
  });

  it("leaves the value's form in the marks", () => {
    const marks: DurationMarks = { fields: 0, decimals: 0, padded: false, suffix: "" };
    parseDuration("03:00.5", marks);
    expect(marks).toEqual({ fields: 2, decimals: 1, padded: true, suffix: "" });
    parseDuration("2:03:15", marks);
    expect(marks).toEqual({ fields: 3, decimals: 0, padded: false, suffix: "" });
    parseDuration("9.81 s", marks);
    expect(marks).toEqual({ fields: 1, decimals: 2, padded: false, suffix: " s" });
  });
});

describe("durationShapeOf", () => {
  it("takes the longest form and the most decimals of a column", () => {
    expect(durationShapeOf(["1:04:45", "59:12", "1:02:44"], "Time")).toEqual({ fields: 3, decimals: 0 });
    expect(durationShapeOf(["1:47.32", "1:47.9", "2:01.00"], "Time")).toEqual({ fields: 2, decimals: 2 });
    expect(durationShapeOf(["9.58s", "9.69s"], "Result")).toEqual({ fields: 1, decimals: 2, suffix: "s" });
  });

  it("reads minutes and seconds without a fraction only under a header that names a length of time", () => {
    expect(durationShapeOf(["3:11", "4:16", "5:02"], "Length")).toEqual({ fields: 2, decimals: 0 });
    expect(durationShapeOf(["03:00", "06:47"], "Duration")).toEqual({ fields: 2, decimals: 0, padded: true });
    // "19:30" under "Time" or "Kick-off" may be a time of day.
    expect(durationShapeOf(["19:30", "20:45"], "Time")).toBeNull();
    expect(durationShapeOf(["19:30", "20:45"], "Kick-off")).toBeNull();
  });

  it("refuses a column that mixes forms or holds anything else", () => {
    expect(durationShapeOf(["1:47.32", "47.3s"], "Time")).toBeNull();
    expect(durationShapeOf(["1:47.32", "DNS"], "Time")).toBeNull();
    expect(durationShapeOf(["1:47.32", "107"], "Time")).toBeNull();
    expect(durationShapeOf([], "Time")).toBeNull();
  });
});

describe("formatDuration", () => {
  it("writes each value back as the column wrote it", () => {
    for (const [text, shape] of [
      ["1:47.32", { fields: 2, decimals: 2 }],
      ["2:01.00", { fields: 2, decimals: 2 }],
      ["03:00", { fields: 2, decimals: 0, padded: true }],
      ["2:03:15", { fields: 3, decimals: 0 }],
      ["1:01:25.34", { fields: 3, decimals: 2 }],
      ["47.3s", { fields: 1, decimals: 1, suffix: "s" }],
      ["47.3 s", { fields: 1, decimals: 1, suffix: " s" }],
    ] as const) {
      expect(formatDuration(parseDuration(text), shape)).toBe(text);
    }
  });

  it("keeps a total in the column's largest field: minutes of m:ss values are never carried into hours", () => {
    expect(formatDuration(75 * 60 + 30, { fields: 2, decimals: 0 })).toBe("75:30");
    expect(formatDuration(27 * 3600 + 46 * 60 + 40, { fields: 3, decimals: 0 })).toBe("27:46:40");
    expect(formatDuration(110.235, { fields: 2, decimals: 2 })).toBe("1:50.24");
    expect(formatDuration(-0.58, { fields: 2, decimals: 2 })).toBe("-0:00.58");
  });

  it("names the form for people", () => {
    expect(durationPattern({ fields: 2, decimals: 2 })).toBe("m:ss.ss");
    expect(durationPattern({ fields: 3, decimals: 0 })).toBe("h:mm:ss");
    expect(durationPattern({ fields: 2, decimals: 0, padded: true })).toBe("mm:ss");
    expect(durationPattern({ fields: 1, decimals: 1, suffix: "s" })).toBe("seconds");
  });
});
