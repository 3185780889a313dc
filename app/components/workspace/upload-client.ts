// The browser side of an upload: the transfer (with progress), then ingest, then waiting for a queued ingest.
import { zipEntries } from "../../../engine/read/zip";
import { formatFromFileName } from "~/lib/dataset-formats";
import type { WorkbookCeilings } from "~/lib/upload-limits";
import type { ConvertRequest, ConvertResponse } from "./workbook-to-csv.worker";
export type UploadStep = "idle" | "uploading" | "validating" | "detecting" | "ready" | "error";

export type UploadOutcome =
  | { ok: true; datasetId: string }
  | { ok: false; error: { message: string; upgradeRequired?: boolean } };

interface DatasetStatus {
  id: string;
  status: "processing" | "ready" | "failed";
  error: string | null;
}

function errorFrom(status: number, body: unknown): { message: string; upgradeRequired?: boolean } {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return { message: body.message, upgradeRequired: "upgradeRequired" in body && body.upgradeRequired === true };
  }
  return { message: status === 0 ? "The upload was interrupted. Check your connection and try again." : `${status}: The upload failed.` };
}

function send(
  url: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
  onSent: () => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.upload.onload = onSent;
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.send(form);
  });
}

async function postJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { method: "POST", headers: { Accept: "application/json" } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Waits while the server ingests in the background (large files go through the queue). */
async function waitUntilReady(id: string): Promise<DatasetStatus> {
  for (;;) {
    const res = await fetch(`/api/datasets/${id}`, { headers: { Accept: "application/json" } });
    const body = (await res.json().catch(() => null)) as { dataset?: DatasetStatus } | null;
    if (!res.ok || !body?.dataset) throw new Error("The file's status could not be read. Reload the page to see it.");
    if (body.dataset.status !== "processing") return body.dataset;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * A workbook past its format's ceiling, or an .xlsx whose XML unpacks past the server's: the server would refuse it,
 * so the browser converts it. A container that cannot be listed is left to the server, which says what is wrong.
 */
async function tooLargeForServer(file: File, ceilings: WorkbookCeilings): Promise<boolean> {
  const format = formatFromFileName(file.name);
  if (format !== "xlsx" && format !== "xls") return false;
  if (file.size > ceilings[format]) return true;
  if (format === "xls") return false;
  try {
    return zipEntries(new Uint8Array(await file.arrayBuffer())).reduce((n, e) => n + e.uncompressedSize, 0) > ceilings.xlsxUnpacked;
  } catch {
    return false;
  }
}

/**
 * Converts one sheet of a workbook to CSV in a Web Worker (SheetJS holds the whole workbook in memory):
 * `sheet`, or by default the first sheet with data.
 */
async function convertInBrowser(file: Blob, sheet?: string): Promise<ConvertResponse> {
  const worker = new Worker(new URL("./workbook-to-csv.worker.ts", import.meta.url), { type: "module" });
  try {
    const bytes = await file.arrayBuffer();
    return await new Promise<ConvertResponse>((resolve) => {
      worker.onmessage = (event: MessageEvent<ConvertResponse>) => resolve(event.data);
      worker.onerror = (event) => resolve({ ok: false, message: `The workbook could not be converted: ${event.message}` });
      worker.postMessage({ bytes, sheet } satisfies ConvertRequest, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}

/** Posts a converted sheet with the workbook's sheet names (the fields first: the server checks them before storing). */
function sendConverted(id: string, converted: Extract<ConvertResponse, { ok: true }>): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append("sheet", converted.sheet);
  form.append("sheets", JSON.stringify(converted.sheets));
  form.append("file", new File([converted.csv], "converted.csv", { type: "text/csv" }));
  return send(`/api/datasets/${id}/converted`, form, () => undefined, () => undefined);
}

/** Waits for a queued ingest and turns a failed one into an outcome. */
async function settle(id: string): Promise<UploadOutcome> {
  try {
    const final = await waitUntilReady(id);
    if (final.status === "failed") return { ok: false, error: { message: final.error ?? "The file could not be read." } };
  } catch (error) {
    return { ok: false, error: { message: (error as Error).message } };
  }
  return { ok: true, datasetId: id };
}

export type SheetSwitchStep = "downloading" | "converting" | "detecting";

/**
 * Switches a workbook that was converted in the browser (too large for the server) to another sheet: fetches
 * the original the user uploaded, converts `sheet` in the same Web Worker and posts the CSV, then waits until
 * the server has read it.
 */
export async function switchConvertedSheet(datasetId: string, sheet: string, onStep: (step: SheetSwitchStep) => void): Promise<UploadOutcome> {
  onStep("downloading");
  let original: Blob;
  try {
    const res = await fetch(`/api/datasets/${datasetId}/original`);
    if (!res.ok) return { ok: false, error: errorFrom(res.status, await res.json().catch(() => null)) };
    original = await res.blob();
  } catch {
    return { ok: false, error: { message: "The workbook could not be downloaded. Check your connection and try again." } };
  }
  onStep("converting");
  const converted = await convertInBrowser(original, sheet);
  if (!converted.ok) return { ok: false, error: { message: converted.message } };
  if (converted.sheet !== sheet) return { ok: false, error: { message: `The sheet "${sheet}" was not found in this workbook.` } };
  onStep("detecting");
  const ingested = await sendConverted(datasetId, converted);
  if (ingested.status >= 400) return { ok: false, error: errorFrom(ingested.status, ingested.body) };
  // A file something was made on stays as it was: the sheet is read into a new file (201), whose page comes next.
  const read = (ingested.body as { dataset?: { id?: string } } | null)?.dataset?.id ?? datasetId;
  return settle(read);
}

/**
 * Uploads a file and waits until it is read. `workbookCeilings` are the largest workbooks the server opens, per format
 * (the engine's SERVER_WORKBOOK_CEILINGS, passed down by the page's loader): larger ones are converted to CSV here and
 * sent with the untouched original.
 */
export async function uploadDataset(
  file: File,
  events: { onStep: (step: UploadStep) => void; onProgress: (loaded: number, total: number) => void },
  workbookCeilings: WorkbookCeilings,
): Promise<UploadOutcome> {
  const converted = (await tooLargeForServer(file, workbookCeilings)) ? await convertInBrowser(file) : null;
  if (converted && !converted.ok) return { ok: false, error: { message: converted.message } };

  events.onStep("uploading");
  const form = new FormData();
  if (converted?.ok) form.append("sheet", converted.sheet);
  form.append("file", file);
  const uploaded = await send("/api/datasets?ingest=deferred", form, events.onProgress, () => events.onStep("validating"));
  if (uploaded.status !== 201) return { ok: false, error: errorFrom(uploaded.status, uploaded.body) };
  const id = (uploaded.body as { dataset: { id: string } }).dataset.id;

  events.onStep("detecting");
  const ingested = converted?.ok ? await sendConverted(id, converted) : await postJson(`/api/datasets/${id}/ingest`);
  if (ingested.status >= 400) return { ok: false, error: errorFrom(ingested.status, ingested.body) };
  const outcome = await settle(id);
  if (outcome.ok) events.onStep("ready");
  return outcome;
}
