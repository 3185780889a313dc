// Stores any engine Dataset (a cleaned copy, for one) in the columnar format with its profile, batch by batch.
import { DatasetProfiler, encodingOf } from "../profile/profile";
import type { DatasetProfile } from "../profile/types";
import type { Dataset } from "../types";
import { type ByteSink, StoredDatasetWriter } from "./write";

/**
 * Writes `dataset` to `sink` and returns its profile and the stored size in bytes. `source` names the file and sheet
 * it came from, which say what its rows are (the profile's semantic layer).
 */
export async function writeStoredDataset(dataset: Dataset, sink: ByteSink, source: { fileName?: string; sheet?: string } = {}): Promise<{ profile: DatasetProfile; bytes: number }> {
  const columns = dataset.schema.columns.map((c) => ({ id: c.id, name: c.name }));
  const encodings = dataset.schema.columns.map(encodingOf);
  const writer = new StoredDatasetWriter(sink);
  const profiler = new DatasetProfiler();
  for await (const batch of dataset.batches()) {
    // The writer's batch statistics take what the profiler counted: one pass over each column for both.
    const counted = profiler.add(batch, columns, encodings);
    await writer.writeBatch(batch, columns, encodings, counted);
  }
  const profile = profiler.finish(columns, encodings, source);
  const bytes = await writer.finish({ schema: dataset.schema, encodings, profile });
  return { profile, bytes };
}
