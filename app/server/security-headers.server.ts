// Security headers for every response the app Worker sends. Relative imports only: vite.config.ts loads this
// file (for the static files' _headers) before the "~" alias exists.
import { isLoopbackHost } from "./auth/cookies.server";
import { randomToken } from "./auth/encoding.server";

/** The demo video frame host (privacy-enhanced mode); the only third-party frame the CSP allows. */
export const VIDEO_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

/** A fresh nonce for one response's inline scripts (128 random bits, base64url: valid in a CSP source). */
export function createCspNonce(): string {
  return randomToken(16);
}

/**
 * The Content-Security-Policy. Scripts: our own files, plus — on a page — the inline scripts carrying this
 * response's `nonce` (the theme script and Remix's); never 'unsafe-inline'. Styles keep 'unsafe-inline' for
 * the style attributes React and the chart library write.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${VIDEO_FRAME_ORIGIN}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "form-action 'self' https://accounts.google.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The headers every response gets; the static files (`_headers`) get exactly these, with no nonce. */
export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": contentSecurityPolicy(),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Two years, subdomains included: browsers then refuse plain HTTP to the site. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * HSTS goes with production traffic: HTTPS on a real host. Never over plain HTTP (browsers ignore it there)
 * and never for a loopback host, which a browser would then refuse to reach over HTTP for two years.
 */
export function sendsStrictTransportSecurity(url: URL): boolean {
  return url.protocol === "https:" && !isLoopbackHost(url.hostname);
}

/** Pages and Remix data for a signed-in visitor hold their name and data: no shared or back-forward cache may keep them. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * Returns the response with the security headers set (a copy when its headers are immutable). `cspNonce`
 * allows the page's inline scripts carrying it; `signedIn` (the request carries a session cookie) makes HTML
 * and Remix data responses `private, no-store`. A header the route set itself is kept.
 */
export function withSecurityHeaders(response: Response, { url, signedIn = false, cspNonce }: { url: URL; signedIn?: boolean; cspNonce?: string }): Response {
  const secured = new Response(response.body, response);
  const headers = { ...SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy(cspNonce) };
  for (const [name, value] of Object.entries(headers)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  if (sendsStrictTransportSecurity(url)) secured.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  if (signedIn && isPageOrRouteData(secured)) secured.headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  return secured;
}

function isPageOrRouteData(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  // Remix's single-fetch data (`/page.data`) is served as text/x-script.
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}

/** Content-hashed build files: a new build gets new names, so a copy may be kept for a year. */
const HASHED_ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The `_headers` file of the static assets (Workers static assets apply it before the Worker runs): the same
 * security headers for every file, and a year of caching for the content-hashed files under /assets/.
 */
export function staticAssetHeadersFile(): string {
  const lines = ["/*", ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`), "/assets/*", `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`];
  return `${lines.join("\n")}\n`;
}
