/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ChartData, ChartOptions } from "chart.js";
import { Chart } from "react-chartjs-2";
import { registerCharts } from "~/ui/charts";
import { formatCount, formatMonthDay, formatShortDate } from "~/ui/format";
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

const labelOf = (day: string, groupBy: "day" | "week") => (groupBy === "week" ? `Week of ${formatMonthDay(day)}` : formatMonthDay(day));

/**
 * Minutes (bars) and calories burned (a line) over time, with a legend, and the same numbers as
 * a table: always there for screen readers, and shown open when the chart cannot be drawn (no
 * JavaScript).
 */
export function ActivityChart({ series, title, id }: { series: ActivitySeries; title: string; id: string }) {
  const hydrated = useHydrated();
  const labels = series.categories.map((d) => labelOf(d, series.groupBy));
  const data: ChartData<"bar" | "line", number[], string> = {
    labels,
    datasets: [
      {
        type: "bar" as const,
        label: "Minutes",
        data: series.minutes,
        backgroundColor: series.colors.minutes,
        borderRadius: 4,
        yAxisID: "minutes",
        order: 2,
      },
      {
        type: "line" as const,
        label: "Calories burned",
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
      minutes: { type: "linear", position: "left", beginAtZero: true, title: { display: true, text: "Minutes" } },
      calories: { type: "linear", position: "right", beginAtZero: true, grid: { drawOnChartArea: false }, title: { display: true, text: "Calories burned" } },
    },
  };
  const rows = series.categories.map((day, i) => ({ day, minutes: series.minutes[i], calories: series.calories[i] }));
  return (
    <figure className="fitness-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="fitness-chart-caption">
        {title}
      </figcaption>
      <div className="fitness-chart-canvas" aria-hidden="true">
        {hydrated ? <Chart type="bar" data={data} options={options} /> : <p className="muted">The chart needs JavaScript; the numbers are in the table below.</p>}
      </div>
      <details className="fitness-chart-table" open={!hydrated || undefined}>
        <summary>Show the numbers as a table</summary>
        <TableScroll label={title}>
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{series.groupBy === "week" ? "Week of" : "Day"}</th>
                <th scope="col" className="num">
                  Minutes
                </th>
                <th scope="col" className="num">
                  Calories burned
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.day}>
                  <th scope="row">{formatShortDate(r.day)}</th>
                  <td className="num">{formatCount(r.minutes)}</td>
                  <td className="num">{formatCount(r.calories)}</td>
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
