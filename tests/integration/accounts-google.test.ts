// Google sign-in (OpenID Connect code flow with PKCE, state and nonce) with Google's endpoints answered
// locally: the token endpoint and the JWKS are stubbed, the keys are generated here (no network).
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as googleCallback } from "~/routes/auth.google.callback";
import { action as startGoogle } from "~/routes/auth.google";
import { pkceChallenge, GOOGLE_OIDC } from "~/server/auth/google-oauth.server";
import { clearJwksCache } from "~/server/auth/jwks.server";
import { freshClaims, generateSigningKey, jwksOf, signIdToken, type TestSigningKey } from "../fixtures/id-tokens";
import { createSession } from "~/server/auth/session.server";
import { createDb } from "~/server/db/client.server";
import { appFetch, CookieJar, createUser, form, routeArgs, signIn, TEST_ORIGIN } from "./helpers";

const CLIENT_ID = "insightlab-test.apps.googleusercontent.com";
const GOOGLE = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: "test-client-secret" };

let key: TestSigningKey;
beforeAll(async () => {
  key = await generateSigningKey("google-test-key");
});
beforeEach(() => clearJwksCache());
afterEach(() => vi.restoreAllMocks());

function withGoogle<T extends { context: { services: { config: object } } }>(args: T): T {
  const { services } = args.context;
  return { ...args, context: { ...args.context, services: { ...services, config: { ...services.config, ...GOOGLE } } } };
}

/** Starts the flow like the "Continue with Google" button; returns Google's URL and the browser's cookies. */
async function start(intent: "sign-in" | "sign-up", redirectTo = "/dashboard/reports") {
  const jar = new CookieJar();
  const res = (await startGoogle(withGoogle(routeArgs("/auth/google", { method: "POST", body: form({ intent, redirectTo }) })))) as Response;
  expect(res.status).toBe(302);
  jar.store(res);
  return { jar, authorize: new URL(res.headers.get("Location")!) };
}

/** Google's side: the token endpoint (checking the PKCE verifier) and its JWKS. */
function stubGoogle({ challenge, idToken }: { challenge: string; idToken: string }) {
  const seen: { verifier?: string; redirectUri?: string } = {};
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url === GOOGLE_OIDC.tokenEndpoint) {
      const params = new URLSearchParams(String(init?.body));
      seen.verifier = params.get("code_verifier") ?? undefined;
      seen.redirectUri = params.get("redirect_uri") ?? undefined;
      if (params.get("code") !== "good-code" || (await pkceChallenge(seen.verifier ?? "")) !== challenge || params.get("client_secret") !== GOOGLE.GOOGLE_CLIENT_SECRET) {
        return Response.json({ error: "invalid_grant", error_description: "Bad code or verifier" }, { status: 400 });
      }
      return Response.json({ id_token: idToken, access_token: "unused", token_type: "Bearer" });
    }
    if (url === GOOGLE_OIDC.jwksUrl) return new Response(jwksOf(key), { headers: { "Cache-Control": "max-age=3600" } });
    throw new Error(`Unexpected network call to ${url}`);
  });
  return seen;
}

async function callback(jar: CookieJar, query: Record<string, string>) {
  const res = (await googleCallback(withGoogle(routeArgs(`/auth/google/callback?${new URLSearchParams(query)}`, { jar })))) as Response;
  jar.store(res);
  return res;
}

function googleClaims(authorize: URL, extra: Record<string, unknown>) {
  return freshClaims("https://accounts.google.com", CLIENT_ID, { nonce: authorize.searchParams.get("nonce"), ...extra });
}

