// Dashboards: tiles (saved analyses as charts, KPIs, text) on a 12-column grid. Every read and write is scoped
// to the dashboard's owner; anyone else reaches a dashboard only through requireDashboard (a team it is shared
// with, by role) and otherwise gets "not found". Layout rules live in app/lib/dashboard-layout.ts, shared with the page.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { freeCell, normalizeLayout, readingOrder, TILE_SIZES, type LayoutItem, type TileType } from "~/lib/dashboard-layout";
import type { ResourceAction } from "~/lib/team-permissions";
import { requireAccess, type AccessLevel } from "~/server/access.server";
import type { Database } from "~/server/db/client.server";
import { analyses, dashboards, dashboardTiles } from "~/server/db/schema";
import { requireAnalysesFor } from "~/server/analyses/analyses.server";
import { forgetDerivedOf } from "~/server/deleted-resources.server";
import { auditTeamsOf, recordItemAudit } from "~/server/teams/audit.server";
import { notFound, WorkspaceError } from "~/server/workspace-error.server";

export type DashboardRow = typeof dashboards.$inferSelect;
export type TileRow = typeof dashboardTiles.$inferSelect;

const clean = (text: string | null | undefined, max: number) => {
  const trimmed = text?.trim().slice(0, max);
  return trimmed ? trimmed : null;
};

function titleOrError(title: string): string {
  const cleaned = clean(title, 120);
  if (!cleaned) throw new WorkspaceError(400, "Give the dashboard a title.");
  return cleaned;
}

/** The user's dashboards, newest change first, with how many tiles each holds. */
export async function listDashboards(db: Database, ownerId: string): Promise<(DashboardRow & { tiles: number })[]> {
  return db
    .select({
      id: dashboards.id,
      ownerId: dashboards.ownerId,
      title: dashboards.title,
      createdAt: dashboards.createdAt,
      updatedAt: dashboards.updatedAt,
      // Spelled out: drizzle writes ${dashboards.id} as a bare "id" here, which inside the subquery is the tile's own id.
      tiles: sql<number>`(select count(*) from "dashboard_tiles" where "dashboard_tiles"."dashboard_id" = "dashboards"."id")`,
    })
    .from(dashboards)
    .where(eq(dashboards.ownerId, ownerId))
    .orderBy(desc(dashboards.updatedAt));
}

