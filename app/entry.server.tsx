import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";

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
      if (!controller.signal.aborted) console.error(error);
      status = 500;
    },
  });
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers and no-JS clients get the complete document in one piece.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
