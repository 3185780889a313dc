// The one-click sample: stored and read like any upload, so it behaves exactly like the user's own files.
import { planOrFree } from "~/lib/plans";
import { WorkspaceError } from "~/server/workspace-error.server";
import { insertDataset, storageUsage, type DatasetRow } from "./datasets.server";
import { startIngest, type IngestServices } from "./ingest.server";
import { SAMPLE_FILE_NAME, sampleSalesCsv } from "./sample-sales";
import { datasetKeys } from "./storage.server";
import { assertFileSlot, uploadAllowance, type UploadUser } from "./upload.server";

export async function createSampleDataset(services: IngestServices, user: UploadUser, now = new Date()): Promise<DatasetRow> {
  const usage = await storageUsage(services.db, user.id);
  assertFileSlot(usage, user);
  const bytes = new TextEncoder().encode(sampleSalesCsv());
  const allowance = uploadAllowance(usage, user);
  if (bytes.length > allowance.maxBytes) throw new WorkspaceError(402, allowance.sizeMessage(), true);
  const id = crypto.randomUUID();
  const originalKey = datasetKeys(user.id, id, "csv").original;
  await services.files.put(originalKey, bytes, { httpMetadata: { contentType: "text/csv" } });
  const row = await insertDataset(services.db, {
    id,
    ownerId: user.id,
    name: SAMPLE_FILE_NAME,
    format: "csv",
    status: "processing",
    byteSize: bytes.length,
    originalKey,
    createdAt: now,
    expiresAt: new Date(now.getTime() + planOrFree(user.plan).limits.retentionHours * 3_600_000),
  });
  return startIngest(services, row, { sheet: null });
}
