/**
 * The console's one chart library (chart.js, registered piece by piece so only lines and bars are bundled), in its
 * own lazy chunk: pages import `Chart` from ./chart, never this file.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import { formatMoney } from "@contract/money";
import { CHART_COLORS, type ChartProps } from "./chart-types";

ChartJs.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export default function ChartCanvas({ kind, labels, series, height = 280, title, money }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartJs | null>(null);

  useEffect(() => {
    if (!canvas.current) return undefined;
    chart.current = new ChartJs(canvas.current, {
      type: kind,
      data: { labels: [], datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        plugins: {
          legend: { position: "bottom" },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.dataset.label ?? ""}: ${money ? formatMoney(item.parsed.y ?? 0) : item.formattedValue}`,
            },
          },
        },
        scales: { y: { beginAtZero: true } },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [kind, money]);

  // New figures update the chart in place (a live monitor redraws without a flash).
  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data.labels = [...labels];
    current.data.datasets = series.map((s, index) => {
      const color = s.color ?? CHART_COLORS[index % CHART_COLORS.length];
      return {
        label: s.name,
        data: [...s.values],
        borderColor: color,
        backgroundColor: kind === "bar" ? color : `${color}33`,
        fill: kind === "line" && series.length === 1,
        tension: 0.3,
        pointRadius: labels.length > 40 ? 0 : 2,
      };
    });
    current.update();
  }, [labels, series, kind]);

  return (
    <div style={{ position: "relative", height }}>
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
