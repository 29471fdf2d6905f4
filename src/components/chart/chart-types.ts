/** What a chart draws: labelled points (dates, names) and one or more named series of numbers. */
export interface ChartSeries {
  /** Shown in the legend and the tooltip (already translated). */
  name: string;
  values: readonly number[];
  /** A colour of the console's palette; the series' index picks one when absent. */
  color?: string;
}

export interface ChartProps {
  kind: "line" | "bar";
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Pixels; the space is kept while the chart library loads, so nothing jumps. */
  height?: number;
  /** What the chart shows, for screen readers (already translated). */
  title: string;
  /** Money axes get 2 decimals and thousands separators in the tooltip. */
  money?: boolean;
}

/** antd's preset colours (blue, green, gold, purple, cyan, red), readable on white and on the dark theme. */
export const CHART_COLORS = ["#1677ff", "#52c41a", "#faad14", "#722ed1", "#13c2c2", "#f5222d"] as const;
