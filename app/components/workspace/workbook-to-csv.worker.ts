// Runs in a Web Worker: turns one sheet of a workbook that is too large for the server into CSV text, so the
// page stays responsive while SheetJS holds the whole workbook in memory.
import * as XLSX from "xlsx";

export interface ConvertRequest {
  bytes: ArrayBuffer;
  /** The sheet to convert; default the first visible sheet with data. */
  sheet?: string;
}

export type ConvertResponse = { ok: true; csv: string; sheet: string; sheets: string[] } | { ok: false; message: string };

self.onmessage = (event: MessageEvent<ConvertRequest>) => {
  try {
    const book = XLSX.read(new Uint8Array(event.data.bytes), { type: "array", cellDates: true, dense: true });
    const visible = book.SheetNames.filter((name, i) => !book.Workbook?.Sheets?.[i]?.Hidden);
    const withData = visible.filter((name) => Boolean(book.Sheets[name]?.["!ref"]));
    const sheet = event.data.sheet && book.Sheets[event.data.sheet] ? event.data.sheet : withData[0];
    if (!sheet) {
      self.postMessage({ ok: false, message: "This workbook has no sheet with data." } satisfies ConvertResponse);
      return;
    }
    const csv = XLSX.utils.sheet_to_csv(book.Sheets[sheet], { blankrows: false, dateNF: "yyyy-mm-dd" });
    self.postMessage({ ok: true, csv, sheet, sheets: withData } satisfies ConvertResponse);
  } catch (error) {
    self.postMessage({ ok: false, message: `This workbook could not be opened: ${(error as Error).message}` } satisfies ConvertResponse);
  }
};
