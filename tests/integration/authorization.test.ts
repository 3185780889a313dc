// The authorization suite: every route of the route table (remix.config.js), every request it answers, as the
// owner of the data, an admin, an editor and a viewer of the owner's team (the owner's files are shared with
// it), another signed-in user and a signed-out visitor, through the deployed app Worker. The
// expected statuses live in authorization-table.ts; a route missing there fails the first test.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import { ACTORS, ROUTE_EXPECTATIONS, TEAM_ACTORS, expectedStatus, type Actor, type Fixture, type Visit } from "./authorization-table";
import { CookieJar, TEST_ORIGIN, appFetch, form } from "./helpers";
import { moduleMethods, tableRoutes } from "./route-table";
import { sessionJar, signedInUser, upload, type TestUser } from "./workspace-helpers";

let owner: TestUser;
let other: TestUser;
/** The owner's team and its members by role. */
let teamId: string;
const members = {} as Record<(typeof TEAM_ACTORS)[number], TestUser>;
let shared: Fixture;
let ipCounter = 0;

/** Every request from its own address, so no rate limit counts visits of the suite against each other. */
function nextIp(): string {
  ipCounter += 1;
  return `2001:db8:a17::${ipCounter.toString(16)}`;
}

/** A file of the owner's with a conversation holding one answer. */
async function ownerFixture(): Promise<Fixture> {
  const uploaded = await upload(owner, `${OWNER_FILE_NAME}.csv`, "region,units\nNorth,3\nSouth,5\nNorth,4\n");
  expect(uploaded.status).toBe(201);
  const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
  const asked = await appFetch(`/api/datasets/${dataset.id}/ask`, {
    method: "POST",
    jar: owner.jar,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ question: "total units by region" }),
  });
  expect(asked.status).toBe(200);
  const answer = (await asked.json()) as { conversationId: string; messageId: string };
  const shared = await appFetch("/dashboard/teams/share", {
    method: "POST",
    jar: owner.jar,
    body: form({ intent: "share", resourceType: "dataset", resourceId: dataset.id, teamId, returnTo: "/dashboard" }),
  });
  expect(shared.status).toBe(302);
  return { datasetId: dataset.id, conversationId: answer.conversationId, messageId: answer.messageId };
}

/** The owner's Enterprise team, with one member of each role (joined directly: invitations are teams.test.ts's). */
async function ownerTeam(): Promise<void> {
  const created = await appFetch("/dashboard/teams", { method: "POST", jar: owner.jar, body: form({ intent: "create", name: "Authorization suite" }) });
  expect(created.status).toBe(302);
  teamId = new URL(created.headers.get("Location")!, TEST_ORIGIN).searchParams.get("team")!;
  for (const role of TEAM_ACTORS) {
    members[role] = await signedInUser("pro");
    await env.DB.prepare("insert into team_members (team_id, user_id, role, created_at) values (?, ?, ?, ?)").bind(teamId, members[role].id, role, Date.now()).run();
  }
}

function fillPath(template: string, f: Fixture): string {
  return template.replace(/:(datasetId|id|conversationId|messageId)\b/g, (_, name: string) => (name === "id" ? f.datasetId : f[name as keyof Fixture]));
}

async function jarFor(actor: Actor, visit: Visit): Promise<CookieJar> {
  if (actor === "anonymous") return new CookieJar();
  const user = actor === "owner" ? owner : actor === "other" ? other : members[actor];
  return visit.endsSession ? sessionJar(user.id) : user.jar;
}

/** The owner's file name: no answer to anyone else may contain it. */
const OWNER_FILE_NAME = "authz-owner-private-ledger";

interface Outcome {
  status: number;
  /** The answer mentions the owner's file by name. */
  leaks: boolean;
}

/** Remix's data request for a page (what client-side navigation fetches): `/a/b.data?…`, `/_root.data` for `/`. */
function dataRequestPath(path: string): string {
  const url = new URL(path, "http://x");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
  return url.pathname + url.search;
}

/**
 * The suite's own users ask and export far more often than a person could; its subject is who may do what, so each
 * visit starts with their per-person counters cleared (the limits themselves: rate-limit-endpoints, exports-fairness).
 */
async function clearPersonLimits(): Promise<void> {
  const users = [owner, other, ...Object.values(members)].filter(Boolean);
  for (const user of users) await env.DB.prepare("delete from rate_limits where key in (?, ?)").bind(`ask:user:${user.id}`, `export:user:${user.id}`).run();
}

