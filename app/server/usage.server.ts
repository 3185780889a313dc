// Monthly usage counters against the plan table (AI queries now; cleanings and exports use the same table).
import { and, eq, sql } from "drizzle-orm";
import { planOrFree, type Limit } from "~/lib/plans";
import type { Database } from "~/server/db/client.server";
import { usageCounters } from "~/server/db/schema";
import { planLimitError } from "~/server/workspace-error.server";

export type UsageMetric = "ai_query";

/** The calendar month a use counts in, in UTC: "2026-11". */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export interface UsageMeter {
  used: number;
  /** null: unlimited. */
  limit: Limit;
  period: string;
}

export async function usageOf(db: Database, userId: string, metric: UsageMetric, now = new Date()): Promise<number> {
  const row = await db.query.usageCounters.findFirst({
    where: and(eq(usageCounters.userId, userId), eq(usageCounters.metric, metric), eq(usageCounters.period, usagePeriod(now))),
  });
  return row?.count ?? 0;
}

export async function aiQueryMeter(db: Database, user: { id: string; plan: string }, now = new Date()): Promise<UsageMeter> {
  return {
    used: await usageOf(db, user.id, "ai_query", now),
    limit: planOrFree(user.plan).limits.aiQueriesPerMonth,
    period: usagePeriod(now),
  };
}

/**
 * Counts one AI query, or refuses it with 402 {message, upgradeRequired} when it would exceed the plan.
 * The check and the increment are one statement, so two questions at once cannot both slip past the limit.
 */
export async function reserveAiQuery(db: Database, user: { id: string; plan: string }, now = new Date()): Promise<void> {
  const plan = planOrFree(user.plan);
  const limit = plan.limits.aiQueriesPerMonth;
  const period = usagePeriod(now);
  const updated = await db
    .insert(usageCounters)
    .values({ userId: user.id, metric: "ai_query", period, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
      setWhere: limit === null ? undefined : sql`${usageCounters.count} < ${limit}`,
    })
    .returning({ count: usageCounters.count });
  if (updated.length === 0 || (limit !== null && updated[0].count > limit)) {
    throw planLimitError(
      `You have used all ${limit} AI questions included in the ${plan.name} plan this month. Upgrade your plan to keep asking, or wait until next month.`,
    );
  }
}

/** Gives back a reserved query that produced no answer (the question could not be understood or failed). */
export async function releaseAiQuery(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`max(${usageCounters.count} - 1, 0)` })
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, "ai_query"), eq(usageCounters.period, usagePeriod(now))));
}
