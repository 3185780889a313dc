// "Use the new cleaned copy": saved analyses keep the data they were made on, so a report or dashboard built on a
// cleaned copy is offered a newer copy of the same original when one is made, and moves there only when its owner
// confirms. The columns the analyses read are matched with the new copy's (engine/rerun, as "Run this report on
// a new file" does); an analysis moves only when every column it reads is there under the same id, name and type.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { analyses, dashboardTiles, dashboards, reportAnalyses, reports } from "~/server/db/schema";
import { getDataset, latestCleanedCopy, type DatasetRow } from "~/server/datasets/datasets.server";
import { matchingView, neededColumns, schemaOf } from "~/server/reports/rerun.server";
import { WorkspaceError } from "~/server/workspace-error.server";
import { matchColumns } from "../../../engine/rerun/match-columns";
import type { AnalysisRow } from "./analyses.server";

type Saved = Pick<AnalysisRow, "id" | "title" | "datasetId" | "answerJson">;

export interface CopyOffer {
  from: { id: string; name: string };
  to: { id: string; name: string };
  /** How many of the report's (or dashboard's) analyses read `from`. */
  analyses: number;
}

/** The original a file belongs to: itself, or the file a cleaned copy was made from. */
const originalOf = (row: Pick<DatasetRow, "id" | "kind" | "sourceDatasetId">) => (row.kind === "cleaned" && row.sourceDatasetId ? row.sourceDatasetId : row.id);

/** A ready cleaned copy of the same original made after `from`: where `from`'s analyses may move. */
function isNewerCopyOf(from: DatasetRow, to: DatasetRow): boolean {
  return to.kind === "cleaned" && to.status === "ready" && to.id !== from.id && to.sourceDatasetId === originalOf(from) && to.createdAt > from.createdAt;
}

/** For each file the analyses read that has a newer cleaned copy, the offer to move them to the newest. */
export async function newerCopyOffers(db: Database, ownerId: string, saved: Pick<Saved, "datasetId">[]): Promise<CopyOffer[]> {
  const counts = new Map<string, number>();
  for (const a of saved) counts.set(a.datasetId, (counts.get(a.datasetId) ?? 0) + 1);
  const offers: CopyOffer[] = [];
  for (const [id, n] of counts) {
    const from = await getDataset(db, ownerId, id).catch(() => null);
    if (!from) continue;
    const newest = await latestCleanedCopy(db, ownerId, originalOf(from));
    if (newest && isNewerCopyOf(from, newest)) offers.push({ from: { id: from.id, name: from.name }, to: { id: newest.id, name: newest.name }, analyses: n });
  }
  return offers;
}

export interface MovePlan {
  from: { id: string; name: string };
  to: { id: string; name: string };
  analyses: { id: string; title: string }[];
  /** Other reports and dashboards holding these analyses: they read the new copy too after the move. */
  alsoOn: { reports: { id: string; title: string }[]; dashboards: { id: string; title: string }[] };
  matching: ReturnType<typeof matchingView>;
  /** Every column the analyses read is in the new copy under the same id: the saved plans run there unchanged. */
  movable: boolean;
}

/**
 * What moving `saved` (the analyses of one report or dashboard) from file `fromId` to the newer cleaned copy `toId`
 * would do. 404 for files that are not the owner's; 400 when `toId` is not a newer cleaned copy of the same file.
 */
export async function planMove(db: Database, ownerId: string, saved: Saved[], fromId: string, toId: string, holder: { reportId?: string; dashboardId?: string }): Promise<MovePlan> {
  const from = await getDataset(db, ownerId, fromId);
  const to = await getDataset(db, ownerId, toId);
  if (!isNewerCopyOf(from, to)) throw new WorkspaceError(400, `“${to.name}” is not a newer cleaned copy of “${from.name}”.`);
  const moving = saved.filter((a) => a.datasetId === from.id);
  if (moving.length === 0) throw new WorkspaceError(400, `None of these analyses read “${from.name}”.`);
  const previous = schemaOf(from);
  const matching = matchColumns(previous, schemaOf(to), neededColumns(moving.map((analysis) => ({ analysis })), previous));
  const movable = matching.matches.every((m) => m.status === "same" && m.match.id === m.column.id);
  const ids = moving.map((a) => a.id);
  const otherReports = await db
    .selectDistinct({ id: reports.id, title: reports.title })
    .from(reportAnalyses)
    .innerJoin(reports, eq(reports.id, reportAnalyses.reportId))
    .where(inArray(reportAnalyses.analysisId, ids));
  const otherDashboards = await db
    .selectDistinct({ id: dashboards.id, title: dashboards.title })
    .from(dashboardTiles)
    .innerJoin(dashboards, eq(dashboards.id, dashboardTiles.dashboardId))
    .where(inArray(dashboardTiles.analysisId, ids));
  return {
    from: { id: from.id, name: from.name },
    to: { id: to.id, name: to.name },
    analyses: moving.map((a) => ({ id: a.id, title: a.title })),
    alsoOn: { reports: otherReports.filter((r) => r.id !== holder.reportId), dashboards: otherDashboards.filter((d) => d.id !== holder.dashboardId) },
    matching: matchingView(matching),
    movable,
  };
}

/** Moves the analyses `planMove` lists to the new copy (the owner confirmed); returns how many moved. */
export async function moveToNewerCopy(db: Database, ownerId: string, saved: Saved[], fromId: string, toId: string, holder: { reportId?: string; dashboardId?: string }): Promise<number> {
  const plan = await planMove(db, ownerId, saved, fromId, toId, holder);
  if (!plan.movable) {
    throw new WorkspaceError(400, `“${plan.to.name}” lacks a column these analyses read (or holds it as another type), so they stay on “${plan.from.name}”.`);
  }
  const moved = await db
    .update(analyses)
    .set({ datasetId: plan.to.id })
    .where(and(eq(analyses.ownerId, ownerId), eq(analyses.datasetId, plan.from.id), inArray(analyses.id, plan.analyses.map((a) => a.id))))
    .returning({ id: analyses.id });
  return moved.length;
}

export interface CopyMoveView {
  offers: CopyOffer[];
  /** The confirmation step, when the address asks for it (?moveFrom=<file>&moveTo=<copy>). */
  move: MovePlan | null;
  /** Why the asked move cannot be shown (a copy that is not newer, say). */
  moveError: string | null;
}

/** What a report or dashboard page shows its owner about newer cleaned copies of the data its analyses read. */
export async function copyMoveView(db: Database, ownerId: string, saved: Saved[], search: URLSearchParams, holder: { reportId?: string; dashboardId?: string }): Promise<CopyMoveView> {
  const offers = await newerCopyOffers(db, ownerId, saved);
  const from = search.get("moveFrom");
  const to = search.get("moveTo");
  if (!from || !to) return { offers, move: null, moveError: null };
  try {
    return { offers, move: await planMove(db, ownerId, saved, from, to, holder), moveError: null };
  } catch (error) {
    if (error instanceof WorkspaceError) return { offers, move: null, moveError: error.message };
    throw error;
  }
}
