// OpenID Connect ID-token verification (RS256 only): signature against the provider's JWKS, then
// issuer, audience, expiry, not-before and (for our own Google flow) the nonce.
import { base64UrlToBytes } from "./encoding.server";
import type { JwksSource, RsaJwk } from "./jwks.server";

export type IdTokenFailure =
  | "malformed"
  | "unsupported_algorithm"
  | "unknown_key"
  | "bad_signature"
  | "expired"
  | "not_yet_valid"
  | "wrong_issuer"
  | "wrong_audience"
  | "missing_subject"
  | "nonce_mismatch";

const FAILURE_MESSAGES: Record<IdTokenFailure, string> = {
  malformed: "The identity token is malformed.",
  unsupported_algorithm: "The identity token is not signed with RS256.",
  unknown_key: "The identity token was signed with an unknown key.",
  bad_signature: "The identity token's signature is invalid.",
  expired: "The identity token has expired.",
  not_yet_valid: "The identity token is not valid yet.",
  wrong_issuer: "The identity token was issued by an unexpected issuer.",
  wrong_audience: "The identity token was issued for another application.",
  missing_subject: "The identity token has no subject.",
  nonce_mismatch: "The identity token does not belong to this sign-in attempt.",
};

export class IdTokenError extends Error {
  override name = "IdTokenError";
  constructor(readonly reason: IdTokenFailure) {
    super(FAILURE_MESSAGES[reason]);
  }
}

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nbf?: number;
  nonce?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

export interface VerifyIdTokenOptions {
  /** One issuer, or several equivalent spellings (Google uses two). */
  issuer: string | readonly string[];
  audience: string;
  jwks: JwksSource;
  nonce?: string;
  /** Seconds of clock difference tolerated on exp/nbf/iat. */
  clockSkewSeconds?: number;
  now?: number;
}

function decodeJson(segment: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64UrlToBytes(segment)));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new IdTokenError("malformed");
}

async function importRsaKey(jwk: RsaJwk): Promise<CryptoKey> {
  return crypto.subtle.importKey("jwk", { kty: "RSA", n: jwk.n, e: jwk.e, alg: "RS256", ext: true }, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, [
    "verify",
  ]);
}

async function findKey(jwks: JwksSource, kid: string | undefined): Promise<RsaJwk> {
  const pick = (keys: RsaJwk[]) => (kid ? keys.find((k) => k.kid === kid) : keys.length === 1 ? keys[0] : undefined);
  const key = pick(await jwks.getKeys()) ?? (kid ? pick(await jwks.getKeys({ refresh: true })) : undefined);
  if (!key) throw new IdTokenError("unknown_key");
  if (key.alg && key.alg !== "RS256") throw new IdTokenError("unsupported_algorithm");
  return key;
}

/** Verifies an ID token and returns its claims; throws IdTokenError with a specific reason otherwise. */
export async function verifyIdToken(token: string, options: VerifyIdTokenOptions): Promise<IdTokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => p.length === 0) || token.length > 16_384) throw new IdTokenError("malformed");
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = decodeJson(headerPart);
  if (header.alg !== "RS256") throw new IdTokenError("unsupported_algorithm");
  const key = await findKey(options.jwks, typeof header.kid === "string" ? header.kid : undefined);

  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = base64UrlToBytes(signaturePart);
  } catch {
    throw new IdTokenError("malformed");
  }
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify(
      "RSASSA-PKCS1-v1_5",
      await importRsaKey(key),
      signature,
      new TextEncoder().encode(`${headerPart}.${payloadPart}`),
    );
  } catch {
    valid = false;
  }
  if (!valid) throw new IdTokenError("bad_signature");

  const claims = decodeJson(payloadPart) as Partial<IdTokenClaims>;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const skew = options.clockSkewSeconds ?? 60;
  if (typeof claims.exp !== "number" || claims.exp + skew <= now) throw new IdTokenError("expired");
  if (typeof claims.nbf === "number" && claims.nbf - skew > now) throw new IdTokenError("not_yet_valid");
  if (typeof claims.iat === "number" && claims.iat - skew > now) throw new IdTokenError("not_yet_valid");
  const issuers = typeof options.issuer === "string" ? [options.issuer] : options.issuer;
  if (typeof claims.iss !== "string" || !issuers.includes(claims.iss)) throw new IdTokenError("wrong_issuer");
  const audiences = typeof claims.aud === "string" ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
  if (!audiences.includes(options.audience)) throw new IdTokenError("wrong_audience");
  if (typeof claims.sub !== "string" || claims.sub.length === 0) throw new IdTokenError("missing_subject");
  if (options.nonce !== undefined && claims.nonce !== options.nonce) throw new IdTokenError("nonce_mismatch");
  return claims as IdTokenClaims;
}
