// Signed, expiring download links (DESIGN.md "Downloads"): HMAC-SHA256 over the path and the expiry, so a
// link works for anyone holding it until it expires, and changing any part of it breaks the signature.
import { bytesToBase64Url, constantTimeEqual } from "~/server/auth/encoding.server";
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

/**
 * Whether `url` (its path and query) carries a valid signature; a tampered link is never reported as merely expired.
 * Only the exact strings signPath writes count: one `expires` in plain decimal (no leading zero, sign or spaces) and
 * one `signature` spelled as signPath spells it, so no second spelling of a link works.
 */
export async function checkSignedUrl(secret: string, url: URL, now: Date): Promise<LinkCheck> {
  const expiresValues = url.searchParams.getAll("expires");
  const signatures = url.searchParams.getAll("signature");
  if (expiresValues.length !== 1 || signatures.length !== 1) return "tampered";
  const [expiresText] = expiresValues;
  if (!/^[1-9]\d{0,11}$/.test(expiresText)) return "tampered";
  const expires = Number(expiresText);
  const expected = bytesToBase64Url(await hmacSha256(secret, payload(url.pathname, expires)));
  const encoder = new TextEncoder();
  if (!constantTimeEqual(encoder.encode(signatures[0]), encoder.encode(expected))) return "tampered";
  return now.getTime() >= expires * 1000 ? "expired" : "valid";
}
