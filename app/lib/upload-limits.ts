// How big an upload may be, and what we say when it is not: one source for the upload panel (which checks
// before sending anything) and the server (which checks Content-Length, then counts the bytes it stores).
import { formatFileSize } from "./format-file-size";
import { planOrFree } from "./plans";

/**
 * Files up to this size are read inside the upload request; larger ones in the background (the JOBS queue). In the
 * product's megabytes (10^6 bytes, as the plans count them), so "over 12 MB" on the page is exact.
 */
export const BACKGROUND_READ_BYTES = 12_000_000;
/** What one background reading of a file may use on Cloudflare: the queue consumer's CPU time and an isolate's memory. */
export const READ_CPU_SECONDS = 30;
export const READ_MEMORY_MB = 128;

/**
 * What the upload page says before a file is chosen, when the plan allows files that are read in the background:
 * that they are, the limit one reading works under, and what happens to a file that passes it. Null when every
 * file the plan allows is read while the page waits.
 */
export function backgroundReadNote(allowance: Pick<UploadAllowance, "maxBytes">): string | null {
  if (allowance.maxBytes <= BACKGROUND_READ_BYTES) return null;
  return (
    `Files over ${formatFileSize(BACKGROUND_READ_BYTES)} are read in the background after they are sent, so you can leave this page: the file's page shows when it is ready. ` +
    `One reading may use at most ${READ_CPU_SECONDS} seconds of processing time and ${READ_MEMORY_MB} MB of memory on our servers: a CSV or JSON file, in any of the text encodings we read, is read in parts that each stay within it. ` +
    "If a reading passes it all the same, the reading is tried again a few times; then the file's page says it could not be read and what to do, and the file stays in your storage."
  );
}

/**
 * The largest workbook of each format the server opens (the engine's SERVER_WORKBOOK_CEILINGS), and the most XML an
 * .xlsx may unpack to (MAX_SERVER_WORKBOOK_XML_BYTES).
 */
export type WorkbookCeilings = Readonly<Record<"xlsx" | "xls" | "xlsxUnpacked", number>>;

/**
 * What the upload page says about workbooks the server cannot open (it reads a workbook whole, in one reading, so it
 * opens them only up to their format's ceiling), when the plan allows larger files. Null when it does not.
 */
export function workbookNote(allowance: Pick<UploadAllowance, "maxBytes">, ceilings: WorkbookCeilings): string | null {
  if (allowance.maxBytes <= ceilings.xls && allowance.maxBytes <= ceilings.xlsx) return null;
  const xls = `Excel 97–2003 workbooks (.xls) over ${formatFileSize(ceilings.xls)}`;
  const which = allowance.maxBytes <= ceilings.xlsx ? xls : `Excel workbooks over ${formatFileSize(ceilings.xlsx)}, and ${xls},`;
  return (
    `${which} are too large to open on our servers: with JavaScript on, this page converts such a workbook to CSV in your browser before sending it. ` +
    "Without JavaScript, save the sheet as CSV in Excel (File › Save As › CSV) and upload that instead."
  );
}

export const EMPTY_FILE_MESSAGE = "This file is empty. Choose a file with a header row and at least one row of data.";

export interface UploadAllowance {
  /** The most bytes the next file may have: the plan's per-file limit, or what is left of its storage if less. */
  maxBytes: number;
  /** Which of the two `maxBytes` comes from. */
  limitedBy: "file" | "storage";
  planName: string;
  fileLimitBytes: number;
  storageBytes: number;
  remainingBytes: number;
}

export interface SizeRefusal {
  /** 413 for a file over the plan's per-file size, 402 for one that does not fit the remaining storage. */
  status: 402 | 413;
  message: string;
  /** Both are plan limits: the answer offers an upgrade. */
  upgradeRequired: true;
}

export function uploadAllowance(usage: { bytes: number }, plan: string): UploadAllowance {
  const { limits, name } = planOrFree(plan);
  const remainingBytes = Math.max(0, limits.storageBytes - usage.bytes);
  const limitedBy = remainingBytes < limits.maxFileBytes ? "storage" : "file";
  return {
    maxBytes: Math.min(remainingBytes, limits.maxFileBytes),
    limitedBy,
    planName: name,
    fileLimitBytes: limits.maxFileBytes,
    storageBytes: limits.storageBytes,
    remainingBytes,
  };
}

/**
 * Why a file of `fileBytes` cannot be uploaded now (null when it can). `fileBytes` null: the size is not known,
 * only that it is over `maxBytes` (a streamed upload that went past it).
 */
export function sizeRefusal(fileBytes: number | null, allowance: UploadAllowance): SizeRefusal | null {
  if (fileBytes !== null && fileBytes <= allowance.maxBytes) return null;
  const { planName, fileLimitBytes } = allowance;
  const size = fileBytes === null ? "larger than that" : formatFileSize(fileBytes);
  if (fileBytes === null ? allowance.limitedBy === "file" : fileBytes > fileLimitBytes) {
    const is = fileBytes === null ? `over ${formatFileSize(fileLimitBytes)}` : size;
    return {
      status: 413,
      message: `This file is ${is}; your ${planName} plan allows files up to ${formatFileSize(fileLimitBytes)}. Upgrade your plan to upload larger files.`,
      upgradeRequired: true,
    };
  }
  const is = fileBytes === null ? `over ${formatFileSize(allowance.remainingBytes)}` : size;
  return {
    status: 402,
    message: `This file is ${is}, more than your remaining storage: ${formatFileSize(allowance.remainingBytes)} of your ${planName} plan's ${formatFileSize(allowance.storageBytes)} is left. Delete a file or upgrade your plan.`,
    upgradeRequired: true,
  };
}
