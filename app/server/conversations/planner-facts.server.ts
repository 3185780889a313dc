// The planner's facts about a dataset (every distinct value of its text columns, each column's range) take
// one pass over the data: computed on the first question and kept in R2 beside the dataset for the next ones.
// Deleting the dataset's prefix (by hand or by retention) removes them too.
import { collectPlannerFacts, type PlannerFacts } from "../../../engine/planner";
import type { DatasetProfile, Dataset } from "../../../engine";

export async function plannerFacts(files: R2Bucket, key: string, dataset: Dataset, profile: DatasetProfile | undefined): Promise<PlannerFacts> {
  const cached = await files.get(key);
  if (cached) return (await cached.json()) as PlannerFacts;
  const facts = await collectPlannerFacts(dataset, profile);
  await files.put(key, JSON.stringify(facts), { httpMetadata: { contentType: "application/json" } });
  return facts;
}
