import { describe, expect, it } from "vitest";
import { normalizeText, tokenize } from "./tokenize";

const summary = (q: string) => tokenize(q).map((t) => (t.kind === "number" ? `#${t.value}${t.currency ? "$" : ""}${t.percent ? "%" : ""}` : `${t.kind}:${t.norm}`));

describe("tokenize", () => {
  it("reads numbers with currency, thousands separators, magnitudes and percentages", () => {
    expect(summary("orders over $1,200 and 150k and 2.5% and $1.2M")).toEqual(["word:orders", "word:over", "#1200$", "word:and", "#150000", "word:and", "#2.5%", "word:and", "#1200000$"]);
  });
  it("attaches spelled-out units to numbers", () => {
    expect(summary("10 percent, 3 million, 500k usd")).toEqual(["#10%", "symbol:,", "#3000000", "symbol:,", "#500000$"]);
    expect(tokenize("500k usd")[0].currencyCode).toBe("usd");
  });
  it("keeps value codes whole: age bands, open-ended bands, page paths, ISO dates", () => {
    expect(summary("the 25-34 group, 5+ years, /pricing, 2024-03")).toEqual(["word:the", "code:25-34", "word:group", "symbol:,", "code:5+", "word:years", "symbol:,", "code:/pricing", "symbol:,", "code:2024-03"]);
  });
  it("reads ordinals written with digits as numbers marked ordinal", () => {
    const tokens = tokenize("the 3rd floor, the 21st row, 2nd and 4th");
    expect(tokens.filter((t) => t.kind === "number").map((t) => [t.value, t.ordinal])).toEqual([[3, true], [21, true], [2, true], [4, true]]);
    expect(tokens.some((t) => t.norm === "rd" || t.norm === "nd")).toBe(false);
    expect(tokenize("3 rooms")[0].ordinal).toBeUndefined();
  });
  it("splits a list written with commas into separate numbers", () => {
    expect(summary("ids 1,2 and 3")).toEqual(["word:ids", "#1", "#2", "word:and", "#3"]);
  });
  it("reads quoted text as one token and drops possessives", () => {
    expect(summary("items whose name contains 'USB' and the item's price")).toEqual(["word:items", "word:whose", "word:name", "word:contains", "quoted:usb", "word:and", "word:the", "word:item", "word:price"]);
  });
  it("splits hyphenated words the way headers are split", () => {
    const tokens = tokenize("work-life balance for full-time staff");
    expect(tokens.map((t) => t.norm)).toEqual(["work", "life", "balance", "for", "full", "time", "staff"]);
    expect(tokens[0].hyphenated).toBe(true);
  });
  it("keeps offsets into the original question", () => {
    const question = "Revenue in Q3";
    const [, , q3] = tokenize(question);
    expect(question.slice(q3.start, q3.end)).toBe("Q3");
  });
  it("normalises accents, curly quotes and dashes", () => {
    expect(normalizeText("Müller’s – “Q3”")).toBe("muller's - \"q3\"");
  });
});
