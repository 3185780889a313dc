// Teams through the deployed app Worker: creating a team (Enterprise only), invitations by email (signed,
// expiring, single-use links from the local outbox), member management, sharing, the permission matrix applied
// through real routes (every role × action × resource type), the audit log and its CSV.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createServices } from "~/server/services.server";
import { auditCsv } from "~/server/teams/audit.server";
import { INVITE_EXPIRED, INVITE_INVALID, INVITE_USED, inviteMember } from "~/server/teams/teams.server";
import { appFetch, form, pageText, TEST_ORIGIN } from "./helpers";
import { auditActions, createTeam, invite, join, latestMailLink, pathOf, person, tokenOf, type Person } from "./team-helpers";

describe("teams: creating and the plan", () => {
  it("refuses a team on the Free plan with the upgrade prompt, and shows the prompt on the page", async () => {
    const free = await person("free");
    const res = await appFetch("/dashboard/teams", { method: "POST", body: form({ intent: "create", name: "Sales" }), jar: free.jar });
    expect(res.status).toBe(402);
    const page = await appFetch("/dashboard/teams", { jar: free.jar });
    expect(page.status).toBe(200);
    const text = pageText(await page.text());
    expect(text).toContain("Creating teams is part of the Enterprise plan");
    // Someone who never used teams has reached no limit: the prompt says what the plan lacks.
    expect(text).toContain("Teams come with the Enterprise plan");
    expect(text).not.toContain("You have reached a limit of your plan");
    expect(text).not.toContain("This part of the workspace is being built");
  });

  it("refuses a blank team name with the field's message", async () => {
    const owner = await person("enterprise");
    const res = await appFetch("/dashboard/teams", { method: "POST", body: form({ intent: "create", name: "  " }), jar: owner.jar });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Give the team a name.");
  });
});

describe("teams: invitation links", () => {
  let owner: Person;
  let teamId: string;
  beforeAll(async () => {
    owner = await person("enterprise");
    teamId = await createTeam(owner);
  });

  it("mails a link; the invited user accepts it once; a second use, a changed link and an expired one each say why", async () => {
    const member = await person("free");
    const link = await invite(owner, teamId, member.email, "viewer");
    expect(link).toMatch(/^\/dashboard\/teams\/invite\?token=/);

    const page = await appFetch(link, { jar: member.jar });
    expect(page.status).toBe(200);
    expect(pageText(await page.text())).toContain("Accept and join");

    // Tampered: one character of the signed token changed.
    const token = tokenOf(link);
    const changed = token.slice(0, 5) + (token[5] === "A" ? "B" : "A") + token.slice(6);
    const tampered = await appFetch(`/dashboard/teams/invite?token=${encodeURIComponent(changed)}`, { jar: member.jar });
    expect(tampered.status).toBe(400);
    expect(pageText(await tampered.text())).toContain(INVITE_INVALID);

    const accepted = await appFetch("/dashboard/teams/invite", { method: "POST", body: form({ token, answer: "accept" }), jar: member.jar });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe(`/dashboard/teams?team=${teamId}`);
    const role = await env.DB.prepare("select role from team_members where team_id = ? and user_id = ?").bind(teamId, member.id).first<{ role: string }>();
    expect(role?.role).toBe("viewer");

    // Reused: the same link again, to look at and to answer.
    const again = await appFetch(link, { jar: member.jar });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain(INVITE_USED);
    const reanswered = await appFetch("/dashboard/teams/invite", { method: "POST", body: form({ token, answer: "decline" }), jar: member.jar });
    expect(reanswered.status).toBe(409);
    expect(pageText(await reanswered.text())).toContain(INVITE_USED);
  });

  it("an expired link is refused as expired", async () => {
    const member = await person("free");
    const services = createServices(env, { waitUntil: () => undefined });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await inviteMember(services, { id: owner.id, email: owner.email, plan: "enterprise", emailVerifiedAt: new Date() }, teamId, { email: member.email, role: "editor" }, TEST_ORIGIN, eightDaysAgo);
    const link = pathOf(await latestMailLink(member.email));
    const page = await appFetch(link, { jar: member.jar });
    expect(page.status).toBe(410);
    expect(pageText(await page.text())).toContain(INVITE_EXPIRED);
    const answer = await appFetch("/dashboard/teams/invite", { method: "POST", body: form({ token: tokenOf(link), answer: "accept" }), jar: member.jar });
    expect(answer.status).toBe(410);
    const joined = await env.DB.prepare("select count(*) as n from team_members where team_id = ? and user_id = ?").bind(teamId, member.id).first<{ n: number }>();
    expect(joined?.n).toBe(0);
  });

  it("only the invited address can answer; declining joins nobody", async () => {
    const invited = await person("free");
    const stranger = await person("free");
    const link = await invite(owner, teamId, invited.email, "editor");
    const wrong = await appFetch("/dashboard/teams/invite", { method: "POST", body: form({ token: tokenOf(link), answer: "accept" }), jar: stranger.jar });
    expect(wrong.status).toBe(403);
    const declined = await appFetch("/dashboard/teams/invite", { method: "POST", body: form({ token: tokenOf(link), answer: "decline" }), jar: invited.jar });
    expect(declined.status).toBe(302);
    const joined = await env.DB.prepare("select count(*) as n from team_members where team_id = ? and user_id in (?, ?)").bind(teamId, invited.id, stranger.id).first<{ n: number }>();
    expect(joined?.n).toBe(0);
  });

  it("a signed-out visitor is sent to sign in and back to the link", async () => {
    const res = await appFetch("/dashboard/teams/invite?token=abc");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/dashboard/teams/invite?token=abc")}`);
  });
});

