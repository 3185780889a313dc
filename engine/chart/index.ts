export type { CategoryAxis, ChartAxis, ChartSeries, ChartSpec, ChartType } from "./chart-spec";
export { LONG_LABEL, MAX_BARS, MAX_LINE_POINTS, MAX_PIE_SLICES, MAX_SERIES, TILT_LABEL, chooseChart } from "./choose-chart";
