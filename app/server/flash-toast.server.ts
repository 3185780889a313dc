// A toast that survives a redirect (e.g. "Welcome back!" after signing in): set in a short-lived cookie by
// the action, read and cleared by the root loader, shown by <FlashToast> (and as a plain notice without JS).
import type { FlashToastMessage } from "~/lib/flash-toast";
import { cookiesMustBeSecure, hostCookieName, parseCookies, serializeCookie } from "~/server/auth/cookies.server";
import { base64UrlToBytes, bytesToBase64Url } from "~/server/auth/encoding.server";

const COOKIE = "flash_toast";
const MAX_AGE_SECONDS = 60;

/** `__Host-flash_toast` wherever cookies are Secure (everywhere but plain-http local development). */
function cookieName(request: Request): string {
  return hostCookieName(COOKIE, cookiesMustBeSecure(request));
}

/** The Set-Cookie value carrying `toast` to the next page the browser loads. */
export function flashToastCookie(request: Request, toast: Omit<FlashToastMessage, "id">): string {
  const message: FlashToastMessage = { id: crypto.randomUUID(), ...toast };
  return serializeCookie(cookieName(request), bytesToBase64Url(new TextEncoder().encode(JSON.stringify(message))), {
    maxAgeSeconds: MAX_AGE_SECONDS,
    secure: cookiesMustBeSecure(request),
  });
}

/** The pending toast, if any, and the Set-Cookie value that consumes it. */
export function readFlashToast(request: Request): { toast: FlashToastMessage | null; setCookie: string | null } {
  const raw = parseCookies(request.headers.get("Cookie")).get(cookieName(request));
  if (raw === undefined) return { toast: null, setCookie: null };
  const setCookie = serializeCookie(cookieName(request), "", { maxAgeSeconds: 0, secure: cookiesMustBeSecure(request) });
  try {
    const value = JSON.parse(new TextDecoder().decode(base64UrlToBytes(raw))) as Partial<FlashToastMessage>;
    if (typeof value.id !== "string" || typeof value.title !== "string") return { toast: null, setCookie };
    return {
      toast: {
        id: value.id,
        title: value.title.slice(0, 200),
        description: typeof value.description === "string" ? value.description.slice(0, 500) : undefined,
        variant: value.variant === "destructive" ? "destructive" : "default",
      },
      setCookie,
    };
  } catch {
    return { toast: null, setCookie };
  }
}
