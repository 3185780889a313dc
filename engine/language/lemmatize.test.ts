import { describe, expect, it } from "vitest";
import { lemma, stem } from "./lemmatize";

describe("lemma", () => {
  it("reduces plurals and verb forms", () => {
    expect(["orders", "companies", "boxes", "earning", "shipped", "skus"].map(lemma)).toEqual(["order", "company", "box", "earn", "ship", "sku"]);
  });
  it("knows irregular forms and words that only look plural", () => {
    expect(["people", "sold", "paid", "won", "status", "sales", "bonus", "analyses"].map(lemma)).toEqual(["person", "sell", "pay", "win", "status", "sales", "bonus", "analysis"]);
  });
});

describe("stem", () => {
  it("gives derivations a common root", () => {
    expect(new Set(["cancellation", "cancelled", "cancel", "cancellations"].map(stem))).toEqual(new Set(["cancel"]));
    expect(new Set(["hiring", "hired", "hire", "hires"].map(stem)).size).toBe(1);
    expect(stem("resolution")).toBe(stem("resolved"));
    expect(stem("engineers")).toBe(stem("engineering"));
  });
});
