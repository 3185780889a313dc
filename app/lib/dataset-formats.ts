// The file formats a user can upload, shared by the upload form (accept list) and the server's checks.
export const DATASET_FORMATS = ["csv", "xlsx", "xls", "json"] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

export const FORMAT_LABELS: Record<DatasetFormat, string> = {
  csv: "CSV",
  xlsx: "Excel",
  xls: "Excel 97–2003",
  json: "JSON",
};

/** The Content-Type a stored original is kept and served with. */
export const FORMAT_CONTENT_TYPES: Record<DatasetFormat, string> = {
  csv: "text/csv",
  json: "application/json",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
};

/** Extensions accepted per format (.tsv and .txt are delimited text read as CSV). */
const EXTENSIONS: Record<string, DatasetFormat> = {
  csv: "csv",
  tsv: "csv",
  txt: "csv",
  xlsx: "xlsx",
  xls: "xls",
  json: "json",
  ndjson: "json",
  jsonl: "json",
};

/** The `accept` attribute for the file picker. */
export const UPLOAD_ACCEPT = Object.keys(EXTENSIONS)
  .map((e) => `.${e}`)
  .join(",");

/** The format a file name claims through its extension, or null for anything else. */
export function formatFromFileName(fileName: string): DatasetFormat | null {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0 && !fileName.startsWith(".")) return null;
  return EXTENSIONS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

export const UNSUPPORTED_FORMAT_MESSAGE = "InsightLab reads CSV, Excel (.xlsx, .xls) and JSON files. Please choose one of those.";
