// Saved analyses (answers kept for reports and dashboards), scoped to their owner.
import { and, desc, eq } from "drizzle-orm";
import { parseStoredAnswer } from "~/lib/answer";
import type { Database } from "~/server/db/client.server";
import { analyses, datasets } from "~/server/db/schema";

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


/**
 * The dataset an answer's figures were computed from — the cleaned copy it names when that copy is the file
 * owner's and still there — else `fallback` (the conversation's file). A saved analysis keeps this dataset.
 */
export async function answeredFrom(db: Database, answerJson: string | null, fallback: string): Promise<string> {
  const used = parseStoredAnswer(answerJson)?.dataset?.id;
  if (!used || used === fallback) return fallback;
  const conversationFile = await db.query.datasets.findFirst({ where: eq(datasets.id, fallback), columns: { ownerId: true } });
  const row = conversationFile && (await db.query.datasets.findFirst({ where: and(eq(datasets.id, used), eq(datasets.ownerId, conversationFile.ownerId)), columns: { id: true } }));
  return row ? row.id : fallback;
}
