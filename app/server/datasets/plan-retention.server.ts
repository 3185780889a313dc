// Retention follows the account's current plan. A file is kept until its plan's retention has run from its upload
// (a cleaned copy: from its original's upload, with which it goes) — reckoned with the plan the account has now,
// so an upgrade extends files uploaded before it — and never less than the expiry promised when it was stored:
// `expires_at` only ever moves later, so a downgrade deletes nothing sooner than promised.
import { and, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import { PLANS, planOrFree } from "~/lib/plans";
import type { Database } from "~/server/db/client.server";
import { datasets } from "~/server/db/schema";
import { listDatasets, type DatasetRow } from "./datasets.server";

const HOUR_MS = 3_600_000;

/** The kept-until time of a file stored at `storedAt` under `plan`, never before what was already promised. */
export function retentionEnd(promised: Date, storedAt: Date, plan: string): Date {
  return new Date(Math.max(promised.getTime(), storedAt.getTime() + planOrFree(plan).limits.retentionHours * HOUR_MS));
}

/** A cleaned copy's expiry: its original's, under the plan the account has now. */
export function copyExpiry(source: Pick<DatasetRow, "expiresAt" | "createdAt">, plan: string): Date {
  return retentionEnd(source.expiresAt, source.createdAt, plan);
}

/** The owner's current plan's retention in milliseconds, as SQL over `datasets.owner_id`. */
const ownerRetentionMs = sql`(select case u.plan ${sql.join(
  PLANS.map((p) => sql`when ${p.id} then ${p.limits.retentionHours * HOUR_MS}`),
  sql` `,
)} else ${planOrFree("free").limits.retentionHours * HOUR_MS} end from users u where u.id = ${datasets.ownerId})`;

/** When the row's retention started: its upload, or its original's for a cleaned copy. */
const storedAt = sql`coalesce((select o.created_at from datasets o where o.id = ${datasets.sourceDatasetId}), ${datasets.createdAt})`;

/**
 * Moves every stored file's expiry to what its owner's current plan gives it, where that is later (an upgrade);
 * `ownerId` limits it to one account. Uploads still in progress keep their short lease. Returns how many moved.
 */
export async function extendRetention(db: Database, ownerId?: string): Promise<number> {
  const planned = sql`${storedAt} + ${ownerRetentionMs}`;
  const where: (SQL | undefined)[] = [ne(datasets.status, "processing"), lt(datasets.expiresAt, planned), ownerId ? eq(datasets.ownerId, ownerId) : undefined];
  const moved = await db
    .update(datasets)
    .set({ expiresAt: sql`${planned}` })
    .where(and(...where))
    .returning({ id: datasets.id });
  return moved.length;
}

/** The owner's files with the expiries their current plan gives them (an upgrade since shows at once). */
export async function listDatasetsKept(db: Database, ownerId: string): Promise<DatasetRow[]> {
  await extendRetention(db, ownerId);
  return listDatasets(db, ownerId);
}
