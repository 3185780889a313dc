// Which client a request comes from, for the per-IP limits (sign-in, sign-up, reset, public forms). In production
// Cloudflare's edge sets CF-Connecting-IP (a client's own value is replaced), so it is believed. Locally nothing in
// front of the Worker does: wrangler dev keeps a CF-Connecting-IP the client sent and fills it from the socket only
// when it is missing, so the Worker cannot tell a real one from a made-up one. `npm start` listens on 127.0.0.1
// only, so every local client's socket address is the loopback: local requests are keyed on it, whatever they say.
import type { AppConfig } from "~/server/env.server";

export const CLIENT_IP_HEADER = "CF-Connecting-IP";
/** The socket address of every client of the local server (it binds the loopback alone). */
export const LOCAL_CLIENT_ADDRESS = "127.0.0.1";

type AddressConfig = Pick<AppConfig, "ENVIRONMENT" | "TRUST_CLIENT_IP_HEADER">;

/**
 * Whether the request's CF-Connecting-IP names its client: in production (set by the edge); in the integration tests,
 * whose requests are made inside the Worker's own process; and on a local test server started to stand for many
 * visitors (TRUST_CLIENT_IP_HEADER, set only by the browser tests' server).
 */
export function clientIpHeaderTrusted(config: AddressConfig): boolean {
  return config.ENVIRONMENT !== "development" || config.TRUST_CLIENT_IP_HEADER === "true";
}

/** The request as the routes should see it: CF-Connecting-IP replaced by the local socket address when not trusted. */
export function withTrustedClientAddress(request: Request, config: AddressConfig): Request {
  if (clientIpHeaderTrusted(config)) return request;
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, LOCAL_CLIENT_ADDRESS);
  return new Request(request, { headers });
}
