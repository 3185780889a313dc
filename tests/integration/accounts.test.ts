// Accounts through the deployed Worker with real local D1: sign-up, sign-in, sessions, reset, logout,
// protection of the workspace, rate limits, cross-origin refusal, and no secret stored in clear.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/login";
import { sha256Hex } from "~/server/auth/encoding.server";
import { hashPassword } from "~/server/auth/password.server";
import { createSession } from "~/server/auth/session.server";
import { signInWithPassword } from "~/server/auth/sign-in.server";
import { appFetch, CookieJar, createTestContext, createUser, form, pageText, routeArgs, signIn } from "./helpers";

const SESSION_COOKIE = "session"; // http://insightlab.test is not local, but the test origin is plain http
let ipCounter = 0;
/** A distinct client address per test, so rate-limit counters of one test never touch another. */
const freshIp = () => `203.0.113.${++ipCounter % 250}-${crypto.randomUUID().slice(0, 6)}`;
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID()}@Example.test`;

function signUpForm(fields: Partial<Record<"email" | "password" | "firstName" | "lastName", string>>) {
  return form({ intent: "sign-up", ...fields } as Record<string, string>);
}

async function userRow(email: string) {
  return env.DB.prepare("select * from users where email = ?").bind(email.trim().toLowerCase()).first<Record<string, unknown>>();
}

async function latestMail(to: string) {
  return env.DB.prepare('select * from mail_outbox where "to" = ? order by created_at desc, rowid desc limit 1')
    .bind(to.toLowerCase())
    .first<{ to: string; subject: string; text: string; link: string | null }>();
}

function apiLogin(username: string, password: string, ip: string) {
  return appFetch("/api/auth/login", { method: "POST", headers: { "CF-Connecting-IP": ip, "Content-Type": "application/json" }, body: JSON.stringify({ username, password }) });
}

function sessionToken(jar: CookieJar): string {
  const token = jar.get(SESSION_COOKIE) ?? jar.get(`__Host-${SESSION_COOKIE}`);
  if (!token) throw new Error("No session cookie in the jar");
  return token;
}

describe("sign-up (/register)", () => {
  it("opening someone else's verification link signs the opener in as no one (login CSRF); the account's own session goes on to the workspace", async () => {
    const verificationLink = async (email: string) => {
      expect((await appFetch("/register", { method: "POST", headers: { "CF-Connecting-IP": freshIp() }, body: signUpForm({ email, password: "correct horse", firstName: "Eve" }) })).status).toBe(200);
      const link = new URL((await latestMail(email))!.link!);
      return link.pathname + link.search;
    };
    const signedInAs = async (jar: CookieJar) => ((await appFetch("/api/users/profile", { jar })).status === 200 ? ((await (await appFetch("/api/users/profile", { jar })).json()) as { email: string }).email : null);

    // A visitor's browser, and a browser signed in as someone else, open the link of an account they do not hold:
    // a page that asks how to go on (accounts-email-proof.test.ts), no session, nothing confirmed.
    const bystander = await createUser();
    const visitor = new CookieJar();
    const signedIn = new CookieJar();
    await signIn(signedIn, bystander);
    for (const [jar, before] of [[visitor, null], [signedIn, bystander.email]] as const) {
      const planted = uniqueEmail("planted");
      const res = await appFetch(await verificationLink(planted), { jar });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().some((c) => /^(__Host-)?session=/.test(c))).toBe(false);
      expect(await signedInAs(jar)).toBe(before);
      expect((await userRow(planted))?.email_verified_at).toBeNull();
    }

    // A browser holding the account's own session (signed in by other means) confirms and stays in the workspace.
    const own = uniqueEmail("own");
    const link = await verificationLink(own);
    const jar = new CookieJar();
    const row = await userRow(own);
    jar.store(new Response(null, { headers: { "Set-Cookie": await createSession(createTestContext().services.db, new Request("http://insightlab.test/"), String(row!.id)) } }));
    const res = await appFetch(link, { jar });
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect(await signedInAs(jar)).toBe(own.trim().toLowerCase());
  });

  it("creates the user (normalised email, username, full name, plan free) and signs them in at once; the emailed link confirms the address in that session and signs no one in elsewhere", async () => {
    const email = uniqueEmail("  Maya.Lopez");
    const jar = new CookieJar();
    const res = await appFetch("/register", { method: "POST", jar, body: signUpForm({ email, password: "correct horse", firstName: "Maya", lastName: "Lopez" }) });
    expect(res.status).toBe(200);
    const html = await res.text();
    // One card: the spec's words once (no toast repeating them), and one button into the app.
    expect(html).toMatch(/<h1[^>]*>Account Created!<\/h1>/);
    expect(pageText(html)).toContain("Please check your email to verify your account. You can start using the platform immediately.");
    expect(html.split("You can start using the platform immediately.")).toHaveLength(2);
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Start using InsightLab<\/a>/);
    expect(html).not.toContain("Check your email to continue");
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`) || c.startsWith(`__Host-${SESSION_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect((await appFetch("/dashboard", { jar })).status).toBe(200);

    const row = await userRow(email);
    expect(row).toMatchObject({ email: email.trim().toLowerCase(), full_name: "Maya Lopez", plan: "free", email_verified_at: null });
    expect(row?.username).toBe(email.trim().toLowerCase().split("@")[0]);
    expect(String(row?.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
    // The password signs in on another device before the address is confirmed.
    await signIn(new CookieJar(), { email, password: "correct horse" });

    const mail = await latestMail(email.trim());
    expect(mail?.subject).toBe("Confirm your email for InsightLab");
    const link = new URL(mail!.link!);
    // Opened in another browser (no session, or someone else's): nobody is signed in by it, nothing is confirmed yet.
    const elsewhere = new CookieJar();
    const opened = await appFetch(link.pathname + link.search, { jar: elsewhere });
    expect(opened.status).toBe(200);
    expect(opened.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`) || c.startsWith(`__Host-${SESSION_COOKIE}=`))).toBe(false);
    expect((await appFetch("/api/users/profile", { jar: elsewhere })).status).toBe(401);
    expect((await userRow(email))?.email_verified_at).toBeNull();
    // The sign-up's own browser confirms it; then the link is spent.
    expect((await appFetch(link.pathname + link.search, { jar })).headers.get("Location")).toBe("/dashboard");
    expect((await userRow(email))?.email_verified_at).not.toBeNull();
    const again = await appFetch(link.pathname + link.search, { jar });
    expect(again.headers.get("Location")).toBe("/dashboard");
    expect(await (await appFetch("/dashboard", { jar })).text()).toContain("Verification Failed");
  });

  it("changes nothing for a taken email (whatever its case), starts no session, and mails the owner the ways in", async () => {
    const owner = await createUser({ fullName: "Olu Owner" });
    const before = await userRow(owner.email);
    const jar = new CookieJar();
    const taken = await appFetch("/register", { method: "POST", jar, headers: { "CF-Connecting-IP": freshIp() }, body: signUpForm({ email: owner.email.toUpperCase(), password: "another password", firstName: "Dup" }) });
    expect(taken.status).toBe(200);
    const text = pageText(await taken.text());
    expect(text).toContain("Check your email");
    expect(text).not.toContain("Account Created!");
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();

    expect(await userRow(owner.email)).toEqual(before);
    const notice = await latestMail(owner.email);
    expect(notice).toMatchObject({ to: owner.email, subject: "Someone tried to sign up to InsightLab with your email" });
    expect(notice!.text).toContain("Hello Olu Owner,");
    expect(notice!.text).toContain("It already has an account, so nothing was created and nothing changed.");
    expect(notice!.text).toContain("http://insightlab.test/login?view=forgot-password");
    expect(notice!.link).toBe("http://insightlab.test/login");
    // The owner's password still signs in; the one typed at sign-up does not.
    await signIn(new CookieJar(), owner);
    await expect(signIn(new CookieJar(), { email: owner.email, password: "another password" })).rejects.toThrow(/failed with 401/);
  });

  it("mails one address at most 3 times an hour, answering the same after that", async () => {
    const owner = await createUser();
    const attempt = () => appFetch("/register", { method: "POST", headers: { "CF-Connecting-IP": freshIp() }, body: signUpForm({ email: owner.email, password: "a long password", firstName: "Flood" }) });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(200);
    const notices = await env.DB.prepare('select count(*) as n from mail_outbox where "to" = ?').bind(owner.email).first<{ n: number }>();
    expect(notices?.n).toBe(3);
  });

  it("lets an unconfirmed account sign in and work, while inviting, sharing, exporting and changing the email wait for the confirmation and say so", async () => {
    const user = await createUser({ emailVerified: false, plan: "enterprise" });
    const jar = new CookieJar();
    await signIn(jar, user);
    expect((await appFetch("/dashboard/data-analysis", { jar })).status).toBe(200);
    const team = await appFetch("/dashboard/teams", { method: "POST", jar, body: form({ intent: "create", name: "Unconfirmed team" }) });
    expect(team.status).toBe(302);
    const teamId = new URL(team.headers.get("Location")!, "http://insightlab.test").searchParams.get("team")!;
    const invited = await appFetch("/dashboard/teams", { method: "POST", jar, body: form({ intent: "invite", teamId, email: uniqueEmail("colleague"), role: "viewer" }) });
    expect(invited.status).toBe(403);
    expect(pageText(await invited.text())).toContain("Confirm your email address to invite colleagues");
    const board = await appFetch("/dashboard/dashboard-builder", { method: "POST", jar, body: form({ title: "Mine" }) });
    const dashboardId = board.headers.get("Location")!.split("/").pop()!;
    const shared = await appFetch("/dashboard/teams/share", { method: "POST", jar, body: form({ intent: "share", resourceType: "dashboard", resourceId: dashboardId, teamId, returnTo: "/dashboard" }) });
    expect(shared.status).toBe(403);
    expect(await shared.text()).toContain("Confirm your email address to share with a team");
    const exported = await appFetch("/dashboard/reports/exports", { method: "POST", jar, body: form({ dashboardId, format: "pdf" }) });
    expect(exported.status).toBe(403);
    expect(pageText(await exported.text())).toContain("Confirm your email address to export files");
    expect(await env.DB.prepare("select count(*) as n from shares where resource_id = ?").bind(dashboardId).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await env.DB.prepare("select count(*) as n from report_exports where owner_id = ?").bind(user.id).first<{ n: number }>()).toEqual({ n: 0 });

    // Settings says what waits, and sends the link again; once opened (signed in), the same actions go through.
    const settings = pageText(await (await appFetch("/dashboard/settings", { jar })).text());
    expect(settings).toContain("(not confirmed yet)");
    expect(settings).toContain("inviting colleagues, sharing, exporting files and changing your email wait for it");
    const resent = await appFetch("/dashboard/settings", { method: "POST", jar, body: form({ intent: "resend-confirmation" }) });
    expect(resent.status).toBe(302);
    const mail = await latestMail(user.email);
    expect(mail?.subject).toBe("Confirm your email for InsightLab");
    const link = new URL(mail!.link!);
    expect((await appFetch(link.pathname + link.search, { jar })).headers.get("Location")).toBe("/dashboard");
    expect((await appFetch("/dashboard/teams/share", { method: "POST", jar, body: form({ intent: "share", resourceType: "dashboard", resourceId: dashboardId, teamId, returnTo: "/dashboard" }) })).status).toBe(302);
  });

  it("refuses a password under 8 characters with a clear message, and never echoes the password", async () => {
    const email = uniqueEmail("short");
    const res = await appFetch("/register", { method: "POST", body: signUpForm({ email, password: "Pw1234!", firstName: "Short" }) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Password must be at least 8 characters.");
    expect(html).not.toContain("Pw1234!");
    expect(await userRow(email)).toBeNull();
  });

  it("asks for the required fields (SPEC: 'Please fill all required fields')", async () => {
    const res = await appFetch("/register", { method: "POST", body: signUpForm({ email: "", password: "", firstName: "" }) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please fill all required fields");
    expect(html).toContain("Input Error");
  });
});

describe("sign-in (/login)", () => {
  it("signs in with the right password and goes to a same-site redirectTo", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    const res = await appFetch("/login", {
      method: "POST",
      jar,
      headers: { "CF-Connecting-IP": freshIp() },
      body: form({ intent: "sign-in", email: ` ${user.email.toUpperCase()} `, password: user.password, redirectTo: "/dashboard/reports?tab=1" }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard/reports?tab=1");
    const page = await appFetch("/dashboard/reports", { jar });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Welcome back!");
  });

  it("never redirects to another site after sign-in", async () => {
    const user = await createUser();
    const res = await appFetch("/login", {
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp() },
      body: form({ intent: "sign-in", email: user.email, password: user.password, redirectTo: "//evil.example/steal" }),
    });
    expect(res.headers.get("Location")).toBe("/dashboard");
  });

  it.each(["/..//evil.example", "/%2e%2e//evil.example", "/.//evil.example/x", "/%5c%5cevil.example", "/\t/evil.example"])(
    "answers redirectTo=%j with a Location that stays on the site, after sign-in and for a signed-in visitor",
    async (redirectTo) => {
      const user = await createUser();
      const jar = new CookieJar();
      const signingIn = await appFetch("/login", {
        method: "POST",
        jar,
        headers: { "CF-Connecting-IP": freshIp() },
        body: form({ intent: "sign-in", email: user.email, password: user.password, redirectTo }),
      });
      const signedIn = await appFetch(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { jar });
      for (const res of [signingIn, signedIn]) {
        expect(res.status).toBe(302);
        const location = res.headers.get("Location")!;
        expect(location).not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i);
        expect(new URL(location, "https://insightlab.example/login").origin).toBe("https://insightlab.example");
      }
    },
  );

  it("gives one generic message for a wrong password and an unknown email (401, nothing revealed)", async () => {
    const user = await createUser();
    const ip = freshIp();
    const wrong = await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "sign-in", email: user.email, password: "not the password" }) });
    const unknown = await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "sign-in", email: uniqueEmail("nobody"), password: "whatever123" }) });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    for (const html of [a, b]) {
      expect(html).toContain("Invalid email or password.");
      expect(html).toContain("Authentication Error");
      expect(html).not.toContain("not the password");
    }
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
  });

  it("asks for both fields (SPEC: 'Please enter both email and password')", async () => {
    const res = await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": freshIp() }, body: form({ intent: "sign-in", email: "a@b.co", password: "" }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please enter both email and password");
  });

  it("upgrades a hash made with older parameters on the next sign-in", async () => {
    const user = await createUser();
    await env.DB.prepare("update users set password_hash = ? where id = ?").bind(await hashPassword(user.password, { iterations: 1000, saltBytes: 8 }), user.id).run();
    await signIn(new CookieJar(), user);
    expect(String((await userRow(user.email))?.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("sends a signed-in visitor of /login on to the workspace", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    await signIn(jar, user);
    const res = await appFetch("/login?redirectTo=%2Fdashboard%2Fteams", { jar });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard/teams");
  });
});

describe("an outage during sign-in", () => {
  it("answers with the spec's fallback text instead of the error screen", async () => {
    const args = routeArgs("/login", { method: "POST", body: form({ intent: "sign-in", email: "a@b.co", password: "whatever123" }) });
    const brokenDb = new Proxy(args.context.services.db, {
      get() {
        throw new Error("D1 is unavailable");
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = (await loginAction({ ...args, context: { services: { ...args.context.services, db: brokenDb } } })) as { init: ResponseInit | null; data: unknown };
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0][0]))).toMatchObject({ level: "error", message: "Sign-in failed unexpectedly", error: { message: "D1 is unavailable" } });
    logged.mockRestore();
    expect(result.init?.status).toBe(503);
    expect(JSON.stringify(result.data)).toContain("Failed to sign in. Please try again.");
  });
});

