// Differential test of the byte scanner: generated delimited files — random quoting (with stray quotes), delimiters
// and line breaks inside values, unicode, Windows-1252, empty and blank fields, ragged rows, decimal commas, dates,
// yes/no words, placeholders — read through the scanner and through papaparse's text parser must build identical
// tables: the same columns, encodings, values, layout, warnings and source info, or the same refusal.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { readDelimited } from "../read/delimited";
import { scribbledStreamOf, streamOf } from "../read/test-helpers";
import { TableBuilder } from "./table-builder";

const scribbled = (bytes: Uint8Array, size: number) => scribbledStreamOf(bytes, size).stream;

type Random = () => number;

const pick = <T,>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const WORDS = ["North", "South", "Café", "Zürich", "東京", "Ünïcödé", "naïve", "🙂 smile", "São Paulo", "Straße", "N/A", "-", "null", "yes", "no", "TRUE"];
const LATIN_WORDS = ["North", "Café", "Zürich", "naïve", "São Paulo", "Straße", "façade", "Œuvre", "€uro", "N/A"];

/**
 * Numbers at the edges of the byte reader's fast path (signs, "-0", points, exponents, 15 and more digits, spaces,
 * separators): it must read each as the text reader does, or leave it to it. They all read as numbers, so their
 * column stays one; the texts after them look like numbers but are none (leading zeros are kept as text).
 */
const NUMBER_EDGES = ["-0", "-0", "-0.0", "0", "0.0", "-0.5", ".5", "-.5", "+5", " 12", "12 ", "1e5", "-1.5E-3", "1,234", "1 234", "123456789012345", "-123456789012345", "1234567890123456", "99999999999999999999", "12345678901234.5", "0.000000000000001", "--5", "5-"];
const NOT_NUMBER_EDGES = ["007", "-007", "00", "0.", "5.", "1.2.3"];

/** A number column's value now and then at the edges above (or, rarely, a text that looks like a number). */
function edgeNumber(random: Random): string | undefined {
  const r = random();
  if (r < 0.003) return pick(random, NOT_NUMBER_EDGES);
  if (r < 0.05) return pick(random, NUMBER_EDGES);
  return undefined;
}

/** One cell's text for a column of `kind`. */
function cellText(random: Random, kind: string, latin: boolean): string {
  const r = random();
  if (r < 0.06) return "";
  if (r < 0.08) return pick(random, [" ", "  ", "\t"]);
  if (r < 0.1) return pick(random, ["N/A", "-", "null", "?"]);
  switch (kind) {
    case "int":
      return edgeNumber(random) ?? String(int(random, -5000, 5000_000));
    case "decimal":
      return edgeNumber(random) ?? (random() * 10_000 - 100).toFixed(int(random, 0, 3));
    case "comma":
      return pick(random, [`${int(random, 0, 999)},${int(random, 10, 99)}`, `${int(random, 1, 9)}.${int(random, 100, 999)},${int(random, 0, 9)}`, `${int(random, 1, 99)}.000`]);
    case "money":
      return pick(random, [`$${int(random, 1, 9)},${int(random, 100, 999)}.${int(random, 10, 99)}`, `${int(random, 1, 500)} €`, `(${int(random, 1, 90)}.50)`, `1e${int(random, 1, 5)}`, "12345678901234567"]);
    case "date":
      // Mostly YYYY-MM-DD (read from bytes), now and then a day that does not exist (the column turns to text).
      if (random() < 0.002) return pick(random, ["2023-02-29", "2024-02-30", "2024-13-01", "2024-00-10"]);
      return pick(random, [`2024-0${int(random, 1, 9)}-1${int(random, 0, 9)}`, `${int(random, 1, 12)}/${int(random, 1, 28)}/2023`, `2024-03-0${int(random, 1, 9)} 1${int(random, 0, 9)}:30`, `${int(random, 1990, 2030)}-${int(random, 10, 12)}-${int(random, 10, 28)}`]);
    case "bool":
      return pick(random, ["yes", "no", "Y", "N", "true", "FALSE"]);
    case "mixed":
      return random() < 0.9 ? String(int(random, 0, 99)) : pick(random, WORDS);
    default: {
      const word = pick(random, latin ? LATIN_WORDS : WORDS);
      const extra = random();
      if (extra < 0.1) return `${word}, ${pick(random, latin ? LATIN_WORDS : WORDS)}`;
      if (extra < 0.15) return `${word};${word}|x\ty`;
      if (extra < 0.22) return `${word}\n${word}`;
      if (extra < 0.26) return `${word}\r\nline`;
      if (extra < 0.3) return `say "${word}"`;
      if (extra < 0.34) return ` ${word} `;
      return word;
    }
  }
}

