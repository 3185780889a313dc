import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openStoredDataset } from "../store/read";
import { writeStoredDataset } from "../store/write-dataset";
import type { ColumnSchema } from "../types";
import { applyRecipe, previewCleaning, recipeFrom, recommend } from "./clean";
import { isIdentifierColumn } from "./identifiers";
import { CLEANING_LEVELS } from "./rule-parts";
import { type Cell, datasetFromTable, tableFromDataset, tableFromRows } from "./table";
import { editDistance, normalText, tidyText } from "./text";

const NOW = Date.UTC(2025, 5, 1);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const columns: ColumnSchema[] = [
  { id: "order_id", name: "Order ID", type: "number" },
  { id: "region", name: "Region", type: "text" },
  { id: "product", name: "Product", type: "text" },
  { id: "revenue", name: "Revenue", type: "text" },
  { id: "quantity", name: "Quantity", type: "number" },
  { id: "order_date", name: "Order date", type: "date" },
];

/** A messy sales table: a duplicate row, blanks, "$1,200" text numbers, "north"/"North ", a typo, an outlier. */
function messy() {
  const rows: Cell[][] = [];
  const regions = ["North", "South", "East", "West"];
  for (let i = 0; i < 40; i++) {
    rows.push([i + 1, regions[i % 4], i % 3 === 0 ? "Gadget" : "Widget", `$${(1000 + i * 10).toLocaleString("en-US")}`, 2 + (i % 3), day(`2024-01-${String((i % 28) + 1).padStart(2, "0")}`)]);
  }
  rows[1][1] = "north";
  rows[2][1] = "North ";
  rows[3][2] = "Widgett";
  rows[4][3] = null;
  rows[5][4] = null;
  rows[6][3] = "$90,000";
  rows[7][4] = -3;
  rows[8][5] = day("2031-01-01");
  rows.push([...rows[9]]);
  rows.push([rows[11][0], "  WEST ", "widget", rows[11][3], rows[11][4], rows[11][5]]);
  return tableFromRows(structuredClone(columns), rows);
}

const byId = (recs: ReturnType<typeof recommend>) => new Map(recs.map((r) => [r.id, r]));

describe("text helpers", () => {
  it("normalises case and whitespace", () => {
    expect(normalText("  North   East ")).toBe("north east");
  });
  it("tidies stray spaces but keeps the line breaks of a note", () => {
    expect(tidyText("  North \t East ")).toBe("North East");
    expect(tidyText("Called twice. \nNo answer;\r\n  left a message ")).toBe("Called twice.\nNo answer;\r\nleft a message");
    expect(normalText("Called twice.\nNo answer")).toBe("called twice. no answer");
  });
  it("counts edits up to a limit", () => {
    expect(editDistance("widget", "widgett")).toBe(1);
    // A swap of neighbouring letters is one edit, as people mistype.
    expect(editDistance("gadget", "gadgte")).toBe(1);
    expect(editDistance("north", "southwest", 2)).toBe(3);
  });
});

describe("identifier columns", () => {
  it("are recognised by name or by dense distinct whole numbers, not by distinct amounts", () => {
    const n = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(isIdentifierColumn({ id: "customer_code", name: "Customer code", type: "number" }, [1, 1, 2])).toBe(true);
    expect(isIdentifierColumn({ id: "row", name: "Row", type: "number" }, n)).toBe(true);
    expect(isIdentifierColumn({ id: "revenue", name: "Revenue", type: "number" }, n.map((v) => v * 137))).toBe(false);
    expect(isIdentifierColumn({ id: "region", name: "Region", type: "text" }, ["North", "North"])).toBe(false);
  });
});

