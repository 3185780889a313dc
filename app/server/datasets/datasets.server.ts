// Dataset rows in D1, always scoped to their owner: a dataset that is not yours does not exist (404).
import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { datasets } from "~/server/db/schema";
import { requireResource } from "~/server/access.server";
import { forgetDerivedOf } from "~/server/deleted-resources.server";
import { auditTeamsOf, recordItemAudit } from "~/server/teams/audit.server";
import { notFound } from "~/server/workspace-error.server";
import { datasetPrefix, deletePrefix } from "./storage.server";

export type DatasetRow = typeof datasets.$inferSelect;
export type NewDatasetRow = typeof datasets.$inferInsert;

export async function listDatasets(db: Database, ownerId: string): Promise<DatasetRow[]> {
  return db.select().from(datasets).where(eq(datasets.ownerId, ownerId)).orderBy(desc(datasets.createdAt));
}

/** The owner's dataset, or a 404 WorkspaceError (also for another user's id). */
export async function getDataset(db: Database, ownerId: string, id: string): Promise<DatasetRow> {
  const row = await db.query.datasets.findFirst({ where: and(eq(datasets.id, id), eq(datasets.ownerId, ownerId)) });
  if (!row) throw notFound("This file");
  return row;
}

/** A dataset by id alone — only for background work (the queue consumer), never for a user's request. */
export async function getDatasetById(db: Database, id: string): Promise<DatasetRow | undefined> {
  return db.query.datasets.findFirst({ where: eq(datasets.id, id) });
}

/** What the owner's stored files use against the plan: file count and bytes of originals and cleaned copies. */
export async function storageUsage(db: Database, ownerId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: sql<number>`count(*)`, bytes: sql<number>`coalesce(sum(${datasets.byteSize}), 0)` })
    .from(datasets)
    .where(eq(datasets.ownerId, ownerId));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Inserts `row` only if its owner then keeps within `limits` — file count and total bytes, this row included —
 * and returns whether it did. Insert and check are one D1 batch (one transaction), so uploads that start at the
 * same moment cannot together pass the plan: the row is the reservation.
 */
export async function insertDatasetWithinLimits(db: Database, row: NewDatasetRow, limits: { files: number; storageBytes: number }): Promise<boolean> {
  const [, refused] = await db.batch([
    db.insert(datasets).values(row),
    db
      .delete(datasets)
      .where(
        and(
          eq(datasets.id, row.id!),
          sql`((select count(*) from datasets d where d.owner_id = ${row.ownerId}) > ${limits.files}
            or (select coalesce(sum(d.byte_size), 0) from datasets d where d.owner_id = ${row.ownerId}) > ${limits.storageBytes})`,
        ),
      )
      .returning({ id: datasets.id }),
  ]);
  return refused.length === 0;
}

/**
 * Sets a dataset's byte size (and expiry) if its owner's files then stay within `storageBytes`; false when they
 * would not, or when the row is gone (deleted meanwhile). Grows and settles an upload's reservation.
 */
export async function resizeDatasetWithinLimit(
  db: Database,
  row: Pick<DatasetRow, "id" | "ownerId">,
  patch: { byteSize: number; expiresAt: Date; sheet?: string | null },
  storageBytes: number,
): Promise<boolean> {
  const updated = await db
    .update(datasets)
    .set(patch)
    .where(
      and(
        eq(datasets.id, row.id),
        sql`(select coalesce(sum(d.byte_size), 0) from datasets d where d.owner_id = ${row.ownerId} and d.id <> ${row.id}) + ${patch.byteSize} <= ${storageBytes}`,
      ),
    )
    .returning({ id: datasets.id });
  return updated.length > 0;
}

export async function updateDataset(db: Database, id: string, patch: Partial<NewDatasetRow>): Promise<void> {
  await db.update(datasets).set(patch).where(eq(datasets.id, id));
}

/** The cleaned copy (Clean_…) of an original, newest first, if any is ready: later analysis uses it by default. */
export async function latestCleanedCopy(db: Database, ownerId: string, originalId: string): Promise<DatasetRow | undefined> {
  return db.query.datasets.findFirst({
    where: and(
      eq(datasets.ownerId, ownerId),
      eq(datasets.sourceDatasetId, originalId),
      eq(datasets.kind, "cleaned"),
      eq(datasets.status, "ready"),
    ),
    orderBy: desc(datasets.createdAt),
  });
}

/**
 * Deletes datasets with everything derived from them: their cleaned copies, every R2 object under
 * their prefixes, the exports made from their analyses and answers (anyone's) and their shares with teams, and
 * (through D1's ON DELETE CASCADE) their conversations, messages and analyses.
 */
export async function deleteDatasetRows(db: Database, bucket: R2Bucket, rows: Pick<DatasetRow, "id" | "ownerId">[]): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  const copies = await db
    .select({ id: datasets.id, ownerId: datasets.ownerId })
    .from(datasets)
    .where(inArray(datasets.sourceDatasetId, ids));
  const all = [...rows, ...copies.filter((c) => !ids.includes(c.id))];
  for (const row of all) await deletePrefix(bucket, datasetPrefix(row.ownerId, row.id));
  const allIds = all.map((r) => r.id);
  await forgetDerivedOf(db, bucket, { datasets: allIds });
  await db.delete(datasets).where(or(inArray(datasets.id, allIds), inArray(datasets.sourceDatasetId, allIds)));
  return all.length;
}

/**
 * Deletes a dataset the user may delete — their own, or one shared with a team where they are owner or admin
 * (404 if they cannot see it, 403 if their role cannot delete) — and writes the audit entry.
 */
export async function deleteDatasetAs(db: Database, bucket: R2Bucket, actorId: string, id: string, now: Date): Promise<void> {
  const { row } = await requireResource(db, actorId, "dataset", id, "delete");
  const teamIds = await auditTeamsOf(db, actorId, { type: "dataset", id: row.id });
  await deleteDatasetRows(db, bucket, [row]);
  await recordItemAudit(db, { actorId, action: "delete", resource: { type: "dataset", id: row.id }, details: { name: row.name, owner: row.ownerId === actorId ? null : row.ownerId }, at: now }, teamIds);
}

/** Datasets whose retention has run out, oldest first (bounded so one sweep stays within a Worker's limits). */
export async function expiredDatasets(db: Database, now: Date, limit = 200): Promise<Pick<DatasetRow, "id" | "ownerId">[]> {
  return db
    .select({ id: datasets.id, ownerId: datasets.ownerId })
    .from(datasets)
    .where(lt(datasets.expiresAt, now))
    .orderBy(datasets.expiresAt)
    .limit(limit);
}
