// Structured logs: one JSON line per event, with the id of the request it belongs to (also sent to the
// client as X-Request-Id), errors with their cause chain, and personal data and secrets masked.
import { AsyncLocalStorage } from "node:async_hooks";

// One store per isolate, shared through globalThis: the app Worker (workers/app.ts) and the Remix server build
// it imports each bundle their own copy of this module, and both must see the request's id.
const SCOPE_KEY = Symbol.for("insightlab.request-scope");
const requestScope: AsyncLocalStorage<{ requestId: string }> = ((
  globalThis as Record<symbol, unknown>
)[SCOPE_KEY] ??= new AsyncLocalStorage()) as AsyncLocalStorage<{
  requestId: string;
}>;

/** The response header carrying the request id, so a user's report can be matched with the logs. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Cloudflare's Ray ID when there is one (it is what Cloudflare's own logs show), otherwise a random id. */
export function requestIdFor(request: Request): string {
  const ray = request.headers.get("cf-ray");
  return ray && /^[\w-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

/** Runs `work` with `requestId` attached to every log line it writes, across awaits. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Session ids, reset and confirmation tokens, signatures, keys: long runs of URL-safe base64 or hex. */
const TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
/** Record ids (users, files) are UUIDs: kept, so a log line still says which file failed. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_FIELD =
  /\b(password|passwd|secret|token|authorization|cookie|api[_-]?key)(["']?\s*[:=]\s*)(Bearer\s+\S+|"[^"]*"|'[^']*'|[^\s,;&]+)/gi;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;

/** Masks email addresses, secrets in `name=value` or `"name": value` form, bearer tokens and long tokens. */
export function redact(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(SECRET_FIELD, "$1$2[redacted]")
    .replace(BEARER, "Bearer [redacted]")
    .replace(TOKEN, (found) => (UUID.test(found) ? found : "[token]"));
}

interface LoggedError {
  name: string;
  message: string;
  stack?: string;
  cause?: LoggedError | string;
}

function describeError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return redact(String(error));
  const described: LoggedError = {
    name: error.name,
    message: redact(error.message),
  };
  if (error.stack)
    described.stack = redact(error.stack.split("\n").slice(1, 6).join("\n"));
  if (error.cause !== undefined && depth < 5)
    described.cause = describeError(error.cause, depth + 1);
  return described;
}

export type LogLevel = "info" | "warn" | "error";

/**
 * Writes one log line: `{"level","requestId","message",…fields,"error"}`. Give an error as `error` (never
 * its message alone) so its cause chain is kept; strings are masked with `redact`.
 */
export type LogFields = { error?: unknown } & { [field: string]: unknown };

export function logEvent(
  level: LogLevel,
  message: string,
  { error, ...fields }: LogFields = {}
): void {
  const line: Record<string, unknown> = {
    level,
    requestId: requestScope.getStore()?.requestId ?? null,
    message: redact(message),
  };
  for (const [name, value] of Object.entries(fields))
    line[name] =
      typeof value === "string"
        ? redact(value)
        : typeof value === "object" && value !== null
        ? redact(JSON.stringify(value))
        : value;
  if (error !== undefined) line.error = describeError(error);
  console[level](JSON.stringify(line));
}