describe("detectors", () => {
  const table = messy();
  const found = byId(recommend(table, "aggressive", NOW));

  it("finds exact and near-duplicate rows separately", () => {
    expect(found.get("remove-exact-duplicates")?.count).toBe(1);
    expect(found.get("remove-near-duplicates")?.count).toBe(1);
    // What was compared is said, and the pair is shown.
    expect(found.get("remove-exact-duplicates")?.reason).toMatch(/^1 row repeats an earlier row once dates, numbers and spaces are read the same way .*; the file itself could not be compared\./);
    expect(found.get("remove-exact-duplicates")?.examples).toEqual(["Row 41 repeats row 10."]);
    expect(found.get("remove-near-duplicates")?.examples).toEqual(["Row 42 repeats row 12."]);
  });

  it("finds stray spaces and mixed capitals in categories", () => {
    expect(found.get("trim-whitespace:region")?.count).toBe(2);
    const caseFix = found.get("standardise-case:region");
    expect(caseFix?.reason).toContain("→ “North”");
    expect(caseFix?.count).toBeGreaterThanOrEqual(2);
  });

  it("finds numbers stored as text, with their currency", () => {
    const convert = found.get("convert-text-numbers:revenue");
    // Counted after the exact copy is removed: 41 rows, one blank.
    expect(convert?.count).toBe(40);
    expect(convert?.reason).toMatch(/Revenue: 40 values of 40 are numbers stored as text \(“\$1,000”\)/);
  });

  it("never fills a missing amount or quantity with a statistic: it says how many rows lack it and leaves them blank", () => {
    expect(found.get("fill-missing:quantity")).toBeUndefined();
    expect(found.get("fill-missing:revenue")).toBeUndefined();
    // At Aggressive the negative quantity was cleared first: two blanks.
    expect(found.get("keep-blank:quantity")).toMatchObject({ count: 2, informational: true });
    expect(found.get("keep-blank:quantity")?.reason).toBe(
      "Quantity: 2 rows have no value and nothing in their rows gives it. They stay blank: a total leaves them out rather than count an amount that was never recorded.",
    );
    // Revenue was text: its blank is found as a missing number once the text is converted.
    expect(found.get("keep-blank:revenue")?.count).toBe(1);
    expect(found.get("fill-missing:region")).toBeUndefined();
  });

  it("says why values are missing when the file does: markers written in place of a value are missing too", () => {
    const regions = ["North", "North", "South", "#N/A", "North", "null", null, "N/A", "South", "#N/A", "North", "East"];
    const t = tableFromRows(
      [
        { id: "region", name: "Region", type: "text" },
        { id: "amount", name: "Amount", type: "number" },
      ],
      regions.map((r, i) => [r, 10.5 * (i + 1)]),
    );
    const fill = byId(recommend(t, "moderate", NOW)).get("fill-missing:region");
    expect(fill?.reason).toBe(
      "Region: 4 missing values (33 % of rows; 3 written as “#N/A”, “null”), filled with the most common value, “North”, if you tick it. Not ticked: it is a typical value, not the row's own.",
    );
    expect(fill?.unticked).toBe(true);
    const applied = applyRecipe(t, recipeFrom("moderate", [fill!]), NOW);
    // "N/A" can mean "not applicable": it stays a value.
    expect(applied.table.values.region).toEqual(["North", "North", "South", "North", "North", "North", "North", "N/A", "South", "North", "North", "East"]);
  });

  it("finds misspellings of a much more common value", () => {
    expect(found.get("merge-typos:product")?.reason).toContain("“Widgett” → “Widget”");
  });

  it("finds impossible values: negative quantities and future order dates", () => {
    expect(found.get("clear-impossible:quantity")?.count).toBe(1);
    expect(found.get("clear-impossible:order_date")?.reason).toMatch(/in the future, in a column of past events \(2031-01-01\)/);
  });

  it("finds outliers only where both IQR and robust z-score agree", () => {
    const cells: Cell[][] = Array.from({ length: 30 }, (_, i) => [i + 1, 100 + (i % 7), i % 2 === 0 ? 5 : 6]);
    cells[3][1] = 5000;
    const t = tableFromRows(
      [
        { id: "id", name: "ID", type: "number" },
        { id: "amount", name: "Amount", type: "number" },
        { id: "score", name: "Score", type: "number" },
      ],
      cells,
    );
    const recs = byId(recommend(t, "aggressive", NOW));
    expect(recs.get("cap-outliers:amount")?.count).toBe(1);
    expect(recs.has("cap-outliers:score")).toBe(false);
    const applied = applyRecipe(t, { level: "aggressive", steps: [{ kind: "cap-outliers", column: "amount" }] }, NOW);
    expect(applied.table.values.amount[3]).toBe(106);
  });

  it("finds dates written in several formats in one text column and converts them to dates", () => {
    const written = ["2024-03-05", "03/06/2024", "Mar 7, 2024", "8 March 2024", "2024-03-09", "not yet"];
    const t = tableFromRows([{ id: "signup", name: "Signup", type: "text" }], written.map((w) => [w]));
    const convert = byId(recommend(t, "moderate", NOW)).get("convert-text-dates:signup");
    expect(convert?.reason).toMatch(/^Signup: 5 values of 6 are dates stored as text \(“2024-03-05”\)\. .* The 1 value that is not a date \(“not yet”\) becomes blank\.$/);
    const applied = applyRecipe(t, recipeFrom("moderate", [convert!]), NOW);
    expect(applied.table.columns[0].type).toBe("date");
    expect(applied.table.values.signup.slice(0, 6)).toEqual([day("2024-03-05"), day("2024-03-06"), day("2024-03-07"), day("2024-03-08"), day("2024-03-09"), null]);
  });

  it("finds percentages over 100 % (not in a growth column) and clears them at Aggressive", () => {
    const t = tableFromRows(
      [
        { id: "discount", name: "Discount", type: "number", unit: { kind: "percent" } },
        { id: "growth", name: "Growth", type: "number", unit: { kind: "percent" } },
      ],
      Array.from({ length: 10 }, (_, i) => [i === 2 ? 1.4 : 0.05 * i, i === 2 ? 2.5 : 0.1]),
    );
    const recs = byId(recommend(t, "aggressive", NOW));
    expect(recs.get("clear-impossible:discount")?.reason).toMatch(/^Discount: 1 value is percentages over 100 % \(140%?.*\)\. It becomes blank\.$/);
    expect(recs.has("clear-impossible:growth")).toBe(false);
    expect(recommend(t, "moderate", NOW).some((r) => r.kind === "clear-impossible")).toBe(false);
    expect(applyRecipe(t, recipeFrom("aggressive", [recs.get("clear-impossible:discount")!]), NOW).table.values.discount[2]).toBeNull();
  });

  it("recommends only the rules of the chosen level and gentler ones", () => {
    const conservative = recommend(table, "conservative", NOW).map((r) => r.kind);
    expect(new Set(conservative)).toEqual(new Set(["trim-whitespace", "standardise-case", "remove-exact-duplicates"]));
    const moderate = new Set(recommend(table, "moderate", NOW).map((r) => r.kind));
    expect(moderate.has("convert-text-numbers") && moderate.has("keep-blank") && moderate.has("merge-typos") && moderate.has("mark-suspect")).toBe(true);
    expect(moderate.has("cap-outliers") || moderate.has("remove-near-duplicates") || moderate.has("clear-impossible")).toBe(false);
    const aggressive = new Set(recommend(table, "aggressive", NOW).map((r) => r.kind));
    for (const kind of [...moderate, "remove-near-duplicates", "clear-impossible"] as const) expect(aggressive.has(kind)).toBe(true);
  });

  it("drops almost empty columns at the aggressive level", () => {
    const t = tableFromRows(
      [
        { id: "a", name: "A", type: "number" },
        { id: "notes", name: "Notes", type: "text" },
      ],
      Array.from({ length: 20 }, (_, i) => [i * 3.5, i === 0 ? "call back" : null]),
    );
    const recs = byId(recommend(t, "aggressive", NOW));
    expect(recs.get("drop-empty-column:notes")?.reason).toMatch(/95 % of rows are blank/);
    const applied = applyRecipe(t, recipeFrom("aggressive", [...recs.values()]), NOW);
    expect(applied.table.columns.map((c) => c.id)).toEqual(["a"]);
  });

  it("forward-fills an attribute that does not add up in a regular time series, unticked, and never a count", () => {
    const t = tableFromRows(
      [
        { id: "day", name: "Day", type: "date" },
        { id: "temperature", name: "Temperature", type: "number" },
        { id: "visits", name: "Visits", type: "number" },
      ],
      Array.from({ length: 10 }, (_, i) => [day(`2024-03-${String(i + 1).padStart(2, "0")}`), i === 5 ? null : 10 * i, i === 5 ? null : 10 * i]),
    );
    const recs = byId(recommend(t, "moderate", NOW));
    expect(recs.get("fill-missing:temperature")).toMatchObject({ count: 1, unticked: true });
    expect(recs.has("fill-missing:visits")).toBe(false);
    const steps = [{ kind: "fill-missing" as const, column: "temperature" }, { kind: "fill-missing" as const, column: "visits" }];
    const applied = applyRecipe(t, { level: "moderate", steps }, NOW);
    expect(applied.table.values.temperature[5]).toBe(40);
    expect(applied.table.values.visits[5]).toBeNull();
  });
});

