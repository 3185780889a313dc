import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { logEvent } from "~/server/log.server";

const ABORT_DELAY_MS = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  // Every inline script carries the request's nonce: the Content-Security-Policy allows no other.
  const nonce = loadContext.cspNonce ?? "";
  const page = (
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceProvider>
  );
  const body = await renderToReadableStream(page, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      if (!controller.signal.aborted) logEvent("error", "The page failed to render", { error, path: new URL(request.url).pathname });
      status = 500;
    },
  });
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers and no-JS clients get the complete document in one piece.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * Errors a loader or action threw (not the responses they throw on purpose): logged once, as one structured
 * line with the request id and the error's cause chain. A request the client abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logEvent("error", "A loader or action failed", { error, method: request.method, path: new URL(request.url).pathname });
};
