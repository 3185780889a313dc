// Reading a JSON request body with a size cap, so a public endpoint never buffers an unbounded body.

export class JsonBodyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
    this.name = "JsonBodyError";
  }
}

/**
 * Reads at most `maxBytes` of the body and parses it as JSON; throws JsonBodyError with a clear message
 * otherwise. An empty body is an error unless `emptyBody` says what it means (e.g. `{}` for optional fields).
 */
export async function readJsonBody(request: Request, maxBytes: number, { emptyBody }: { emptyBody?: unknown } = {}): Promise<unknown> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new JsonBodyError(`Request body is too large (at most ${maxBytes} bytes).`, 413);
  const type = request.headers.get("Content-Type") ?? "";
  if (type && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
    throw new JsonBodyError("Request body must be JSON (Content-Type: application/json).", 415);
  }
  const text = await readTextCapped(request, maxBytes);
  if (text.trim() === "") {
    if (emptyBody !== undefined) return emptyBody;
    throw new JsonBodyError("Request body is empty: send a JSON object.", 400);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new JsonBodyError("Request body is not valid JSON.", 400);
  }
}

/** readJsonBody for a JSON endpoint: the parsed body, or the `{message}` error response to answer with instead. */
export async function readJsonBodyOrError(request: Request, maxBytes: number): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, body: await readJsonBody(request, maxBytes) };
  } catch (error) {
    if (error instanceof JsonBodyError) return { ok: false, response: jsonError(error.status, error.message) };
    throw error;
  }
}

async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new JsonBodyError(`Request body is too large (at most ${maxBytes} bytes).`, 413);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** A JSON error response `{message}` with no caching. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ message, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
}
