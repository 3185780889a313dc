// Every POST to a page (anything outside /api/) is a web form, read by its action with request.formData(),
// which throws a TypeError — a 500 error screen — on any other body. The app Worker checks the body first
// and answers a non-form body with a clear 4xx instead. The JSON API (/api/…) reads its own bodies.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Multipart bodies up to this size are parsed once here to be sure they are well formed (a form without a
 * file is a few KB). Larger ones are file uploads, which the upload action streams and checks itself.
 */
export const MULTIPART_PRECHECK_BYTES = 256 * 1024;

export const NOT_A_FORM_MESSAGE = "This address takes a web form: send the fields as application/x-www-form-urlencoded or multipart/form-data.";
export const BROKEN_FORM_MESSAGE = "The form could not be read: its multipart/form-data body is incomplete or malformed. Please send it again.";

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

function isPageWrite(request: Request, url: URL): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  return !(url.pathname === "/api" || url.pathname.startsWith("/api/"));
}

export type PageFormCheck = { ok: true; request: Request } | { ok: false; response: Response };

/**
 * For a POST (or other writing method) to a page: the request to hand to Remix when its body is a form the
 * action can read — an empty body becomes an empty urlencoded form — or the response to answer with instead:
 * 415 for another content type, 400 for a malformed multipart body.
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
  if (type === "multipart/form-data") {
    const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
    if (Number.isFinite(declared) && declared <= MULTIPART_PRECHECK_BYTES) {
      try {
        await request.clone().formData();
      } catch {
        return { ok: false, response: formProblem(400, BROKEN_FORM_MESSAGE) };
      }
    }
  }
  return { ok: true, request };
}

function formProblem(status: 400 | 415, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
