// The spec's account API (SPEC §7) through the deployed Worker and real D1, and the identity-token sync
// with keys generated locally (no network).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { action as firebaseSync } from "~/routes/api.auth.firebase-sync";
import { sha256Hex } from "~/server/auth/encoding.server";
import { createSession } from "~/server/auth/session.server";
import { createDb } from "~/server/db/client.server";
import { freshClaims, generateSigningKey, jwksOf, signIdToken, type TestSigningKey } from "../fixtures/id-tokens";
import { appFetch, CookieJar, createUser, routeArgs, signIn } from "./helpers";

const json = (body: string) => ({ "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 4)}`, body });

async function apiLogin(username: string, password: string, jar?: CookieJar) {
  const { body, ...headers } = json(JSON.stringify({ username, password }));
  return appFetch("/api/auth/login", { method: "POST", headers, body, jar });
}

describe("POST /api/auth/login", () => {
  it("returns the user as JSON and starts a session", async () => {
    const user = await createUser({ plan: "pro", fullName: "Ana Silva" });
    const jar = new CookieJar();
    const res = await apiLogin(user.email, user.password, jar);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ id: user.id, username: user.username, email: user.email, fullName: "Ana Silva", plan: "pro" });
    expect(body).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(body)).not.toContain("pbkdf2");
    expect((await appFetch("/api/users/profile", { jar })).status).toBe(200);
  });

  it("accepts the email as `email` too", async () => {
    const user = await createUser();
    const { body: _b, ...headers } = json("");
    const res = await appFetch("/api/auth/login", { method: "POST", headers, body: JSON.stringify({ email: user.email, password: user.password }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: user.email });
  });

  it("accepts an unambiguous username instead of the email", async () => {
    const name = `solo-${crypto.randomUUID().slice(0, 8)}`;
    const user = await createUser({ email: `${name}@example.test` });
    expect((await apiLogin(name, user.password)).status).toBe(200);
  });

  it("answers failures with the error text (the client throws it) and a matching status", async () => {
    const user = await createUser();
    const wrong = await apiLogin(user.email, "wrong password");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await wrong.text()).toBe("Invalid email or password.");

    const missing = await apiLogin(user.email, "");
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe('Please enter both email and password: send JSON {"username" (or "email"), "password"}.');

    const { body: _b, ...headers } = json("");
    const notJson = await appFetch("/api/auth/login", { method: "POST", headers, body: "{nope" });
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toBe("Request body is not valid JSON.");
  });

  it("refuses GET", async () => {
    expect((await appFetch("/api/auth/login")).status).toBe(405);
  });
});

