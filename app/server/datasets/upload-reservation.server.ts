// The plan's file count and storage held under concurrency. An upload's `datasets` row is inserted before its
// bytes are stored, in the same transaction as the check (insertDatasetWithinLimits), so parallel uploads see
// each other; the row's byte size then grows, always conditionally, as bytes arrive, and settles to the real
// size. A failed upload deletes the row. A request that dies mid-upload leaves a row that expires after a short
// lease, so the hourly retention sweep gives its slot back.
import { planOrFree } from "~/lib/plans";
import { sizeRefusal, uploadAllowance, type UploadAllowance } from "~/lib/upload-limits";
import type { Database } from "~/server/db/client.server";
import { planLimitError } from "~/server/workspace-error.server";
import { deleteDatasetRows, insertDatasetWithinLimits, resizeDatasetWithinLimit, storageUsage, type DatasetRow, type NewDatasetRow } from "./datasets.server";

/** How long an upload in progress holds its reservation without news; renewed while bytes keep arriving. */
export const UPLOAD_LEASE_MS = 15 * 60_000;
/** Without a declared size, the reservation grows by this much at a time (fewer D1 writes than per chunk). */
const GROWTH_BYTES = 8_000_000;

export interface UploadUser {
  id: string;
  plan: string;
}

/** The 402 for a user whose plan's file count is used up, or null when a file slot is free. */
export function fileSlotRefusal(usage: { files: number }, user: UploadUser) {
  const plan = planOrFree(user.plan);
  if (usage.files < plan.limits.files) return null;
  return planLimitError(
    `Your ${plan.name} plan keeps up to ${plan.limits.files} files at a time, and you have ${usage.files}. Delete a file or upgrade your plan to upload more.`,
  );
}

/** Refuses (402/413) what the user's current usage already rules out: a full file count, or too many bytes. */
export async function checkUploadAllowed(db: Database, user: UploadUser, fileBytes: number | null): Promise<UploadAllowance> {
  const usage = await storageUsage(db, user.id);
  const slot = fileSlotRefusal(usage, user);
  if (slot) throw slot;
  const allowance = uploadAllowance(usage, user.plan);
  const refusal = fileBytes === null ? null : sizeRefusal(fileBytes, allowance);
  if (refusal) throw planLimitError(refusal.message, refusal.status);
  return allowance;
}

/**
 * Reserves a file slot and `byteSize` bytes for `row` (inserted with them), or throws the plan's 402/413 with
 * what the user has now. Used by uploads and by every other way a dataset is added (sample, cleaned copies).
 */
export async function reserveDataset(db: Database, user: UploadUser, row: NewDatasetRow & { id: string }): Promise<void> {
  const { limits } = planOrFree(user.plan);
  if (await insertDatasetWithinLimits(db, row, limits)) return;
  // Refused: say why from what the user has now (a file that finished meanwhile may have made room: try once more).
  await checkUploadAllowed(db, user, row.byteSize ?? 0);
  if (await insertDatasetWithinLimits(db, row, limits)) return;
  throw planLimitError("Other uploads are using the room your plan has left. Wait until they finish, or delete a file, and try again.");
}

/** An upload's hold on the plan: grows with the bytes stored, settles to their count, or is released. */
export class UploadReservation {
  private reserved = 0;
  private leaseRenewedAt = Date.now();

  private constructor(
    private readonly db: Database,
    private readonly user: UploadUser,
    readonly row: Pick<DatasetRow, "id" | "ownerId">,
    private readonly allowance: UploadAllowance,
    /** The file's size when the request declared it (its Content-Length, an upper bound). */
    private readonly expectedBytes: number | null,
  ) {}

  /** Inserts the upload's row holding a file slot (402 when none is left). */
  static async open(
    db: Database,
    user: UploadUser,
    row: Omit<NewDatasetRow, "byteSize" | "expiresAt"> & { id: string },
    allowance: UploadAllowance,
    expectedBytes: number | null,
  ): Promise<UploadReservation> {
    await reserveDataset(db, user, { ...row, byteSize: 0, expiresAt: new Date(Date.now() + UPLOAD_LEASE_MS) });
    return new UploadReservation(db, user, row, allowance, expectedBytes);
  }

  private resize(patch: { byteSize: number; expiresAt: Date; sheet?: string | null }): Promise<boolean> {
    return resizeDatasetWithinLimit(this.db, this.row, patch, planOrFree(this.user.plan).limits.storageBytes);
  }

  /** Makes sure `total` bytes are reserved before they are stored: 402 when the plan's storage has no room. */
  async ensure(total: number): Promise<void> {
    if (total <= this.reserved) {
      if (Date.now() - this.leaseRenewedAt > UPLOAD_LEASE_MS / 3) await this.renew(this.reserved);
      return;
    }
    const wanted = Math.min(this.allowance.maxBytes, Math.max(total, this.expectedBytes ?? this.reserved + GROWTH_BYTES));
    if (await this.renew(wanted)) return;
    // The generous step did not fit (others reserved meanwhile, or the declared size counts the envelope): the exact need.
    if (wanted > total && (await this.renew(total))) return;
    const refusal = sizeRefusal(null, { ...this.allowance, limitedBy: "storage" })!;
    throw planLimitError(refusal.message, refusal.status);
  }

  private async renew(byteSize: number): Promise<boolean> {
    if (!(await this.resize({ byteSize, expiresAt: new Date(Date.now() + UPLOAD_LEASE_MS) }))) return false;
    this.reserved = byteSize;
    this.leaseRenewedAt = Date.now();
    return true;
  }

  /** The upload is stored: the row takes its real size and the plan's retention. False when the row is gone. */
  settle(patch: { byteSize: number; expiresAt: Date; sheet: string | null }): Promise<boolean> {
    return this.resize(patch);
  }

  /** Gives the slot and the bytes back (the upload failed): the row goes, with anything stored under it. */
  async release(files: R2Bucket): Promise<void> {
    await deleteDatasetRows(this.db, files, [this.row]);
  }
}
