// User rows and the public shape the session, the root loader and the JSON API return.
import { eq } from "drizzle-orm";
import type { SessionUser } from "~/lib/session-user";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema";

export type UserRow = typeof users.$inferSelect;

/** The user as the client sees it (SPEC §3: username, email, plan, fullName, id). Never includes secrets. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    plan: row.plan,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleSub !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Emails are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SPEC §3: the username is the part of the email before the @. */
export function usernameFromEmail(email: string): string {
  const at = email.indexOf("@");
  return (at > 0 ? email.slice(0, at) : email).slice(0, 64);
}

export function fullNameFrom(firstName: string, lastName?: string | null): string {
  return [firstName.trim(), (lastName ?? "").trim()].filter(Boolean).join(" ");
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, normalizeEmail(email)) });
}

/** A username is not unique (two emails can share the part before @): only an unambiguous match counts. */
export async function findUserByUniqueUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username.trim())).limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/** SQLite's unique-constraint failure, as D1 reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : String(error);
  return /UNIQUE constraint failed/i.test(text);
}