describe("GET /api/users/profile", () => {
  it("is 401 with a JSON message when signed out", async () => {
    const res = await appFetch("/api/users/profile");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "You are not signed in." });
  });

  it("returns the signed-in user, never cached", async () => {
    const user = await createUser({ plan: "lite" });
    const jar = new CookieJar();
    await signIn(jar, user);
    const res = await appFetch("/api/users/profile", { jar });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ id: user.id, username: user.username, email: user.email, plan: "lite", fullName: "Test User" });
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session and clears the cookie; harmless when already signed out", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    await signIn(jar, user);
    const res = await appFetch("/api/auth/logout", { method: "POST", jar });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await appFetch("/api/users/profile", { jar })).status).toBe(401);
    expect(await env.DB.prepare("select count(*) as n from sessions where user_id = ?").bind(user.id).first("n")).toBe(0);
    expect((await appFetch("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("POST /api/auth/firebase-sync", () => {
  const ISSUER = "https://securetoken.google.com/insightlab-test";
  const AUDIENCE = "insightlab-test";
  let key: TestSigningKey;
  let stranger: TestSigningKey;

  beforeAll(async () => {
    [key, stranger] = await Promise.all([generateSigningKey("sync-key"), generateSigningKey("stranger")]);
  });

  /** Calls the route with identity-token settings as a deployment would configure them (inline JWKS). */
  async function sync(token: string | null, body: Record<string, unknown>) {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    const args = routeArgs("/api/auth/firebase-sync", { method: "POST", headers, body: JSON.stringify(body) });
    const { services } = args.context;
    const context = { services: { ...services, config: { ...services.config, ID_TOKEN_ISSUER: ISSUER, ID_TOKEN_AUDIENCE: AUDIENCE, ID_TOKEN_JWKS: jwksOf(key) } } };
    return (await firebaseSync({ ...args, context })) as Response;
  }

  it("verifies a valid ID token, creates the user, starts a session and returns the user", async () => {
    const uid = `uid-${crypto.randomUUID()}`;
    const email = `sync-${crypto.randomUUID()}@example.test`;
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, email, email_verified: true, name: "Sam Lee" }));
    const res = await sync(token, { firebaseUid: uid, email, displayName: "Sam Lee" });
    expect(res.status).toBe(201);
    const user = await res.json<Record<string, unknown>>();
    expect(user).toMatchObject({ email, username: email.split("@")[0], fullName: "Sam Lee", plan: "free", emailVerified: true });
    const cookie = res.headers.get("Set-Cookie")!;
    const sessionId = cookie.split(";")[0].split("=")[1];
    expect(await env.DB.prepare("select user_id from sessions where id_hash = ?").bind(await sha256Hex(sessionId)).first("user_id")).toBe(user.id);

    // The same identity again: the same user, 200.
    const again = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, email, email_verified: true })), { firebaseUid: uid, email, displayName: null });
    expect(again.status).toBe(200);
    expect((await again.json<{ id: string }>()).id).toBe(user.id);
  });

  it("links a verified identity to the existing account with that email, but never an unverified one", async () => {
    const existing = await createUser();
    const unverifiedUid = `uid-${crypto.randomUUID()}`;
    const unverified = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: unverifiedUid, email: existing.email, email_verified: false })), {
      firebaseUid: unverifiedUid,
      email: existing.email,
    });
    expect(unverified.status).toBe(403);
    expect((await unverified.json<{ message: string }>()).message).toMatch(/has not verified this email/);
    expect(await env.DB.prepare("select firebase_uid from users where id = ?").bind(existing.id).first("firebase_uid")).toBeNull();

    const uid = `uid-${crypto.randomUUID()}`;
    const verified = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, email: existing.email, email_verified: true })), { firebaseUid: uid, email: existing.email });
    expect(verified.status).toBe(200);
    expect((await verified.json<{ id: string }>()).id).toBe(existing.id);
    expect(await env.DB.prepare("select firebase_uid from users where id = ?").bind(existing.id).first("firebase_uid")).toBe(uid);
    // The address was verified before: the owner's own password still signs in.
    expect((await apiLogin(existing.email, existing.password)).status).toBe(200);
  });

  /** The sessions of `userId`, by id hash. */
  const sessionsOf = async (userId: string) => (await env.DB.prepare("select id_hash from sessions where user_id = ?").bind(userId).all<{ id_hash: string }>()).results.map((r) => r.id_hash);

  it("a verified identity linking to an account whose address was never verified drops its password, its sessions and its other links", async () => {
    // Someone signed up with the owner's address and a password of their own, never verified it, and holds a session.
    const planted = await createUser({ emailVerified: false, password: "the attacker's password" });
    const attacker = new CookieJar();
    attacker.store(new Response(null, { headers: { "Set-Cookie": await createSession(createDb(env.DB), new Request("http://insightlab.test/"), planted.id) } }));
    await env.DB.prepare("update users set google_sub = ? where id = ?").bind(`planted-${crypto.randomUUID()}`, planted.id).run();
    expect((await appFetch("/api/users/profile", { jar: attacker })).status).toBe(200);

    const uid = `uid-${crypto.randomUUID()}`;
    const owner = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, email: planted.email, email_verified: true })), { firebaseUid: uid });
    expect(owner.status).toBe(200);
    expect((await owner.json<{ id: string; emailVerified: boolean }>()).emailVerified).toBe(true);
    const row = await env.DB.prepare("select password_hash, google_sub, firebase_uid, email_verified_at from users where id = ?").bind(planted.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ password_hash: null, google_sub: null, firebase_uid: uid });
    expect(row?.email_verified_at).not.toBeNull();
    // Only the owner's new session is left; the planted password no longer signs in.
    const ownerSession = await sha256Hex(owner.headers.get("Set-Cookie")!.split(";")[0].split("=")[1]);
    expect(await sessionsOf(planted.id)).toEqual([ownerSession]);
    expect((await appFetch("/api/users/profile", { jar: attacker })).status).toBe(401);
    expect((await apiLogin(planted.email, "the attacker's password")).status).toBe(401);
  });

  it("takes the address only from the signed token: a token without an email claim, or an unverified one, creates and joins no account", async () => {
    const victim = await createUser();
    const stranger = `nobody-${crypto.randomUUID()}@example.test`;
    for (const [claims, status] of [
      [{}, 400],
      [{ phone_number: "+15555550100" }, 400],
      [{ email: stranger, email_verified: false }, 403],
      [{ email: stranger }, 403],
      [{ email: victim.email, email_verified: "true" }, 403],
    ] as const) {
      for (const bodyEmail of [victim.email, stranger]) {
        const uid = `uid-${crypto.randomUUID()}`;
        const res = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, ...claims })), { firebaseUid: uid, email: bodyEmail, displayName: "Mallory" });
        expect(res.status, JSON.stringify(claims)).toBe(status);
        expect(res.headers.get("Set-Cookie")).toBeNull();
        expect(await env.DB.prepare("select count(*) as n from users where firebase_uid = ? or email = ?").bind(uid, stranger).first("n")).toBe(0);
      }
    }
    expect(await env.DB.prepare("select firebase_uid from users where id = ?").bind(victim.id).first("firebase_uid")).toBeNull();
    expect(await sessionsOf(victim.id)).toEqual([]);

    // A verified token for one address and a body naming another: the account is the token's.
    const uid = `uid-${crypto.randomUUID()}`;
    const mine = `mine-${crypto.randomUUID()}@example.test`;
    const res = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, email: mine, email_verified: true })), { firebaseUid: uid, email: victim.email });
    expect(res.status).toBe(201);
    expect((await res.json<{ email: string }>()).email).toBe(mine);
    expect(await sessionsOf(victim.id)).toEqual([]);
  });

  it("a password reset unlinks the identities linked before, so they no longer sign in to the account", async () => {
    const uid = `uid-${crypto.randomUUID()}`;
    const email = `reset-${crypto.randomUUID()}@example.test`;
    const token = () => signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, email, email_verified: true }));
    const created = await sync(await token(), { firebaseUid: uid });
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: string }>();
    // An identity linked to the account that carries no address (linked before this server checked for one).
    const anonymous = `anon-${crypto.randomUUID()}`;
    await env.DB.prepare("update users set firebase_uid = ?, google_sub = ? where id = ?").bind(anonymous, `g-${crypto.randomUUID()}`, id).run();
    expect((await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: anonymous })), { firebaseUid: anonymous })).status).toBe(200);

    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    expect((await appFetch("/login?view=forgot-password", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: new URLSearchParams({ intent: "forgot-password", email }) })).status).toBe(200);
    const link = (await env.DB.prepare('select link from mail_outbox where "to" = ? order by created_at desc, rowid desc limit 1').bind(email).first<string>("link"))!;
    const resetToken = new URL(link).searchParams.get("token")!;
    const reset = await appFetch("/reset-password", { method: "POST", body: new URLSearchParams({ token: resetToken, password: "the owner's new password", confirmPassword: "the owner's new password" }) });
    expect(reset.status).toBe(302);
    expect(await env.DB.prepare("select google_sub, firebase_uid from users where id = ?").bind(id).first()).toEqual({ google_sub: null, firebase_uid: null });
    const again = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: anonymous })), { firebaseUid: anonymous, email });
    expect(again.status).toBe(400);
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    ["expired", { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }, "The identity token has expired."],
    ["for another audience", { aud: "someone-else" }, "The identity token was issued for another application."],
    ["from another issuer", { iss: "https://evil.example" }, "The identity token was issued by an unexpected issuer."],
  ])("refuses a token %s with 401 and says why", async (_what, override, message) => {
    const uid = `uid-${crypto.randomUUID()}`;
    const res = await sync(await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: uid, ...override })), { firebaseUid: uid });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message });
  });

  it("refuses a token with a bad signature (signed by another key under our key id)", async () => {
    const uid = `uid-${crypto.randomUUID()}`;
    const forged = await signIdToken(stranger, freshClaims(ISSUER, AUDIENCE, { sub: uid }), { kid: "sync-key" });
    const res = await sync(forged, { firebaseUid: uid });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "The identity token's signature is invalid." });
  });

  it("refuses a missing token and a token for another uid", async () => {
    const missing = await sync(null, { firebaseUid: "someone" });
    expect(missing.status).toBe(401);
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: "alice" }));
    const mismatch = await sync(token, { firebaseUid: "mallory" });
    expect(mismatch.status).toBe(401);
    expect(await mismatch.json()).toEqual({ message: "The identity token does not belong to this firebaseUid." });
  });

  it("says clearly when this server has no identity-provider settings (the deployed test Worker has none)", async () => {
    const { body, ...headers } = json(JSON.stringify({ firebaseUid: "x" }));
    const res = await appFetch("/api/auth/firebase-sync", { method: "POST", headers: { ...headers, Authorization: "Bearer a.b.c" }, body });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Identity-provider sign-in is not configured on this server." });
  });
});
