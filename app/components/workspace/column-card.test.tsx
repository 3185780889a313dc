import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ColumnProfile } from "../../../engine/profile/types";
import { ColumnCard } from "./column-card";

const numberProfile = (id: string, min: number, max: number, additive: boolean): ColumnProfile => ({
  id,
  name: id,
  type: "number",
  count: 120,
  missing: 0,
  distinct: 10,
  min,
  max,
  mean: (min + max) / 2,
  median: (min + max) / 2,
  // As a file profiled by older rules stored it: the card works the rule out again from the values.
  additive,
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("ColumnCard (issue #25)", () => {
  it("reads a year column as years: never added up, no thousands separators", () => {
    const html = text(renderToStaticMarkup(<ColumnCard column={{ id: "hire_year", name: "hire_year", type: "number" }} profile={numberProfile("hire_year", 2015, 2024, true)} />));
    expect(html).toContain("Min – max 2015 – 2024");
    expect(html).toContain("Does not add up across rows (a price, rate, score, age, year or code): answers average it.");
  });

  it("still totals an amount and writes it with separators", () => {
    const html = text(renderToStaticMarkup(<ColumnCard column={{ id: "units", name: "units", type: "number" }} profile={numberProfile("units", 1, 9000, true)} />));
    expect(html).toContain("Min – max 1 – 9,000");
    expect(html).toContain("Adds up across rows: answers total it unless you ask for an average.");
  });
});
