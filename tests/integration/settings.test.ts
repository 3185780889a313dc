// Settings inside workerd: each form's action with good and bad input, and never another user's data — the
// name, the email change through its mailed link (tampered, expired, reused, another account's), the password
// change that signs out every other session, the sessions list with its sign-outs, upgrade requests, branding,
// and deleting the account (nothing of it is left in D1 or R2).
import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "~/server/auth/encoding.server";
import { signValue } from "~/server/auth/signed-value.server";
import { auditLog, branding, datasets, mailOutbox, sessions, upgradeRequests, users } from "~/server/db/schema";
import { withMonthlyUse } from "~/server/usage.server";
import { appFetch, CookieJar, createTestContext, createUser, form, pageText, signIn, type TestUser as AccountUser } from "./helpers";
import { createReport } from "~/server/reports/reports.server";
import { CFB } from "xlsx";
import { bytesOf, download, jobDone, savedAnalysis } from "./export-helpers";
import { rowsMentioning, solidPng, tableCount } from "./settings-fixtures";
import { encode as encodeJpeg } from "jpeg-js";
import { LOGO_PIXEL_BOX, readLogoImage } from "../../engine/export/logo-image";
import { createTeam, invite, join, person, share, type Person } from "./team-helpers";
import { r2Keys, sessionJar, signedInUser, upload } from "./workspace-helpers";

const db = () => createTestContext().services.db;
const SETTINGS = "/dashboard/settings";

/** A user with a password, signed in through /login in `jar`. */
async function accountUser(plan: AccountUser["plan"] = "free", { emailVerified = true } = {}): Promise<AccountUser & { jar: CookieJar }> {
  const user = await createUser({ plan, emailVerified });
  const jar = new CookieJar();
  await signIn(jar, user);
  return { ...user, jar };
}

function post(jar: CookieJar, fields: Record<string, string> | FormData): Promise<Response> {
  return appFetch(SETTINGS, { method: "POST", jar, body: fields instanceof FormData ? fields : form(fields) });
}

/** The Settings page's HTML as a reader sees the text (React separates adjacent text nodes with <!-- -->). */
async function page(jar: CookieJar): Promise<string> {
  const res = await appFetch(SETTINGS, { jar });
  expect(res.status).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

const userRow = async (id: string) => db().query.users.findFirst({ where: eq(users.id, id) });
/** Whether the jar's session still opens the workspace. */
const signedIn = async (jar: CookieJar) => (await appFetch(SETTINGS, { jar })).status === 200;

describe("/dashboard/settings", () => {
  it("shows each user their own account, plan and meters", async () => {
    const owner = await signedInUser("lite");
    const other = await signedInUser("free");
    expect((await appFetch("/dashboard/data-analysis", { method: "POST", jar: owner.jar, body: form({ intent: "sample" }) })).status).toBe(303);

    const html = (await (await appFetch(SETTINGS, { jar: owner.jar })).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Lite plan");
    expect(html).toMatch(/Files<\/span><span class="whitespace-nowrap font-medium">1 of 20/);
    expect(html).toMatch(/Exports this month<\/span><span class="whitespace-nowrap font-medium">0 of 100/);
    expect(html).toMatch(/AI questions this month<\/span><span class="whitespace-nowrap font-medium">0 of 100/);
    expect(html).toMatch(/AI cleanings this month<\/span><span class="whitespace-nowrap font-medium">0 of 20/);
    expect(html).toMatch(/Storage<\/span><span class="whitespace-nowrap font-medium">[\d.]+ KB of 50 MB/);
    expect(html).toContain(`ws-${owner.id}@example.test`);
    expect(html).toContain("Request upgrade");

    // A question asked, and a cleaning counted as the cleaning flow counts it (withMonthlyUse), move their meters.
    const sample = await db().query.datasets.findFirst({ where: eq(datasets.ownerId, owner.id) });
    const asked = await appFetch(`/api/datasets/${sample!.id}/ask`, { method: "POST", jar: owner.jar, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ question: "how many rows" }) });
    expect(asked.status).toBe(200);
    await withMonthlyUse(db(), { id: owner.id, plan: "lite" }, "cleaning", async () => undefined);
    const after = (await (await appFetch(SETTINGS, { jar: owner.jar })).text()).replaceAll("<!-- -->", "");
    expect(after).toMatch(/AI questions this month<\/span><span class="whitespace-nowrap font-medium">1 of 100/);
    expect(after).toMatch(/AI cleanings this month<\/span><span class="whitespace-nowrap font-medium">1 of 20/);

    const theirs = (await (await appFetch(SETTINGS, { jar: other.jar })).text()).replaceAll("<!-- -->", "");
    expect(theirs).toContain("Free plan");
    expect(theirs).toMatch(/Files<\/span><span class="whitespace-nowrap font-medium">0 of 2</);
    expect(theirs).not.toContain(owner.id);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const res = await appFetch(SETTINGS);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard%2Fsettings");
  });

  it("refuses an unknown form with a 400 that says so", async () => {
    const user = await signedInUser();
    const res = await post(user.jar, { intent: "make-me-admin" });
    expect(res.status).toBe(400);
    expect(pageText(await res.text())).toContain("This form was not recognised");
  });
});