describe("applying a recipe", () => {
  it("cleans the messy table at Moderate and leaves the input unchanged", () => {
    const table = messy();
    const before = structuredClone(table);
    const recs = recommend(table, "moderate", NOW);
    const applied = applyRecipe(table, recipeFrom("moderate", recs), NOW);
    expect(table).toEqual(before);
    const out = applied.table;
    expect(out.sourceRows.length).toBe(41);
    expect(out.columns.find((c) => c.id === "revenue")).toMatchObject({ type: "number", unit: { kind: "currency", code: "USD" } });
    expect(out.values.revenue.filter((v) => typeof v !== "number")).toEqual([null]);
    expect(new Set(out.values.region)).toEqual(new Set(["North", "South", "East", "West"]));
    expect(out.values.product.includes("Widgett")).toBe(false);
    // The blank quantity stays blank (nothing in its row gives it); the negative one is marked, not changed.
    expect(out.values.quantity.filter((v) => v === null)).toHaveLength(1);
    expect(out.values.quantity).toContain(-3);
    expect(out.values.quantity_suspect.filter((v) => v === true)).toHaveLength(1);
  });

  it("skips what was unticked", () => {
    const table = messy();
    const recs = recommend(table, "moderate", NOW);
    const applied = applyRecipe(table, recipeFrom("moderate", recs, ["merge-typos:product", "remove-exact-duplicates"]), NOW);
    expect(applied.table.values.product).toContain("Widgett");
    expect(applied.table.sourceRows.length).toBe(42);
  });

  it("never touches an id column, at any level", () => {
    const t = tableFromRows(
      [
        { id: "customer_id", name: "Customer ID", type: "text" },
        { id: "sku", name: "SKU", type: "number" },
        { id: "city", name: "City", type: "text" },
      ],
      [
        ...Array.from({ length: 20 }, (_, i) => [` C-${i} `, i % 3 === 0 ? null : i === 4 ? 99999 : 10 + (i % 2), "Paris"] as Cell[]),
        ["c-1", 11, "paris"],
        ["0012", null, "Pariss"],
      ],
    );
    for (const level of CLEANING_LEVELS) {
      const recs = recommend(t, level, NOW);
      expect(recs.filter((r) => r.column && r.column.id !== "city")).toEqual([]);
      const applied = applyRecipe(t, recipeFrom(level, recs), NOW);
      for (const [i, source] of applied.table.sourceRows.entries()) {
        expect(applied.table.values.customer_id[i]).toBe(t.values.customer_id[source]);
        expect(applied.table.values.sku[i]).toBe(t.values.sku[source]);
      }
    }
  });

  it("re-applies a saved recipe to a newer upload with the same columns", () => {
    const recipe = recipeFrom("moderate", recommend(messy(), "moderate", NOW));
    const newer = messy();
    newer.values.region[20] = "south";
    const applied = applyRecipe(newer, JSON.parse(JSON.stringify(recipe)), NOW);
    expect(applied.table.values.region).not.toContain("south");
  });

  it("round-trips through an engine Dataset", async () => {
    const applied = applyRecipe(messy(), recipeFrom("moderate", recommend(messy(), "moderate", NOW)), NOW);
    const dataset = datasetFromTable(applied.table);
    const back = await tableFromDataset(dataset);
    expect(back.values).toEqual(applied.table.values);
    expect(back.columns).toEqual(applied.table.columns);
  });
});

