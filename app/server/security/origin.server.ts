// Same-origin check for every state-changing request (CSRF defence). Applied centrally in workers/app.ts
// to every method other than GET/HEAD/OPTIONS, so no route can forget it.

export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginCheck = { ok: true } | { ok: false; reason: string };

export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused: this request must come from the InsightLab site itself.";

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Decides whether a mutating request comes from our own pages. Browsers send `Origin` on every POST;
 * `Referer` is the fallback for the few that omit it. A request with neither is refused: only browsers
 * need cookies here, and a missing header is what a forged cross-site request would try.
 *
 * @param allowedOrigins origins besides the request's own (e.g. APP_ORIGIN behind a proxy).
 */
export function checkSameOrigin(request: Request, allowedOrigins: readonly string[] = []): OriginCheck {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true };
  const url = new URL(request.url);
  const allowed = new Set<string>([url.origin, ...allowedOrigins.map((o) => originOf(o)).filter((o): o is string => o !== null)]);
  // The Host header is what the browser used; behind a local proxy request.url may name another port.
  const host = request.headers.get("Host");
  if (host) allowed.add(`${url.protocol}//${host}`);

  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") {
    return { ok: false, reason: `${CROSS_ORIGIN_MESSAGE} (Sec-Fetch-Site: ${fetchSite})` };
  }

  const origin = request.headers.get("Origin");
  if (origin !== null) {
    if (origin === "null") return { ok: false, reason: `${CROSS_ORIGIN_MESSAGE} (opaque origin)` };
    const normalized = originOf(origin);
    return normalized !== null && allowed.has(normalized)
      ? { ok: true }
      : { ok: false, reason: `${CROSS_ORIGIN_MESSAGE} (Origin ${origin} is not allowed)` };
  }
  const referer = request.headers.get("Referer");
  if (referer !== null) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== null && allowed.has(refererOrigin)
      ? { ok: true }
      : { ok: false, reason: `${CROSS_ORIGIN_MESSAGE} (Referer is from another site)` };
  }
  return { ok: false, reason: `${CROSS_ORIGIN_MESSAGE} (no Origin or Referer header)` };
}

/** The 403 a refused request gets: plain text, so both fetch callers and form posts show the reason. */
export function crossOriginResponse(reason: string): Response {
  return new Response(reason, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