describe("profile", () => {
  it("saves the name, and refuses a blank or overlong one", async () => {
    const user = await accountUser();
    const other = await accountUser();
    const saved = await post(user.jar, { intent: "profile", fullName: "  Ada Lovelace " });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/dashboard/settings#profile");
    expect((await userRow(user.id))?.fullName).toBe("Ada Lovelace");
    expect((await userRow(other.id))?.fullName).toBe("Test User");

    const blank = await post(user.jar, { intent: "profile", fullName: "   " });
    expect(blank.status).toBe(400);
    expect(pageText(await blank.text())).toContain("Enter your name.");
    expect((await post(user.jar, { intent: "profile", fullName: "x".repeat(101) })).status).toBe(400);
    expect((await userRow(user.id))?.fullName).toBe("Ada Lovelace");
  });
});

/** The link of the newest mail to `to`. */
const newestLink = async (to: string) => {
  const mail = await db().query.mailOutbox.findFirst({ where: eq(mailOutbox.to, to), orderBy: desc(mailOutbox.createdAt) });
  return mail?.link ? new URL(mail.link) : undefined;
};

describe("email change", () => {

  it("mails a link to the new address and changes the email only when the owner opens it, once", async () => {
    const user = await accountUser();
    const newEmail = `new-${crypto.randomUUID()}@example.test`;
    const asked = await post(user.jar, { intent: "email", newEmail: ` ${newEmail.toUpperCase()} ` });
    expect(asked.status).toBe(302);
    expect((await userRow(user.id))?.email).toBe(user.email);
    const link = await newestLink(newEmail);
    expect(link?.pathname).toBe("/dashboard/settings/email");

    // Another signed-in user opening the link changes nothing.
    const other = await accountUser();
    const wrongAccount = await appFetch(link!.pathname + link!.search, { jar: other.jar });
    expect(wrongAccount.status).toBe(404);
    expect(pageText(await wrongAccount.text())).toContain("belongs to another account");

    const opened = await appFetch(link!.pathname + link!.search, { jar: user.jar });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/dashboard/settings#profile");
    const row = await userRow(user.id);
    expect(row?.email).toBe(newEmail);
    // The username is not silently changed with the address: people know the account by it.
    expect(row?.username).toBe(user.username);
    expect((await userRow(other.id))?.email).toBe(other.email);
    // The old address is told.
    expect(await db().query.mailOutbox.findFirst({ where: and(eq(mailOutbox.to, user.email), eq(mailOutbox.subject, "Your InsightLab email was changed")) })).toBeTruthy();

    const again = await appFetch(link!.pathname + link!.search, { jar: user.jar });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain("already used");
  });

  it("answers a changed link 403 and an expired one 410, changing nothing", async () => {
    const user = await accountUser();
    const newEmail = `new-${crypto.randomUUID()}@example.test`;
    expect((await post(user.jar, { intent: "email", newEmail })).status).toBe(302);
    const link = (await newestLink(newEmail))!;
    const token = link.searchParams.get("token")!;
    const tampered = await appFetch(`/dashboard/settings/email?token=${encodeURIComponent(token.slice(0, -3) + (token.endsWith("AAA") ? "BBB" : "AAA"))}`, { jar: user.jar });
    expect(tampered.status).toBe(403);
    expect(pageText(await tampered.text())).toContain("it was changed or cut short");

    const { config } = createTestContext().services;
    const expiredToken = await signValue(config.signingSecret, { purpose: "email-change", userId: user.id, from: user.email, to: newEmail, expiresAt: Date.now() - 1000 });
    const expired = await appFetch(`/dashboard/settings/email?token=${encodeURIComponent(expiredToken)}`, { jar: user.jar });
    expect(expired.status).toBe(410);
    expect(pageText(await expired.text())).toContain("has expired");
    expect((await appFetch("/dashboard/settings/email", { jar: user.jar })).status).toBe(403);
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it("answers an address another account uses exactly as a free one (no one learns who has an account); its mail says nothing changed", async () => {
    const user = await accountUser();
    const other = await accountUser();
    const free = `free-${crypto.randomUUID()}@example.test`;
    const answers: { status: number; location: string | null; toast: boolean }[] = [];
    for (const address of [other.email, free]) {
      const res = await post(user.jar, { intent: "email", newEmail: address });
      const shown = pageText(await (await appFetch(res.headers.get("Location") ?? SETTINGS, { jar: user.jar })).text());
      answers.push({ status: res.status, location: res.headers.get("Location"), toast: shown.includes(`We sent a link to ${address}`) });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 302, toast: true });
    const told = await db().query.mailOutbox.findFirst({ where: eq(mailOutbox.to, other.email), orderBy: desc(mailOutbox.createdAt) });
    expect(told).toMatchObject({ subject: "Your email address was offered for another InsightLab account", link: null });
    expect(told!.text).toContain("nothing changed");
    expect((await userRow(user.id))?.email).toBe(user.email);
    expect((await userRow(other.id))?.email).toBe(other.email);
  });

  it("refuses the same address and a malformed one", async () => {
    const user = await accountUser();
    const same = await post(user.jar, { intent: "email", newEmail: user.email });
    expect(same.status).toBe(400);
    expect(pageText(await same.text())).toContain("already your email");
    const malformed = await post(user.jar, { intent: "email", newEmail: "not an email" });
    expect(malformed.status).toBe(400);
    expect(pageText(await malformed.text())).toContain("Enter a valid email address");
  });
});

describe("password change", () => {
  it("needs the current password, then ends every other session and keeps this one", async () => {
    const user = await accountUser();
    const phone = new CookieJar();
    await signIn(phone, user);
    const bystander = await accountUser();

    const wrong = await post(user.jar, { intent: "password", currentPassword: "not it", newPassword: "a brand new password", confirmPassword: "a brand new password" });
    expect(wrong.status).toBe(403);
    expect(pageText(await wrong.text())).toContain("That is not your current password.");
    const short = await post(user.jar, { intent: "password", currentPassword: user.password, newPassword: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect(pageText(await short.text())).toContain("at least 8 characters");
    const mismatch = await post(user.jar, { intent: "password", currentPassword: user.password, newPassword: "a brand new password", confirmPassword: "another one entirely" });
    expect(mismatch.status).toBe(400);
    expect(pageText(await mismatch.text())).toContain("Passwords do not match.");
    expect(await signedIn(phone)).toBe(true);

    const changed = await post(user.jar, { intent: "password", currentPassword: user.password, newPassword: "a brand new password", confirmPassword: "a brand new password" });
    expect(changed.status).toBe(302);
    expect(await signedIn(user.jar)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(bystander.jar)).toBe(true);
    await expect(signIn(new CookieJar(), user)).rejects.toThrow();
    await signIn(new CookieJar(), { email: user.email, password: "a brand new password" });
    // The account's address is told, with the way back in if it was not its owner.
    const notice = await db().query.mailOutbox.findFirst({ where: and(eq(mailOutbox.to, user.email), eq(mailOutbox.subject, "Your InsightLab password was changed")) });
    expect(notice?.text).toContain("/login?view=forgot-password");
    expect(await db().query.mailOutbox.findFirst({ where: and(eq(mailOutbox.to, bystander.email), eq(mailOutbox.subject, "Your InsightLab password was changed")) })).toBeUndefined();
  });

  it("waits for a confirmed address before changing it, and says so", async () => {
    const user = await accountUser("free", { emailVerified: false });
    const newEmail = `new-${crypto.randomUUID()}@example.test`;
    const asked = await post(user.jar, { intent: "email", newEmail });
    expect(asked.status).toBe(403);
    expect(pageText(await asked.text())).toContain("Confirm your email address to change your email");
    expect(await db().query.mailOutbox.findFirst({ where: eq(mailOutbox.to, newEmail) })).toBeUndefined();
  });
});

describe("sessions", () => {
  it("lists the user's sessions with this device first, and signs one or all others out", async () => {
    const user = await accountUser();
    const laptop = await sessionJar(user.id);
    const tablet = await sessionJar(user.id);
    const other = await accountUser();
    const text = await page(user.jar);
    expect(text).toContain("This device");
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(3);

    // Another user's session id is not the user's to end: 404, and it lives on.
    const [othersSession] = await db().select().from(sessions).where(eq(sessions.userId, other.id));
    const notYours = await post(user.jar, { intent: "end-session", sessionId: othersSession.idHash });
    expect(notYours.status).toBe(404);
    expect(await signedIn(other.jar)).toBe(true);
    expect((await post(user.jar, { intent: "end-session", sessionId: "nope" })).status).toBe(400);

    // The session id is the SHA-256 of the cookie's token (test requests are https-like: a __Host- cookie).
    const laptopId = await sha256Hex(laptop.get("__Host-session")!);
    expect((await post(user.jar, { intent: "end-session", sessionId: laptopId })).status).toBe(302);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(tablet)).toBe(true);
    expect(await signedIn(user.jar)).toBe(true);

    expect((await post(user.jar, { intent: "end-other-sessions" })).status).toBe(302);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(user.jar)).toBe(true);
    expect(await signedIn(other.jar)).toBe(true);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});

describe("upgrade requests", () => {
  it("records a request for a higher plan and mails sales and the user; refuses others", async () => {
    const user = await accountUser("free");
    const asked = await post(user.jar, { intent: "upgrade", plan: "pro", message: "For the sales team" });
    expect(asked.status).toBe(302);
    const [row] = await db().select().from(upgradeRequests).where(eq(upgradeRequests.userId, user.id));
    expect(row).toMatchObject({ currentPlan: "free", requestedPlan: "pro", message: "For the sales team" });
    expect(await db().query.mailOutbox.findFirst({ where: and(eq(mailOutbox.to, user.email), eq(mailOutbox.subject, "We received your request for the Pro plan")) })).toBeTruthy();
    expect(await page(user.jar)).toContain("You asked for the Pro plan");

    expect((await post(user.jar, { intent: "upgrade", plan: "enterprise" })).status).toBe(400);
    expect((await post(user.jar, { intent: "upgrade" })).status).toBe(400);
    const pro = await accountUser("pro");
    const down = await post(pro.jar, { intent: "upgrade", plan: "lite" });
    expect(down.status).toBe(400);
    expect(pageText(await down.text())).toContain("choose a plan above it");
    expect(await db().select().from(upgradeRequests).where(eq(upgradeRequests.userId, pro.id))).toHaveLength(0);
  });
});

describe("branding", () => {
  const brandingForm = async (fields: Record<string, string>, logo?: { bytes: Uint8Array; name: string; type: string }) => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "branding", ...fields })) body.append(k, v);
    if (logo) body.append("logo", new File([logo.bytes as Uint8Array<ArrayBuffer>], logo.name, { type: logo.type }));
    return body;
  };

  it("stores a Pro user's logo under their prefix and their accent colour; shows the logo only to them", async () => {
    const user = await signedInUser("pro");
    const other = await signedInUser("pro");
    const png = await solidPng(40, 20, [14, 165, 233]);
    const saved = await post(user.jar, await brandingForm({ accentColor: "#0EA5E9" }, { bytes: png, name: "logo.png", type: "image/png" }));
    expect(saved.status).toBe(302);
    expect(await db().query.branding.findFirst({ where: eq(branding.userId, user.id) })).toMatchObject({ accentColor: "#0ea5e9", logoType: "image/png" });
    expect(await r2Keys(`users/${user.id}/branding/`)).toEqual([`users/${user.id}/branding/logo`]);
    const logo = await appFetch("/dashboard/settings/logo", { jar: user.jar });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(png);
    expect((await appFetch("/dashboard/settings/logo", { jar: other.jar })).status).toBe(404);

    expect((await post(user.jar, { intent: "remove-logo" })).status).toBe(302);
    expect(await r2Keys(`users/${user.id}/branding/`)).toEqual([]);
    expect((await appFetch("/dashboard/settings/logo", { jar: user.jar })).status).toBe(404);
  });

  it("stores a logo larger than covers draw it scaled down to fit them, and refuses a PNG whose image data cannot be read", async () => {
    const user = await signedInUser("pro");
    const wide = await solidPng(2000, 500, [14, 165, 233]);
    expect((await post(user.jar, await brandingForm({ accentColor: "#0EA5E9" }, { bytes: wide, name: "logo.png", type: "image/png" }))).status).toBe(302);
    const stored = new Uint8Array(await (await appFetch("/dashboard/settings/logo", { jar: user.jar })).arrayBuffer());
    expect(readLogoImage(stored)).toEqual({ type: "png", width: LOGO_PIXEL_BOX.width, height: LOGO_PIXEL_BOX.width / 4 });

    const damaged = await solidPng(700, 20, [1, 2, 3]);
    damaged.fill(0x55, 50, damaged.length - 12); // the IDAT's compressed bytes overwritten; the header still reads
    const refused = await post(user.jar, await brandingForm({ accentColor: "#0EA5E9" }, { bytes: damaged, name: "logo.png", type: "image/png" }));
    expect(refused.status).toBe(415);
    expect(pageText(await refused.text())).toContain("This PNG could not be read");
    expect(new Uint8Array(await (await appFetch("/dashboard/settings/logo", { jar: user.jar })).arrayBuffer())).toEqual(stored);

    // A JPEG photo of 1000 × 500 is stored as a PNG at the box's height, in proportion.
    const pixels = new Uint8Array(1000 * 500 * 4).fill(200);
    const photo = Uint8Array.from(encodeJpeg({ width: 1000, height: 500, data: pixels }, 85).data);
    expect((await post(user.jar, await brandingForm({ accentColor: "#0EA5E9" }, { bytes: photo, name: "photo.jpg", type: "image/jpeg" }))).status).toBe(302);
    const scaled = await appFetch("/dashboard/settings/logo", { jar: user.jar });
    expect(scaled.headers.get("Content-Type")).toBe("image/png");
    expect(readLogoImage(new Uint8Array(await scaled.arrayBuffer()))).toEqual({ type: "png", width: LOGO_PIXEL_BOX.height * 2, height: LOGO_PIXEL_BOX.height });
  });

  it("refuses SVG, non-images, oversized files and malformed colours with the reason", async () => {
    const user = await signedInUser("enterprise");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const bySvg = await post(user.jar, await brandingForm({ accentColor: "#112233" }, { bytes: svg, name: "logo.svg", type: "image/svg+xml" }));
    expect(bySvg.status).toBe(415);
    expect(pageText(await bySvg.text())).toContain("SVG logos are not accepted");
    const renamed = await post(user.jar, await brandingForm({ accentColor: "#112233" }, { bytes: svg, name: "logo.png", type: "image/png" }));
    expect(renamed.status).toBe(415);
    const text = await post(user.jar, await brandingForm({ accentColor: "#112233" }, { bytes: new TextEncoder().encode("hello"), name: "logo.jpg", type: "image/jpeg" }));
    expect(text.status).toBe(415);
    expect(pageText(await text.text())).toContain("not a PNG or JPEG");
    const big = new Uint8Array(1_100_000);
    big.set(await solidPng(2, 2, [0, 0, 0]));
    expect((await post(user.jar, await brandingForm({ accentColor: "#112233" }, { bytes: big, name: "big.png", type: "image/png" }))).status).toBe(413);
    // Small files that decode to far more pixels than a cover draws: a PNG, and a JPEG whose frame header claims 3000 × 3000.
    const manyPixels = await solidPng(1100, 1000, [0, 0, 0]);
    expect(manyPixels.byteLength).toBeLessThan(100_000);
    const tooManyPixels = await post(user.jar, await brandingForm({ accentColor: "#112233" }, { bytes: manyPixels, name: "logo.png", type: "image/png" }));
    expect(tooManyPixels.status).toBe(413);
    expect(pageText(await tooManyPixels.text())).toContain("1100 × 1000 pixels");
    const jpegHeader = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0b, 0xb8, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9]);
    expect((await post(user.jar, await brandingForm({ accentColor: "#112233" }, { bytes: jpegHeader, name: "logo.jpg", type: "image/jpeg" }))).status).toBe(413);
    const colour = await post(user.jar, await brandingForm({ accentColor: "purple" }));
    expect(colour.status).toBe(400);
    expect(pageText(await colour.text())).toContain("six hexadecimal digits");
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
    expect(await db().query.branding.findFirst({ where: eq(branding.userId, user.id) })).toBeUndefined();
  });

  it("is a Pro and Enterprise feature: a Free user gets 402 and the upgrade prompt", async () => {
    const user = await signedInUser("free");
    const refused = await post(user.jar, await brandingForm({ accentColor: "#112233" }, { bytes: await solidPng(2, 2, [1, 2, 3]), name: "logo.png", type: "image/png" }));
    expect(refused.status).toBe(402);
    expect(pageText(await refused.text())).toContain("Custom branding comes with the Pro and Enterprise plans");
    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
    expect(await page(user.jar)).toContain("Upgrade plan");
  });
});

