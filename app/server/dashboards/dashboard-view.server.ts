// A dashboard as the page shows it: each chart and KPI tile's saved analysis run again on its file's current data
// (the same path exports take, analysisSection), text tiles as written. A tile whose file is gone or not ready
// shows why instead of its figures; the rest of the dashboard still shows.
import { and, eq, inArray } from "drizzle-orm";
import { analyses } from "~/server/db/schema";
import { analysisSection } from "~/server/reports/render-export.server";
import type { Services } from "~/server/services.server";
import { describeError } from "~/server/workspace-request.server";
import { getDashboard, listTiles, type DashboardRow } from "./dashboards.server";
import { kpiFigures } from "./kpi";
import type { TileView } from "./tile-view";

export async function dashboardView(services: Pick<Services, "db" | "files" | "clock">, ownerId: string, dashboardId: string): Promise<{ dashboard: DashboardRow; tiles: TileView[] }> {
  const { db } = services;
  const dashboard = await getDashboard(db, ownerId, dashboardId);
  const tiles = await listTiles(db, dashboard.id);
  const ids = tiles.flatMap((t) => (t.analysisId ? [t.analysisId] : []));
  const rows = ids.length === 0 ? [] : await db.select().from(analyses).where(and(eq(analyses.ownerId, ownerId), inArray(analyses.id, ids)));
  const byId = new Map(rows.map((a) => [a.id, a]));
  const views: TileView[] = [];
  for (const tile of tiles) {
    const view: TileView = { id: tile.id, type: tile.type, analysisId: tile.analysisId, title: tile.title, note: tile.note, body: tile.body, x: tile.x, y: tile.y, w: tile.w, h: tile.h, result: null, error: null };
    const analysis = tile.analysisId ? byId.get(tile.analysisId) : undefined;
    if (analysis) {
      try {
        const { section, dataset } = await analysisSection(services, ownerId, analysis, tile.note);
        const chart = section.chart && section.chart.type !== "none" ? section.chart : null;
        view.result = { answer: section.answer, chart, kpi: tile.type === "kpi" ? kpiFigures(section.table) : null, dataset: dataset.name };
      } catch (error) {
        const known = describeError(error);
        if (!known) throw error;
        view.error = known.body.message;
      }
    }
    views.push(view);
  }
  return { dashboard, tiles: views };
}
