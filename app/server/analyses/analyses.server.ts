// Saved analyses (answers kept for reports and dashboards), scoped to their owner. A report or dashboard holds its
// owner's analyses; a team member who may change one is offered, and may add, only those of the owner's analyses
// they may open themselves (the same access check as opening it): never ones that were not shared with them.
import { and, desc, eq, inArray } from "drizzle-orm";
import { parseStoredAnswer } from "~/lib/answer";
import { requireAccess } from "~/server/access.server";
import type { Database } from "~/server/db/client.server";
import { analyses, datasets, shares, teamMembers } from "~/server/db/schema";
import { notFound, WorkspaceError } from "~/server/workspace-error.server";

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

/**
 * The analyses of `ownerId` (whose report or dashboard it is) that `actorId` may open: all of them for the owner,
 * for anyone else only those shared with one of their teams.
 */
export async function analysesFor(db: Database, actorId: string, ownerId: string, limit = 50): Promise<AnalysisRow[]> {
  if (actorId === ownerId) return listAnalyses(db, ownerId, limit);
  const visible = db
    .select({ id: shares.resourceId })
    .from(shares)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, shares.teamId), eq(teamMembers.userId, actorId)))
    .where(eq(shares.resourceType, "analysis"));
  return db
    .select()
    .from(analyses)
    .where(and(eq(analyses.ownerId, ownerId), inArray(analyses.id, visible)))
    .orderBy(desc(analyses.createdAt))
    .limit(limit);
}

/**
 * Checks analyses `actorId` puts into a report or dashboard of `ownerId`: each must be the owner's and one the actor
 * may open (404 otherwise, the same answer as for an id that never existed). `alreadyIn` are the container's
 * current analyses, which anyone who may change it keeps (they see them through the container itself).
 */
export async function requireAnalysesFor(db: Database, actorId: string, ownerId: string, ids: readonly string[], alreadyIn: readonly string[] = []): Promise<AnalysisRow[]> {
  if (new Set(ids).size !== ids.length) throw new WorkspaceError(400, "Each analysis can be in a report once.");
  if (ids.length === 0) return [];
  const rows = await db.select().from(analyses).where(and(eq(analyses.ownerId, ownerId), inArray(analyses.id, [...ids])));
  if (rows.length !== ids.length) throw notFound(ids.length === 1 ? "This saved analysis" : "One of the chosen analyses");
  const kept = new Set(alreadyIn);
  for (const row of rows) {
    if (kept.has(row.id)) continue;
    try {
      await requireAccess(db, actorId, { type: "analysis", id: row.id, ownerId: row.ownerId }, "view");
    } catch (error) {
      if (error instanceof WorkspaceError) throw notFound(ids.length === 1 ? "This saved analysis" : "One of the chosen analyses");
      throw error;
    }
  }
  return rows;
}