describe("delete account", () => {
  it("tells the members of the user's team, and of teams the user's items were shared with, why things vanished — without naming the user", async () => {
    const user = await accountUser("enterprise");
    const asUser: Person = { id: user.id, email: user.email, jar: user.jar };
    const ownTeam = await createTeam(asUser, "Owned by the leaver");
    const member = await person();
    await join(asUser, ownTeam, member, "viewer");
    const colleague = await person("enterprise");
    const otherTeam = await createTeam(colleague, "Colleague's team");
    await join(colleague, otherTeam, asUser, "editor");
    const board = await appFetch("/dashboard/dashboard-builder", { method: "POST", jar: user.jar, body: form({ title: "Shared board" }) });
    const dashboardId = board.headers.get("Location")!.split("/").pop()!;
    expect((await share(asUser, "dashboard", dashboardId, otherTeam)).status).toBe(302);
    const bystander = await person();

    expect((await post(user.jar, { intent: "delete-account", confirmEmail: user.email })).status).toBe(302);
    const mailTo = async (to: string) => (await env.DB.prepare('select subject, text from mail_outbox where "to" = ? order by rowid').bind(to).all<{ subject: string; text: string }>()).results;
    const toMember = (await mailTo(member.email)).find((m) => m.subject === "The team “Owned by the leaver” was deleted");
    expect(toMember?.text).toContain("Everything shared with the team is no longer available to you.");
    const toColleague = (await mailTo(colleague.email)).find((m) => m.subject === "Items shared with “Colleague's team” are no longer available");
    expect(toColleague?.text).toContain("The item they shared with the team is no longer available.");
    for (const notice of [toMember!, toColleague!]) expect(notice.text).not.toContain(user.email);
    expect(await mailTo(bystander.email)).toEqual([]);
  });

  it("refuses without the exact email, and deletes nothing", async () => {
    const user = await accountUser();
    const res = await post(user.jar, { intent: "delete-account", confirmEmail: "someone@else.example" });
    expect(res.status).toBe(400);
    expect(pageText(await res.text())).toContain("Type your email address exactly");
    expect((await post(user.jar, { intent: "delete-account" })).status).toBe(400);
    expect(await userRow(user.id)).toBeTruthy();
  });

  it("deletes every R2 object and every D1 row of the user and of what colleagues made from their items, and ends all sessions; others keep theirs", async () => {
    const user = await accountUser("enterprise");
    const phone = new CookieJar();
    await signIn(phone, user);
    const bystander = await signedInUser("pro");
    const jar = user.jar;
    // Data in as many places as the product keeps it: a file, a question, a saved answer, a report, an export,
    // branding with its logo, an upgrade request, a pending email change (mail in the outbox), usage counters.
    const asUser = { id: user.id, jar };
    const uploaded = await upload(asUser, "sales.csv", "region,units\nNorth,3\nSouth,5\n");
    expect(uploaded.status).toBe(201);
    const datasetId = ((await uploaded.json()) as { dataset: { id: string } }).dataset.id;
    const asked = await appFetch(`/api/datasets/${datasetId}/ask`, { method: "POST", jar, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ question: "total units by region" }) });
    expect(asked.status).toBe(200);
    const { conversationId, messageId } = (await asked.json()) as { conversationId: string; messageId: string };
    expect((await appFetch("/dashboard/ai-analysis", { method: "POST", jar, body: form({ intent: "save", conversationId, messageId }) })).status).toBe(303);
    const analysisId = (await env.DB.prepare("SELECT id FROM analyses WHERE owner_id = ?").bind(user.id).first<{ id: string }>())!.id;
    const reported = await appFetch("/dashboard/reports", { method: "POST", jar, body: form({ title: "Q3", analysisId }) });
    expect(reported.status).toBe(303);
    const reportId = reported.headers.get("Location")!.split("/").pop()!;
    const exported = await appFetch("/dashboard/reports/exports", { method: "POST", jar, body: form({ format: "csv", analysisId }) });
    expect(exported.status).toBe(303);
    const logoForm = new FormData();
    logoForm.append("intent", "branding");
    logoForm.append("accentColor", "#123456");
    logoForm.append("logo", new File([(await solidPng(8, 8, [1, 2, 3])) as Uint8Array<ArrayBuffer>], "logo.png", { type: "image/png" }));
    expect((await post(jar, logoForm)).status).toBe(302);
    expect((await post(jar, { intent: "upgrade", plan: "enterprise" })).status).toBe(400);
    expect((await post(jar, { intent: "email", newEmail: `later-${crypto.randomUUID()}@example.test` })).status).toBe(302);
    // A failed password change (counted per account), and teams' audit entries by the user and about them.
    expect((await post(jar, { intent: "password", currentPassword: "wrong", newPassword: "long enough pw", confirmPassword: "long enough pw" })).status).toBe(403);
    await db().insert(auditLog).values([
      { id: crypto.randomUUID(), actorId: user.id, action: "dataset.uploaded", resourceType: "dataset", resourceId: datasetId, at: new Date() },
      { id: crypto.randomUUID(), actorId: bystander.id, action: "member.removed", resourceType: "user", resourceId: user.id, detailsJson: JSON.stringify({ email: user.email }), at: new Date() },
    ]);
    // A dashboard of the user's that a team member exported: that export row must not block the deletion.
    const dashboardId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO dashboards (id, owner_id, title) VALUES (?, ?, 'Board')").bind(dashboardId, user.id).run();
    await env.DB.prepare("INSERT INTO report_exports (id, owner_id, dashboard_id, format, file_name) VALUES (?, ?, ?, 'pdf', 'Board.pdf')").bind(crypto.randomUUID(), bystander.id, dashboardId).run();
    // Teams: the user is an admin of a colleague's team and shares a file, an analysis, a report and a dashboard with it; the
    // colleague shares the report on with another of their teams and exports the user's analysis, report and
    // dashboard (files under the colleague's own prefix). The user also owns a team and invited the colleague
    // (a mail that names the user).
    const me: Person = { id: user.id, email: user.email, jar };
    const colleague = await person("enterprise");
    const [colleagueTeam, colleagueOtherTeam] = [await createTeam(colleague), await createTeam(colleague)];
    await join(colleague, colleagueTeam, me, "admin");
    const board = await appFetch("/dashboard/dashboard-builder", { method: "POST", jar, body: form({ title: "Shared board" }) });
    const boardId = board.headers.get("Location")!.split("/").pop()!;
    expect((await appFetch(`/dashboard/dashboard-builder/${boardId}`, { method: "POST", jar, body: form({ intent: "add-analysis", analysisId, kind: "analysis" }) })).status).toBe(303);
    for (const [type, id] of [["dataset", datasetId], ["analysis", analysisId], ["report", reportId], ["dashboard", boardId]]) expect((await share(me, type, id, colleagueTeam)).status).toBe(302);
    expect((await share(colleague, "report", reportId, colleagueOtherTeam)).status).toBe(302);
    const colleagueExports: string[] = [];
    const targets: Record<string, string>[] = [{ analysisId, format: "csv" }, { reportId, format: "pdf" }, { dashboardId: boardId, format: "pdf" }];
    for (const target of targets) {
      const res = await appFetch("/dashboard/reports/exports", { method: "POST", jar: colleague.jar, body: form(target) });
      expect(res.status).toBe(303);
      colleagueExports.push(res.headers.get("Location")!.split("/").pop()!);
    }
    const ownTeam = await createTeam(me, "Ana's analysts");
    await invite(me, ownTeam, colleague.email, "editor");
    // The Delete account section says the team goes too, for every member.
    const warning = (await page(jar)).match(/<div[^>]*data-testid="owned-teams-warning".*?<\/p>/s)?.[0].replace(/<[^>]+>/g, "");
    expect(warning).toBe("The team you own is deleted too, Ana&#x27;s analysts, for every member. To keep it, make another member its owner on the Teams page first.");
    // Wait for the exports' files so the report Worker does not write one after the deletion.
    const exportId = new URL(exported.headers.get("Location")!, "http://x").pathname.split("/").pop()!;
    for (const id of [exportId, ...colleagueExports]) {
      await expect.poll(async () => (await env.DB.prepare("SELECT status FROM jobs WHERE id = ?").bind(id).first<{ status: string }>())?.status, { timeout: 20_000 }).toBe("done");
    }
    const colleagueFiles = await r2Keys(`users/${colleague.id}/`);
    expect(colleagueFiles).toHaveLength(3);
    expect((await r2Keys(`users/${user.id}/`)).length).toBeGreaterThanOrEqual(4);
    const before = await rowsMentioning([user.id]);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(10);

    const deleted = await post(jar, { intent: "delete-account", confirmEmail: user.email.toUpperCase() });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(deleted.headers.getSetCookie().some((c) => /session=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);

    expect(await r2Keys(`users/${user.id}/`)).toEqual([]);
    expect(await tableCount()).toBeGreaterThan(15);
    // Nothing names the user, their items or their team: not a share, an export, an audit entry or a mail.
    expect(await rowsMentioning([user.id, user.email, datasetId, analysisId, reportId, boardId, dashboardId, ownTeam, conversationId, messageId])).toEqual({});
    expect(await r2Keys(`users/${colleague.id}/`)).toEqual([]);
    // The colleague's export jobs named the user's report and dashboard in their files' keys: gone with them.
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM jobs WHERE id IN (${colleagueExports.map(() => "?").join(", ")})`).bind(...colleagueExports).first<{ n: number }>()).toEqual({ n: 0 });
    // The colleague keeps their teams.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM team_members WHERE user_id = ?").bind(colleague.id).first<{ n: number }>()).toEqual({ n: 2 });
    expect(await signedIn(jar)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    await expect(signIn(new CookieJar(), user)).rejects.toThrow();
    // The other user keeps everything.
    expect(await signedIn(bystander.jar)).toBe(true);
    expect(await userRow(bystander.id)).toBeTruthy();
    // Many steps through the real routes: slower than one request on a loaded machine, so a wider guard than the default.
  }, 90_000);
});

describe("account deletion after an email change", () => {
  it("deletes the mail sent to the address the user changed from (it names them), but not mail to another account now using it", async () => {
    const user = await accountUser();
    const fullName = `Previous ${crypto.randomUUID().slice(0, 8)}`;
    await db().update(users).set({ fullName }).where(eq(users.id, user.id));
    const first = user.email;
    // Mail to the first address that names the user: a reset link ("Hello <name>").
    expect((await appFetch("/login?view=forgot-password", { method: "POST", headers: { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}` }, body: form({ intent: "forgot-password", email: first }) })).status).toBe(200);
    // Two changes: first → second → third.
    const change = async (to: string) => {
      expect((await post(user.jar, { intent: "email", newEmail: to })).status).toBe(302);
      const link = (await newestLink(to))!;
      expect((await appFetch(link.pathname + link.search, { jar: user.jar })).status).toBe(302);
    };
    const second = `second-${crypto.randomUUID()}@example.test`;
    const third = `third-${crypto.randomUUID()}@example.test`;
    await change(second);
    await change(third);
    // Someone else signs up with the second address meanwhile: mail to them is theirs.
    const heir = await createUser({ email: second });
    await db().insert(mailOutbox).values({ id: crypto.randomUUID(), to: second, subject: "For the new owner", text: "Hello", createdAt: new Date() });
    expect(await rowsMentioning([first, fullName])).not.toEqual({});

    expect((await post(user.jar, { intent: "delete-account", confirmEmail: third })).status).toBe(302);
    expect(await rowsMentioning([first, third])).toEqual({});
    // What still names the user is only mail in the new owner's inbox (the confirmation link once sent there).
    const naming = await env.DB.prepare("SELECT \"to\" FROM mail_outbox WHERE instr(text, ?) > 0").bind(fullName).all<{ to: string }>();
    expect(naming.results.every((m) => m.to === second)).toBe(true);
    expect(await db().query.mailOutbox.findFirst({ where: and(eq(mailOutbox.to, second), eq(mailOutbox.subject, "For the new owner")) })).toBeTruthy();
    expect(await userRow(heir.id)).toBeTruthy();
  });
});

