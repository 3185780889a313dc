// The browser side of an upload: the transfer (with progress), then ingest, then waiting for a queued ingest.
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

function send(form: FormData, onProgress: (loaded: number, total: number) => void, onSent: () => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/datasets?ingest=deferred");
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

export async function uploadDataset(
  file: File,
  events: { onStep: (step: UploadStep) => void; onProgress: (loaded: number, total: number) => void },
  extraFields: Record<string, string> = {},
): Promise<UploadOutcome> {
  events.onStep("uploading");
  const form = new FormData();
  for (const [k, v] of Object.entries(extraFields)) form.append(k, v);
  form.append("file", file);
  const uploaded = await send(form, events.onProgress, () => events.onStep("validating"));
  if (uploaded.status !== 201) return { ok: false, error: errorFrom(uploaded.status, uploaded.body) };
  const id = (uploaded.body as { dataset: { id: string } }).dataset.id;

  events.onStep("detecting");
  const ingested = await postJson(`/api/datasets/${id}/ingest`);
  if (ingested.status >= 400) return { ok: false, error: errorFrom(ingested.status, ingested.body) };
  try {
    const final = await waitUntilReady(id);
    if (final.status === "failed") return { ok: false, error: { message: final.error ?? "The file could not be read." } };
  } catch (error) {
    return { ok: false, error: { message: (error as Error).message } };
  }
  events.onStep("ready");
  return { ok: true, datasetId: id };
}
