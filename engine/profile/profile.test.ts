import { describe, expect, it } from "vitest";
import { generateSales, salesBatches } from "../../tests/fixtures/generate-sales";
import type { ColumnEncoding } from "../infer/encoding";
import { BOOLEAN_MISSING, type Batch, type ColumnStats, type Dataset, TEXT_MISSING } from "../types";
import { columnStats } from "../store/column-stats";
import { ColumnAccumulator, accumulatorLimits } from "./column-accumulator";
import { dateHistogram, histogram } from "./histogram";
import { HyperLogLog, hashEach, hashNumber } from "./hyperloglog";
import { NumberCounter } from "./number-counter";
import { datasetFromColumns } from "../dataset/from-columns";
import { MAX_PROFILE_TEXT } from "./clip-text";
import { DatasetProfiler, profileDataset } from "./profile";
import { SeededRandom, seededRandom } from "../random";

function naive(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const std = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return { min: sorted[0], max: sorted[n - 1], mean, std, median, distinct: new Set(values).size };
}

describe("profileDataset", () => {
  it("matches a direct computation on the sales data, exactly where it claims to", async () => {
    const data = generateSales(5000, 7);
    const { schema, batches } = salesBatches(data, 1024);
    const dataset: Dataset = {
      schema,
      async *batches() {
        yield* batches;
      },
    };
    const profile = await profileDataset(dataset);
    expect(profile.rowCount).toBe(5000);
    expect(profile.columnCount).toBe(8);
    const revenue = profile.columns.find((c) => c.id === "revenue");
    const expected = naive(Array.from(data.revenue));
    expect(revenue).toMatchObject({ type: "number", count: 5000, missing: 0, min: expected.min, max: expected.max, median: expected.median, distinct: expected.distinct });
    expect(revenue?.mean).toBeCloseTo(expected.mean, 6);
    expect(revenue?.std).toBeCloseTo(expected.std, 6);
    expect(revenue?.approximate).toBeUndefined();
    expect(revenue?.histogram?.reduce((s, b) => s + b.count, 0)).toBe(5000);

    const region = profile.columns.find((c) => c.id === "region");
    const counts = new Map<string, number>();
    for (const r of data.region) counts.set(r, (counts.get(r) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count }));
    expect(region).toMatchObject({ type: "text", count: 5000, distinct: counts.size, top, nonNumeric: 5000 });

    const date = profile.columns.find((c) => c.id === "order_date");
    expect(date?.dateRange).toEqual({
      from: new Date(Math.min(...data.order_date)).toISOString().slice(0, 10),
      to: new Date(Math.max(...data.order_date)).toISOString().slice(0, 10),
    });
    expect(date?.histogram?.length).toBeLessThanOrEqual(12);
    expect(profile.preview.rows[0]).toEqual([1, new Date(data.order_date[0]).toISOString().slice(0, 10), data.region[0], data.product[0], data.category[0], data.units[0], data.unit_price[0], data.revenue[0]]);
    expect(profile.preview.rows).toHaveLength(20);
  });

  it("says when median, histogram and distinct are estimates", () => {
    const accumulator = new ColumnAccumulator({ type: "number" }, { maxTracked: 100, reservoir: 1000 });
    const values = Float64Array.from({ length: 100_000 }, (_, i) => i);
    accumulator.add({ type: "number", values });
    const profile = accumulator.finish();
    expect(profile).toMatchObject({ count: 100_000, min: 0, max: 99_999, approximate: true, distinctApproximate: true });
    expect(profile.mean).toBeCloseTo(49_999.5, 6);
    expect(Math.abs((profile.median as number) - 50_000)).toBeLessThan(5000);
    expect(Math.abs(profile.distinct - 100_000)).toBeLessThan(100_000 * 0.08);
  });

  it("keeps the same sample however the values are cut into batches, with values missing or not", () => {
    // The reservoir passes over batches and jumps from kept value to kept value; fed one value at a time it tests
    // every value. Both must offer it the same values in the same order: the same median and histogram.
    const random = seededRandom(43);
    for (const missing of [0, 0.05]) {
      const values = Float64Array.from({ length: 20_000 }, () => (random() < missing ? NaN : Math.round(random() * 1e6) / 100));
      const profileOf = (cut: () => number) => {
        const accumulator = new ColumnAccumulator({ type: "number" }, { maxTracked: 100, reservoir: 64 });
        for (let at = 0; at < values.length; ) {
          const end = Math.min(values.length, at + cut());
          accumulator.add({ type: "number", values: values.subarray(at, end) });
          at = end;
        }
        return accumulator.finish();
      };
      const oneByOne = profileOf(() => 1);
      expect(oneByOne).toMatchObject({ approximate: true, count: values.filter((v) => v === v).length });
      for (const size of [7, 64, 65, 1000, 20_000]) expect(profileOf(() => size), `batches of ${size}`).toEqual(oneByOne);
      expect(profileOf(() => 1 + Math.floor(random() * 300)), "random batches").toEqual(oneByOne);
    }
  });

  it("keeps the sample Algorithm L keeps when it draws at every value, whether columns share their schedule or not", () => {
    // The reference: the reservoir as it was written before its steps were shared, each column drawing its own.
    const reference = (values: Float64Array, capacity: number): Float64Array => {
      const random = new SeededRandom(0x5eed);
      const sample = new Float64Array(capacity);
      let weight = 1;
      let nextKept = -1;
      let n = 0;
      for (const v of values) {
        if (v !== v) continue;
        if (n < capacity) {
          sample[n] = v;
          if (n === capacity - 1) {
            weight = Math.exp(Math.log(random.next()) / capacity);
            nextKept = n + 1 + Math.floor(Math.log(random.next()) / Math.log(1 - weight));
          }
        } else if (n === nextKept) {
          sample[Math.floor(random.next() * capacity)] = v;
          weight *= Math.exp(Math.log(random.next()) / capacity);
          nextKept = n + 1 + Math.floor(Math.log(random.next()) / Math.log(1 - weight));
        }
        n++;
      }
      return sample.subarray(0, Math.min(n, capacity));
    };
    const sampleOf = (accumulator: ColumnAccumulator) => (accumulator as unknown as { sample: Float64Array }).sample;
    const random = seededRandom(31);
    const rows = 30_000;
    // Three columns, one with values missing (it lags behind the others in the shared schedule), and one that
    // appears after some batches (it reads a schedule of its own from the start).
    const full = Float64Array.from({ length: rows }, () => random());
    const holed = Float64Array.from({ length: rows }, () => (random() < 0.3 ? NaN : random()));
    const late = Float64Array.from({ length: rows }, () => random());
    let lateFrom = -1;
    const profiler = new DatasetProfiler();
    const limits = accumulatorLimits(3);
    const alone = [new ColumnAccumulator({ type: "number" }, limits), new ColumnAccumulator({ type: "number" }, limits), new ColumnAccumulator({ type: "number" }, limits)];
    for (let at = 0; at < rows; ) {
      const end = Math.min(rows, at + 1 + Math.floor(random() * 3000));
      if (lateFrom < 0 && at >= 9_000) lateFrom = at;
      const arrays = lateFrom < 0 ? [full, holed] : [full, holed, late];
      const columns = arrays.map((_, j) => ({ id: `c${j}`, name: `C${j}` }));
      const batch: Batch = { length: end - at, columns: Object.fromEntries(arrays.map((values, j) => [`c${j}`, { type: "number" as const, values: values.subarray(at, end) }])) };
      profiler.add(batch, columns, arrays.map(() => ({ type: "number" })));
      arrays.forEach((values, j) => alone[j].add({ type: "number", values: values.subarray(at, end) }));
      at = end;
    }
    const shared = (profiler as unknown as { accumulators: ColumnAccumulator[] }).accumulators;
    const lateValues = late.subarray(lateFrom);
    for (const [j, values] of [full, holed, lateValues].entries()) {
      const expected = reference(values, limits.reservoir);
      // Compared as bytes: a deep comparison of 16,384 values takes seconds.
      const bytes = (values: Float64Array) => Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString("base64");
      expect(bytes(sampleOf(shared[j]).subarray(0, expected.length)), `column ${j} in the profile`).toBe(bytes(expected));
      expect(bytes(sampleOf(alone[j]).subarray(0, expected.length)), `column ${j} alone`).toBe(bytes(expected));
    }
  });

  it("rebuilds a column that changed type after some batches were counted", () => {
    const profiler = new DatasetProfiler();
    const columns = [{ id: "code", name: "Code" }];
    profiler.add({ length: 3, columns: { code: { type: "number", values: Float64Array.of(10, 20, 10) } } }, columns, [{ type: "number" }]);
    const text: ColumnEncoding = { type: "text" };
    profiler.add({ length: 2, columns: { code: { type: "text", codes: Int32Array.of(0, -1), dictionary: ["A7"] } } }, columns, [text]);
    const [code] = profiler.finish(columns, [text]).columns;
    expect(code).toMatchObject({ type: "text", count: 4, missing: 1, distinct: 3, nonNumeric: 1, top: [{ value: "10", count: 2 }, { value: "20", count: 1 }, { value: "A7", count: 1 }] });
    expect(code.distinctApproximate).toBeUndefined();
  });

  it("marks which number columns add up across rows (amounts, counts, units) and which do not (prices, rates, scores, ages, percentages)", () => {
    const names = ["Revenue", "Spend ($)", "Units", "Clicks", "Hours Worked", "Billable Hours", "Unit Price", "Conversion Rate", "CSAT Score", "Age", "Discount", "Share", "Resolution Time (hrs)"];
    const columns = names.map((name, i) => ({ id: `c${i}`, name }));
    const encodings: ColumnEncoding[] = names.map(() => ({ type: "number" }));
    encodings.push({ type: "number", unit: { kind: "percent" } }, { type: "text" });
    columns.push({ id: "pct", name: "Completion" }, { id: "region", name: "Region" });
    const profiler = new DatasetProfiler();
    const batch = { length: 1, columns: Object.fromEntries(columns.map((c, j) => [c.id, j === columns.length - 1 ? { type: "text" as const, codes: Int32Array.of(0), dictionary: ["North"] } : { type: "number" as const, values: Float64Array.of(1) }])) };
    profiler.add(batch, columns, encodings);
    const additive = Object.fromEntries(profiler.finish(columns, encodings).columns.map((c) => [c.name, c.additive]));
    expect(additive).toEqual({
      Revenue: true, "Spend ($)": true, Units: true, Clicks: true, "Hours Worked": true, "Billable Hours": true,
      "Unit Price": false, "Conversion Rate": false, "CSAT Score": false, Age: false, Discount: false, Share: false, Completion: false,
      "Resolution Time (hrs)": false,
      Region: undefined,
    });
  });

  it("returns each batch's missing count and range as the stored format's batch statistics count them", () => {
    // The ingest's writer takes these instead of counting again: they must be its own figures, -0 told from 0 and the
    // first of tied values kept, for batches with values missing, all missing, infinite or none.
    const random = seededRandom(29);
    const pick = (choices: number[]) => choices[Math.floor(random() * choices.length)];
    // Each batch draws from one palette, so that 0 and -0 tie as its smallest or largest value in some.
    const palettes = [[0, -0, 5], [-0, 0, -2.5], [0, -0], [Infinity, 1, -0], [-Infinity, 0, -1], [1e300, -1e300, 0.5], Array.from({ length: 100 }, () => Math.round(random() * 2000 - 1000) / 10)];
    const numbers = (n: number, missing: number) => {
      const palette = palettes[Math.floor(random() * palettes.length)];
      return Float64Array.from({ length: n }, () => (random() < missing ? NaN : pick(palette)));
    };
    const columns = [{ id: "n", name: "N" }, { id: "d", name: "D" }, { id: "t", name: "T" }, { id: "b", name: "B" }];
    const encodings: ColumnEncoding[] = [{ type: "number" }, { type: "date", hasTime: false }, { type: "text" }, { type: "boolean" }];
    const exact = (stats: ColumnStats) => JSON.stringify(stats, (_, v) => (Object.is(v, -0) ? "-0" : v === Infinity || v === -Infinity ? String(v) : v));
    const profiler = new DatasetProfiler();
    for (const [n, missing] of [[0, 0], [1, 0], [1, 1], [50, 0], [50, 0.3], [50, 1], [7, 0.9], [300, 0.05]]) {
      for (let round = 0; round < 4; round++) {
        const batch: Batch = {
          length: n,
          columns: {
            n: { type: "number", values: numbers(n, missing) },
            d: { type: "date", values: Float64Array.from(numbers(n, missing), (v) => (v === v ? Math.round(v) * 86_400_000 : v)) },
            t: { type: "text", codes: Int32Array.from({ length: n }, () => (random() < missing ? TEXT_MISSING : pick([0, 1, 2]))), dictionary: ["a", "b", "c"] },
            b: { type: "boolean", values: Uint8Array.from({ length: n }, () => (random() < missing ? BOOLEAN_MISSING : pick([0, 1]))) },
          },
        };
        const counted = profiler.add(batch, columns, encodings);
        expect(counted[3], "yes/no values are left to the writer").toBeUndefined();
        for (const [j, column] of columns.entries()) {
          const data = batch.columns[column.id];
          expect(exact(columnStats(data, n, counted[j])), `${column.name}, ${n} values, ${missing} missing, round ${round}`).toBe(exact(columnStats(data, n)));
        }
      }
    }
  });

  it("counts yes/no values", () => {
    const accumulator = new ColumnAccumulator({ type: "boolean" }, accumulatorLimits(1));
    accumulator.add({ type: "boolean", values: Uint8Array.of(1, 1, 0, 2) });
    expect(accumulator.finish()).toMatchObject({ count: 3, missing: 1, distinct: 2, top: [{ value: true, count: 2 }, { value: false, count: 1 }] });
  });
});

