// Monthly usage counters against the plan table: AI questions and cleanings now; exports reserve through the
// same functions (reserveMonthlyUse / withMonthlyUse) when they arrive.
import { storageUsage } from "~/server/datasets/datasets.server";
import { and, eq, sql } from "drizzle-orm";
import { planOrFree, type Limit, type PlanLimits } from "~/lib/plans";
import type { Database } from "~/server/db/client.server";
import { usageCounters } from "~/server/db/schema";
import { planLimitError } from "~/server/workspace-error.server";

/** Things a plan allows a number of each calendar month. */
export type UsageMetric = "ai_query" | "cleaning" | "export";

const MONTHLY_QUOTAS: Record<UsageMetric, { limit: (limits: PlanLimits) => Limit; refusal: (limit: number, planName: string) => string }> = {
  ai_query: {
    limit: (l) => l.aiQueriesPerMonth,
    refusal: (limit, plan) =>
      `You have used all ${limit} AI questions included in the ${plan} plan this month. Upgrade your plan to keep asking, or wait until next month.`,
  },
  cleaning: {
    limit: (l) => l.cleaningsPerMonth,
    refusal: (limit, plan) => `You have used all ${limit} AI cleanings included in the ${plan} plan this month. Upgrade your plan to clean more files, or wait until next month.`,
  },
  export: {
    limit: (l) => l.exportsPerMonth,
    refusal: (limit, plan) => `You have used all ${limit} exports included in the ${plan} plan this month. Upgrade your plan to export more, or wait until next month.`,
  },
};

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

/** This month's uses of `metric` against the plan's number. */
export async function monthlyMeter(db: Database, user: { id: string; plan: string }, metric: UsageMetric, now = new Date()): Promise<UsageMeter> {
  return {
    used: await usageOf(db, user.id, metric, now),
    limit: MONTHLY_QUOTAS[metric].limit(planOrFree(user.plan).limits),
    period: usagePeriod(now),
  };
}

export async function aiQueryMeter(db: Database, user: { id: string; plan: string }, now = new Date()): Promise<UsageMeter> {
  return monthlyMeter(db, user, "ai_query", now);
}

/** What the user's plan allows and what is used: the dashboard's and Settings' meters. */
export async function planUsage(db: Database, user: { id: string; plan: string }, now = new Date()) {
  const plan = planOrFree(user.plan);
  const [queries, cleanings, exports, storage] = await Promise.all([
    aiQueryMeter(db, user, now),
    monthlyMeter(db, user, "cleaning", now),
    monthlyMeter(db, user, "export", now),
    storageUsage(db, user.id),
  ]);
  return {
    plan: { id: plan.id, name: plan.name },
    queries,
    cleanings,
    exports,
    files: { used: storage.files, limit: plan.limits.files },
    storage: { used: storage.bytes, limit: plan.limits.storageBytes },
  };
}

export type PlanUsage = Awaited<ReturnType<typeof planUsage>>;

/**
 * Reserves one use of `metric` this month, or refuses it with 402 {message, upgradeRequired} when the plan's
 * monthly number is used up. The check and the increment are one conditional statement, so uses started at
 * the same moment cannot together pass the limit. Give the use back with `releaseMonthlyUse` when the work fails
 * (`withMonthlyUse` does both).
 */
export async function reserveMonthlyUse(db: Database, user: { id: string; plan: string }, metric: UsageMetric, now = new Date()): Promise<void> {
  const plan = planOrFree(user.plan);
  const quota = MONTHLY_QUOTAS[metric];
  const limit = quota.limit(plan.limits);
  const refused = () => planLimitError(quota.refusal(limit ?? 0, plan.name));
  if (limit !== null && limit < 1) throw refused();
  const updated = await db
    .insert(usageCounters)
    .values({ userId: user.id, metric, period: usagePeriod(now), count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
      setWhere: limit === null ? undefined : sql`${usageCounters.count} + 1 <= ${limit}`,
    })
    .returning({ count: usageCounters.count });
  if (updated.length === 0) throw refused();
}

/** Gives back a reserved use that produced nothing (the work failed, or a question needed clarifying). */
export async function releaseMonthlyUse(db: Database, userId: string, metric: UsageMetric, now = new Date()): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`max(${usageCounters.count} - 1, 0)` })
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, metric), eq(usageCounters.period, usagePeriod(now))));
}

/** Runs `work` holding one use of `metric` (402 when none is left); the use is given back if `work` throws. */
export async function withMonthlyUse<T>(db: Database, user: { id: string; plan: string }, metric: UsageMetric, work: () => Promise<T>, now = new Date()): Promise<T> {
  await reserveMonthlyUse(db, user, metric, now);
  try {
    return await work();
  } catch (error) {
    await releaseMonthlyUse(db, user.id, metric, now);
    throw error;
  }
}