describe("the workspace is protected in the loader (works without JavaScript)", () => {
  it.each(["/dashboard", "/dashboard/reports", "/dashboard/settings", "/Dashboard/Reports"])("redirects a signed-out visitor of %s to /login with redirectTo", async (path) => {
    const res = await appFetch(path);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, "http://x");
    expect(location.pathname).toBe("/login");
    if (path.toLowerCase() !== "/dashboard") expect(location.searchParams.get("redirectTo")).toBe(path);
  });

  it("redirects client-side data requests too", async () => {
    const res = await appFetch("/dashboard/reports.data?_routes=routes%2Fdashboard");
    expect([200, 202, 204, 302]).toContain(res.status);
    expect(await res.text()).toContain("/login?redirectTo=%2Fdashboard%2Freports");
  });
});

describe("sessions", () => {
  it("stores only the SHA-256 of the session id, with a 30-day expiry", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    await signIn(jar, user);
    const token = sessionToken(jar);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("select * from sessions where user_id = ?").bind(user.id).first<{ id_hash: string; expires_at: number }>();
    expect(row?.id_hash).toBe(await sha256Hex(token));
    expect(row!.expires_at - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it("ends an expired session: 401 on the API, the row deleted, the cookie cleared", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    await signIn(jar, user);
    const idHash = await sha256Hex(sessionToken(jar));
    await env.DB.prepare("update sessions set expires_at = ? where id_hash = ?").bind(Date.now() - 1000, idHash).run();
    const res = await appFetch("/api/users/profile", { jar });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(await env.DB.prepare("select 1 from sessions where id_hash = ?").bind(idHash).first()).toBeNull();
    const page = await appFetch("/dashboard", { jar });
    expect(page.status).toBe(302);
  });

  it("slides the expiry forward when the session is more than a day old", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    await signIn(jar, user);
    const idHash = await sha256Hex(sessionToken(jar));
    const twentyDaysLeft = Date.now() + 20 * 86_400_000;
    await env.DB.prepare("update sessions set expires_at = ? where id_hash = ?").bind(twentyDaysLeft, idHash).run();
    const res = await appFetch("/api/users/profile", { jar });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.includes("Max-Age=2592000"))).toBeDefined();
    const row = await env.DB.prepare("select expires_at from sessions where id_hash = ?").bind(idHash).first<{ expires_at: number }>();
    expect(row!.expires_at).toBeGreaterThan(twentyDaysLeft + 9 * 86_400_000);
  });

  it("ignores a forged session cookie", async () => {
    const res = await appFetch("/api/users/profile", { headers: { Cookie: `${SESSION_COOKIE}=${"A".repeat(43)}` } });
    expect(res.status).toBe(401);
  });

  it("marks cookies Secure over HTTPS (with the __Host- prefix)", async () => {
    const user = await createUser();
    const res = await appFetch("https://insightlab.test/login", {
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp() },
      body: form({ intent: "sign-in", email: user.email, password: user.password }),
    });
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });
});

