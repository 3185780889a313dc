// Every POST to a page (anything outside /api/) is a web form, read by its action with request.formData(),
// which throws a TypeError — a 500 error screen — on any other body. The app Worker checks the body first
// and answers a non-form body with a clear 4xx instead. The JSON API (/api/…) reads its own bodies.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The most a page's form may send: no form without a file comes near it, and an action reads the whole
 * body into memory (request.formData()), so more is refused (413) before any action runs. Multipart bodies
 * up to this size are also parsed once here to be sure they are well formed; larger ones are file uploads
 * (FILE_FORM_BYTES), which their action reads and checks itself.
 */
export const MAX_PAGE_FORM_BYTES = 256 * 1024;

/**
 * Pages whose forms carry a file, with the most each accepts: the logo on Settings (1 MB, its form
 * around it), and the data file on Data Analysis, which that action streams to storage and measures
 * against the plan itself (Infinity: not limited here).
 */
export const FILE_FORM_BYTES: Readonly<Record<string, number>> = { "/dashboard/settings": 2 * 1024 * 1024, "/dashboard/data-analysis": Number.POSITIVE_INFINITY };

export const NOT_A_FORM_MESSAGE = "This address takes a web form: send the fields as application/x-www-form-urlencoded or multipart/form-data.";
export const BROKEN_FORM_MESSAGE = "The form could not be read: its multipart/form-data body is incomplete or malformed. Please send it again.";

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

function isPageWrite(request: Request, url: URL): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  return !(url.pathname === "/api" || url.pathname.startsWith("/api/"));
}

export function formTooLargeMessage(maxBytes: number): string {
  return `The form is too large: a form sent to this page may hold at most ${Math.round(maxBytes / 1024).toLocaleString("en-US")} KB.`;
}

export type PageFormCheck = { ok: true; request: Request } | { ok: false; response: Response };

/**
 * For a POST (or other writing method) to a page: the request to hand to Remix when its body is a form the
 * action can read — an empty body becomes an empty urlencoded form — or the response to answer with instead:
 * 415 for another content type, 413 past the page's size (MAX_PAGE_FORM_BYTES or FILE_FORM_BYTES, counted
 * as the body arrives when it declares no length), 400 for a malformed multipart body.
 */
export async function checkPageFormBody(request: Request, url = new URL(request.url)): Promise<PageFormCheck> {
  if (!isPageWrite(request, url)) return { ok: true, request };
  if (request.body === null || request.headers.get("Content-Length") === "0") {
    const headers = new Headers(request.headers);
    headers.set("Content-Type", FORM_TYPES[0]);
    headers.delete("Content-Length");
    return { ok: true, request: new Request(request.url, { method: request.method, headers, body: "" }) };
  }
  const type = mediaType(request);
  if (!FORM_TYPES.includes(type)) return { ok: false, response: formProblem(415, NOT_A_FORM_MESSAGE) };
  const maxBytes = (type === "multipart/form-data" ? FILE_FORM_BYTES[url.pathname] : undefined) ?? MAX_PAGE_FORM_BYTES;
  const tooLarge = () => ({ ok: false as const, response: formProblem(413, formTooLargeMessage(maxBytes)) });
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxBytes) return tooLarge();
  let checked = request;
  let size = Number.isFinite(declared) ? declared : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(declared) && Number.isFinite(maxBytes)) {
    // No declared length (a chunked body): read it up to the limit, then hand on what was read.
    const body = await readAtMost(request, maxBytes);
    if (!body) return tooLarge();
    checked = new Request(request, { body });
    size = body.byteLength;
  }
  if (type === "multipart/form-data" && size <= MAX_PAGE_FORM_BYTES) {
    try {
      await checked.clone().formData();
    } catch {
      return { ok: false, response: formProblem(400, BROKEN_FORM_MESSAGE) };
    }
  }
  return { ok: true, request: checked };
}

/** The whole body, or null as soon as it passes `maxBytes` (the rest is never read). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body!.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}

function formProblem(status: 400 | 413 | 415, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
