// D1 with the real migrations, and the retention sweep over it.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "~/server/db/schema";
import { runRetentionSweep } from "~/server/retention.server";
import { createTestContext } from "./helpers";

const MIGRATIONS_DIR_TABLES = ["users", "sessions", "datasets", "jobs", "mail_outbox", "rate_limits", "password_reset_tokens"];

describe("D1 migrations", () => {
  it("are all applied, and recorded in d1_migrations", async () => {
    const applied = await env.DB.prepare("select name from d1_migrations order by id").all<{ name: string }>();
    expect(applied.results.map((r) => r.name)).toEqual(env.TEST_MIGRATIONS.map((m) => m.name));
    expect(applied.results.length).toBeGreaterThan(0);
  });

  it("create the schema's tables", async () => {
    const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table'").all<{ name: string }>();
    const tables = results.map((r) => r.name);
    for (const table of MIGRATIONS_DIR_TABLES) expect(tables).toContain(table);
  });
});

describe("retention sweep", () => {
  it("deletes expired sessions and keeps live ones", async () => {
    const { db } = createTestContext().services;
    const userId = crypto.randomUUID();
    await db.insert(users).values({ id: userId, email: `${userId}@example.com`, username: `u${userId.slice(0, 8)}` });
    const now = new Date("2030-01-01T12:00:00Z");
    await db.insert(sessions).values([
      { idHash: `expired-${userId}`, userId, expiresAt: new Date(now.getTime() - 1000) },
      { idHash: `live-${userId}`, userId, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);

    const result = await runRetentionSweep({ db }, now);

    expect(result.sessions).toBeGreaterThanOrEqual(1);
    const left = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((s) => s.idHash)).toEqual([`live-${userId}`]);
  });
});