describe("long text values", () => {
  it("clips them in top values and the preview, so a megabyte cell never lands in the stored profile", async () => {
    const huge = "x".repeat(1_000_000);
    const schema = { columns: [{ id: "note", name: "note", type: "text" as const }, { id: "n", name: "n", type: "number" as const }], rowCount: 3 };
    const profile = await profileDataset(datasetFromColumns(schema, { note: [huge, "short", huge], n: [1, 2, 3] }));
    const note = profile.columns.find((c) => c.id === "note")!;
    expect(note.top?.[0]).toEqual({ value: `${"x".repeat(MAX_PROFILE_TEXT)}…`, count: 2 });
    expect(note.top?.[1]).toEqual({ value: "short", count: 1 });
    expect(profile.preview.rows[0][0]).toBe(`${"x".repeat(MAX_PROFILE_TEXT)}…`);
    expect(profile.preview.rows[1][0]).toBe("short");
    expect(JSON.stringify(profile).length).toBeLessThan(10_000);
  });
});

describe("histograms", () => {
  it("uses nice edges and keeps the total", () => {
    const values = Float64Array.from([3, 7, 12, 55, 97]);
    const bins = histogram(values, 3, 97, 5);
    expect(bins[0]).toEqual({ start: 0, end: 10, count: 2 });
    expect(bins.at(-1)).toEqual({ start: 90, end: 100, count: 1 });
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(5);
    expect(histogram(Float64Array.of(4, 4), 4, 4, 2)).toEqual([{ start: 4, end: 4, count: 2 }]);
  });

  it("bins dates by calendar steps", () => {
    const jan = Date.UTC(2024, 0, 15);
    const jun = Date.UTC(2024, 5, 3);
    const bins = dateHistogram(Float64Array.of(jan, jan, jun), jan, jun, 3);
    expect(bins.map((b) => new Date(b.start).toISOString().slice(0, 10))).toEqual(["2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01", "2024-06-01"]);
    expect(bins.map((b) => b.count)).toEqual([2, 0, 0, 0, 0, 1]);
  });
});

