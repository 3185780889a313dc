// Sessions: a random 256-bit id in an HttpOnly cookie; D1 keeps only its SHA-256 hash, with a
// 30-day expiry that slides forward (at most once a day) while the user keeps coming back.
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { sessions, users } from "~/server/db/schema";
import { cookiesMustBeSecure, hostCookieName, parseCookies, serializeCookie } from "./cookies.server";
import { randomToken, sha256Hex } from "./encoding.server";
import type { UserRow } from "./users.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extending the expiry costs a write and a cookie: do it only once the session is a day old. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;
/** "Last seen" in the sessions list is kept to the quarter hour: one write per session at most that often. */
const LAST_SEEN_EVERY_MS = 15 * 60 * 1000;
/** Enough of the browser's User-Agent to recognise the device in the sessions list. */
const USER_AGENT_MAX = 300;
const SESSION_COOKIE = "session";

export function sessionCookieName(request: Request): string {
  return hostCookieName(SESSION_COOKIE, cookiesMustBeSecure(request));
}

function sessionCookie(request: Request, token: string, expiresAt: Date, now: number): string {
  return serializeCookie(sessionCookieName(request), token, {
    maxAgeSeconds: (expiresAt.getTime() - now) / 1000,
    secure: cookiesMustBeSecure(request),
  });
}

export function clearSessionCookie(request: Request): string {
  return serializeCookie(sessionCookieName(request), "", { maxAgeSeconds: 0, secure: cookiesMustBeSecure(request) });
}

function sessionTokenFrom(request: Request): string | null {
  const token = parseCookies(request.headers.get("Cookie")).get(sessionCookieName(request));
  // Our tokens are 43 base64url characters; anything else is not worth a database lookup.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** Whether the request carries a session cookie at all (valid or not): cheap, no database lookup. */
export function hasSessionCookie(request: Request): boolean {
  return parseCookies(request.headers.get("Cookie")).has(sessionCookieName(request));
}

/** Starts a session for the user; returns the Set-Cookie header value. */
export async function createSession(db: Database, request: Request, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken(32);
  const expiresAt = new Date(now + SESSION_TTL_MS);
  const userAgent = request.headers.get("User-Agent")?.slice(0, USER_AGENT_MAX) || null;
  await db.insert(sessions).values({ idHash: await sha256Hex(token), userId, expiresAt, createdAt: new Date(now), lastSeenAt: new Date(now), userAgent });
  return sessionCookie(request, token, expiresAt, now);
}

export interface SessionState {
  user: UserRow | null;
  /** A Set-Cookie value the response must carry: the slid expiry, or a clearing cookie for a dead session. */
  setCookie: string | null;
}

async function loadSession(db: Database, request: Request, now: number): Promise<SessionState> {
  const token = sessionTokenFrom(request);
  if (!token) return { user: null, setCookie: hasSessionCookie(request) ? clearSessionCookie(request) : null };
  const idHash = await sha256Hex(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return { user: null, setCookie: clearSessionCookie(request) };
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return { user: null, setCookie: clearSessionCookie(request) };
  }
  if (row.expiresAt.getTime() - now < SESSION_TTL_MS - SLIDE_AFTER_MS) {
    const expiresAt = new Date(now + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt, lastSeenAt: new Date(now) }).where(eq(sessions.idHash, idHash));
    return { user: row.user, setCookie: sessionCookie(request, token, expiresAt, now) };
  }
  if (!row.lastSeenAt || now - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.idHash, idHash));
  }
  return { user: row.user, setCookie: null };
}

// Several loaders of one request share the same Request object: look the session up once.
const sessionsByRequest = new WeakMap<Request, Promise<SessionState>>();

/** The signed-in user of this request (or null), with any cookie update the response must carry. */
export function getSession(db: Database, request: Request, now = Date.now()): Promise<SessionState> {
  let pending = sessionsByRequest.get(request);
  if (!pending) {
    pending = loadSession(db, request, now);
    sessionsByRequest.set(request, pending);
  }
  return pending;
}

/** Ends this request's session server-side; returns the clearing Set-Cookie value. */
export async function destroySession(db: Database, request: Request): Promise<string> {
  const token = sessionTokenFrom(request);
  if (token) await db.delete(sessions).where(eq(sessions.idHash, await sha256Hex(token)));
  sessionsByRequest.delete(request);
  return clearSessionCookie(request);
}

/** Ends every session of a user (after a password reset). */
export async function destroyAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The id (SHA-256 of the cookie's token) of this request's session, or null without one. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const token = sessionTokenFrom(request);
  return token ? sha256Hex(token) : null;
}

export interface SessionListItem {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
  current: boolean;
}

/** The user's live sessions, this request's first, then the most recently seen. */
export async function listSessions(db: Database, request: Request, userId: string, now = Date.now()): Promise<SessionListItem[]> {
  const current = await currentSessionId(request);
  const rows = await db
    .select({ id: sessions.idHash, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const items = rows.map((r) => ({ ...r, current: r.id === current }));
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

/** Ends one of the user's sessions; false when it is not theirs (or already ended). */
export async function destroyUserSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.idHash, sessionId))).returning({ id: sessions.idHash });
  return ended.length > 0;
}

/** Ends every session of the user except this request's; returns how many ended. */
export async function destroyOtherSessions(db: Database, request: Request, userId: string): Promise<number> {
  const current = (await currentSessionId(request)) ?? "";
  const ended = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, current))).returning({ id: sessions.idHash });
  return ended.length;
}
