// What a client controls in a request must not steer what it should not (issue #26): the Host header never reaches an
// emailed link, a locally made-up CF-Connecting-IP does not buy a fresh per-IP budget, and a signed download link
// works only as it was written (no second spelling of its expiry or signature).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/login";
import { SIGN_IN_RULE } from "~/server/auth/sign-in.server";
import { withTrustedClientAddress } from "~/server/security/client-address.server";
import { download, jobDone, requestExport, savedAnalysis } from "./export-helpers";
import { appFetch, createUser, form, routeArgs, signIn, CookieJar, TEST_ORIGIN } from "./helpers";
import { createTeam, person } from "./team-helpers";
import { signedInUser, upload } from "./workspace-helpers";

const EVIL = "http://evil.example";
const freshIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const newestLink = async (to: string) =>
  (await env.DB.prepare('select link from mail_outbox where "to" = ? order by created_at desc, rowid desc limit 1').bind(to.toLowerCase()).first<string>("link")) ?? null;

describe("emailed links are built on APP_ORIGIN, never on the request's Host", () => {
  it("a reset, a sign-up verification, a team invitation and an email change asked through Host: evil.example all link to the app", async () => {
    const user = await createUser();
    expect((await appFetch(`${EVIL}/login?view=forgot-password`, { method: "POST", headers: { "CF-Connecting-IP": freshIp() }, body: form({ intent: "forgot-password", email: user.email }) })).status).toBe(200);

    const newcomer = `newcomer-${crypto.randomUUID()}@example.test`;
    expect((await appFetch(`${EVIL}/register`, { method: "POST", headers: { "CF-Connecting-IP": freshIp() }, body: form({ intent: "sign-up", email: newcomer, password: "a long password", firstName: "New" }) })).status).toBe(200);

    const lead = await person("enterprise");
    const teamId = await createTeam(lead);
    const invitee = `invitee-${crypto.randomUUID()}@example.test`;
    expect((await appFetch(`${EVIL}/dashboard/teams`, { method: "POST", body: form({ intent: "invite", teamId, email: invitee, role: "viewer" }), jar: lead.jar })).status).toBe(302);

    const mover = await createUser();
    const jar = new CookieJar();
    await signIn(jar, mover);
    const moved = `moved-${crypto.randomUUID()}@example.test`;
    expect((await appFetch(`${EVIL}/dashboard/settings`, { method: "POST", body: form({ intent: "email", newEmail: moved }), jar })).status).toBe(302);

    for (const to of [user.email, newcomer, invitee, moved]) {
      const link = await newestLink(to);
      expect(link, to).toBeTruthy();
      expect(new URL(link!).origin, to).toBe(TEST_ORIGIN);
    }
  });
});

describe("per-IP limits and a client-supplied CF-Connecting-IP", () => {
  /** Failed sign-ins (unknown addresses) each claiming another client address; the statuses in order. */
  async function failedSignIns(environment: "development" | "test" | "production", now: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RULE.limit; i++) {
      const args = routeArgs("/login", {
        method: "POST",
        headers: { "CF-Connecting-IP": freshIp() },
        body: form({ intent: "sign-in", email: `nobody-${crypto.randomUUID()}@example.test`, password: "a guess" }),
        now,
      });
      // What the app Worker does to every request before a route sees it (workers/app.ts).
      const request = withTrustedClientAddress(args.request, { ENVIRONMENT: environment });
      const res = (await loginAction({ ...args, request })) as Response | { init: { status: number } | null };
      statuses.push(res instanceof Response ? res.status : (res.init?.status ?? 200));
    }
    return statuses;
  }

  it("locally, made-up addresses share the socket's budget: the attempt past the limit is refused", async () => {
    // A window of its own, far from any other test's.
    const statuses = await failedSignIns("development", Date.UTC(2033, 0, 1) + Math.floor(Math.random() * 1e9));
    expect(statuses.slice(0, SIGN_IN_RULE.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("behind Cloudflare (production) the edge's CF-Connecting-IP is the client, so each address has its own budget", async () => {
    const statuses = await failedSignIns("production", Date.UTC(2034, 0, 1) + Math.floor(Math.random() * 1e9));
    expect(statuses.every((s) => s === 401)).toBe(true);
  });
});

describe("signed download links have one spelling", () => {
  it("refuses an expiry with a leading zero, a second expiry or signature, and a padded signature (403), on the page and the file", async () => {
    const user = await signedInUser("pro");
    const res = await upload(user, "sales.csv", "Region,Revenue\nNorth,1200\nSouth,900\n");
    const { dataset } = (await res.json()) as { dataset: { id: string } };
    const analysisId = await savedAnalysis(user, dataset.id, "total revenue by region");
    const exportId = await requestExport(user, { analysisId, format: "csv" });
    await jobDone(exportId);
    const { link } = await download(user, exportId);
    const url = new URL(link, TEST_ORIGIN);
    const expires = url.searchParams.get("expires")!;
    const signature = url.searchParams.get("signature")!;
    const spelled = (query: string) => `${url.pathname}?${query}`;
    const variants = [
      spelled(`expires=0${expires}&signature=${signature}`),
      spelled(`expires=00${expires}&signature=${signature}`),
      spelled(`expires=${expires}&expires=${expires}&signature=${signature}`),
      spelled(`expires=${expires}&signature=${signature}&signature=${signature}`),
      spelled(`expires=${expires}&signature=${signature}=`),
      spelled(`expires=${expires}&signature=${signature}%3D%3D`),
    ];
    for (const variant of variants) {
      expect((await appFetch(variant)).status, variant).toBe(403);
      const file = variant.replace(/\?/, "/file?");
      expect((await appFetch(file)).status, file).toBe(403);
    }
  });
});
