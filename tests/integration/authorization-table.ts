// The authorization suite's expectations: every route of remix.config.js, each request it answers (loader GET,
// action POST/DELETE, JSON endpoints, downloads) and the status each kind of visitor must get.
// authorization.test.ts fails when a route of the table is missing here, when a route module's loader or action
// has no visit, or when a key here names no route: a new route (reports, cleaning, teams…) is added here first.
//
// Keys are the route's full path as remix.config.js builds it ("/dashboard/data-analysis/:datasetId"; "*" for
// the not-found route). Add an actor (e.g. a team role) to ACTORS and give it a status in every expectation.
import { fileForm } from "./workspace-helpers";

/**
 * Who visits: the owner of the data; an admin, an editor and a viewer of the owner's team, with which the owner's
 * file is shared (its conversations are never shared); another signed-in user; and a signed-out visitor.
 */
export const ACTORS = ["owner", "admin", "editor", "viewer", "other", "anonymous"] as const;
export type Actor = (typeof ACTORS)[number];
export const TEAM_ACTORS = ["admin", "editor", "viewer"] as const satisfies readonly Actor[];
type TeamActor = (typeof TEAM_ACTORS)[number];
/**
 * The status each visitor must get. A team member's status is written out wherever sharing changes it; where a
 * team member is just another signed-in user (their own pages, the owner's conversations) it is `other`'s.
 */
export type Expected = Record<Exclude<Actor, TeamActor>, number> & Partial<Record<TeamActor, number>>;

/** The status `actor` must get for `expected`. */
export function expectedStatus(expected: Expected, actor: Actor): number {
  return expected[actor] ?? expected.other;
}

/** Team members of each role get the same status. */
const team = (status: number) => ({ admin: status, editor: status, viewer: status });
/** As the permission matrix says: admins do it, editors and viewers are refused (403). */
const ADMIN_ONLY = (ok: number) => ({ admin: ok, editor: 403, viewer: 403 });
/** Admins and editors do it, viewers are refused (403). */
const EDITORS = (ok: number) => ({ admin: ok, editor: ok, viewer: 403 });

/** What a visit may use: the owner's data, made before the suite (or fresh for a visit marked `fresh`). */
export interface Fixture {
  datasetId: string;
  conversationId: string;
  messageId: string;
}

export interface Visit {
  method: "GET" | "POST" | "DELETE";
  /** The request path; `:name` takes the fixture's value (`:id` and `:datasetId` are the dataset). Default: the key. */
  path?: string;
  /** A request body (a new one for each visit: bodies are streams read once). */
  body?: (f: Fixture) => BodyInit;
  /** JSON bodies get `Content-Type: application/json`. */
  json?: boolean;
  expect: Expected;
  /** The visit changes or deletes the owner's data: every actor gets a fresh dataset and conversation. */
  fresh?: boolean;
  /** The visit ends the visitor's session: it runs with a session of its own. */
  endsSession?: boolean;
  /** The route logs an error on purpose (console.error is expected, not a failure). */
  logsError?: boolean;
  /** Why the statuses are what they are, when it is not obvious. */
  note?: string;
}

const all = (status: number): Expected => ({ owner: status, other: status, anonymous: status });
/** Anyone may see it. */
const PUBLIC = all(200);
/** A signed-in page: the visitor is sent to /login. */
const SIGNED_IN_PAGE: Expected = { owner: 200, other: 200, anonymous: 302 };
/** A page of the owner's data: another user gets the same 404 as for an id that never existed. */
const OWNED_PAGE: Expected = { owner: 200, other: 404, anonymous: 302 };
/** A page of the owner's file, shared with the team: every role may open it. */
const SHARED_PAGE: Expected = { ...OWNED_PAGE, ...team(200) };
/** The JSON API for anyone signed in: the visitor gets 401 {message}. */
const SIGNED_IN_API: Expected = { owner: 200, other: 200, anonymous: 401 };
const OWNED_API: Expected = { owner: 200, other: 404, anonymous: 401 };
/** The JSON API of the owner's file, shared with the team: every role may read it (and ask, and download it). */
const SHARED_API: Expected = { ...OWNED_API, ...team(200) };
/** Pages only for signed-out visitors (sign-in, sign-up): someone signed in goes on to the workspace. */
const SIGNED_OUT_PAGE: Expected = { owner: 302, other: 302, anonymous: 200 };

