// What every report format is rendered from: a report's title and its saved analyses, each re-executed
// on current data into the same pieces the app shows (sentence, receipt, result table, chart spec).
// Plain JSON, so the report Worker can build it once and hand it to each renderer.
import type { ChartSpec, ChartType } from "../chart/chart-spec";
import type { ResultTable } from "../execute/result";
import type { LogoImage } from "./logo-image";
import type { TableComparison } from "../rerun/compare-tables";

export interface ReportDataset {
  id: string;
  name: string;
}

export interface ReportSection {
  /** The question or the saved analysis's name: "Revenue by region". */
  title: string;
  /** The author's note on this analysis, if any. */
  note?: string;
  /** The one-sentence answer, as the app showed it. */
  answer: string;
  /** "How this was answered" lines: measure, grouping, filters with real dates, rows used and left out. */
  receipt: string[];
  table: ResultTable;
  /** The engine's chart choice; absent or type "none" when the answer is not a chart. */
  chart?: ChartSpec;
  /** The chart type the user switched to in the app, when it differs from the engine's choice. */
  chartKind?: Exclude<ChartType, "none">;
  /** The dataset the analysis ran on (one of `ReportDocument.datasets`). */
  datasetId?: string;
  /** A report run on a newer file: how this table differs from the previous file's (cells to highlight). */
  changes?: SectionChanges;
  /**
   * A dashboard's KPI or text tile: drawn as the tile shows it (the figure, its period and change; the text),
   * not as a chart and table. A KPI section keeps its receipt; a text section has no table.
   */
  tile?: KpiTile | TextTile;
}

export interface KpiTile {
  kind: "kpi";
  /** The figure shown large: "$14.6K". */
  value: string;
  /** What and when: "Total Revenue · Dec 2024". */
  label: string;
  /** Against the previous period: "−7.7% vs Nov 2024"; null when there is none. */
  change: string | null;
  /** Why no change is shown, when it is not. */
  why: string | null;
}

export interface TextTile {
  kind: "text";
  body: string;
}

/** One section's figures against the previous file's. */
export interface SectionChanges extends TableComparison {
  /** The comparison for people: "South · Total Revenue: $80.00 (was $50.00)", "No figure changed.". */
  lines: string[];
}

/** "Run this report on a new file": the file the report ran on instead of its own, and the columns renamed. */
export interface ReportRerun {
  previous: ReportDataset;
  current: ReportDataset;
  renamed: { from: string; to: string }[];
}

/** Pro and Enterprise: the owner's logo and accent colour on the cover (PDF and PowerPoint). */
export interface ReportBranding {
  /** "#7c3aed": the cover's band and the headings' accent. */
  accentColor?: string;
  /** A PNG or JPEG (checked and measured by readLogoImage). */
  logo?: LogoImage & { bytes: Uint8Array };
}

export interface ReportDocument {
  title: string;
  subtitle?: string;
  /** When the report was generated: an ISO date-time ("2026-11-24T09:30:00Z"). */
  createdAt: string;
  /** Who generated it, for the cover and the document metadata. */
  author?: string;
  datasets: ReportDataset[];
  sections: ReportSection[];
  branding?: ReportBranding;
  /** Set when the report was run on a newer file: its sections then carry `changes`. */
  rerun?: ReportRerun;
}
