import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip, type ChartOptions } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatMonthDay, formatNumber, formatShortDate } from "~/ui/format";

// Registered once, for this chart only: bars, two scales and the tooltip.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

const BRAND = "#0f6b63";
const ACCENT = "#b4531a";
const INK2 = "#44524f";

export interface WeightBarPoint {
  x: string;
  y: number;
  z: 0 | 1;
}

/**
 * The dashboard's weight-history bar chart (spec part 1 §2.5): at most 12 bars (the first weigh-in
 * and the last 11), clinic weigh-ins in the brand colour and the member's own in the accent. The
 * y axis starts near the lowest weight so a few pounds show. A table with the same numbers is
 * always beside it (shown on request), for screen readers and anyone who prefers numbers.
 */
export function WeightBars({ points, unit }: { points: WeightBarPoint[]; unit: string }) {
  const ys = points.map((p) => p.y);
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const pad = Math.max(2, (high - low) * 0.15);
  const options: ChartOptions<"bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? formatShortDate(points[items[0].dataIndex].x) : ""),
          label: (item) => `${formatNumber(item.parsed.y ?? 0)} ${unit}${points[item.dataIndex].z ? " (your entry)" : " (clinic)"}`,
        },
      },
    },
    scales: {
      x: { ticks: { color: INK2 }, grid: { display: false } },
      y: { min: Math.floor(low - pad), max: Math.ceil(high + pad / 2), title: { display: true, text: "Pounds", color: INK2 }, ticks: { color: INK2 }, grid: { color: "#e6ecea" } },
    },
  };
  const data = {
    labels: points.map((p) => formatMonthDay(p.x)),
    datasets: [
      {
        label: "Weight",
        data: ys,
        backgroundColor: points.map((p) => (p.z ? ACCENT : BRAND)),
        borderRadius: 4,
        maxBarThickness: 36,
      },
    ],
  };
  return (
    <div className="home-weight-canvas">
      <Bar options={options} data={data} aria-hidden="true" />
    </div>
  );
}
