// HMAC-SHA256-signed values for short-lived client-held state (the OAuth state cookie); the MAC itself also
// signs download links (security/signed-link.server.ts).
import { base64UrlToBytes, bytesToBase64Url, constantTimeEqual } from "./encoding.server";

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** HMAC-SHA256 of `payload` under `secret`. */
export async function hmacSha256(secret: string, payload: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(payload)));
}

/** `<payload base64url>.<mac base64url>` */
export async function signValue(secret: string, value: unknown): Promise<string> {
  const payload = bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  return `${payload}.${bytesToBase64Url(await hmacSha256(secret, payload))}`;
}

/** The signed value, or null when it was tampered with or is not ours. */
export async function verifySignedValue(secret: string, signed: string): Promise<unknown> {
  const dot = signed.indexOf(".");
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  try {
    if (!constantTimeEqual(base64UrlToBytes(signed.slice(dot + 1)), await hmacSha256(secret, payload))) return null;
    return JSON.parse(new TextDecoder().decode(base64UrlToBytes(payload)));
  } catch {
    return null;
  }
}
