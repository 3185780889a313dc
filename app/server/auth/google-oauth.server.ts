// Google sign-in: a standard OpenID Connect authorization-code flow with PKCE (S256), state and nonce,
// done server-side with fetch and WebCrypto (no vendor SDK). The flow's secrets ride in a short-lived,
// HMAC-signed, HttpOnly cookie; the callback lands in the same session system as password sign-in.
import { safeRedirect } from "~/lib/safe-redirect";
import type { Database } from "~/server/db/client.server";
import type { AppConfig } from "~/server/env.server";
import { cookiesMustBeSecure, hostCookieName, parseCookies, serializeCookie } from "./cookies.server";
import { publicOrigin } from "./deps.server";
import { bytesToBase64Url, constantTimeEqual, randomToken } from "./encoding.server";
import { IdTokenError, verifyIdToken } from "./id-token.server";
import { findOrCreateIdentityUser } from "./identity-users.server";
import { JwksError, remoteJwks, type JwksSource } from "./jwks.server";
import { signValue, verifySignedValue } from "./signed-value.server";
import type { UserRow } from "./users.server";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server";

export const GOOGLE_OIDC = {
  authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenEndpoint: "https://oauth2.googleapis.com/token",
  jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
  issuers: ["https://accounts.google.com", "accounts.google.com"],
} as const;

const FLOW_COOKIE = "google_oauth";
const FLOW_TTL_SECONDS = 600;

/** Sign-in or sign-up: decides the failure toast's title (SPEC §8) and where a failure returns to. */
export type GoogleIntent = "sign-in" | "sign-up";

type GoogleConfig = Pick<AppConfig, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "origin" | "signingSecret">;