describe("download all my data", () => {
  it("makes a zip of the user's files, analyses, reports and conversations through the queue, behind a signed link only they get", async () => {
    const user = await signedInUser("free");
    const other = await signedInUser("free");
    const csv = "region,units\nNorth,3\nSouth,5\n";
    const uploaded = await upload(user, "sales.csv", csv);
    expect(uploaded.status).toBe(201);
    const datasetId = ((await uploaded.json()) as { dataset: { id: string } }).dataset.id;
    const analysisId = await savedAnalysis(user, datasetId, "total units by region");
    await createReport(db(), user.id, { title: "Units", items: [{ analysisId, note: "First look" }] });
    expect((await upload(other, "theirs.csv", "a,b\n1,2\n")).status).toBe(201);

    const asked = await post(user.jar, { intent: "export-data" });
    expect(asked.status).toBe(303);
    const exportId = asked.headers.get("Location")!.split("/").pop()!;
    expect(asked.headers.get("Location")).toBe(`/dashboard/reports/exports/${exportId}`);
    // Another user cannot see it, even by its id.
    expect((await appFetch(`/dashboard/reports/exports/${exportId}`, { jar: other.jar })).status).toBe(404);
    await jobDone(exportId);
    const { file } = await download(user, exportId);
    expect(file.headers.get("Content-Type")).toBe("application/zip");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="InsightLab data \d{4}-\d\d-\d\d\.zip"/);
    const zip = CFB.read(await bytesOf(file), { type: "array" });
    const entries = new Map((zip.FullPaths as string[]).map((path, i) => [path.replace(/^Root Entry\//, ""), zip.FileIndex[i].content as Uint8Array]));
    const json = (name: string) => JSON.parse(new TextDecoder().decode(entries.get(name)));
    expect(json("account.json")).toMatchObject({ id: user.id, email: `ws-${user.id}@example.test` });
    const [listed] = json("datasets.json");
    expect(listed).toMatchObject({ id: datasetId, name: "sales.csv", format: "csv", rowCount: 2 });
    expect(new TextDecoder().decode(entries.get(listed.file))).toBe(csv);
    expect(json("analyses.json")).toMatchObject([{ id: analysisId, question: "total units by region", datasetId }]);
    expect(json("analyses.json")[0].answer.plan).toBeTruthy();
    expect(json("reports.json")).toMatchObject([{ title: "Units", analyses: [{ analysisId, note: "First look" }] }]);
    expect(json("conversations.json")[0].messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(entries.has("README.txt")).toBe(true);
    // Nothing of the other user's, and it is not counted as one of the month's exports.
    expect([...entries.keys()].some((path) => path.includes("theirs"))).toBe(false);
    expect([...entries.values()].some((bytes) => new TextDecoder().decode(bytes).includes(other.id))).toBe(false);
    expect(await r2Keys(`users/${user.id}/exports/${exportId}/`)).toHaveLength(1);
    expect(await page(user.jar)).toMatch(/Exports this month<\/span><span class="whitespace-nowrap font-medium">0 of 5/);
    expect(await page(user.jar)).toContain("Get the download link");
  });
});
