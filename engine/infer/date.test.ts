import { describe, expect, it } from "vitest";
import {
  type DateMarks,
  daysFromCivil,
  excelSerialToMs,
  formatDateText,
  parseDate,
  readIsoDay,
  swapDayMonth,
} from "./date";

const utc = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, m - 1, d, h, mi, s);

describe("parseDate", () => {
  it.each([
    ["2024-03-05", utc(2024, 3, 5)],
    ["2024-3-5", utc(2024, 3, 5)],
    ["2024/03/05", utc(2024, 3, 5)],
    ["2024.03.05", utc(2024, 3, 5)],
    ["2024-03-05T14:30:00", utc(2024, 3, 5, 14, 30)],
    ["2024-03-05 14:30", utc(2024, 3, 5, 14, 30)],
    ["2024-03-05T14:30:00Z", utc(2024, 3, 5, 14, 30)],
    ["2024-03-05T14:30:00+02:00", utc(2024, 3, 5, 12, 30)],
    ["2024-03-05T14:30:00.250Z", utc(2024, 3, 5, 14, 30) + 250],
    ["Mar 5, 2024", utc(2024, 3, 5)],
    ["March 5 2024", utc(2024, 3, 5)],
    ["Tuesday, March 5th, 2024", utc(2024, 3, 5)],
    ["5 Mar 2024", utc(2024, 3, 5)],
    ["5-Mar-24", utc(2024, 3, 5)],
    ["05-Mar-1999", utc(1999, 3, 5)],
    ["March 2024", utc(2024, 3, 1)],
    ["2024-03", utc(2024, 3, 1)],
    ["Sept 9, 2023", utc(2023, 9, 9)],
  ])("reads %j", (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it("reads numeric dates in the order it is given", () => {
    expect(parseDate("03/05/2024", "mdy")).toBe(utc(2024, 3, 5));
    expect(parseDate("03/05/2024", "dmy")).toBe(utc(2024, 5, 3));
    expect(parseDate("05.03.24", "dmy")).toBe(utc(2024, 3, 5));
    expect(parseDate("1/5/2024 2:30 PM", "mdy")).toBe(utc(2024, 1, 5, 14, 30));
    expect(parseDate("1/5/2024 12:15 am", "mdy")).toBe(utc(2024, 1, 5, 0, 15));
    expect(parseDate("13/05/2024", "mdy")).toBeNaN();
  });

  it("reports the order a numeric date allows and whether it has a time", () => {
    const marks: DateMarks = { hasTime: false, order: undefined };
    parseDate("13/05/2024", "dmy", marks);
    expect(marks.order).toBe("dmy");
    parseDate("05/13/2024", "mdy", marks);
    expect(marks.order).toBe("mdy");
    parseDate("05/06/2024", "mdy", marks);
    expect(marks.order).toBe("either");
    parseDate("2024-01-01 00:00", "mdy", marks);
    expect(marks.hasTime).toBe(false);
    parseDate("2024-01-01 09:00", "mdy", marks);
    expect(marks.hasTime).toBe(true);
  });

  it.each([
    "2024-02-30",
    "2023-02-29",
    "2024-13-01",
    "31/31/2024",
    "hello",
    "2024",
    "12:30",
    "1.5",
    "2024-03-05 25:00",
    "Foo 5, 2024",
    "1/5/2024 13:00 PM",
  ])("rejects %j", (text) => {
    expect(parseDate(text)).toBeNaN();
  });

  it("accepts 29 February in leap years only", () => {
    expect(parseDate("2024-02-29")).toBe(utc(2024, 2, 29));
    expect(parseDate("2000-02-29")).toBe(utc(2000, 2, 29));
    expect(parseDate("1900-02-29")).toBeNaN();
  });
});

describe("calendar helpers", () => {
  it("counts days like Date.UTC", () => {
    for (const [y, m, d] of [
      [1970, 1, 1],
      [2000, 2, 29],
      [1969, 12, 31],
      [2100, 3, 1],
      [1601, 1, 1],
    ]) {
      expect(daysFromCivil(y, m, d) * 86_400_000).toBe(utc(y, m, d));
    }
  });

  it("counts days like Date for every month of years before and after the epoch, negative ones too", () => {
    const date = new Date(0);
    for (let y = -2001; y <= 10_001; y += 7) {
      for (let m = 1; m <= 12; m++) {
        for (const d of [1, 15, 28])
          expect(daysFromCivil(y, m, d) * 86_400_000, `${y}-${m}-${d}`).toBe(
            date.setUTCFullYear(y, m - 1, d)
          );
      }
    }
  });

  it("converts Excel serials, including the 1900 leap-year bug and the 1904 system", () => {
    expect(excelSerialToMs(45292)).toBe(utc(2024, 1, 1));
    expect(excelSerialToMs(45292.5)).toBe(utc(2024, 1, 1, 12));
    expect(excelSerialToMs(1)).toBe(utc(1900, 1, 1));
    expect(excelSerialToMs(61)).toBe(utc(1900, 3, 1));
    expect(excelSerialToMs(43830, true)).toBe(utc(2024, 1, 1));
  });

  it("formats and swaps", () => {
    expect(formatDateText(utc(2024, 3, 5), false)).toBe("2024-03-05");
    expect(formatDateText(utc(2024, 3, 5, 14, 30), true)).toBe(
      "2024-03-05 14:30:00"
    );
    expect(swapDayMonth(utc(2024, 3, 5, 8))).toBe(utc(2024, 5, 3, 8));
  });
});

describe("readIsoDay", () => {
  const bytesOf = (text: string) =>
    Uint8Array.from(`,${text},`, (c) => c.charCodeAt(0));
  const pad = (n: number, width: number) => String(n).padStart(width, "0");

  it("reads every YYYY-MM-DD that parseDate reads as a day, to the same value, leaving no mark", () => {
    // Years that share the month cache's slots, every two-digit month and days 0-32: valid and invalid days, leap
    // years included. The second pass meets a warm cache: "1999-17-05" must not be read as 2000-01-05's slot.
    const out = new Float64Array(2);
    let read = 0;
    for (let pass = 0; pass < 2; pass++)
      for (const year of [
        1000, 1582, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 5119, 9999, 1064,
        3048,
      ]) {
        for (let month = 0; month <= 99; month++) {
          for (let day = 0; day <= 32; day++) {
            const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
            const marks: DateMarks = { hasTime: true, order: "either" };
            const expected = parseDate(text, "mdy", marks);
            out[1] = 7;
            const fast = readIsoDay(bytesOf(text), 1, 11, out, 1);
            expect(fast, text).toBe(!Number.isNaN(expected));
            if (fast) {
              read++;
              expect(out[1], text).toBe(expected);
              expect(marks, text).toEqual({ hasTime: false, order: undefined });
            } else expect(out[1], text).toBe(7);
          }
        }
      }
    expect(read).toBe(2 * (13 * 365 + 5)); // leap years: 1064, 2000, 2024, 2400 and 3048 (not 1000, 1900 or 2100)
  });

  it("agrees with parseDate when any one byte of a date is any byte value", () => {
    // Bytes just outside the digits (/ : ? @ and those past 127) pass a careless range test.
    const out = new Float64Array(1);
    for (const date of ["2024-02-29", "1999-12-31", "2000-01-01"])
      for (let at = 0; at < 10; at++)
        for (let byte = 0; byte < 256; byte++) {
          const bytes = Uint8Array.from(date, (c) => c.charCodeAt(0));
          bytes[at] = byte;
          const text = String.fromCharCode(...bytes);
          const isoDay = /^\d{4}-\d\d-\d\d$/.test(text) ? parseDate(text) : NaN;
          out[0] = 7;
          expect(readIsoDay(bytes, 0, 10, out, 0), JSON.stringify(text)).toBe(
            !Number.isNaN(isoDay)
          );
          expect(out[0], JSON.stringify(text)).toBe(
            Number.isNaN(isoDay) ? 7 : isoDay
          );
        }
  });

  it("leaves every other form to the text reader, writing nothing", () => {
    const out = Float64Array.of(7);
    for (const text of [
      "2024-3-05",
      "2024/03/05",
      "2024.03.05",
      "2024-03-05T10:00",
      "0999-12-31",
      "2024-03-5 ",
      " 2024-03-5",
      "2024-0a-05",
      "2O24-03-05",
      "2024--3-05",
      "20240-3-05",
      "03-05-2024",
      "",
    ]) {
      expect(readIsoDay(bytesOf(text), 1, text.length + 1, out, 0), text).toBe(
        false
      );
      expect(out[0]).toBe(7);
    }
  });
});
