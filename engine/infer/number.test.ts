import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { type NumberMarks, decimalStyleOf, formatNumberText, parseNumber, parsePlainNumber, readPlainNumber } from "./number";

describe("parseNumber", () => {
  it.each([
    ["12", 12],
    ["-3.5", -3.5],
    ["0", 0],
    ["0.25", 0.25],
    [".5", 0.5],
    ["1e6", 1e6],
    ["1,234", 1234],
    ["1,234,567.89", 1234567.89],
    [" 42 ", 42],
    ["$1,234.50", 1234.5],
    ["-$12", -12],
    ["$-12", -12],
    ["(1,234)", -1234],
    ["($99.95)", -99.95],
    ["1,234-", -1234],
    ["USD 12.50", 12.5],
    ["12.50 USD", 12.5],
    ["€ 10", 10],
    ["£3", 3],
    ["¥1,000", 1000],
    ["12.5%", 0.125],
    ["7%", 0.07],
    ["-3 %", -0.03],
    ["1'234.50", 1234.5],
    ["1’234.50", 1234.5],
    ["1,23,456.78", 123456.78],
    ["12,34,567", 1234567],
    ["₹1,00,000", 100000],
    ["1 234.5", 1234.5],
    ["+5", 5],
    ["−7", -7],
    ["–6", -6],
    ["‒4", -4],
    ["−2.5%", -0.025],
    ["12[3]", 12],
    ["2008[N]", 2008],
    ["1,234[note 2]", 1234],
    ["45*", 45],
    ["1,234†", 1234],
    ["7‡", 7],
    ["$1,200[a][b]", 1200],
    ["−6[1]", -6],
    ["12.5% *", 0.125],
  ])("reads %j as %d", (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each([["1.234,50", 1234.5], ["1,5", 1.5], ["(99,00) €", -99], ["1 234,5", 1234.5], ["12,5%", 0.125], ["1.234.567,8", 1234567.8]])(
    "reads %j with a decimal comma as %d",
    (text, expected) => {
      expect(parseNumber(text, true)).toBe(expected);
    },
  );

  it.each(["", " ", "abc", "12abc", "007", "0123", "0x1F", "Infinity", "NaN", "1,23", "1.2.3", "2024-03-05", "555-1234", "-", "$", "12 ABC", "1e", "--5x", "[3]", "*", "12[3]x", "12[3", "10²", "–", "—6", "1–6"])(
    "rejects %j",
    (text) => {
      expect(parseNumber(text)).toBeNaN();
    },
  );

  it("reports the currency and percent marks", () => {
    const marks: NumberMarks = { currency: undefined, percent: false };
    parseNumber("€1.5", false, marks);
    expect(marks).toEqual({ currency: "EUR", percent: false });
    parseNumber("R$ 10", false, marks);
    expect(marks.currency).toBe("BRL");
    parseNumber("50%", false, marks);
    expect(marks).toEqual({ currency: undefined, percent: true });
  });
});

describe("parsePlainNumber", () => {
  it("takes plain forms and leaves the rest to the full parser", () => {
    expect(parsePlainNumber("481.32")).toBe(481.32);
    expect(parsePlainNumber("-0.5")).toBe(-0.5);
    expect(parsePlainNumber("007")).toBeNaN();
    expect(parsePlainNumber("0x10")).toBeNaN();
    expect(parsePlainNumber("1,234")).toBeNaN();
    expect(parsePlainNumber("")).toBeNaN();
  });
});

describe("readPlainNumber", () => {
  const bytesOf = (text: string) => Uint8Array.from(` ${text} `, (c) => c.charCodeAt(0));
  it("reads plain numbers from bytes into the column's array, as parsePlainNumber reads their text", () => {
    const out = new Float64Array(3);
    for (const text of ["12", "-3.5", "0.25", "0", "-0", "123456789012345", "1234567890123.45", "0.00000000000001", "981.7"]) {
      expect(readPlainNumber(bytesOf(text), 1, text.length + 1, out, 2)).toBe(true);
      expect(Object.is(out[2], parsePlainNumber(text))).toBe(true);
    }
  });

  it("leaves everything else to the text reader, writing nothing", () => {
    const out = Float64Array.of(7);
    for (const text of ["", "-", ".5", "1.", "01", "1.2.3", "1e5", "+1", "1,5", "1 000", "1234567890123456", "12345678901234.56", "0.000000000000001", "€5"]) {
      expect(readPlainNumber(bytesOf(text), 1, text.length + 1, out, 0)).toBe(false);
      expect(out[0]).toBe(7);
    }
  });

  it("reads every text of digits, signs, points and other bytes as parsePlainNumber does, wherever it lies", () => {
    // Generated texts of up to 20 bytes, mostly digits, with a sign, points, leading zeros, exponents, separators
    // and spaces now and then; each is read from the middle and from the very end of a buffer whose other bytes are
    // digits, so a read past the value's end would change its number.
    const random = seededRandom(29);
    const alphabet = "0123456789012345678901234567890123456789..--+e, x";
    const out = Float64Array.of(7);
    let read = 0;
    for (let n = 0; n < 20_000; n++) {
      const length = Math.floor(random() * 21);
      let text = "";
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(random() * alphabet.length)];
      const expected = parsePlainNumber(text);
      const value = Uint8Array.from(text, (c) => c.charCodeAt(0));
      const inMiddle = new Uint8Array(value.length + 8).fill(0x35);
      inMiddle.set(value, 4);
      const atEnd = new Uint8Array(value.length + 4).fill(0x35);
      atEnd.set(value, 4);
      for (const [bytes, start] of [[inMiddle, 4], [atEnd, 4]] as const) {
        out[0] = 7;
        const ok = readPlainNumber(bytes, start, start + value.length, out, 0);
        // True only where the text reader reads the same double by hand (<= 15 digits, no exponent); otherwise nothing written.
        if (ok) {
          read++;
          expect(Object.is(out[0], expected), text).toBe(true);
        } else expect(out[0], text).toBe(7);
        if (!ok && /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text)) expect(text.replace(/[-.]/g, "").length, text).toBeGreaterThan(15);
      }
    }
    expect(read).toBeGreaterThan(5_000);
  });
});

describe("decimalStyleOf", () => {
  it("tells which decimal convention a value allows", () => {
    expect(decimalStyleOf("1.5")).toBe("point");
    expect(decimalStyleOf("1,5")).toBe("comma");
    expect(decimalStyleOf("1.234,5")).toBe("comma");
    expect(decimalStyleOf("1,234.5")).toBe("point");
    expect(decimalStyleOf("1,234")).toBe("both");
    expect(decimalStyleOf("12")).toBe("both");
    expect(decimalStyleOf("x")).toBe("none");
  });
});

describe("formatNumberText", () => {
  it("writes numbers and percents back as text", () => {
    expect(formatNumberText(1234.5, false)).toBe("1234.5");
    expect(formatNumberText(0.07, true)).toBe("7%");
    expect(formatNumberText(0.125, true)).toBe("12.5%");
  });
});