describe("logout", () => {
  it("POST /logout deletes the session server-side, clears the cookie and says 'Logged Out'", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    await signIn(jar, user);
    const stolenCopy = sessionToken(jar);
    const res = await appFetch("/logout", { method: "POST", jar });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(await env.DB.prepare("select 1 from sessions where id_hash = ?").bind(await sha256Hex(stolenCopy)).first()).toBeNull();
    const home = await appFetch("/", { jar });
    expect(await home.text()).toContain("You have been successfully logged out.");
    // A copy of the old cookie is worthless now.
    expect((await appFetch("/api/users/profile", { headers: { Cookie: `${SESSION_COOKIE}=${stolenCopy}` } })).status).toBe(401);
  });

  it("GET /logout changes nothing", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    await signIn(jar, user);
    expect((await appFetch("/logout", { jar })).status).toBe(302);
    expect((await appFetch("/api/users/profile", { jar })).status).toBe(200);
  });
});

describe("password reset", () => {
  async function requestReset(email: string, ip = freshIp()) {
    return appFetch("/login?view=forgot-password", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "forgot-password", email }) });
  }

  it("answers 'Reset Email Sent' alike for known and unknown emails (no enumeration)", async () => {
    const user = await createUser();
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail("ghost"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    for (const html of [await known.text(), await unknown.text()]) {
      expect(html).toContain("Reset Email Sent");
      expect(html).toContain("Check your email for password reset instructions.");
    }
  });

  it("mails a single-use link that sets the new password, ends every session and signs in", async () => {
    const user = await createUser();
    const otherDevice = new CookieJar();
    await signIn(otherDevice, user);

    expect((await requestReset(user.email)).status).toBe(200);
    const mail = await latestMail(user.email);
    expect(mail?.subject).toBe("Reset your InsightLab password");
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe("/reset-password");
    expect(mail!.text).toContain(mail!.link!);
    const token = link.searchParams.get("token")!;

    const page = await appFetch(`/reset-password?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a new password");

    const jar = new CookieJar();
    const newPassword = "a brand new passphrase";
    const done = await appFetch("/reset-password", { method: "POST", jar, body: form({ token, password: newPassword, confirmPassword: newPassword }) });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/dashboard");
    expect((await appFetch("/api/users/profile", { jar })).status).toBe(200);

    // The other device is signed out; the old password no longer works; the new one does.
    expect((await appFetch("/api/users/profile", { jar: otherDevice })).status).toBe(401);
    await expect(signIn(new CookieJar(), user)).rejects.toThrow(/failed with 401/);
    await signIn(new CookieJar(), { email: user.email, password: newPassword });

    // The link is spent.
    const again = await appFetch("/reset-password", { method: "POST", body: form({ token, password: "yet another one", confirmPassword: "yet another one" }) });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This password reset link has already been used. Please request a new one.");
    expect(await (await appFetch(`/reset-password?token=${encodeURIComponent(token)}`)).text()).toContain("already been used");
  });

  it("refuses an expired link", async () => {
    const user = await createUser();
    await requestReset(user.email);
    const token = new URL((await latestMail(user.email))!.link!).searchParams.get("token")!;
    await env.DB.prepare("update password_reset_tokens set expires_at = ? where token_hash = ?").bind(Date.now() - 1000, await sha256Hex(token)).run();
    const res = await appFetch("/reset-password", { method: "POST", body: form({ token, password: "new password 1", confirmPassword: "new password 1" }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This password reset link has expired. Please request a new one.");
    await signIn(new CookieJar(), user);
  });

  it("refuses an unknown token and a short new password", async () => {
    const bogus = await appFetch("/reset-password", { method: "POST", body: form({ token: "x".repeat(43), password: "long enough", confirmPassword: "long enough" }) });
    expect(bogus.status).toBe(400);
    expect(await bogus.text()).toContain("This password reset link is invalid. Please request a new one.");
    const short = await appFetch("/reset-password", { method: "POST", body: form({ token: "x".repeat(43), password: "short", confirmPassword: "short" }) });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Password must be at least 8 characters.");
  });
});

describe("rate limits", () => {
  it("refuses the 11th failed sign-in from one IP within 10 minutes with 429 and a clear message", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "sign-in", email: uniqueEmail("rl"), password: "wrong password" }) });
      expect(res.status).toBe(401);
    }
    const blocked = await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "sign-in", email: uniqueEmail("rl"), password: "wrong password" }) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked.text()).toMatch(/Too many attempts\. Please wait \d+ (minutes|seconds) and try again\./);
  });

  it("refuses the 31st sign-up from one IP within 10 minutes, counting new and taken emails alike", async () => {
    const ip = freshIp();
    const taken = await createUser();
    for (let i = 0; i < 30; i++) {
      const email = i % 2 ? taken.email : uniqueEmail(`ok${i}`);
      const res = await appFetch("/register", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: signUpForm({ email, password: "a long password", firstName: "Ok" }) });
      expect(res.status).toBe(200);
    }
    const email = uniqueEmail("after-limit");
    const blocked = await appFetch("/register", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: signUpForm({ email, password: "a long password", firstName: "New" }) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked.text()).toMatch(/Too many attempts\. Please wait \d+ (minutes|seconds) and try again\./);
    expect(await userRow(email)).toBeNull();
  });

  it("lets the owner sign in from another address after 10 wrong passwords from one address", async () => {
    const user = await createUser();
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await apiLogin(user.email, `guess ${i}`, attacker);
      expect(res.status).toBe(401);
    }
    expect((await apiLogin(user.email, user.password, attacker)).status).toBe(429);
    const owner = await apiLogin(user.email, user.password, freshIp());
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ email: user.email });
  });

  it("spaces attempts on an account past one address's budget: 429 with Retry-After, and the owner gets in after the wait", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) expect((await apiLogin(user.email, `guess ${i}`, freshIp())).status).toBe(401);
    expect((await apiLogin(user.email, "guess 10", freshIp())).status).toBe(401);
    const spaced = await apiLogin(user.email, user.password, freshIp());
    expect(spaced.status).toBe(429);
    const retryAfter = Number(spaced.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    expect(await spaced.text()).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    // After the wait (the clock moved on rather than sleeping), the right password signs in.
    const later = await signInWithPassword(createTestContext().services, { identifier: user.email, password: user.password, ip: freshIp() }, Date.now() + retryAfter * 1000);
    expect(later.ok).toBe(true);
  });

  it("grows the spacing with each further failure, up to a minute, and never refuses for longer", async () => {
    const user = await createUser();
    const { services } = createTestContext();
    // Inside one hour window of the account's count, whatever the time of day the test runs.
    let now = (Math.floor(Date.now() / 3_600_000) + 24) * 3_600_000 + 1000;
    const attempt = (password: string) => signInWithPassword(services, { identifier: user.email, password, ip: freshIp() }, now);
    for (let i = 0; i < 10; i++) expect(await attempt(`guess ${i}`)).toMatchObject({ ok: false, status: 401 });
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      expect(await attempt("still guessing")).toMatchObject({ ok: false, status: 401 });
      const refused = await attempt("too soon");
      if (refused.ok || refused.status !== 429) throw new Error(`expected 429, got ${JSON.stringify(refused)}`);
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * 1000;
    }
    expect(waits).toEqual([5, 10, 20, 40, 60, 60, 60]);
    expect(await attempt(user.password)).toMatchObject({ ok: true });
  });

  it("does not count successful sign-ins against the limit", async () => {
    const user = await createUser();
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      const res = await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "sign-in", email: user.email, password: user.password }) });
      expect(res.status).toBe(302);
    }
  });

  it("limits reset requests per IP with 'Reset Failed' and the wait", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "forgot-password", email: uniqueEmail("r") }) })).status).toBe(200);
    }
    const blocked = await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ intent: "forgot-password", email: uniqueEmail("r") }) });
    expect(blocked.status).toBe(429);
    const html = await blocked.text();
    expect(html).toContain("Reset Failed");
    expect(html).toContain("Too many attempts.");
  });
});

describe("cross-origin requests", () => {
  it.each([
    ["/login", form({ intent: "sign-in", email: "a@b.co", password: "whatever1" })],
    ["/register", form({ intent: "sign-up", email: "a@b.co", password: "whatever1", firstName: "A" })],
    ["/logout", form({})],
    ["/api/auth/login", JSON.stringify({ username: "a@b.co", password: "whatever1" })],
    ["/api/auth/logout", ""],
  ])("refuses a POST to %s from another origin with 403 and a clear message", async (path, body) => {
    const res = await appFetch(path, { method: "POST", headers: { Origin: "https://evil.example" }, body });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Cross-origin request refused");
  });

  it("refuses a POST with neither Origin nor Referer, and accepts a same-origin Referer", async () => {
    const { exports } = await import("cloudflare:workers");
    const bare = await exports.default.fetch(new Request("http://insightlab.test/api/auth/logout", { method: "POST" }));
    expect(bare.status).toBe(403);
    const withReferer = await exports.default.fetch(new Request("http://insightlab.test/api/auth/logout", { method: "POST", headers: { Referer: "http://insightlab.test/login" } }));
    expect(withReferer.status).toBe(200);
  });
});

describe("nothing secret is stored in clear", () => {
  it("keeps no password, session id or reset token in any D1 table", async () => {
    const email = uniqueEmail("secrets");
    const password = `Pa55-${crypto.randomUUID()}`;
    const jar = new CookieJar();
    await appFetch("/register", { method: "POST", jar, body: signUpForm({ email, password, firstName: "Secret" }) });
    const signUpSession = sessionToken(jar);
    const user = { email: email.toLowerCase(), password };
    const second = new CookieJar();
    await signIn(second, user);
    // A failed sign-in where the password was typed into the email field.
    await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": freshIp() }, body: form({ intent: "sign-in", email: password, password: "x" }) });
    await appFetch("/api/auth/login", { method: "POST", headers: { "CF-Connecting-IP": freshIp(), "Content-Type": "application/json" }, body: JSON.stringify({ username: email, password }) });
    await appFetch("/login", { method: "POST", headers: { "CF-Connecting-IP": freshIp() }, body: form({ intent: "forgot-password", email }) });
    const resetToken = new URL((await latestMail(email))!.link!).searchParams.get("token")!;
    const secrets = [password, signUpSession, sessionToken(second), resetToken];

    const tables = await env.DB.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'").all<{ name: string }>();
    const names = tables.results.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["users", "sessions", "password_reset_tokens", "email_verification_tokens", "rate_limits"]));
    for (const table of names) {
      // The outbox is the local mailbox: it holds the mail as delivered (production keeps a redacted copy; see mail tests).
      if (table === "mail_outbox") continue;
      const rows = await env.DB.prepare(`select * from "${table}"`).all();
      const dump = JSON.stringify(rows.results);
      for (const secret of secrets) expect(dump.includes(secret), `${table} holds a secret in clear`).toBe(false);
    }
    // What is stored instead: hashes.
    expect(await env.DB.prepare("select 1 from sessions where id_hash = ?").bind(await sha256Hex(signUpSession)).first()).not.toBeNull();
    expect(await env.DB.prepare("select 1 from password_reset_tokens where token_hash = ?").bind(await sha256Hex(resetToken)).first()).not.toBeNull();
  });
});
