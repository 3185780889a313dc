// Content sniffing at upload: the file's first bytes must agree with the format its name claims, so a
// renamed program, an image called .csv or a zip called .xls is refused before it is stored. What the bytes
// are comes from the engine's one sniffer (identifyContent); this module only decides what to refuse.
import { identifyContent, type ContentKind } from "../../../engine/read/sniff";
import { FORMAT_LABELS, type DatasetFormat } from "~/lib/dataset-formats";
import { EMPTY_FILE_MESSAGE } from "~/lib/upload-limits";

export { SNIFF_BYTES } from "../../../engine/read/sniff";

export type SniffResult = { ok: true } | { ok: false; message: string };

/** What the contents are, in a sentence: "a PDF document", "a zip archive (or an .xlsx workbook)"… */
function describe(content: ContentKind): string {
  switch (content.kind) {
    case "xlsx":
      return "a zip archive (or an .xlsx workbook)";
    case "xls":
      return "an Office document (or an .xls workbook)";
    case "executable":
      return "a program";
    case "binary":
      return content.what ?? "some other binary file";
    default:
      return "a text file";
  }
}

/**
 * Checks the leading bytes of an upload against the format its extension claims.
 * Text formats (CSV, JSON) must look like text; workbooks must carry their container's signature.
 */
export function sniffFormat(head: Uint8Array, claimed: DatasetFormat, fileName: string): SniffResult {
  const content = identifyContent(head);
  if (content.kind === "empty") return { ok: false, message: EMPTY_FILE_MESSAGE };
  const label = FORMAT_LABELS[claimed];

  if (claimed === "xlsx") {
    if (content.kind === "xlsx") return { ok: true };
    if (content.kind === "xls") {
      return {
        ok: false,
        message: `"${fileName}" is not a regular .xlsx workbook: it may be password-protected or an older .xls file renamed. Remove the password (or save it as .xlsx in Excel) and upload it again.`,
      };
    }
    return { ok: false, message: mismatch(fileName, content, label) };
  }
  if (claimed === "xls") {
    if (content.kind === "xls") return { ok: true };
    if (content.kind === "xlsx") return { ok: false, message: `"${fileName}" is an .xlsx workbook with an .xls name. Rename it to .xlsx and upload it again.` };
    return { ok: false, message: mismatch(fileName, content, label) };
  }

  // Text formats.
  if (content.kind === "binary" && !content.what) {
    return { ok: false, message: `"${fileName}" contains binary data, not ${label} text. Please upload the file as exported from your spreadsheet or database.` };
  }
  if (content.kind !== "text") return { ok: false, message: `"${fileName}" looks like ${describe(content)}, not a ${label} file.` };
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
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

function mismatch(fileName: string, content: ContentKind, label: string): string {
  return `"${fileName}" is named like an ${label} workbook but its contents are ${describe(content)}. Please upload the original file.`;
}