/** The cell as written: quoted when it must be or at random, sometimes with a stray quote. */
function written(random: Random, cell: string, delimiter: string): string {
  const r = random();
  if (r < 0.01) return `${cell}"x`; // a quote inside an unquoted value: kept as it is
  if (r < 0.015) return `"${cell}" `; // whitespace after the closing quote
  if (r < 0.018) return `"${cell}"y`; // a stray closing quote: the value runs on to the next quote
  const needs = cell.includes(delimiter) || cell.includes('"') || cell.includes("\n") || cell.includes("\r");
  if (needs || r < 0.2) return `"${cell.replace(/"/g, '""')}"`;
  return cell;
}

/** Windows-1252 bytes of text made of characters it has. */
function windows1252(text: string): Uint8Array {
  const high: Record<string, number> = { "€": 0x80, "Œ": 0x8c, "œ": 0x9c };
  return Uint8Array.from(Array.from(text), (c) => high[c] ?? c.charCodeAt(0));
}

interface Generated {
  bytes: Uint8Array;
  describe: string;
}

function generate(seed: number): Generated {
  const random = seededRandom(seed);
  const delimiter = pick(random, [",", ";", "\t", "|"]);
  const newline = pick(random, ["\n", "\r\n", "\r"]);
  const encoding = pick(random, ["utf-8", "utf-8", "utf-8-bom", "windows-1252", "mixed"]);
  const latin = encoding === "windows-1252" || encoding === "mixed";
  const width = int(random, 1, 7);
  const kinds = Array.from({ length: width }, () => pick(random, ["int", "decimal", "comma", "money", "date", "bool", "mixed", "text", "text"]));
  // Past the sample (1,000 rows) now and then, and every 50th file past the scanner's 128 KB pieces.
  const rowCount = seed % 50 === 0 ? int(random, 12_000, 16_000) : random() < 0.15 ? int(random, 1000, 1400) : int(random, 0, 60);
  const lines: string[] = [];
  if (random() < 0.1) lines.push("Quarterly report", "");
  lines.push(kinds.map((kind, j) => written(random, `${kind} ${j}`, delimiter)).join(delimiter));
  for (let i = 0; i < rowCount; i++) {
    const r = random();
    if (r < 0.02) {
      lines.push("");
      continue;
    }
    let cells = kinds.map((kind) => written(random, cellText(random, kind, latin), delimiter));
    if (r < 0.05) cells = cells.slice(0, int(random, 1, width)); // short
    else if (r < 0.07) cells.push(...Array.from({ length: int(random, 1, 2) }, () => written(random, cellText(random, "text", latin), delimiter))); // long
    else if (r < 0.08) cells.push(""); // a trailing delimiter
    lines.push(cells.join(delimiter));
  }
  let text = lines.join(newline);
  if (random() < 0.7) text += newline;
  let bytes: Uint8Array;
  if (encoding === "windows-1252") bytes = windows1252(text);
  else if (encoding === "mixed") {
    const cut = Math.floor(text.length / 2);
    const a = windows1252(text.slice(0, cut));
    const b = new TextEncoder().encode(text.slice(cut));
    bytes = new Uint8Array(a.length + b.length);
    bytes.set(a);
    bytes.set(b, a.length);
  } else {
    const body = new TextEncoder().encode(text);
    bytes = encoding === "utf-8-bom" ? Uint8Array.from([0xef, 0xbb, 0xbf, ...body]) : body;
  }
  return { bytes, describe: `seed ${seed}: ${JSON.stringify({ delimiter, newline, encoding, kinds, rowCount })}` };
}