export function googleConfigured(config: Pick<AppConfig, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

export function googleRedirectUri(config: Pick<AppConfig, "origin">): string {
  return `${publicOrigin(config)}/auth/google/callback`;
}

interface FlowState {
  state: string;
  verifier: string;
  nonce: string;
  redirectTo: string;
  intent: GoogleIntent;
  expiresAt: number;
}

function flowCookieName(request: Request): string {
  return hostCookieName(FLOW_COOKIE, cookiesMustBeSecure(request));
}

export function clearGoogleFlowCookie(request: Request): string {
  return serializeCookie(flowCookieName(request), "", { maxAgeSeconds: 0, secure: cookiesMustBeSecure(request) });
}

export async function pkceChallenge(verifier: string): Promise<string> {
  return bytesToBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** The Google authorization URL to redirect to, and the cookie holding this attempt's secrets. */
export async function startGoogleSignIn(
  config: GoogleConfig,
  request: Request,
  { redirectTo, intent }: { redirectTo: unknown; intent: GoogleIntent },
  now = Date.now(),
): Promise<{ location: string; setCookie: string }> {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) throw new Error(GOOGLE_NOT_CONFIGURED);
  const flow: FlowState = {
    state: randomToken(32),
    verifier: randomToken(32),
    nonce: randomToken(16),
    redirectTo: safeRedirect(redirectTo),
    intent,
    expiresAt: now + FLOW_TTL_SECONDS * 1000,
  };
  const url = new URL(GOOGLE_OIDC.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: config.GOOGLE_CLIENT_ID,
    redirect_uri: googleRedirectUri(config),
    response_type: "code",
    scope: "openid email profile",
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await pkceChallenge(flow.verifier),
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  const setCookie = serializeCookie(flowCookieName(request), await signValue(config.signingSecret, flow), {
    maxAgeSeconds: FLOW_TTL_SECONDS,
    secure: cookiesMustBeSecure(request),
  });
  return { location: url.toString(), setCookie };
}

export type GoogleCallbackResult =
  | { ok: true; user: UserRow; created: boolean; redirectTo: string; intent: GoogleIntent }
  | { ok: false; message: string; intent: GoogleIntent };

export const GOOGLE_FLOW_INVALID = "The Google sign-in attempt expired or was not started here. Please try again.";
export const GOOGLE_CANCELLED = "Google sign-in was cancelled.";

function isFlowState(value: unknown): value is FlowState {
  const v = value as Partial<FlowState> | null;
  return (
    !!v && typeof v.state === "string" && typeof v.verifier === "string" && typeof v.nonce === "string" &&
    typeof v.redirectTo === "string" && (v.intent === "sign-in" || v.intent === "sign-up") && typeof v.expiresAt === "number"
  );
}

export interface GoogleCallbackDeps {
  db: Database;
  config: GoogleConfig;
  fetch?: typeof fetch;
  /** Google's keys; tests pass locally generated ones. */
  jwks?: JwksSource;
  now?: number;
}

/** Handles Google's redirect back: checks state, swaps the code (with the PKCE verifier), verifies the ID token. */
export async function finishGoogleSignIn(deps: GoogleCallbackDeps, request: Request): Promise<GoogleCallbackResult> {
  const { db, config, fetch: fetchImpl = fetch, now = Date.now() } = deps;
  const url = new URL(request.url);
  const signed = parseCookies(request.headers.get("Cookie")).get(flowCookieName(request));
  const flow = signed ? await verifySignedValue(config.signingSecret, signed) : null;
  const intent: GoogleIntent = isFlowState(flow) ? flow.intent : "sign-in";
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return { ok: false, message: GOOGLE_NOT_CONFIGURED, intent };
  if (!isFlowState(flow) || flow.expiresAt <= now) return { ok: false, message: GOOGLE_FLOW_INVALID, intent };
  const state = url.searchParams.get("state") ?? "";
  const enc = new TextEncoder();
  if (!constantTimeEqual(enc.encode(state), enc.encode(flow.state))) return { ok: false, message: GOOGLE_FLOW_INVALID, intent };
  if (url.searchParams.get("error")) return { ok: false, message: GOOGLE_CANCELLED, intent };
  const code = url.searchParams.get("code");
  if (!code) return { ok: false, message: GOOGLE_FLOW_INVALID, intent };

  let idToken: string;
  try {
    const response = await fetchImpl(GOOGLE_OIDC.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        client_id: config.GOOGLE_CLIENT_ID,
        client_secret: config.GOOGLE_CLIENT_SECRET,
        redirect_uri: googleRedirectUri(config),
        code_verifier: flow.verifier,
      }).toString(),
    });
    const body = (await response.json().catch(() => null)) as { id_token?: unknown; error_description?: unknown } | null;
    if (!response.ok || typeof body?.id_token !== "string") {
      const detail = typeof body?.error_description === "string" ? `: ${body.error_description}` : ` (HTTP ${response.status})`;
      return { ok: false, message: `Google did not confirm the sign-in${detail}.`, intent };
    }
    idToken = body.id_token;
  } catch (error) {
    return { ok: false, message: `Could not reach Google: ${error instanceof Error ? error.message : String(error)}`, intent };
  }

  let claims;
  try {
    claims = await verifyIdToken(idToken, {
      issuer: GOOGLE_OIDC.issuers,
      audience: config.GOOGLE_CLIENT_ID,
      jwks: deps.jwks ?? remoteJwks(GOOGLE_OIDC.jwksUrl, fetchImpl),
      nonce: flow.nonce,
      now,
    });
  } catch (error) {
    if (error instanceof IdTokenError || error instanceof JwksError) return { ok: false, message: error.message, intent };
    throw error;
  }
  const result = await findOrCreateIdentityUser(
    db,
    {
      provider: "google",
      subject: claims.sub,
      email: typeof claims.email === "string" ? claims.email : null,
      emailVerified: claims.email_verified === true,
      displayName: typeof claims.name === "string" ? claims.name : null,
    },
    now,
  );
  if (!result.ok) return { ok: false, message: result.message, intent };
  return { ok: true, user: result.user, created: result.created, redirectTo: flow.redirectTo, intent };
}
