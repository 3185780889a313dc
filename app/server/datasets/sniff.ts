// Content sniffing: the file's first bytes must agree with the format its name claims.
// A renamed executable, an image called .csv or a zip called .xls is refused before it is stored.
import { FORMAT_LABELS, type DatasetFormat } from "~/lib/dataset-formats";
import { EMPTY_FILE_MESSAGE } from "~/lib/upload-limits";

/** How many leading bytes the sniffer wants to see (fewer is fine for a short file). */
export const SNIFF_BYTES = 4096;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Binary formats people mistake for data files, with the name we give them in a message. */
const KNOWN_BINARIES: { magic: number[]; what: string }[] = [
  { magic: ZIP, what: "a zip archive (or an .xlsx workbook)" },
  { magic: OLE, what: "an Office document (or an .xls workbook)" },
  { magic: [0x4d, 0x5a], what: "a Windows program" },
  { magic: [0x7f, 0x45, 0x4c, 0x46], what: "a program" },
  { magic: [0x25, 0x50, 0x44, 0x46], what: "a PDF document" },
  { magic: [0x89, 0x50, 0x4e, 0x47], what: "a PNG image" },
  { magic: [0xff, 0xd8, 0xff], what: "a JPEG image" },
  { magic: [0x47, 0x49, 0x46, 0x38], what: "a GIF image" },
  { magic: [0x1f, 0x8b], what: "a gzip archive" },
  { magic: [0x52, 0x61, 0x72, 0x21], what: "a RAR archive" },
  { magic: [0x37, 0x7a, 0xbc, 0xaf], what: "a 7-Zip archive" },
];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

export type SniffResult = { ok: true } | { ok: false; message: string };

/**
 * Checks the leading bytes of an upload against the format its extension claims.
 * Text formats (CSV, JSON) must look like text; workbooks must carry their container's signature.
 */
export function sniffFormat(head: Uint8Array, claimed: DatasetFormat, fileName: string): SniffResult {
  if (head.length === 0) return { ok: false, message: EMPTY_FILE_MESSAGE };
  const label = FORMAT_LABELS[claimed];

  if (claimed === "xlsx") {
    if (startsWith(head, ZIP)) return { ok: true };
    if (startsWith(head, OLE)) {
      return {
        ok: false,
        message: `"${fileName}" is not a regular .xlsx workbook: it may be password-protected or an older .xls file renamed. Remove the password (or save it as .xlsx in Excel) and upload it again.`,
      };
    }
    return { ok: false, message: mismatch(fileName, head, label) };
  }
  if (claimed === "xls") {
    if (startsWith(head, OLE)) return { ok: true };
    if (startsWith(head, ZIP)) {
      return { ok: false, message: `"${fileName}" is an .xlsx workbook with an .xls name. Rename it to .xlsx and upload it again.` };
    }
    return { ok: false, message: mismatch(fileName, head, label) };
  }

  // Text formats.
  const binary = KNOWN_BINARIES.find((b) => startsWith(head, b.magic));
  if (binary) return { ok: false, message: `"${fileName}" looks like ${binary.what}, not a ${label} file.` };
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0)) {
    return { ok: false, message: `"${fileName}" contains binary data, not ${label} text. Please upload the file as exported from your spreadsheet or database.` };
  }
  if (claimed === "json" && !utf16) {
    const first = firstNonSpace(head);
    if (first !== "[" && first !== "{") {
      return { ok: false, message: `"${fileName}" does not look like JSON: it should start with [ or {.` };
    }
  }
  return { ok: true };
}

function firstNonSpace(head: Uint8Array): string {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i++;
  return i < head.length ? String.fromCharCode(head[i]) : "";
}

function mismatch(fileName: string, head: Uint8Array, label: string): string {
  const binary = KNOWN_BINARIES.find((b) => startsWith(head, b.magic));
  const actual = binary ? binary.what : head.includes(0) ? "some other binary file" : "a text file";
  return `"${fileName}" is named like an ${label} workbook but its contents are ${actual}. Please upload the original file.`;
}