describe("teams: members, roles, ownership and the audit log", () => {
  it("changes a role, removes a member, transfers ownership; admins read the log, others get 403; each action writes one entry", async () => {
    const owner = await person("enterprise");
    const teamId = await createTeam(owner);
    const [admin, editor, viewer] = await Promise.all([person(), person(), person()]);
    await join(owner, teamId, admin, "admin");
    await join(owner, teamId, editor, "viewer");
    await join(owner, teamId, viewer, "viewer");

    const post = (actor: Person, fields: Record<string, string>) => appFetch("/dashboard/teams", { method: "POST", body: form(fields), jar: actor.jar });
    expect((await post(admin, { intent: "role", teamId, userId: editor.id, role: "editor" })).status).toBe(302);
    expect((await post(viewer, { intent: "role", teamId, userId: editor.id, role: "admin" })).status).toBe(403);
    expect((await post(admin, { intent: "remove", teamId, userId: owner.id })).status).toBe(400);
    expect((await post(admin, { intent: "transfer", teamId, userId: admin.id })).status).toBe(403);
    expect((await post(admin, { intent: "remove", teamId, userId: viewer.id })).status).toBe(302);

    const outsider = await person("enterprise");
    expect((await post(outsider, { intent: "remove", teamId, userId: editor.id })).status).toBe(404);

    expect((await post(owner, { intent: "transfer", teamId, userId: admin.id })).status).toBe(302);
    const roles = await env.DB.prepare("select user_id, role from team_members where team_id = ?").bind(teamId).all<{ user_id: string; role: string }>();
    const byUser = Object.fromEntries(roles.results.map((r) => [r.user_id, r.role]));
    expect(byUser).toEqual({ [owner.id]: "admin", [admin.id]: "owner", [editor.id]: "editor" });

    const actions = await auditActions(teamId);
    expect(actions.filter((a) => a === "role_change")).toHaveLength(1);
    expect(actions.filter((a) => a === "member_remove")).toHaveLength(1);
    expect(actions.filter((a) => a === "ownership_transfer")).toHaveLength(1);
    expect(actions.filter((a) => a === "member_add")).toHaveLength(3);
    expect(actions.filter((a) => a === "invite")).toHaveLength(3);
    expect(actions.filter((a) => a === "team_create")).toHaveLength(1);

    // The page: the old owner (now admin) reads the log; the editor does not get it, nor its CSV.
    const page = await (await appFetch(`/dashboard/teams?team=${teamId}&action=role_change`, { jar: owner.jar })).text();
    expect(pageText(page)).toContain("Audit log");
    // The filtered table: the role change only (the filter's own options name every action).
    expect(page.match(/data-action="[a-z_]+"/g)).toEqual(['data-action="role_change"']);
    const editorPage = pageText(await (await appFetch(`/dashboard/teams?team=${teamId}`, { jar: editor.jar })).text());
    expect(editorPage).not.toContain("Audit log");
    expect((await appFetch(`/dashboard/teams/audit-log.csv?team=${teamId}`, { jar: editor.jar })).status).toBe(403);
    expect((await appFetch(`/dashboard/teams/audit-log.csv?team=${teamId}`, { jar: outsider.jar })).status).toBe(404);
  });

  it("filters the log by member and date and exports it as CSV with formula text defused", async () => {
    const owner = await person("enterprise");
    const teamId = await createTeam(owner, "=HYPERLINK(\"http://x\")");
    const member = await person();
    await join(owner, teamId, member, "viewer");
    const csv = await appFetch(`/dashboard/teams/audit-log.csv?team=${teamId}&member=${member.id}`, { jar: owner.jar });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const body = await csv.text();
    // A UTF-8 byte order mark first, so Excel on Windows reads "·" as "·", not "Â·".
    expect(new Uint8Array(await new Blob([body]).arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const lines = body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Member,Action,Resource type,Resource id,Details");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Joined the team");
    const all = await (await appFetch(`/dashboard/teams/audit-log.csv?team=${teamId}&action=team_create`, { jar: owner.jar })).text();
    expect(all).toContain("name: =HYPERLINK");
    // A field that opens like a formula gets the answer exports' apostrophe (the same csvField).
    const hostile = auditCsv([{ id: "x", at: new Date(0), action: "upload", actorId: "x", actorEmail: "=cmd|' /C calc'!A0", resourceType: "dataset", resourceId: "+1", details: {} }]);
    expect(hostile.split("\r\n")[1]).toBe(`1970-01-01T00:00:00.000Z,'=cmd|' /C calc'!A0,Uploaded a file,dataset,'+1,`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const none = await (await appFetch(`/dashboard/teams/audit-log.csv?team=${teamId}&from=${tomorrow}`, { jar: owner.jar })).text();
    expect(none.trim().split("\r\n")).toHaveLength(1);
  });
});
