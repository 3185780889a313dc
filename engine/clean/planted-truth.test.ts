// Cleaning never invents a figure (issue #25), checked on a generated sales table whose planted problems we know:
// every count, value and row below comes from the fixture's truth, not from reading the engine's output.
import { describe, expect, it } from "vitest";
import { PLANTED_COLUMNS, plantedSales } from "../../tests/fixtures/planted-sales";
import { applyRecipe, previewCleaning, type Recommendation, recipeFrom, recommend, tickedByDefault } from "./clean";
import { type Cell, tableFromRows } from "./table";

const NOW = Date.UTC(2025, 5, 1);
const { rows, truth } = plantedSales();
const table = () => tableFromRows(structuredClone(PLANTED_COLUMNS), rows.map((r) => [...r]));
const col = (id: string) => PLANTED_COLUMNS.findIndex((c) => c.id === id);
const byId = (recs: Recommendation[]) => new Map(recs.map((r) => [r.id, r]));
/** The recipe a first look ticks: every detector's recommendation but the unticked offers. */
const defaultRecipe = (level: "conservative" | "moderate" | "aggressive", recs: Recommendation[]) =>
  recipeFrom(level, recs, recs.filter((r) => !tickedByDefault(r)).map((r) => r.id));
const money = (v: number) => `$${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const moderate = byId(recommend(table(), "moderate", NOW));
const aggressive = byId(recommend(table(), "aggressive", NOW));

describe("blank amounts (item 2)", () => {
  it("finds revenue = units × unit_price on the complete rows, the 999,999 row the only one breaking it", () => {
    const blanks = truth.blankRevenue.size + truth.blankUnits.size + truth.bothBlank.length;
    // After the 11 exact copies go: the base rows and the 6 near copies, less every row with a blank of the three.
    const complete = 1200 + truth.nearCopies.length - blanks;
    expect(complete).toBe(1142);
    expect(moderate.get("note-relation:revenue")).toMatchObject({ count: complete, informational: true });
    expect(moderate.get("note-relation:revenue")?.reason).toBe(
      `revenue = units × unit_price on 1,141 of 1,142 complete rows (99.9 %). Cleaning fills a blank of these columns from the other two of its row, and never changes one of them alone.`,
    );
  });

  it("offers to fill the 47 blank revenues and 12 blank units from their own row, with the rows shown", () => {
    const revenue = moderate.get("fill-from-relation:revenue")!;
    expect(revenue.count).toBe(47);
    expect(revenue.reason).toBe("revenue: fill 47 blank revenue values from units × unit_price of the same row; 5 other rows lack what it takes and stay blank.");
    const [firstRevenue] = [...truth.blankRevenue.keys()];
    const units = rows[firstRevenue][col("units")] as number;
    const price = rows[firstRevenue][col("unit_price")] as number;
    expect(revenue.examples?.[0]).toBe(`Row ${firstRevenue + 1}: ${units} × ${money(price)} = ${money(truth.blankRevenue.get(firstRevenue)!)}`);
    expect(revenue.examples).toHaveLength(10);
    expect(tickedByDefault(revenue)).toBe(true);

    const unitsFill = moderate.get("fill-from-relation:units")!;
    expect(unitsFill.count).toBe(12);
    expect(unitsFill.reason).toBe("units: fill 12 blank units values from revenue ÷ unit_price of the same row; 5 other rows lack what it takes and stay blank.");
  });

  it("never fills an amount with a statistic: the rows nothing fills are counted and left blank", () => {
    expect(moderate.has("fill-missing:revenue")).toBe(false);
    expect(moderate.has("fill-missing:units")).toBe(false);
    expect(moderate.get("keep-blank:revenue")).toMatchObject({ count: truth.bothBlank.length, informational: true });
    expect(moderate.get("keep-blank:units")).toMatchObject({ count: truth.bothBlank.length, informational: true });
  });

  it("offers the median for an attribute (age) unticked, with its count and value", () => {
    const copies = new Set(truth.exactCopies.map(([copy]) => copy));
    const ages = rows.filter((_, i) => !copies.has(i)).map((r) => r[col("customer_age")]).filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
    const median = (ages[(ages.length - 1) >> 1] + ages[ages.length >> 1]) / 2;
    const age = moderate.get("fill-missing:customer_age")!;
    expect(age).toMatchObject({ count: truth.blankAge.length, unticked: true });
    expect(age.reason).toBe(`customer_age: 30 missing values (2 % of rows), filled with the column's median, ${median}, if you tick it. Not ticked: it is a typical value, not the row's own.`);
  });

  it("applied at Moderate, each filled value is the row's own and nothing else is invented", () => {
    const recs = recommend(table(), "moderate", NOW);
    const applied = applyRecipe(table(), defaultRecipe("moderate", recs), NOW).table;
    const at = new Map(applied.sourceRows.map((source, i) => [source, i]));
    for (const [row, value] of truth.blankRevenue) expect(applied.values.revenue[at.get(row)!]).toBe(value);
    for (const [row, value] of truth.blankUnits) expect(applied.values.units[at.get(row)!]).toBe(value);
    for (const row of truth.bothBlank) expect([applied.values.units[at.get(row)!], applied.values.revenue[at.get(row)!]]).toEqual([null, null]);
    for (const row of truth.blankAge) expect(applied.values.customer_age[at.get(row)!]).toBeNull();
    // Every row keeps revenue = units × unit_price but the planted 999,999.
    const broken = applied.sourceRows.filter((_, i) => {
      const [u, p, r] = [applied.values.units[i], applied.values.unit_price[i], applied.values.revenue[i]] as Cell[];
      return typeof u === "number" && typeof p === "number" && typeof r === "number" && Math.abs(u * p - r) > 0.01;
    });
    expect(broken).toEqual([truth.revenueOutlier]);
  });
});

describe("outliers (item 3)", () => {
  it("flags the 999,999.00 revenue and the 9,000-unit order, naming their rows, and no order of the dearest product", () => {
    const revenue = moderate.get("mark-suspect:revenue")!;
    expect(revenue.count).toBe(1);
    expect(revenue.reason).toBe(
      "revenue: 1 value lies far outside the other rows of its product, compared on a log scale as amounts of money grow by multiples. It stays as it is; a yes/no column “revenue suspect” marks its row so answers can leave it out (ask “… excluding revenue suspect”).",
    );
    // Gadget sells at 45.00 for 1 to 40 units: its ordinary revenues run from 45.00 to 1,800.00.
    expect(revenue.examples).toEqual([`Row ${truth.revenueOutlier + 1}: $999,999.00 — units × unit_price gives $540.00; product “Gadget” rows are between $45.00 and $1,800.00.`]);
    const units = moderate.get("mark-suspect:units")!;
    expect(units.count).toBe(1);
    expect(units.examples).toEqual([`Row ${truth.unitsOutlier + 1}: 9,000; the other rows are between 1 and 40.`]);
    for (const id of ["mark-suspect:unit_price", "mark-suspect:customer_age", "mark-suspect:signup_year", "mark-suspect:order_id"]) expect(moderate.has(id)).toBe(false);
    expect(tickedByDefault(revenue) && tickedByDefault(units)).toBe(true);
  });

  it("marks rather than changes: the values stay and a yes/no column names the suspect rows", () => {
    const recs = recommend(table(), "moderate", NOW);
    const applied = applyRecipe(table(), defaultRecipe("moderate", recs), NOW).table;
    const suspect = (id: string) => applied.sourceRows.filter((_, i) => applied.values[id][i] === true);
    expect(suspect("revenue_suspect")).toEqual([truth.revenueOutlier]);
    expect(suspect("units_suspect")).toEqual([truth.unitsOutlier]);
    for (const row of truth.dearest36) expect(applied.values.revenue_suspect[applied.sourceRows.indexOf(row)]).toBe(false);
    expect(applied.columns.find((c) => c.id === "revenue_suspect")).toEqual({ id: "revenue_suspect", name: "revenue suspect", type: "boolean" });
    const at = applied.sourceRows.indexOf(truth.revenueOutlier);
    expect(applied.values.revenue[at]).toBe(999_999);
  });

  it("never offers to cap a column a relation ties to others, even at Aggressive", () => {
    for (const id of ["cap-outliers:revenue", "cap-outliers:units", "cap-outliers:unit_price", "clear-impossible:units"]) expect(aggressive.has(id)).toBe(false);
  });
});

describe("duplicates (item 4)", () => {
  it("says what was compared and shows the pairs", () => {
    const exact = moderate.get("remove-exact-duplicates")!;
    expect(exact.count).toBe(truth.exactCopies.length);
    expect(exact.reason).toMatch(/^11 rows repeat an earlier row once dates, numbers and spaces are read the same way/);
    expect(exact.examples).toEqual(truth.exactCopies.slice(0, 10).map(([copy, source]) => `Row ${(copy + 1).toLocaleString("en-US")} repeats row ${source + 1}.`));
    const near = aggressive.get("remove-near-duplicates")!;
    expect(near.count).toBe(truth.nearCopies.length);
    expect(near.examples).toEqual(truth.nearCopies.map(([copy, source]) => `Row ${(copy + 1).toLocaleString("en-US")} repeats row ${source + 1}.`));
  });
});

describe("the preview's effect on answers (item 7)", () => {
  it("averages a price and totals amounts, as the answers do; a year is neither", () => {
    const recs = recommend(table(), "moderate", NOW);
    const { preview } = previewCleaning(table(), defaultRecipe("moderate", recs), NOW);
    const labels = preview.effects.map((e) => e.label);
    expect(labels).toEqual(["Rows", "Blank cells", "Average unit_price", "Total revenue", "Total units"]);
    const prices = rows.map((r) => r[col("unit_price")] as number);
    const mean = prices.reduce((a, b) => a + b, 0) / prices.length;
    expect(preview.effects[2].beforeText).toBe(money(mean));
    // Blanks: 47 + 12 filled from their rows; the 2 × 5 nothing gives and the 30 ages stay.
    expect(preview.effects[1]).toMatchObject({ before: 47 + 12 + 10 + 30, after: 10 + 30 });
  });
});
