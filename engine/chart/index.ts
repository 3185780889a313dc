export type { ChartSeries, ChartSpec, ChartType } from "./chart-spec";
export { chooseChart } from "./choose-chart";
