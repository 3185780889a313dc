// Helpers for ingest tests: a stored dataset's column read back as numbers.
import { openStoredDataset } from "../store/read";

/** Every value of the number or date column `id` of a stored dataset, in order; throws when it was read as text. */
export async function storedNumbers(stored: Uint8Array, id: string): Promise<number[]> {
  const dataset = await openStoredDataset(stored);
  const out: number[] = [];
  for await (const batch of dataset.batches()) {
    const data = batch.columns[id];
    if (data.type === "text") throw new Error(`${id} was read as text`);
    out.push(...Array.from(data.values as ArrayLike<number>));
  }
  return out;
}
