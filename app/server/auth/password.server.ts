// Password hashing: salted PBKDF2-SHA256 through WebCrypto, parameters stored with the hash so the
// scheme can be upgraded transparently on the next sign-in.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "~/lib/schemas/auth";
import { base64ToBytes, bytesToBase64, constantTimeEqual } from "./encoding.server";

/** The most iterations workerd's WebCrypto accepts for PBKDF2. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const SCHEME = "pbkdf2-sha256";

export interface PasswordHashParams {
  iterations: number;
  saltBytes: number;
}

export const CURRENT_PASSWORD_PARAMS: PasswordHashParams = { iterations: PBKDF2_ITERATIONS, saltBytes: SALT_BYTES };

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, byteLength: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, byteLength * 8);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` */
export async function hashPassword(password: string, params: PasswordHashParams = CURRENT_PASSWORD_PARAMS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(params.saltBytes));
  const hash = await derive(password, salt, params.iterations, HASH_BYTES);
  return [SCHEME, String(params.iterations), bytesToBase64(salt), bytesToBase64(hash)].join("$");
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

function parseStoredHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== SCHEME) return null;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  try {
    const salt = base64ToBytes(parts[2]);
    const hash = base64ToBytes(parts[3]);
    if (salt.length === 0 || hash.length === 0) return null;
    return { iterations, salt, hash };
  } catch {
    return null;
  }
}

export interface PasswordCheck {
  ok: boolean;
  /** True when the stored hash used older parameters: store a fresh hash now that the password is known. */
  needsRehash: boolean;
}

/** Checks a password against a stored hash; an unreadable hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return { ok: false, needsRehash: false };
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  const ok = constantTimeEqual(candidate, parsed.hash);
  const needsRehash =
    ok &&
    (parsed.iterations !== CURRENT_PASSWORD_PARAMS.iterations ||
      parsed.salt.length !== CURRENT_PASSWORD_PARAMS.saltBytes ||
      parsed.hash.length !== HASH_BYTES);
  return { ok, needsRehash };
}

/**
 * Spends the same time as checking a real password, so a sign-in for an unknown email
 * takes as long as one with a wrong password (no account enumeration through timing).
 */
export async function burnPasswordCheckTime(password: string): Promise<void> {
  await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS, HASH_BYTES);
}

/** The server's own rule, whatever the client checked. Returns the message to show, or null when fine. */
export function passwordPolicyError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}
