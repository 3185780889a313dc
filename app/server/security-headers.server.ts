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

/** Returns the response with the security headers set (a copy when its headers are immutable). */
export function withSecurityHeaders(response: Response, { https }: { https: boolean }): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  if (https) secured.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return secured;
}
