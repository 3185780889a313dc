// The one-click sample: stored and read like any upload, so it behaves exactly like the user's own files.
import { planOrFree } from "~/lib/plans";
import { getDataset, type DatasetRow } from "./datasets.server";
import { startIngest, type IngestServices } from "./ingest.server";
import { SAMPLE_FILE_NAME, sampleSalesCsv } from "./sample-sales";
import { datasetKeys } from "./storage.server";
import { reserveDataset, type UploadUser } from "./upload-reservation.server";

export async function createSampleDataset(services: IngestServices, user: UploadUser, now = new Date()): Promise<DatasetRow> {
  const bytes = new TextEncoder().encode(sampleSalesCsv());
  const id = crypto.randomUUID();
  const originalKey = datasetKeys(user.id, id, "csv").original;
  // The row reserves the file slot and its bytes before anything is stored (402 when another upload took them).
  await reserveDataset(services.db, user, {
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
  await services.files.put(originalKey, bytes, { httpMetadata: { contentType: "text/csv" } });
  return startIngest(services, await getDataset(services.db, user.id, id), { sheet: null });
}