export async function createDashboard(db: Database, ownerId: string, title: string, now = new Date()): Promise<DashboardRow> {
  const [row] = await db.insert(dashboards).values({ id: crypto.randomUUID(), ownerId, title: titleOrError(title), createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function getDashboard(db: Database, ownerId: string, id: string): Promise<DashboardRow> {
  const row = await db.query.dashboards.findFirst({ where: and(eq(dashboards.id, id), eq(dashboards.ownerId, ownerId)) });
  if (!row) throw notFound("This dashboard");
  return row;
}

/**
 * The dashboard when `userId` may do `action` on it — its owner, or a member of a team it is shared with whose
 * role allows it — with how they reach it; a 404 WorkspaceError for anyone who cannot see it, 403 for a role that cannot.
 */
export async function requireDashboard(db: Database, userId: string, id: string | undefined, action: ResourceAction): Promise<{ row: DashboardRow; level: AccessLevel }> {
  const row = id ? await db.query.dashboards.findFirst({ where: eq(dashboards.id, id) }) : undefined;
  if (!row) throw notFound("This dashboard");
  const level = await requireAccess(db, userId, { type: "dashboard", id: row.id, ownerId: row.ownerId }, action);
  return { row, level };
}

/** The dashboard's tiles in reading order (a tile whose analysis was deleted went with it). */
export async function listTiles(db: Database, dashboardId: string): Promise<TileRow[]> {
  const rows = await db.select().from(dashboardTiles).where(eq(dashboardTiles.dashboardId, dashboardId)).orderBy(asc(dashboardTiles.y), asc(dashboardTiles.x));
  return readingOrder(rows);
}

/** The owner's saved analyses the dashboard's chart and KPI tiles show (each once). */
export async function tileAnalyses(db: Database, ownerId: string, dashboardId: string): Promise<(typeof analyses.$inferSelect)[]> {
  const ids = [...new Set((await listTiles(db, dashboardId)).flatMap((t) => (t.analysisId ? [t.analysisId] : [])))];
  return ids.length === 0 ? [] : db.select().from(analyses).where(and(eq(analyses.ownerId, ownerId), inArray(analyses.id, ids)));
}

const touch = (db: Database, id: string, now: Date) => db.update(dashboards).set({ updatedAt: now }).where(eq(dashboards.id, id));

/** Renames the dashboard; returns its title before and after (for the audit log). */
export async function renameDashboard(db: Database, ownerId: string, id: string, title: string, now = new Date()): Promise<{ from: string; to: string }> {
  const before = await getDashboard(db, ownerId, id);
  const to = titleOrError(title);
  await db.update(dashboards).set({ title: to, updatedAt: now }).where(and(eq(dashboards.id, id), eq(dashboards.ownerId, ownerId)));
  return { from: before.title, to };
}

/** A copy of the dashboard and its tiles, titled "Copy of …". */
export async function duplicateDashboard(db: Database, ownerId: string, id: string, now = new Date()): Promise<DashboardRow> {
  const source = await getDashboard(db, ownerId, id);
  const tiles = await listTiles(db, source.id);
  const copy: DashboardRow = { id: crypto.randomUUID(), ownerId, title: `Copy of ${source.title}`.slice(0, 120), createdAt: now, updatedAt: now };
  const tileCopies = tiles.map((t) => ({ ...t, id: crypto.randomUUID(), dashboardId: copy.id, createdAt: now }));
  await db.batch([db.insert(dashboards).values(copy), ...tileCopies.map((t) => db.insert(dashboardTiles).values(t))]);
  return copy;
}

/**
 * Deletes the dashboard, its tiles, its shares with teams and its exports (team members' too: files and rows —
 * report_exports.dashboard_id came by ALTER TABLE, which SQLite gives no ON DELETE CASCADE), and writes who did
 * it to the audit log (`actorId`: the owner, or a team admin it was shared with).
 */
export async function deleteDashboard(db: Database, files: R2Bucket, ownerId: string, id: string, actorId = ownerId, now = new Date()): Promise<void> {
  const dashboard = await getDashboard(db, ownerId, id);
  const teamIds = await auditTeamsOf(db, actorId, { type: "dashboard", id });
  await forgetDerivedOf(db, files, { dashboards: [id] });
  await db.delete(dashboards).where(and(eq(dashboards.id, id), eq(dashboards.ownerId, ownerId)));
  await recordItemAudit(db, { actorId, action: "delete", resource: { type: "dashboard", id }, details: { name: dashboard.title, owner: actorId === ownerId ? null : ownerId }, at: now }, teamIds);
}

export interface NewTile {
  type: TileType;
  /** Analysis and KPI tiles: one of the user's saved analyses. */
  analysisId?: string;
  /** Default: the analysis's title (analysis and KPI tiles). */
  title?: string;
  note?: string;
  /** Text tiles. */
  body?: string;
}

/**
 * Adds a tile in the first free cell, done by `actorId` (the owner, or a team member who may edit the dashboard):
 * an analysis tile holds one of the owner's analyses that the actor may open (404 otherwise).
 */
export async function addTile(db: Database, actorId: string, dashboardId: string, input: NewTile, now = new Date()): Promise<TileRow> {
  const { row: dashboard } = await requireDashboard(db, actorId, dashboardId, "edit");
  let title: string | null;
  let body: string | null = null;
  let analysisId: string | null = null;
  if (input.type === "text") {
    body = clean(input.body, 2000);
    if (!body) throw new WorkspaceError(400, "Write the text for the tile.");
    title = clean(input.title, 120) ?? "";
  } else {
    if (!input.analysisId) throw notFound("This saved analysis");
    const [analysis] = await requireAnalysesFor(db, actorId, dashboard.ownerId, [input.analysisId]);
    analysisId = analysis.id;
    title = clean(input.title, 120) ?? analysis.title.slice(0, 120);
  }
  const size = TILE_SIZES[input.type];
  const cell = freeCell(await listTiles(db, dashboard.id), size.w, size.h);
  const tile: TileRow = { id: crypto.randomUUID(), dashboardId: dashboard.id, type: input.type, analysisId, title, note: clean(input.note, 500), body, ...cell, createdAt: now };
  await db.batch([db.insert(dashboardTiles).values(tile), touch(db, dashboard.id, now)]);
  return tile;
}

async function ownedTile(db: Database, dashboardId: string, tileId: string): Promise<TileRow> {
  const tile = await db.query.dashboardTiles.findFirst({ where: and(eq(dashboardTiles.id, tileId), eq(dashboardTiles.dashboardId, dashboardId)) });
  if (!tile) throw notFound("This tile");
  return tile;
}

/** Changes a tile's title, note and (text tiles) body; returns its title before and after (for the audit log). */
export async function updateTile(db: Database, ownerId: string, dashboardId: string, tileId: string, input: { title?: string; note?: string; body?: string }, now = new Date()): Promise<{ from: string; to: string }> {
  await getDashboard(db, ownerId, dashboardId);
  const tile = await ownedTile(db, dashboardId, tileId);
  const body = tile.type === "text" ? clean(input.body, 2000) : null;
  if (tile.type === "text" && !body) throw new WorkspaceError(400, "Write the text for the tile.");
  const title = clean(input.title, 120) ?? (tile.type === "text" ? "" : tile.title);
  await db.batch([
    db.update(dashboardTiles).set({ title, note: clean(input.note, 500), body }).where(eq(dashboardTiles.id, tile.id)),
    touch(db, dashboardId, now),
  ]);
  return { from: tile.title, to: title };
}

/** Removes a tile; returns it (for the audit log). */
export async function removeTile(db: Database, ownerId: string, dashboardId: string, tileId: string, now = new Date()): Promise<TileRow> {
  await getDashboard(db, ownerId, dashboardId);
  const tile = await ownedTile(db, dashboardId, tileId);
  await db.batch([db.delete(dashboardTiles).where(eq(dashboardTiles.id, tile.id)), touch(db, dashboardId, now)]);
  return tile;
}

/**
 * Saves where every tile is. The cells must name exactly this dashboard's tiles (404 for a tile that is not
 * one of them); each is clamped to its type's sizes and the layout compacted, so a stored layout is always valid.
 */
export async function saveLayout(db: Database, ownerId: string, dashboardId: string, cells: LayoutItem[], now = new Date()): Promise<LayoutItem[]> {
  await getDashboard(db, ownerId, dashboardId);
  const tiles = await listTiles(db, dashboardId);
  const byId = new Map(tiles.map((t) => [t.id, t]));
  if (new Set(cells.map((c) => c.id)).size !== cells.length) throw new WorkspaceError(400, "Each tile can be placed once.");
  if (cells.some((c) => !byId.has(c.id))) throw notFound("One of the tiles");
  if (cells.length !== tiles.length) throw new WorkspaceError(400, "The layout must place every tile of the dashboard. Reload the page and try again.");
  const layout = normalizeLayout(cells.map((c) => ({ ...c, type: byId.get(c.id)!.type })));
  if (layout.length > 0) {
    await db.batch([
      touch(db, dashboardId, now),
      ...layout.map(({ id, x, y, w, h }) => db.update(dashboardTiles).set({ x, y, w, h }).where(and(eq(dashboardTiles.id, id), eq(dashboardTiles.dashboardId, dashboardId)))),
    ]);
  }
  return layout.map(({ id, x, y, w, h }) => ({ id, x, y, w, h }));
}
