import { axisDayFormat, formatNumber, formatShortDate } from "~/i18n/format";

export interface WeightBarPoint {
  x: string;
  y: number;
  z: 0 | 1;
}

const BRAND = "#0f6b63";
const ACCENT = "#b4531a";
const INK2 = "#44524f";

/**
 * The dashboard's weight bars as Chart.js draws them (app/home/ui/weight-bars.tsx), worked out
 * here without Chart.js so it can be checked. A bar's length is its weight, so the axis starts at
 * 0 (an axis from 165 lb made 5 lb look like half the weight); the labels carry the year once the
 * weigh-ins span more than one (two bars both "Nov 25" were a year apart).
 */
/** `unit` is the member's weight unit as shown (lb or kg, decision 0134). */
export function weightBarsConfig(points: readonly WeightBarPoint[], unit = "lb") {
  const dayLabel = axisDayFormat(points.map((p) => p.x));
  return {
    data: {
      labels: points.map((p) => dayLabel(p.x)),
      datasets: [
        {
          label: "Weight",
          data: points.map((p) => p.y),
          backgroundColor: points.map((p) => (p.z ? ACCENT : BRAND)),
          borderRadius: 4,
          maxBarThickness: 36,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false as const,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (items: { dataIndex: number }[]) => (items[0] ? formatShortDate(points[items[0].dataIndex].x) : ""),
            label: (item: { dataIndex: number; parsed: { y: number | null } }) => `${formatNumber(item.parsed.y ?? 0)} ${unit}${points[item.dataIndex].z ? " (your entry)" : " (clinic)"}`,
          },
        },
      },
      scales: {
        x: { ticks: { color: INK2 }, grid: { display: false } },
        y: { beginAtZero: true, min: 0, title: { display: true, text: unit === "kg" ? "Kilograms" : "Pounds", color: INK2 }, ticks: { color: INK2 }, grid: { color: "#e6ecea" } },
      },
    },
  };
}