describe("the preview", () => {
  it("shows counts per action, sample rows with changed cells and the effect on totals over the full data", () => {
    const table = messy();
    const recipe = recipeFrom("moderate", recommend(table, "moderate", NOW));
    const { preview } = previewCleaning(table, recipe, NOW, 100);
    expect(preview.rowsBefore).toBe(42);
    expect(preview.rowsAfter).toBe(41);
    expect(preview.counts.find((c) => c.id === "remove-exact-duplicates")?.count).toBe(1);
    const rows = preview.effects.find((e) => e.label === "Rows");
    expect(rows).toMatchObject({ beforeText: "42", afterText: "41", changeText: "−2.4 %" });
    const revenue = preview.effects.find((e) => e.label === "Total Revenue")!;
    // Revenue was text before: its total only exists after cleaning.
    expect(revenue.beforeText).toBe("—");
    expect(revenue.afterText).toMatch(/^\$[\d,]+\.\d\d$/);
    const quantity = preview.effects.find((e) => e.label === "Total Quantity")!;
    expect(quantity.before).not.toBe(quantity.after);
    const removed = preview.sample.find((r) => r.removed);
    expect(removed?.row).toBe(41);
    const row2 = preview.sample.find((r) => r.row === 2)!;
    expect(row2.cells.find((c) => c.column === "region")).toMatchObject({ before: "north", after: "North", changed: true });
    expect(row2.cells.find((c) => c.column === "order_id")).toMatchObject({ changed: false });
  });

  it("samples every kind of change, not only the one touching most rows", () => {
    const table = messy();
    const { preview } = previewCleaning(table, recipeFrom("moderate", recommend(table, "moderate", NOW)), NOW, 6);
    expect(preview.sample).toHaveLength(6);
    expect(preview.sample.some((r) => r.removed)).toBe(true);
    const changed = new Set(preview.sample.flatMap((r) => r.cells.filter((c) => c.changed).map((c) => c.column)));
    expect([...changed].sort()).toEqual(["product", "quantity_suspect", "region", "revenue", "revenue_suspect"]);
    expect(preview.sample.map((r) => r.row)).toEqual([...preview.sample.map((r) => r.row)].sort((a, b) => a - b));
  });

  it("computes % change of a total: $1,000 → $900 is −10 %", () => {
    const t = tableFromRows([{ id: "amount", name: "Amount", type: "number", unit: { kind: "currency", code: "USD" } }], [[500], [100], [400], [100]]);
    const { preview } = previewCleaning(t, { level: "conservative", steps: [{ kind: "remove-exact-duplicates", column: null }] }, NOW);
    expect(preview.effects.find((e) => e.label === "Total Amount")).toMatchObject({ beforeText: "$1,100.00", afterText: "$1,000.00", changeText: "−9.1 %" });
  });
});