describe("Google sign-in", () => {
  it("redirects to Google with PKCE (S256), state, nonce and our callback", async () => {
    const { authorize, jar } = await start("sign-in");
    expect(authorize.origin + authorize.pathname).toBe(GOOGLE_OIDC.authorizationEndpoint);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: "http://insightlab.test/auth/google/callback",
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    // http://insightlab.test is not a local host, so the flow cookie is Secure and __Host- bound.
    expect(jar.get("__Host-google_oauth")).toBeTruthy();
  });

  it("completes the callback: swaps the code with the verifier, verifies the ID token, creates the user, signs in", async () => {
    const { authorize, jar } = await start("sign-up", "/dashboard/reports");
    const email = `g-${crypto.randomUUID()}@gmail.test`;
    const sub = `google-${crypto.randomUUID()}`;
    const seen = stubGoogle({
      challenge: authorize.searchParams.get("code_challenge")!,
      idToken: await signIdToken(key, googleClaims(authorize, { sub, email, email_verified: true, name: "Grace Hopper" })),
    });
    const res = await callback(jar, { code: "good-code", state: authorize.searchParams.get("state")! });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard/reports");
    expect(seen.redirectUri).toBe("http://insightlab.test/auth/google/callback");
    expect(jar.get("__Host-google_oauth")).toBeUndefined();

    const row = await env.DB.prepare("select * from users where google_sub = ?").bind(sub).first<Record<string, unknown>>();
    expect(row).toMatchObject({ email, full_name: "Grace Hopper", plan: "free", password_hash: null });
    expect(row?.email_verified_at).not.toBeNull();
    const profile = await appFetch("/api/users/profile", { jar });
    expect(await profile.json()).toMatchObject({ email, googleLinked: true });
  });

  it("links Google to an existing account with the same verified email", async () => {
    const existing = await createUser();
    const { authorize, jar } = await start("sign-in");
    const sub = `google-${crypto.randomUUID()}`;
    stubGoogle({ challenge: authorize.searchParams.get("code_challenge")!, idToken: await signIdToken(key, googleClaims(authorize, { sub, email: existing.email, email_verified: true })) });
    const res = await callback(jar, { code: "good-code", state: authorize.searchParams.get("state")! });
    expect(res.status).toBe(302);
    expect(await env.DB.prepare("select google_sub from users where id = ?").bind(existing.id).first("google_sub")).toBe(sub);
  });

  it("linking Google to an account whose address was never verified drops the password set before and ends its sessions", async () => {
    const planted = await createUser({ emailVerified: false, password: "the attacker's password" });
    const attacker = new CookieJar();
    attacker.store(new Response(null, { headers: { "Set-Cookie": await createSession(createDb(env.DB), new Request(TEST_ORIGIN), planted.id) } }));
    await env.DB.prepare("update users set firebase_uid = ? where id = ?").bind(`planted-${crypto.randomUUID()}`, planted.id).run();
    expect((await appFetch("/api/users/profile", { jar: attacker })).status).toBe(200);

    const { authorize, jar } = await start("sign-in");
    const sub = `google-${crypto.randomUUID()}`;
    stubGoogle({ challenge: authorize.searchParams.get("code_challenge")!, idToken: await signIdToken(key, googleClaims(authorize, { sub, email: planted.email, email_verified: true })) });
    const res = await callback(jar, { code: "good-code", state: authorize.searchParams.get("state")! });
    expect(res.status).toBe(302);
    expect((await appFetch("/api/users/profile", { jar })).status).toBe(200);
    const row = await env.DB.prepare("select password_hash, google_sub, firebase_uid, email_verified_at from users where id = ?").bind(planted.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ password_hash: null, google_sub: sub, firebase_uid: null });
    expect(row?.email_verified_at).not.toBeNull();
    expect((await appFetch("/api/users/profile", { jar: attacker })).status).toBe(401);
    await expect(signIn(new CookieJar(), planted)).rejects.toThrow();
  });

  it("refuses a Google identity whose address Google has not verified, for a new account and an existing one", async () => {
    const existing = await createUser({ emailVerified: false });
    for (const email of [existing.email, `g-${crypto.randomUUID()}@gmail.test`]) {
      const { authorize, jar } = await start("sign-in");
      const sub = `google-${crypto.randomUUID()}`;
      stubGoogle({ challenge: authorize.searchParams.get("code_challenge")!, idToken: await signIdToken(key, googleClaims(authorize, { sub, email, email_verified: false })) });
      const res = await callback(jar, { code: "good-code", state: authorize.searchParams.get("state")! });
      expect(res.headers.get("Location")).toBe("/login");
      expect(await env.DB.prepare("select count(*) as n from users where google_sub = ?").bind(sub).first("n")).toBe(0);
      expect((await appFetch("/api/users/profile", { jar })).status).toBe(401);
    }
  });

  it("takes the address only from Google's signed token: a token without an email, or with email_verified not true, creates and joins no account", async () => {
    const victim = await createUser({ emailVerified: false });
    for (const claims of [{}, { email: victim.email, email_verified: "true" }, { email: victim.email }]) {
      const { authorize, jar } = await start("sign-in");
      const sub = `google-${crypto.randomUUID()}`;
      stubGoogle({ challenge: authorize.searchParams.get("code_challenge")!, idToken: await signIdToken(key, googleClaims(authorize, { sub, ...claims })) });
      const res = await callback(jar, { code: "good-code", state: authorize.searchParams.get("state")! });
      expect(res.headers.get("Location")).toBe("/login");
      expect(await env.DB.prepare("select count(*) as n from users where google_sub = ?").bind(sub).first("n")).toBe(0);
      expect((await appFetch("/api/users/profile", { jar })).status).toBe(401);
      vi.restoreAllMocks();
    }
    expect(await env.DB.prepare("select google_sub, password_hash is not null as has_password from users where id = ?").bind(victim.id).first()).toEqual({ google_sub: null, has_password: 1 });
  });

  it("after a password reset, a Google identity linked to the account before signs in to its own address, never to the account", async () => {
    const owner = await createUser();
    const stranger = { sub: `google-${crypto.randomUUID()}`, email: `g-${crypto.randomUUID()}@gmail.test` };
    await env.DB.prepare("update users set google_sub = ? where id = ?").bind(stranger.sub, owner.id).run();

    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    expect((await appFetch("/login?view=forgot-password", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "forgot-password", email: owner.email }) })).status).toBe(200);
    const link = (await env.DB.prepare('select link from mail_outbox where "to" = ? order by created_at desc, rowid desc limit 1').bind(owner.email).first<string>("link"))!;
    const token = new URL(link).searchParams.get("token")!;
    expect((await appFetch("/reset-password", { method: "POST", body: form({ token, password: "the owner's new password", confirmPassword: "the owner's new password" }) })).status).toBe(302);

    const { authorize, jar } = await start("sign-in");
    stubGoogle({ challenge: authorize.searchParams.get("code_challenge")!, idToken: await signIdToken(key, googleClaims(authorize, { ...stranger, email_verified: true })) });
    expect((await callback(jar, { code: "good-code", state: authorize.searchParams.get("state")! })).status).toBe(302);
    expect(await (await appFetch("/api/users/profile", { jar })).json()).toMatchObject({ email: stranger.email });
    expect(await env.DB.prepare("select google_sub from users where id = ?").bind(owner.id).first("google_sub")).toBeNull();
  });

  it.each([
    ["a state that does not match", (state: string) => ({ code: "good-code", state: state.slice(0, -2) + "xx" }), "The Google sign-in attempt expired or was not started here. Please try again."],
    ["a refused code", (state: string) => ({ code: "stolen-code", state }), "Google did not confirm the sign-in: Bad code or verifier."],
    ["the user cancelling", (state: string) => ({ error: "access_denied", state }), "Google sign-in was cancelled."],
  ])("fails with 'Google Sign-In Failed' on %s", async (_what, query, message) => {
    const { authorize, jar } = await start("sign-in");
    stubGoogle({ challenge: authorize.searchParams.get("code_challenge")!, idToken: await signIdToken(key, googleClaims(authorize, { sub: "x", email: "x@gmail.test", email_verified: true })) });
    const res = await callback(jar, query(authorize.searchParams.get("state")!));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
    const page = await appFetch("/login", { jar });
    const html = await page.text();
    expect(html).toContain("Google Sign-In Failed");
    expect(html).toContain(message.replace(/'/g, "&#x27;"));
  });

  it("refuses an ID token whose nonce belongs to another attempt, or signed by another key", async () => {
    for (const [claims, signer] of [
      [{ nonce: "another-attempt" }, key],
      [{}, await generateSigningKey("google-test-key")],
    ] as const) {
      clearJwksCache();
      const { authorize, jar } = await start("sign-up");
      stubGoogle({ challenge: authorize.searchParams.get("code_challenge")!, idToken: await signIdToken(signer, { ...googleClaims(authorize, { sub: "n", email: "n@gmail.test", email_verified: true }), ...claims }) });
      const res = await callback(jar, { code: "good-code", state: authorize.searchParams.get("state")! });
      expect(res.headers.get("Location")).toBe("/register");
      expect(await (await appFetch("/register", { jar })).text()).toContain("Google Sign-Up Failed");
    }
  });

  it("without Google settings, the buttons are disabled with the tooltip text and the route says why", async () => {
    const page = await (await appFetch("/login")).text();
    expect(page).toContain("Google sign-in is not configured on this server");
    expect(page).toMatch(/<button[^>]*disabled[^>]*>[\s\S]*?Continue with Google/);
    const jar = new CookieJar();
    const res = await appFetch("/auth/google", { method: "POST", jar, body: form({ intent: "sign-up" }) });
    expect(res.headers.get("Location")).toBe("/register");
    expect(await (await appFetch("/register", { jar })).text()).toContain("Google Sign-Up Failed");
  });
});