const json = (value: unknown) => () => JSON.stringify(value);
const formBody = (fields: Record<string, string>) => () => new URLSearchParams(fields);
const uniqueEmail = () => `authz-${crypto.randomUUID()}@example.test`;
const SMALL_CSV = "region,units\nNorth,3\nSouth,5\n";

const publicPage = (path: string) => [path, [{ method: "GET", expect: PUBLIC }]] as const;

export const ROUTE_EXPECTATIONS: Record<string, Visit[]> = {
  // Public site
  "/": [
    { method: "GET", expect: PUBLIC },
    { method: "POST", body: () => new URLSearchParams({ intent: "schedule-demo", email: uniqueEmail() }), expect: all(201), note: "the Schedule Demo form" },
  ],
  ...Object.fromEntries(
    ["/documentation", "/support", "/tutorials", "/help-center", "/about", "/blog", "/privacy", "/terms", "/security", "/robots.txt", "/sitemap.xml"].map(publicPage),
  ),
  "/waitlist": [
    { method: "GET", expect: PUBLIC },
    { method: "POST", body: () => new URLSearchParams({ name: "Ana", email: uniqueEmail(), country: "Brazil" }), expect: PUBLIC },
  ],
  "/contact": [
    { method: "GET", expect: PUBLIC },
    {
      method: "POST",
      body: () => new URLSearchParams({ name: "Ana", email: uniqueEmail(), topic: "question", message: "Hello, a question about plans." }),
      expect: all(201),
    },
  ],
  "/login": [
    { method: "GET", expect: SIGNED_OUT_PAGE },
    {
      method: "POST",
      body: () => new URLSearchParams({ intent: "sign-in", email: uniqueEmail(), password: "wrong password" }),
      expect: { owner: 302, other: 302, anonymous: 401 },
      note: "wrong credentials; someone signed in is sent on by the page's loader",
    },
  ],
  "/register": [
    { method: "GET", expect: SIGNED_OUT_PAGE },
    { method: "POST", body: formBody({ intent: "sign-up" }), expect: { owner: 302, other: 302, anonymous: 400 }, note: "missing fields" },
  ],
  "/reset-password": [
    { method: "GET", path: "/reset-password?token=not-a-token", expect: PUBLIC, note: "the page explains the link is invalid" },
    { method: "POST", body: formBody({ token: "not-a-token", password: "a new password 123", confirmPassword: "a new password 123" }), expect: all(400) },
  ],
  "/verify-email": [
    { method: "GET", path: "/verify-email?token=not-a-token", expect: all(302), note: "an invalid link goes to /login or /dashboard with a toast" },
    {
      method: "POST",
      path: "/verify-email?token=not-a-token",
      body: formBody({ token: "not-a-token", password: "a new password 123", confirmPassword: "a new password 123" }),
      expect: all(302),
      note: "confirm with a new password: an invalid link is refused and the page sends it on with a toast",
    },
  ],
  "/logout": [
    { method: "GET", expect: all(302), note: "never signs out on a GET: home" },
    { method: "POST", expect: all(302), endsSession: true },
  ],
  "/auth/google": [
    { method: "GET", expect: all(302) },
    { method: "POST", body: formBody({ intent: "sign-in" }), expect: all(302), note: "Google is not configured in tests: back with a toast" },
  ],
  "/auth/google/callback": [{ method: "GET", path: "/auth/google/callback?code=x&state=forged", expect: all(302) }],

  // Signed download links: the signature is the permission, whoever holds the link
  "/downloads/:exportId/:fileName": [{ method: "GET", path: "/downloads/x/report.pdf?expires=1&signature=AAAA", expect: all(403), note: "a forged link" }],
  "/downloads/:exportId/:fileName/file": [{ method: "GET", path: "/downloads/x/report.pdf/file?expires=1&signature=AAAA", expect: all(403), note: "a forged link" }],

  // Signed-in workspace
  "/dashboard": [{ method: "GET", expect: SIGNED_IN_PAGE }],
  "/dashboard/data-analysis": [
    { method: "GET", expect: SIGNED_IN_PAGE },
    {
      method: "POST",
      body: (f) => new URLSearchParams({ intent: "delete", datasetId: f.datasetId }),
      expect: { owner: 303, ...ADMIN_ONLY(303), other: 404, anonymous: 302 },
      fresh: true,
    },
  ],
  "/dashboard/data-analysis/:datasetId": [
    { method: "GET", expect: SHARED_PAGE },
    { method: "POST", body: formBody({ intent: "sheet", sheet: "" }), expect: { owner: 303, ...EDITORS(303), other: 404, anonymous: 302 }, note: "read the file again: an edit" },
    {
      method: "POST",
      body: formBody({ intent: "clean", level: "moderate" }),
      expect: { owner: 400, ...EDITORS(400), other: 404, anonymous: 302 },
      note: "cleaning makes a copy of the member's own: editors reach the file (which has nothing to clean: 400), viewers may not",
    },
    { method: "POST", body: () => new URLSearchParams({ intent: "delete" }), expect: { owner: 303, ...ADMIN_ONLY(303), other: 404, anonymous: 302 }, fresh: true, note: "held for confirmation" },
    { method: "POST", body: () => new URLSearchParams({ intent: "delete", confirm: "yes" }), expect: { owner: 303, ...ADMIN_ONLY(303), other: 404, anonymous: 302 }, fresh: true },
  ],
  "/dashboard/ai-analysis": [
    { method: "GET", path: "/dashboard/ai-analysis?dataset=:datasetId&conversation=:conversationId", expect: OWNED_PAGE },
    {
      method: "POST",
      body: (f) => new URLSearchParams({ intent: "ask", datasetId: f.datasetId, question: "total units by region" }),
      expect: { owner: 303, ...team(303), other: 404, anonymous: 302 },
      note: "every role may ask about a shared file (in a conversation of their own)",
    },
    {
      method: "POST",
      body: (f) => new URLSearchParams({ intent: "save", conversationId: f.conversationId, messageId: f.messageId }),
      expect: { owner: 303, other: 404, anonymous: 302 },
    },
    {
      method: "POST",
      body: (f) => new URLSearchParams({ intent: "delete-conversation", conversationId: f.conversationId }),
      expect: { owner: 303, other: 404, anonymous: 302 },
      fresh: true,
    },
  ],
  "/dashboard/dashboard-builder": [
    { method: "GET", expect: SIGNED_IN_PAGE },
    { method: "POST", body: formBody({ title: "" }), expect: { owner: 400, other: 400, anonymous: 302 }, note: "no title; creating is covered by dashboards.test.ts" },
  ],
  "/dashboard/dashboard-builder/:dashboardId": [
    {
      method: "GET",
      path: "/dashboard/dashboard-builder/no-such-dashboard",
      expect: { owner: 404, other: 404, anonymous: 302 },
      note: "another user's dashboard is the same 404 (dashboards.test.ts)",
    },
    { method: "POST", path: "/dashboard/dashboard-builder/no-such-dashboard", body: formBody({ intent: "rename", title: "Q3" }), expect: { owner: 404, other: 404, anonymous: 302 } },
  ],
  "/dashboard/reports": [
    { method: "GET", expect: SIGNED_IN_PAGE },
    { method: "POST", body: formBody({ title: "Q3" }), expect: { owner: 400, other: 400, anonymous: 302 }, note: "no analyses chosen; another user's analyses are 404 (reports-exports.test.ts)" },
    {
      method: "POST",
      body: formBody({ intent: "delete-analysis", analysisId: "no-such-analysis" }),
      expect: { owner: 404, other: 404, anonymous: 302 },
      note: "deleting a saved analysis; another user's analysis is 404 (delete-paths.test.ts)",
    },
  ],
  "/dashboard/reports/exports": [
    { method: "GET", expect: SIGNED_IN_PAGE },
    { method: "POST", body: formBody({ format: "csv" }), expect: { owner: 400, other: 400, anonymous: 302 }, note: "no report or answer named; owners are covered by reports-exports.test.ts" },
  ],
  "/dashboard/reports/exports/:exportId": [
    {
      method: "GET",
      path: "/dashboard/reports/exports/no-such-export",
      expect: { owner: 404, other: 404, anonymous: 302 },
      note: "another user's export is the same 404 (reports-exports.test.ts)",
    },
  ],
  "/dashboard/teams": [
    { method: "GET", expect: SIGNED_IN_PAGE },
    { method: "POST", body: formBody({ intent: "create", name: "Authz team" }), expect: { owner: 302, other: 402, anonymous: 302 }, note: "creating a team needs Enterprise: only the owner has it" },
    { method: "POST", body: formBody({ intent: "remove", teamId: "no-such-team", userId: "x" }), expect: { owner: 404, other: 404, anonymous: 302 }, note: "a team the user is not in" },
  ],
  "/dashboard/teams/invite": [
    { method: "GET", path: "/dashboard/teams/invite?token=not-a-token", expect: { owner: 400, other: 400, anonymous: 302 }, note: "a changed link (teams.test.ts: expired, reused)" },
    { method: "POST", body: formBody({ token: "not-a-token", answer: "accept" }), expect: { owner: 400, other: 400, anonymous: 302 } },
  ],
  "/dashboard/teams/share": [
    { method: "GET", expect: SIGNED_IN_PAGE },
    {
      method: "POST",
      body: (f) => new URLSearchParams({ intent: "share", resourceType: "dataset", resourceId: f.datasetId, teamId: "no-such-team" }),
      expect: { owner: 404, ...ADMIN_ONLY(404), other: 404, anonymous: 302 },
      note: "a team no one is in: 404 for those who may share; editors and viewers may not share (403); another user never learns the file exists",
    },
  ],
  "/dashboard/teams/audit-log.csv": [{ method: "GET", path: "/dashboard/teams/audit-log.csv?team=no-such-team", expect: { owner: 404, other: 404, anonymous: 302 } }],
  "/dashboard/settings": [
    { method: "GET", expect: SIGNED_IN_PAGE },
    {
      method: "POST",
      body: formBody({ intent: "profile", fullName: "" }),
      expect: { owner: 400, other: 400, anonymous: 302 },
      note: "a blank name; every form changes only the signed-in user's own account (settings.test.ts)",
    },
    {
      method: "POST",
      body: formBody({ intent: "end-session", sessionId: "0".repeat(64) }),
      expect: { owner: 404, other: 404, anonymous: 302 },
      note: "a session that is not the user's; another user's session is the same 404 (settings.test.ts)",
    },
  ],
  "/dashboard/settings/email": [
    {
      method: "GET",
      path: "/dashboard/settings/email?token=forged",
      expect: { owner: 403, other: 403, anonymous: 302 },
      note: "a forged link; a link for another account is 404 (settings.test.ts)",
    },
  ],
  "/dashboard/settings/logo": [{ method: "GET", expect: { owner: 404, other: 404, anonymous: 302 }, note: "each user's own logo; none uploaded in this suite" }],

  // JSON API
  "/api/health": [{ method: "GET", expect: PUBLIC }],
  "/api/auth/login": [
    { method: "GET", expect: all(405) },
    // A new address each time: six visitors' failures on one account would reach the per-account sign-in limit (429).
    { method: "POST", json: true, body: () => JSON.stringify({ email: uniqueEmail(), password: "wrong password" }), expect: all(401) },
  ],
  "/api/auth/firebase-sync": [
    { method: "GET", expect: all(405) },
    { method: "POST", json: true, body: json({}), expect: all(400) },
  ],
  "/api/auth/logout": [
    { method: "GET", expect: all(405) },
    { method: "POST", expect: all(200), endsSession: true },
  ],
  "/api/users/profile": [{ method: "GET", expect: SIGNED_IN_API }],
  "/api/waitlist": [
    { method: "GET", expect: all(405) },
    { method: "POST", json: true, body: () => JSON.stringify({ name: "Ana", email: uniqueEmail(), country: "Brazil" }), expect: all(201) },
  ],
  "/api/schedule-demo": [
    { method: "GET", expect: all(405) },
    { method: "POST", json: true, body: () => JSON.stringify({ email: uniqueEmail() }), expect: all(201) },
  ],
  "/api/datasets": [
    { method: "GET", expect: SIGNED_IN_API },
    { method: "POST", body: () => fileForm("upload.csv", SMALL_CSV), expect: { owner: 201, other: 201, anonymous: 401 }, note: "each signed-in user uploads their own" },
  ],
  "/api/datasets/:id": [
    { method: "GET", expect: SHARED_API },
    { method: "DELETE", path: "/api/datasets/:id?confirm=1", expect: { ...OWNED_API, ...ADMIN_ONLY(200) }, fresh: true, note: "the file has a conversation: deleting it is confirmed" },
    { method: "POST", expect: all(405), note: "only DELETE changes a file" },
  ],
  "/api/datasets/:id/ingest": [
    // Fresh: on the shared file, once an analysis is saved on it, a re-read goes to a new file (201, reread-keeps-saved-work.test.ts).
    { method: "POST", json: true, body: json({}), expect: OWNED_API, fresh: true, note: "part of the owner's own upload: team members 404" },
  ],
  "/api/datasets/:id/ask": [{ method: "POST", json: true, body: json({ question: "total units by region" }), expect: SHARED_API }],
  "/api/datasets/:id/converted": [
    {
      method: "POST",
      body: () => fileForm("converted.csv", SMALL_CSV),
      expect: { owner: 400, other: 404, anonymous: 401 },
      note: "the owner of a CSV hears only workbooks are converted; others never learn the file exists",
    },
  ],
  "/api/datasets/:id/original": [{ method: "GET", expect: SHARED_API, note: "downloading the original is an export: every role" }],
  "/api/exports": [
    {
      method: "POST",
      json: true,
      body: (f) => JSON.stringify({ format: "csv", conversationId: f.conversationId, messageId: f.messageId }),
      expect: { owner: 202, other: 404, anonymous: 401 },
      note: "an export of the owner's answer; another user's is the same 404 as none",
    },
  ],
  "/api/exports/:id": [{ method: "GET", path: "/api/exports/no-such-export", expect: { owner: 404, other: 404, anonymous: 401 }, note: "another user's export is the same 404 (exports-api.test.ts)" }],
  "/api/questions/:id": [
    { method: "GET", path: "/api/questions/no-such-question", expect: { owner: 404, other: 404, anonymous: 401 }, note: "another user's queued question is the same 404 (question-queue.test.ts)" },
  ],
  "/api/datasets/:id/download": [
    { method: "GET", path: "/api/datasets/:id/download?format=csv", expect: OWNED_API },
    { method: "GET", path: "/api/datasets/:id/download?format=xlsx", expect: OWNED_API },
  ],

  // Test-only routes (test builds only)
  "/__test/throw": [{ method: "GET", expect: all(500), logsError: true, note: "throws on purpose: the error screen" }],
  "/__test/render-error": [{ method: "GET", expect: PUBLIC }],
  "/__test/kit": [{ method: "GET", expect: PUBLIC }],
  "/__test/answer-cards": [{ method: "GET", expect: PUBLIC }],
  "/__test/outbox": [{ method: "GET", path: "/__test/outbox?to=nobody@example.test", expect: PUBLIC }],
  "/__test/plan": [{ method: "POST", body: formBody({ email: "nobody@example.test", plan: "pro" }), expect: PUBLIC, note: "test builds only: changes no one here" }],
  "/dashboard/reports/:reportId": [
    { method: "GET", path: "/dashboard/reports/no-such-report", expect: { owner: 404, other: 404, anonymous: 302 }, note: "another user's report is the same 404 (reports-exports.test.ts)" },
    { method: "POST", path: "/dashboard/reports/no-such-report", body: formBody({ intent: "save", title: "Q3" }), expect: { owner: 404, other: 404, anonymous: 302 } },
  ],
  "/dashboard/reports/:reportId/rerun": [
    {
      method: "GET",
      path: "/dashboard/reports/no-such-report/rerun?from=:datasetId&to=:datasetId",
      expect: { owner: 404, other: 404, anonymous: 302 },
      note: "another user's report or file is the same 404 (reports-rerun.test.ts)",
    },
    {
      method: "POST",
      path: "/dashboard/reports/no-such-report/rerun",
      body: (f) => new URLSearchParams({ from: f.datasetId, to: f.datasetId, format: "pdf" }),
      expect: { owner: 404, other: 404, anonymous: 302 },
    },
  ],

  "*": [{ method: "GET", path: "/no-such-page", expect: all(404) }],
};
