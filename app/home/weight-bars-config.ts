import type { Formats } from "~/i18n/format";

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
/** The chart's words: a `home:` key with its values, in the page's language (issue 41). */
export type WeightBarsSay = (key: string, values?: Record<string, string>) => string;

/**
 * `unit` is the member's weight unit as shown (lb or kg, decision 0134); `f` the page language's
 * formats and `say` its texts.
 */
export function weightBarsConfig(points: readonly WeightBarPoint[], unit: string, f: Formats, say: WeightBarsSay) {
  const dayLabel = f.axisDay(points.map((p) => p.x));
  return {
    data: {
      labels: points.map((p) => dayLabel(p.x)),
      datasets: [
        {
          label: say("weight.chart.dataset"),
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
            title: (items: { dataIndex: number }[]) => (items[0] ? f.shortDate(points[items[0].dataIndex].x) : ""),
            label: (item: { dataIndex: number; parsed: { y: number | null } }) =>
              say(points[item.dataIndex].z ? "weight.chart.tipOwn" : "weight.chart.tipClinic", { amount: f.number(item.parsed.y ?? 0), unit }),
          },
        },
      },
      scales: {
        x: { ticks: { color: INK2 }, grid: { display: false } },
        y: { beginAtZero: true, min: 0, title: { display: true, text: say(unit === "kg" ? "weight.chart.axisKilograms" : "weight.chart.axisPounds"), color: INK2 }, ticks: { color: INK2 }, grid: { color: "#e6ecea" } },
      },
    },
  };
}
