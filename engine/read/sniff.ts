// Which reader a file needs, from its first bytes first and its name second: a workbook renamed
// .csv is still a workbook, and a program or an image named .csv gets a specific refusal.
import { IngestError } from "../errors";
import { sniffEncoding } from "./decode";

export type FileFormat = "csv" | "xlsx" | "xls" | "json";

/** Bytes needed to sniff a format. */
export const SNIFF_BYTES = 4096;

function startsWith(head: Uint8Array, ...bytes: number[]): boolean {
  return bytes.every((b, i) => head[i] === b);
}

function ascii(head: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...head.subarray(from, from + length));
}

const BINARY_KINDS: [string, (h: Uint8Array) => boolean][] = [
  ["a PDF document", (h) => ascii(h, 0, 5) === "%PDF-"],
  ["a PNG image", (h) => startsWith(h, 0x89, 0x50, 0x4e, 0x47)],
  ["a JPEG image", (h) => startsWith(h, 0xff, 0xd8, 0xff)],
  ["a GIF image", (h) => ascii(h, 0, 4) === "GIF8"],
  ["a gzip archive", (h) => startsWith(h, 0x1f, 0x8b)],
  ["a 7-Zip archive", (h) => startsWith(h, 0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)],
  ["a RAR archive", (h) => ascii(h, 0, 4) === "Rar!"],
  ["a SQLite database", (h) => ascii(h, 0, 15) === "SQLite format 3"],
  ["a Parquet file", (h) => ascii(h, 0, 4) === "PAR1"],
];

function isExecutable(head: Uint8Array): boolean {
  if (ascii(head, 0, 4) === "\x7fELF") return true;
  if (startsWith(head, 0x00, 0x61, 0x73, 0x6d)) return true; // WebAssembly
  const magic = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic)) return true;
  if (head[0] === 0x4d && head[1] === 0x5a) {
    // DOS/Windows program: "MZ", and usually a PE header where offset 0x3C points; text never holds NUL.
    const pe = head[0x3c] | (head[0x3d] << 8) | (head[0x3e] << 16);
    if (head.length >= 64 && pe + 4 <= head.length && ascii(head, pe, 4) === "PE\0\0") return true;
    if (head.subarray(0, 64).includes(0)) return true;
  }
  return ascii(head, 0, 3) === "#!/";
}

/** Text holds no NUL bytes and few control characters (UTF-16 aside). */
function looksLikeText(head: Uint8Array): boolean {
  if (sniffEncoding(head).encoding !== "utf-8") return true;
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12 && b !== 27) control++;
  }
  return control <= head.length * 0.05;
}

/** What a file's first bytes say it is, whatever its name: the one content sniffer for uploads and readers. */
export type ContentKind =
  | { kind: "empty" }
  | { kind: "xlsx" }
  | { kind: "xls" }
  | { kind: "text" }
  | { kind: "executable" }
  /** `what` names it when known ("a PDF document"); otherwise it is just not text. */
  | { kind: "binary"; what?: string };

export function identifyContent(head: Uint8Array): ContentKind {
  if (head.length === 0) return { kind: "empty" };
  if (isExecutable(head)) return { kind: "executable" };
  if (startsWith(head, 0x50, 0x4b, 0x03, 0x04) || startsWith(head, 0x50, 0x4b, 0x05, 0x06)) return { kind: "xlsx" };
  if (startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return { kind: "xls" };
  for (const [what, test] of BINARY_KINDS) if (test(head)) return { kind: "binary", what };
  return looksLikeText(head) ? { kind: "text" } : { kind: "binary" };
}

function extension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The reader for a file. Throws IngestError ("executable", "unsupported_format", "empty_file")
 * for what no reader should see.
 */
export function detectFormat(fileName: string, head: Uint8Array): { format: FileFormat; note?: string } {
  const ext = extension(fileName);
  const named = `“${fileName}”`;
  const content = identifyContent(head);
  switch (content.kind) {
    case "empty":
      throw new IngestError("empty_file", `${named} is empty (0 bytes).`);
    case "xlsx":
      return { format: "xlsx", note: ext !== "xlsx" ? `${named} is an Excel workbook (.xlsx) despite its name, and was read as one.` : undefined };
    case "xls":
      return { format: "xls", note: ext !== "xls" && ext !== "xlsx" ? `${named} is an Excel workbook (.xls) despite its name, and was read as one.` : undefined };
    case "executable":
      throw new IngestError("executable", `${named} is a program, not a data file. Upload a CSV, Excel (.xlsx, .xls) or JSON file.`);
    case "binary":
      throw new IngestError(
        "unsupported_format",
        content.what ? `${named} is ${content.what}, not a data file. Upload a CSV, Excel (.xlsx, .xls) or JSON file.` : `${named} contains binary data, not text. Upload a CSV, Excel (.xlsx, .xls) or JSON file.`,
      );
  }
  if (ext === "json" || ext === "ndjson" || ext === "jsonl") return { format: "json" };
  if (ext === "xls" || ext === "xlsx") {
    // Excel itself saves HTML and XML tables under .xls; plain text under an Excel name is delimited text.
    const first = String.fromCharCode(...head.subarray(0, 64)).trimStart();
    if (first.startsWith("<")) return { format: "xls" };
    return { format: "csv", note: `${named} holds plain text, not an Excel workbook; it was read as delimited text.` };
  }
  if (ext !== "csv" && ext !== "tsv" && ext !== "txt") {
    const first = String.fromCharCode(...head.subarray(0, 64)).replace(/^\ufeff|^\xef\xbb\xbf/, "").trimStart();
    if (first.startsWith("{") || first.startsWith("[")) return { format: "json" };
  }
  return { format: "csv" };
}