/** `value` with each -0 in a number array written "-0": toEqual takes -0 and 0 in typed arrays for one value. */
function signedZeros(value: unknown): unknown {
  if (value instanceof Float64Array) return Array.from(value, (v) => (Object.is(v, -0) ? "-0" : v));
  if (Array.isArray(value)) return value.map(signedZeros);
  if (value && typeof value === "object" && !ArrayBuffer.isView(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, signedZeros(v)]));
  return value;
}

/** Everything the table builder makes of a file, or the refusal. */
async function tableOf(bytes: Uint8Array, parser: "scanner" | "papaparse", pieceSize?: number, stream = streamOf) {
  const source = readDelimited(pieceSize ? { stream: stream(bytes, pieceSize) } : { bytes }, "data.csv", { parser });
  const batches: unknown[] = [];
  const builder = new TableBuilder({ header: "rows", info: source.info, onBatch: (built) => void batches.push(signedZeros(structuredClone(built))) });
  try {
    for await (const chunk of source.chunks) await builder.add(chunk.scanned ?? chunk.rows);
    const table = await builder.finish();
    return { table, batches, info: source.info };
  } catch (error) {
    return { refused: { name: (error as Error).name, message: (error as Error).message, position: (error as { position?: unknown }).position } };
  }
}

describe("the byte scanner against papaparse", () => {
  it("builds the same table from 300 generated files, whole or in pieces", async () => {
    let refused = 0;
    const bigRead: number[] = [];
    for (let seed = 1; seed <= 300; seed++) {
      const { bytes, describe } = generate(seed);
      const expected = await tableOf(bytes, "papaparse");
      if ("refused" in expected) refused++;
      else if (seed % 50 === 0) bigRead.push((expected.table as { rowCount: number }).rowCount);
      expect(await tableOf(bytes, "scanner"), describe).toEqual(expected);
      if (seed % 10 === 0) expect(await tableOf(bytes, "scanner", seed % 50 === 0 ? 4093 : 1 + (seed % 97)), `${describe} in pieces`).toEqual(expected);
      // A byte stream read into one reused buffer, scribbled over before each read: nothing is kept from a piece.
      if (seed % 10 === 5) expect(await tableOf(bytes, "scanner", seed % 50 === 45 ? 4093 : 1 + (seed % 97), scribbled), `${describe} scribbled`).toEqual(expected);
    }
    // Some files refuse (a stray quote never closed), most read, the large ones too: every path is exercised.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(30);
    expect(bigRead.length).toBeGreaterThanOrEqual(4);
  });

  it("reads numbers past the sample from their bytes as the text reader reads them", async () => {
    // The sample's rows are read as text; past them the builder reads numbers from their bytes. Here a third of each
    // number column's values past row 1,000 are at the fast path's edges, and in half the files a last column turns
    // to text at a number-like text; -0 must stay -0.
    for (let seed = 1; seed <= 6; seed++) {
      const random = seededRandom(1000 + seed);
      const delimiter = pick(random, ["\t", "|", ";", ","]);
      const texts = seed % 2 === 0;
      const lines = [["id", "amount", "ratio", ...(texts ? ["code"] : [])].join(delimiter)];
      for (let i = 0; i < 3000; i++) {
        const edge = () => (i >= 1000 && random() < 0.33 ? pick(random, NUMBER_EDGES) : undefined);
        const cells = [edge() ?? String(int(random, -50, 50_000)), edge() ?? (random() * 1000 - 500).toFixed(int(random, 0, 4)), edge() ?? (random() - 0.5).toFixed(2)];
        if (texts) cells.push(i > 1500 && random() < 0.01 ? pick(random, NOT_NUMBER_EDGES) : String(int(random, 1, 99)));
        lines.push(cells.map((cell) => written(random, cell, delimiter)).join(delimiter));
      }
      const bytes = new TextEncoder().encode(`${lines.join("\n")}\n`);
      const expected = await tableOf(bytes, "papaparse");
      expect(JSON.stringify(expected)).toContain('"-0"');
      expect(await tableOf(bytes, "scanner"), `seed ${seed}, ${JSON.stringify(delimiter)}`).toEqual(expected);
    }
  });
});
