// Proving an address never blesses a password that was not proven with it (issue #26; email-proof.server.ts).
// Anyone can sign up with someone else's address and a password of their own. The confirmation link then reaches
// the mailbox's owner: opened without the account's session it must not confirm the account as it is (the impostor's
// password and session would become a verified account's), only with the account's own session or password, or by
// choosing a new password that signs everyone else out.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appFetch, CookieJar, createUser, form, signIn } from "./helpers";

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID()}@example.test`;
const visitorIp = () => `192.0.2.${1 + Math.floor(Math.random() * 250)}`;

async function signUp(email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await appFetch("/register", { method: "POST", jar, headers: { "CF-Connecting-IP": visitorIp() }, body: form({ intent: "sign-up", email, password, firstName: "Eve" }) });
  expect(res.status).toBe(200);
  return jar;
}

/** The path of the newest confirmation link mailed to `email`. */
async function confirmationLink(email: string): Promise<string> {
  const mail = await env.DB.prepare('select link from mail_outbox where "to" = ? and subject = ? order by created_at desc, rowid desc limit 1')
    .bind(email, "Confirm your email for InsightLab")
    .first<{ link: string }>();
  const link = new URL(mail!.link);
  return link.pathname + link.search;
}

const verifiedAt = async (email: string) => (await env.DB.prepare("select email_verified_at from users where email = ?").bind(email).first<{ email_verified_at: number | null }>())?.email_verified_at ?? null;
const signedInAs = async (jar: CookieJar) => {
  const res = await appFetch("/api/users/profile", { jar });
  return res.status === 200 ? (await res.json<{ email: string }>()).email : null;
};
const passwordWorks = async (email: string, password: string) =>
  (await appFetch("/api/auth/login", { method: "POST", headers: { "CF-Connecting-IP": visitorIp(), "Content-Type": "application/json" }, body: JSON.stringify({ username: email, password }) })).status === 200;
/** The page's words without its markup. */
const wordsOf = (html: string) => html.replace(/<[^>]*>/g, "").replace(/\s+/g, " ");
/** The link page's "Confirm with a new password" form, posted as a browser does: to the link's own address. */
function postNewPassword(link: string, password: string, { confirmPassword = password, jar = new CookieJar() } = {}) {
  const token = new URL(link, "http://insightlab.test").searchParams.get("token") ?? "";
  return appFetch(link, { method: "POST", jar, body: form({ intent: "reset-password", token, password, confirmPassword }) });
}
const setsSession = (res: Response) => res.headers.getSetCookie().some((c) => /^(__Host-)?session=/.test(c));

describe("confirming an address (pre-registration takeover)", () => {
  it("the link opened by the mailbox's owner without the account's session confirms nothing until a new password ends the impostor's", async () => {
    const victim = uniqueEmail("victim");
    const impostor = await signUp(victim, "the impostor's password");
    expect(await signedInAs(impostor)).toBe(victim);

    // The victim opens the mail's link in their own browser: a page asking how to go on, nothing spent or confirmed.
    const browser = new CookieJar();
    const link = await confirmationLink(victim);
    const page = await appFetch(link, { jar: browser });
    expect(page.status).toBe(200);
    expect(setsSession(page)).toBe(false);
    const html = await page.text();
    expect(wordsOf(html)).toContain("Someone else made it, or you forgot the password");
    expect(html).toContain(`href="/login?redirectTo=${encodeURIComponent(link)}"`);
    expect(await verifiedAt(victim)).toBeNull();
    expect(await passwordWorks(victim, "the impostor's password")).toBe(true);

    // Choosing a new password confirms the address and takes the account over: the impostor is out for good.
    const done = await postNewPassword(link, "the owner's password", { jar: browser });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/dashboard");
    expect(await signedInAs(browser)).toBe(victim);
    expect(await verifiedAt(victim)).not.toBeNull();
    expect(await signedInAs(impostor)).toBeNull();
    expect(await passwordWorks(victim, "the impostor's password")).toBe(false);
    expect(await passwordWorks(victim, "the owner's password")).toBe(true);
    // The link is spent: opened again it confirms nothing and offers no password.
    const again = await appFetch(link, { jar: new CookieJar() });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/login");
  });

  it("a GET alone (a mail scanner, a preview) neither confirms nor spends the link; a weak or mismatched new password changes nothing", async () => {
    const email = uniqueEmail("scanned");
    await signUp(email, "the first password");
    const link = await confirmationLink(email);
    for (let i = 0; i < 2; i++) expect((await appFetch(link)).status).toBe(200);
    expect(await verifiedAt(email)).toBeNull();
    const weak = await postNewPassword(link, "short");
    expect(weak.status).toBe(400);
    expect(wordsOf(await weak.text())).toContain("Password must be at least 8 characters.");
    const mismatched = await postNewPassword(link, "long enough 1", { confirmPassword: "long enough 2" });
    expect(mismatched.status).toBe(400);
    // A made-up token: the page sends it on to sign-in with "Verification Failed", and nobody is signed in.
    const forged = await postNewPassword(`/verify-email?token=${"x".repeat(43)}`, "long enough 1");
    expect(forged.headers.get("Location")).toBe("/login");
    expect(setsSession(forged)).toBe(false);
    expect(await verifiedAt(email)).toBeNull();
    expect(await passwordWorks(email, "the first password")).toBe(true);
  });

  it("whoever signed up confirms on another device by signing in on the way: the link comes back and keeps their password", async () => {
    const email = uniqueEmail("two-devices");
    await signUp(email, "my own password");
    const link = await confirmationLink(email);
    const phone = new CookieJar();
    expect((await appFetch(link, { jar: phone })).status).toBe(200);
    const signedIn = await appFetch("/login", { method: "POST", jar: phone, headers: { "CF-Connecting-IP": visitorIp() }, body: form({ intent: "sign-in", email, password: "my own password", redirectTo: link }) });
    expect(signedIn.headers.get("Location")).toBe(link);
    const confirmed = await appFetch(link, { jar: phone });
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    expect(await verifiedAt(email)).not.toBeNull();
    expect(await passwordWorks(email, "my own password")).toBe(true);
    expect(await signedInAs(phone)).toBe(email);
  });

  it("a browser signed in to another account is told so, stays who it was, and confirms nothing", async () => {
    const email = uniqueEmail("other-browser");
    await signUp(email, "their password");
    const bystander = await createUser();
    const jar = new CookieJar();
    await signIn(jar, bystander);
    const page = await appFetch(await confirmationLink(email), { jar });
    expect(page.status).toBe(200);
    expect(setsSession(page)).toBe(false);
    expect(wordsOf(await page.text())).toContain(`This browser is signed in as ${bystander.email}`);
    expect(await signedInAs(jar)).toBe(bystander.email);
    expect(await verifiedAt(email)).toBeNull();
  });

  it("confirming with the account's session spends every other link of it, so none is left to set a password with", async () => {
    const email = uniqueEmail("resent");
    const jar = await signUp(email, "the password");
    const first = await confirmationLink(email);
    expect((await appFetch("/dashboard/settings", { method: "POST", jar, body: form({ intent: "resend-confirmation" }) })).status).toBeLessThan(500);
    const second = await confirmationLink(email);
    expect(second).not.toBe(first);
    expect((await appFetch(first, { jar })).headers.get("Location")).toBe("/dashboard");
    expect(await verifiedAt(email)).not.toBeNull();
    const late = await postNewPassword(second, "a takeover attempt");
    expect(late.headers.get("Location")).toBe("/login");
    expect(setsSession(late)).toBe(false);
    expect(await passwordWorks(email, "the password")).toBe(true);
  });
});
