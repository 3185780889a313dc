// Saved analyses (answers kept for reports and dashboards), scoped to their owner.
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { analyses } from "~/server/db/schema";

export type AnalysisRow = typeof analyses.$inferSelect;

export async function saveAnalysis(
  db: Database,
  input: { ownerId: string; datasetId: string; title: string; question: string; answerJson: string },
): Promise<AnalysisRow> {
  const [row] = await db
    .insert(analyses)
    .values({ id: crypto.randomUUID(), ...input, title: input.title.trim().slice(0, 160) || input.question.slice(0, 160) })
    .returning();
  return row;
}

export async function listAnalyses(db: Database, ownerId: string, limit = 50): Promise<AnalysisRow[]> {
  return db.select().from(analyses).where(eq(analyses.ownerId, ownerId)).orderBy(desc(analyses.createdAt)).limit(limit);
}

