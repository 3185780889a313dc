import { describe, expect, it } from "vitest";
import { decideNumberFormat } from "./number-format";

describe("decideNumberFormat", () => {
  it("follows the values when they read only one way", () => {
    expect(decideNumberFormat(["1.234,5", "7"], {})).toMatchObject({ decimalComma: true, format: { ambiguous: false, thousands: "." } });
    expect(decideNumberFormat(["1,234.5", "7"], { decimalComma: true })).toMatchObject({ decimalComma: false, format: { ambiguous: false, thousands: "," } });
  });

  it("reads dot-and-three-digits as thousands in a ;-separated file, and says why", () => {
    const { decimalComma, format } = decideNumberFormat(["9.000", "8.500", "12.250"], { decimalComma: true, delimiter: ";" });
    expect(decimalComma).toBe(true);
    expect(format).toEqual({ thousands: ".", ambiguous: false, why: "the file is ;-separated, where a decimal comma is usual", example: "9.000" });
  });

  it("asks the file's other number columns, and calls split evidence ambiguous", () => {
    const siblings = { point: 1, comma: 0 };
    const split = decideNumberFormat(["1.500", "2.000"], { decimalComma: true, delimiter: ";", siblings: () => siblings });
    expect(split).toMatchObject({ decimalComma: false, format: { ambiguous: true } });
    expect(split.format.why).toMatch(/split/);
    expect(decideNumberFormat(["1.500", "2.000"], { decimalComma: false, delimiter: "\t", siblings: () => ({ point: 0, comma: 2 }) })).toMatchObject({
      decimalComma: true,
      format: { ambiguous: false },
    });
  });

  it("takes the currency as evidence", () => {
    expect(decideNumberFormat(["9.000 €", "8.500 €"], { delimiter: "\t" })).toMatchObject({ decimalComma: true, format: { ambiguous: false } });
    expect(decideNumberFormat(["$9.000", "$8.500"], { decimalComma: true })).toMatchObject({ format: { ambiguous: true } });
  });

  it("is ambiguous when nothing but the shape speaks, and not when no value changes with the choice", () => {
    expect(decideNumberFormat(["9.000", "8.500"], { delimiter: "\t" })).toMatchObject({ decimalComma: false, format: { ambiguous: true } });
    expect(decideNumberFormat(["9", "1 500"], { delimiter: "\t" })).toMatchObject({ decimalComma: false, format: { ambiguous: false, thousands: " " } });
  });

  it("never guesses against the person's choice", () => {
    expect(decideNumberFormat(["9.000"], { decimalCommaChosen: false, decimalComma: true })).toMatchObject({ decimalComma: false, format: { ambiguous: false, why: "you chose it" } });
  });
});