describe("NumberCounter", () => {
  it("counts an array's present values as one call per value would, stopping at the first that does not fit", () => {
    const values = Float64Array.of(3, NaN, 1, 3, -0, 0, 2, 5, 1, 9);
    const each = new NumberCounter(4);
    const one = new NumberCounter(4);
    const stopped = each.addEach(values);
    let i = 0;
    for (; i < values.length; i++) if (values[i] === values[i] && !one.add(values[i], 1)) break;
    expect(stopped).toBe(i);
    expect(stopped).toBe(7); // 5: a fifth distinct value (-0 and 0 are one)
    expect(each.entries()).toEqual(one.entries());
    expect(new Map(each.entries())).toEqual(new Map([[3, 2], [1, 1], [0, 2], [2, 1]]));
  });

  it("reads the values of an array that views part of a larger one, many of them sharing slots", () => {
    // addEach reads each value's bits from a view of the array's bytes: it must start where the array starts.
    const whole = Float64Array.from({ length: 5003 }, (_, i) => (i < 3 ? 7 : [0, -0, 1, -2.5, 1e300, 12.99][i % 6] + (Math.floor(i / 6) % 100) * 0.25));
    const part = whole.subarray(3);
    const each = new NumberCounter(1000);
    expect(each.addEach(part)).toBe(part.length);
    const expected = new Map<number, number>();
    for (const v of part) expected.set(v === 0 ? 0 : v, (expected.get(v === 0 ? 0 : v) ?? 0) + 1);
    expect(expected.size).toBeLessThanOrEqual(1000);
    expect(new Map(each.entries())).toEqual(expected);
  });
});

