// A tile as the dashboard page receives it (plain JSON; no server-only imports, so the page's components can name it).
import type { ChartSpec } from "../../../engine/chart";
import type { KpiFigures } from "./kpi";

export interface TileView {
  id: string;
  type: "analysis" | "text" | "kpi";
  analysisId: string | null;
  title: string;
  note: string | null;
  body: string | null;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Analysis and KPI tiles: the answer on today's data. */
  result: { answer: string; chart: ChartSpec | null; kpi: KpiFigures | null; dataset: string } | null;
  /** Why the figures could not be refreshed. */
  error: string | null;
}
