// Minimal cookie parsing and serialisation (no dependency): the auth cookies need only these attributes.

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const raw of header.split(";")) {
    const part = raw.trim();
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export interface CookieAttributes {
  maxAgeSeconds: number;
  secure: boolean;
  path?: string;
  sameSite?: "Lax" | "Strict";
}

/** Always HttpOnly: no auth cookie is ever readable from scripts. */
export function serializeCookie(name: string, value: string, attrs: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${attrs.path ?? "/"}`, `Max-Age=${Math.max(0, Math.floor(attrs.maxAgeSeconds))}`];
  if (attrs.maxAgeSeconds <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  parts.push("HttpOnly", `SameSite=${attrs.sameSite ?? "Lax"}`);
  if (attrs.secure) parts.push("Secure");
  return parts.join("; ");
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** This machine (local development, `npm start`): 127.0.0.1, localhost, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

/** Cookies are Secure everywhere except plain-http local development (http://127.0.0.1, http://localhost). */
export function cookiesMustBeSecure(request: Request): boolean {
  const url = new URL(request.url);
  return !(url.protocol === "http:" && isLoopbackHost(url.hostname));
}

/** `__Host-` binds the cookie to this exact host over HTTPS; browsers refuse that prefix without Secure. */
export function hostCookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}