async function visitAs(actor: Actor, key: string, visit: Visit, { dataRequest = false } = {}): Promise<Outcome> {
  await clearPersonLimits();
  const fixture = visit.fresh ? await ownerFixture() : shared;
  const headers = new Headers({ "CF-Connecting-IP": nextIp() });
  if (visit.json) headers.set("Content-Type", "application/json");
  const path = fillPath(visit.path ?? key, fixture);
  const response = await appFetch(dataRequest ? dataRequestPath(path) : path, {
    method: visit.method,
    headers,
    body: visit.body?.(fixture),
    jar: await jarFor(actor, visit),
  });
  const body = new TextDecoder().decode(await response.arrayBuffer());
  return { status: response.status, leaks: body.includes(OWNER_FILE_NAME) };
}

/** A data request answers a redirect with 202 and the redirect in its body; other statuses are the page's. */
function dataRequestStatus(pageStatus: number): number {
  return pageStatus === 302 ? 202 : pageStatus;
}

const routeFiles = new Map(tableRoutes().map((r) => [r.path, r.file]));

const visits = Object.entries(ROUTE_EXPECTATIONS).flatMap(([key, list]) => list.map((visit) => ({ key, visit })));

// Importing every route module to see its loader and action takes tens of seconds on a busy machine.
const ROUTE_TABLE_TIMEOUT_MS = 180_000;

describe("authorization: every route × owner, team admin/editor/viewer, another user, signed-out visitor", { timeout: ROUTE_TABLE_TIMEOUT_MS }, () => {
  beforeAll(async () => {
    [owner, other] = await Promise.all([signedInUser("enterprise"), signedInUser("pro")]);
    await ownerTeam();
    shared = await ownerFixture();
  });

  it("has expectations for every route of remix.config.js, and for each one's loader and action", async () => {
    const problems: string[] = [];
    const defined = tableRoutes();
    for (const { file, path } of defined) {
      const expected = ROUTE_EXPECTATIONS[path];
      if (!expected) {
        problems.push(`${path} (${file}) is not in tests/integration/authorization-table.ts`);
        continue;
      }
      const { get, action } = await moduleMethods(file);
      if (get && !expected.some((v) => v.method === "GET")) problems.push(`${path}: ${file} answers GET, the table has no GET visit`);
      if (action && !expected.some((v) => v.method !== "GET")) problems.push(`${path}: ${file} has an action, the table has no POST or DELETE visit`);
    }
    const paths = new Set(defined.map((r) => r.path));
    for (const key of Object.keys(ROUTE_EXPECTATIONS)) if (!paths.has(key)) problems.push(`${key} is in the table but not a route of remix.config.js`);
    expect(problems).toEqual([]);
  });

  // Actors in this order: the owner last, so a visit that changes shared data does so after the others tried.
  const order: Actor[] = [...ACTORS].sort((a, b) => Number(a === "owner") - Number(b === "owner"));

  it.each(visits.map(({ key, visit }) => [`${visit.method} ${visit.path ?? key}${visit.note ? ` (${visit.note})` : ""}`, key, visit] as const))(
    "%s",
    async (_name, key, visit) => {
      if (visit.logsError) vi.spyOn(console, "error").mockImplementation(() => undefined);
      const line = (statuses: Record<Actor, number>) => ACTORS.map((a) => `${a} ${statuses[a]}`).join(" · ");
      const planned = Object.fromEntries(ACTORS.map((a) => [a, expectedStatus(visit.expect, a)])) as Record<Actor, number>;
      // The file is shared with the team: its members may read its name on any page (their Shared with me, the
      // audit log); another user and a signed-out visitor never.
      const mayReadName = (actor: Actor) => actor === "owner" || (TEAM_ACTORS as readonly Actor[]).includes(actor);
      const file = routeFiles.get(key);
      const isPage = visit.method === "GET" && file !== undefined && file.endsWith(".tsx") && (await moduleMethods(file)).get;
      for (const dataRequest of isPage ? [false, true] : [false]) {
        const actual = {} as Record<Actor, number>;
        const leaked: Actor[] = [];
        for (const actor of order) {
          const outcome = await visitAs(actor, key, visit, { dataRequest });
          actual[actor] = outcome.status;
          if (outcome.leaks && !mayReadName(actor)) leaked.push(actor);
        }
        const expected = dataRequest ? (Object.fromEntries(ACTORS.map((a) => [a, dataRequestStatus(planned[a])])) as Record<Actor, number>) : planned;
        const label = dataRequest ? "data request" : "request";
        expect(`${label}: ${line(actual)}`).toBe(`${label}: ${line(expected)}`);
        expect(leaked, `the owner's file name reached ${leaked.join(", ")}`).toEqual([]);
      }
    },
  );

  it("still shows the owner's file to its owner after every other visitor's attempt", async () => {
    const res = await appFetch(`/api/datasets/${shared.datasetId}`, { jar: owner.jar });
    expect(res.status).toBe(200);
    // The leak check above looks for this name; the owner's own answer has it.
    expect(await res.text()).toContain(OWNER_FILE_NAME);
  });
});
