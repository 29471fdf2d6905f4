/**
 * A line or bar chart. The chart library loads on first use, after the page has painted; until then the chart's
 * space is held by a skeleton of the same height. The figures are also given as a table for screen readers. When the
 * library does not load (failed, or past SPEC §9's chunk timeout), that is the page's failure: the page area's reload
 * offer (its chunk error boundary), the menus staying.
 */
import { Suspense } from "react";
import { lazyPage } from "@/lib/chunk-timeout";
import type { ChartProps } from "./chart-types";

const ChartCanvas = lazyPage(() => import("./chart-canvas"));

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export function Chart(props: ChartProps) {
  const height = props.height ?? 280;
  return (
    <figure style={{ margin: 0 }} data-chart={props.kind}>
      <Suspense fallback={<div className="chart-skeleton" style={{ height }} aria-busy="true" />}>
        <ChartCanvas {...props} />
      </Suspense>
      <table style={visuallyHidden}>
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {props.series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {props.series.map((s) => (
                <td key={s.name}>{s.values[row] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export type { ChartProps, ChartSeries } from "./chart-types";