describe("Conservative cleaning (property)", () => {
  const cell = fc.oneof(
    fc.constantFrom("North", "north", " North ", "SOUTH", "South", "East  wing", "east wing", "  ", "x"),
    fc.constant(null),
  );
  const numberCell = fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constant(null));
  const rows = fc.array(fc.tuple(cell, cell, numberCell), { maxLength: 40 });
  const schema: ColumnSchema[] = [
    { id: "a", name: "A", type: "text" },
    { id: "b", name: "B", type: "text" },
    { id: "n", name: "N", type: "number" },
  ];
  const normal = (v: Cell) => (typeof v === "string" ? normalText(v) : v);

  it("never changes a non-duplicate row's values after normalisation", () => {
    fc.assert(
      fc.property(rows, (generated) => {
        const table = tableFromRows(structuredClone(schema), generated.map((r) => r.map((v) => (typeof v === "string" && v.trim() === "" ? null : v))));
        const applied = applyRecipe(table, recipeFrom("conservative", recommend(table, "conservative", NOW)), NOW);
        const seen = new Set<string>();
        table.sourceRows.forEach((_, i) => {
          const key = JSON.stringify(schema.map((c) => table.values[c.id][i]));
          const duplicate = seen.has(key);
          seen.add(key);
          const at = applied.table.sourceRows.indexOf(i);
          // Exactly the duplicates are removed; every other row keeps its values up to normalisation.
          expect(at === -1).toBe(duplicate);
          if (at === -1) return;
          for (const c of schema) expect(normal(applied.table.values[c.id][at])).toEqual(normal(table.values[c.id][i]));
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe("storing a cleaned table", () => {
  it("writes the columnar format with a profile, read back unchanged", async () => {
    const applied = applyRecipe(messy(), recipeFrom("moderate", recommend(messy(), "moderate", NOW)), NOW);
    const chunks: Uint8Array[] = [];
    const { profile, bytes } = await writeStoredDataset(datasetFromTable(applied.table), (c) => void chunks.push(c.slice()), { fileName: "webshop_invoices.csv" });
    const all = new Uint8Array(bytes);
    let at = 0;
    for (const c of chunks) {
      all.set(c, at);
      at += c.length;
    }
    const stored = await openStoredDataset(all);
    expect(stored.schema.rowCount).toBe(41);
    expect(profile.columns.find((c) => c.id === "revenue")).toMatchObject({ type: "number", missing: 1, unit: { kind: "currency", code: "USD" } });
    // The semantic layer is worked out again for the cleaned copy, the rows still named by the original file.
    expect(profile.semantic?.columns.find((c) => c.id === "revenue")).toMatchObject({ role: "measure", unit: "usd", additive: true });
    expect(profile.semantic?.table.entities.at(-1)).toEqual({ noun: "invoice", from: "file name" });
    expect((await tableFromDataset(stored)).values).toEqual(applied.table.values);
  });
});
