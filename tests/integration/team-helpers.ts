// Team helpers for integration tests: people with a session, a team made through the Teams page, members joined
// through the mailed invitation link, and sharing through the "Share with team" form.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { AssignableRole } from "~/lib/team-permissions";
import { appFetch, form, TEST_ORIGIN, type CookieJar } from "./helpers";
import { signedInUser } from "./workspace-helpers";

export interface Person {
  id: string;
  email: string;
  jar: CookieJar;
}

export async function person(plan: "free" | "pro" | "enterprise" = "free"): Promise<Person> {
  const user = await signedInUser(plan);
  return { ...user, email: `ws-${user.id}@example.test` };
}

export async function latestMailLink(to: string): Promise<string> {
  const row = await env.DB.prepare('select link from mail_outbox where "to" = ? order by created_at desc, rowid desc limit 1').bind(to).first<{ link: string }>();
  expect(row?.link, `a mail to ${to}`).toBeTruthy();
  return row!.link;
}

export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

export async function createTeam(owner: Person, name = `Team ${crypto.randomUUID().slice(0, 8)}`): Promise<string> {
  const res = await appFetch("/dashboard/teams", { method: "POST", body: form({ intent: "create", name }), jar: owner.jar });
  expect(res.status).toBe(302);
  const teamId = new URL(res.headers.get("Location")!, TEST_ORIGIN).searchParams.get("team");
  expect(teamId).toBeTruthy();
  return teamId!;
}

export async function invite(owner: Person, teamId: string, email: string, role: AssignableRole): Promise<string> {
  const res = await appFetch("/dashboard/teams", { method: "POST", body: form({ intent: "invite", teamId, email, role }), jar: owner.jar });
  expect(res.status).toBe(302);
  return pathOf(await latestMailLink(email));
}

export const tokenOf = (path: string) => new URL(path, TEST_ORIGIN).searchParams.get("token")!;

export async function join(owner: Person, teamId: string, member: Person, role: AssignableRole): Promise<void> {
  const link = await invite(owner, teamId, member.email, role);
  const accepted = await appFetch("/dashboard/teams/invite", { method: "POST", body: form({ token: tokenOf(link), answer: "accept" }), jar: member.jar });
  expect(accepted.status).toBe(302);
}

export async function share(actor: Person, resourceType: string, resourceId: string, teamId: string) {
  return appFetch("/dashboard/teams/share", { method: "POST", body: form({ intent: "share", resourceType, resourceId, teamId, returnTo: "/dashboard" }), jar: actor.jar });
}

export async function auditActions(teamId: string): Promise<string[]> {
  const rows = await env.DB.prepare(
    "select action from audit_log where team_id = ? or (team_id is null and actor_id in (select user_id from team_members where team_id = ?)) order by at",
  )
    .bind(teamId, teamId)
    .all<{ action: string }>();
  return rows.results.map((r) => r.action);
}

