// Security headers for every response the app Worker sends.

/** The demo video frame host (privacy-enhanced mode); the only third-party frame the CSP allows. */
export const VIDEO_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
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

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Pages and Remix data for a signed-in visitor hold their name and data: no shared or back-forward cache may keep them. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * Returns the response with the security headers set (a copy when its headers are immutable). `signedIn`
 * (the request carries a session cookie) makes HTML and Remix data responses `private, no-store`.
 */
export function withSecurityHeaders(response: Response, { https, signedIn = false }: { https: boolean; signedIn?: boolean }): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  if (https) secured.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
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
