// POST /api/auth/firebase-sync (SPEC §7): the client signed in with an identity provider and sends its
// ID token; we verify it (issuer, audience and keys from configuration) and sign the user in here.
import type { AppConfig } from "~/server/env.server";
import type { Database } from "~/server/db/client.server";
import { IdTokenError, verifyIdToken } from "./id-token.server";
import { findOrCreateIdentityUser } from "./identity-users.server";
import { inlineJwks, JwksError, remoteJwks, type JwksSource } from "./jwks.server";
import type { UserRow } from "./users.server";

export const IDENTITY_SYNC_NOT_CONFIGURED = "Identity-provider sign-in is not configured on this server.";
export const IDENTITY_TOKEN_MISSING = "Missing identity token: send it as 'Authorization: Bearer <ID token>'.";
export const IDENTITY_UID_MISMATCH = "The identity token does not belong to this firebaseUid.";

type IdTokenConfig = Pick<AppConfig, "ID_TOKEN_ISSUER" | "ID_TOKEN_AUDIENCE" | "ID_TOKEN_JWKS" | "ID_TOKEN_JWKS_URL">;

/** The key source from configuration, or null when identity-token sign-in is not set up. */
export function identityTokenJwks(config: IdTokenConfig, fetchImpl: typeof fetch = fetch): JwksSource | null {
  if (!config.ID_TOKEN_ISSUER || !config.ID_TOKEN_AUDIENCE) return null;
  if (config.ID_TOKEN_JWKS) return inlineJwks(config.ID_TOKEN_JWKS);
  if (config.ID_TOKEN_JWKS_URL) return remoteJwks(config.ID_TOKEN_JWKS_URL, fetchImpl);
  return null;
}

export function bearerToken(request: Request): string | null {
  const match = request.headers.get("Authorization")?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

export type IdentitySyncResult = { ok: true; user: UserRow; created: boolean } | { ok: false; status: 400 | 401 | 403 | 502 | 503; message: string };

export async function syncIdentityUser(
  { db, config }: { db: Database; config: IdTokenConfig },
  { token, firebaseUid, displayName }: { token: string | null; firebaseUid: string; email?: string | null; displayName?: string | null },
  fetchImpl: typeof fetch = fetch,
): Promise<IdentitySyncResult> {
  let jwks: JwksSource | null;
  try {
    jwks = identityTokenJwks(config, fetchImpl);
  } catch (error) {
    if (error instanceof JwksError) return { ok: false, status: 503, message: `${IDENTITY_SYNC_NOT_CONFIGURED} (${error.message})` };
    throw error;
  }
  if (!jwks || !config.ID_TOKEN_ISSUER || !config.ID_TOKEN_AUDIENCE) return { ok: false, status: 503, message: IDENTITY_SYNC_NOT_CONFIGURED };
  if (!token) return { ok: false, status: 401, message: IDENTITY_TOKEN_MISSING };

  let claims;
  try {
    claims = await verifyIdToken(token, { issuer: config.ID_TOKEN_ISSUER, audience: config.ID_TOKEN_AUDIENCE, jwks });
  } catch (error) {
    if (error instanceof IdTokenError) return { ok: false, status: 401, message: error.message };
    if (error instanceof JwksError) return { ok: false, status: 502, message: error.message };
    throw error;
  }
  if (claims.sub !== firebaseUid) return { ok: false, status: 401, message: IDENTITY_UID_MISMATCH };

  // The address comes from the signed token alone: the body's `email` is unsigned, and a token without one (an
  // anonymous or phone identity) names no address at all.
  return findOrCreateIdentityUser(db, {
    provider: "firebase",
    subject: claims.sub,
    email: typeof claims.email === "string" ? claims.email : null,
    emailVerified: claims.email_verified === true,
    displayName: (typeof claims.name === "string" ? claims.name : null) ?? displayName ?? null,
  });
}
