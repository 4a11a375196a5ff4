import type { ChartData, ChartOptions } from "chart.js";
import { Chart } from "react-chartjs-2";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { registerCharts } from "~/ui/charts";
import { useHydrated } from "~/ui/hydrated";
import { TableScroll } from "~/ui/table-scroll";
import { CloseBeforePaint } from "~/ui/close-before-paint";

registerCharts();

export interface ActivitySeries {
  /** Bucket starts: days, or the Sundays of weeks. */
  categories: string[];
  minutes: number[];
  calories: number[];
  groupBy: "day" | "week";
  colors: { minutes: string; calories: string };
}

/**
 * Minutes (bars) and calories burned (a line) over time, with a legend, and the same numbers as
 * a table: always there for screen readers, and shown open when the chart cannot be drawn (no
 * JavaScript).
 */
export function ActivityChart({ series, title, id }: { series: ActivitySeries; title: string; id: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const labels = series.categories.map((d) => (series.groupBy === "week" ? t("chart.weekOf", { day: f.monthDay(d) }) : f.monthDay(d)));
  const data: ChartData<"bar" | "line", number[], string> = {
    labels,
    datasets: [
      {
        type: "bar" as const,
        label: t("chart.minutes"),
        data: series.minutes,
        backgroundColor: series.colors.minutes,
        borderRadius: 4,
        yAxisID: "minutes",
        order: 2,
      },
      {
        type: "line" as const,
        label: t("chart.calories"),
        data: series.calories,
        borderColor: series.colors.calories,
        backgroundColor: series.colors.calories,
        pointRadius: series.categories.length > 40 ? 0 : 3,
        tension: 0.25,
        cubicInterpolationMode: "monotone",
        yAxisID: "calories",
        order: 1,
      },
    ],
  };
  const options: ChartOptions<"bar" | "line"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: "index", intersect: false },
    plugins: { legend: { position: "bottom", labels: { usePointStyle: true } } },
    scales: {
      x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 16 } },
      minutes: { type: "linear", position: "left", beginAtZero: true, title: { display: true, text: t("chart.minutes") } },
      calories: { type: "linear", position: "right", beginAtZero: true, grid: { drawOnChartArea: false }, title: { display: true, text: t("chart.calories") } },
    },
  };
  const rows = series.categories.map((day, i) => ({ day, minutes: series.minutes[i], calories: series.calories[i] }));
  return (
    <figure className="fitness-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="fitness-chart-caption">
        {title}
      </figcaption>
      <div className="fitness-chart-canvas" aria-hidden="true">
        {hydrated ? <Chart type="bar" data={data} options={options} /> : <p className="muted">{t("chart.needsJs")}</p>}
      </div>
      <details className="fitness-chart-table" open={!hydrated || undefined}>
        <summary>{t("chart.showTable")}</summary>
        <TableScroll label={title}>
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{series.groupBy === "week" ? t("chart.weekCol") : t("chart.dayCol")}</th>
                <th scope="col" className="num">
                  {t("chart.minutes")}
                </th>
                <th scope="col" className="num">
                  {t("chart.calories")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.day}>
                  <th scope="row">{f.shortDate(r.day)}</th>
                  <td className="num">{f.count(r.minutes)}</td>
                  <td className="num">{f.count(r.calories)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
      <CloseBeforePaint />
    </figure>
  );
}
