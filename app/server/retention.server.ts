// The scheduled retention sweep: removes what has outlived its retention period.
import { lt } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { emailVerificationTokens, passwordResetTokens, rateLimits, sessions } from "~/server/db/schema";
import { deleteDatasetRows, expiredDatasets } from "~/server/datasets/datasets.server";
import { extendRetention } from "~/server/datasets/plan-retention.server";

export interface SweepResult {
  sessions: number;
  /** Expired password-reset and email-verification links. */
  resetTokens: number;
  rateLimitWindows: number;
  /** Datasets removed (with their R2 objects, cleaned copies, conversations and analyses). */
  datasets: number;
}

/** `files` is the R2 bucket holding dataset objects; the scheduled handler always passes it. */
export async function runRetentionSweep({ db, files }: { db: Database; files?: R2Bucket }, now = new Date()): Promise<SweepResult> {
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash });
  const expiredTokens = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.tokenHash });
  const expiredVerifications = await db
    .delete(emailVerificationTokens)
    .where(lt(emailVerificationTokens.expiresAt, now))
    .returning({ id: emailVerificationTokens.tokenHash });
  // Rate-limit windows older than a day can never matter again.
  const oldWindows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, Math.floor(now.getTime() / 1000) - 86_400))
    .returning({ key: rateLimits.key });
  // Retention follows each account's current plan: expiries an upgrade lengthened move first, so nothing goes early.
  await extendRetention(db);
  // Expired datasets go in bounded pages so one run stays within a Worker's limits; the next run continues.
  let removedDatasets = 0;
  for (let page = 0; files && page < 10; page++) {
    const expired = await expiredDatasets(db, now);
    if (expired.length === 0) break;
    removedDatasets += await deleteDatasetRows(db, files, expired);
  }
  return {
    sessions: expiredSessions.length,
    resetTokens: expiredTokens.length + expiredVerifications.length,
    rateLimitWindows: oldWindows.length,
    datasets: removedDatasets,
  };
}