describe("HyperLogLog", () => {
  it("estimates within a few percent", () => {
    const sketch = new HyperLogLog();
    for (let i = 0; i < 50_000; i++) sketch.add(hashNumber(i * 1.5));
    expect(Math.abs(sketch.estimate() - 50_000) / 50_000).toBeLessThan(0.06);
  });

  it("hashes an array's values as one call per value would, for an array that views part of a larger one", () => {
    const whole = Float64Array.from({ length: 20_003 }, (_, i) => (i % 7 === 0 ? NaN : i % 11 === 0 ? -0 : i * 1.5 - 7000));
    const part = whole.subarray(3);
    const each = new HyperLogLog();
    hashEach(each, part, 5);
    const one = new HyperLogLog();
    for (const v of part.subarray(5)) if (v === v) one.add(hashNumber(v));
    expect(each.estimate()).toBe(one.estimate());
    const distinct = new Set([...part.subarray(5)].filter((v) => v === v)).size;
    expect(Math.abs(each.estimate() - distinct) / distinct).toBeLessThan(0.06);
  });

  it("hashes to signed 32-bit integers with the same bits as before, so estimates are unchanged", () => {
    // Read as unsigned, the bits are what the unsigned hash gave before (4.5 and 6 hashed above 2^31 then).
    const hashes = Array.from({ length: 1000 }, (_, i) => hashNumber(i * 1.5));
    expect(hashes.every((h) => h === (h | 0))).toBe(true);
    expect(hashes.some((h) => h < 0)).toBe(true);
    expect([1.5, 4.5, 6].map((x) => hashNumber(x) >>> 0)).toEqual([979_581_162, 3_681_751_126, 2_504_245_965]);
  });
});
