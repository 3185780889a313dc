// The scheduled retention sweep: removes what has outlived its retention period.
import { lt } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { passwordResetTokens, rateLimits, sessions } from "~/server/db/schema";

export interface SweepResult {
  sessions: number;
  resetTokens: number;
  rateLimitWindows: number;
}

export async function runRetentionSweep({ db }: { db: Database }, now = new Date()): Promise<SweepResult> {
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash });
  const expiredTokens = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.tokenHash });
  // Rate-limit windows older than a day can never matter again.
  const oldWindows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, Math.floor(now.getTime() / 1000) - 86_400))
    .returning({ key: rateLimits.key });
  return { sessions: expiredSessions.length, resetTokens: expiredTokens.length, rateLimitWindows: oldWindows.length };
}
