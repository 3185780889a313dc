// Signed, expiring download links (DESIGN.md "Downloads"): HMAC-SHA256 over the path and the expiry, so a
// link works for anyone holding it until it expires, and changing any part of it breaks the signature.
import { base64UrlToBytes, bytesToBase64Url, constantTimeEqual } from "~/server/auth/encoding.server";
import { hmacSha256 } from "~/server/auth/signed-value.server";

/** How long a download link works. */
export const DOWNLOAD_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const payload = (path: string, expires: number) => `download\n${path}\n${expires}`;

/** `path?expires=<unix seconds>&signature=<base64url>`; `path` must already be URL-encoded. */
export async function signPath(secret: string, path: string, now: Date, lifetimeMs = DOWNLOAD_LINK_LIFETIME_MS): Promise<string> {
  const expires = Math.floor((now.getTime() + lifetimeMs) / 1000);
  const signature = bytesToBase64Url(await hmacSha256(secret, payload(path, expires)));
  return `${path}?expires=${expires}&signature=${signature}`;
}

export type LinkCheck = "valid" | "tampered" | "expired";

/** Whether `url` (its path and query) carries a valid signature; a tampered link is never reported as merely expired. */
export async function checkSignedUrl(secret: string, url: URL, now: Date): Promise<LinkCheck> {
  const expiresText = url.searchParams.get("expires") ?? "";
  const signature = url.searchParams.get("signature") ?? "";
  if (!/^\d{1,12}$/.test(expiresText)) return "tampered";
  const expires = Number(expiresText);
  let given: Uint8Array;
  try {
    given = base64UrlToBytes(signature);
  } catch {
    return "tampered";
  }
  if (!constantTimeEqual(given, await hmacSha256(secret, payload(url.pathname, expires)))) return "tampered";
  return now.getTime() >= expires * 1000 ? "expired" : "valid";
}
