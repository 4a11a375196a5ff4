import type { ChartData, ChartOptions } from "chart.js";
import { useTranslation } from "~/i18n/use-translation";
import { Chart } from "react-chartjs-2";
import { registerCharts } from "~/ui/charts";
import { CloseBeforePaint } from "~/ui/close-before-paint";
import { useFormat } from "~/i18n/react";
import { useHydrated } from "~/ui/hydrated";
import { TableScroll } from "~/ui/table-scroll";
import type { ReportCharts as Charts } from "../report-view";
import type { Table } from "../visit-view";

registerCharts();

const BRAND = "#0f6b63";
const INK2 = "#44524f";
const GRID = "#e6ecea";
const PURPLE = "#6b3fa0";
const INFO = "#1d4f91";

const base = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  interaction: { mode: "index" as const, intersect: false },
  plugins: { legend: { position: "bottom" as const, labels: { color: INK2, usePointStyle: true } } },
};

const xAxis = { grid: { display: false }, ticks: { color: INK2, maxRotation: 0, autoSkipPadding: 16 } };

/** Energy a day (bars) against the energy goal in force (a line), a point a period. */
function EnergyChart({ charts }: { charts: Charts }) {
  const { t } = useTranslation("reports");
  const f = useFormat();
  const data: ChartData<"bar" | "line", (number | null)[], string> = {
    labels: charts.labels,
    datasets: [
      { type: "bar" as const, label: t("charts.energySeries"), data: charts.energy, backgroundColor: BRAND, borderRadius: 4, order: 2 },
      {
        type: "line" as const,
        label: t("charts.goalSeries"),
        data: charts.goal,
        borderColor: PURPLE,
        backgroundColor: PURPLE,
        borderDash: [6, 4],
        pointRadius: 0,
        borderWidth: 2,
        stepped: "middle" as const,
        spanGaps: true,
        order: 1,
      },
    ],
  };
  const options: ChartOptions<"bar" | "line"> = {
    ...base,
    locale: f.locale,
    scales: { x: xAxis, y: { beginAtZero: true, title: { display: true, text: t("units.kcal"), color: INK2 }, ticks: { color: INK2 }, grid: { color: GRID } } },
    plugins: { ...base.plugins, tooltip: { callbacks: { label: (item) => t("charts.tooltip", { label: item.dataset.label ?? "", value: item.parsed.y === null ? t("page.none") : f.number(item.parsed.y, 0) }) } } },
  };
  return <Chart type="bar" data={data} options={options} aria-label={t("charts.energyChartLabel")} role="img" />;
}

/** The trend weight at each period's end; a period before the first weigh-in is a gap. */
function WeightChart({ charts }: { charts: Charts }) {
  const { t } = useTranslation("reports");
  const f = useFormat();
  const data: ChartData<"line", (number | null)[], string> = {
    labels: charts.labels,
    datasets: [
      {
        label: t("charts.weightSeries", { unit: charts.weightUnit }),
        data: charts.weight,
        borderColor: INFO,
        backgroundColor: INFO,
        pointRadius: charts.labels.length > 40 ? 0 : 3,
        borderWidth: 2,
        tension: 0.25,
        spanGaps: true,
      },
    ],
  };
  const options: ChartOptions<"line"> = {
    ...base,
    locale: f.locale,
    scales: { x: xAxis, y: { title: { display: true, text: charts.weightUnit, color: INK2 }, ticks: { color: INK2 }, grid: { color: GRID } } },
    plugins: { ...base.plugins, tooltip: { callbacks: { label: (item) => t("charts.tooltip", { label: item.dataset.label ?? "", value: item.parsed.y === null ? t("page.none") : f.number(item.parsed.y, 1) }) } } },
  };
  return <Chart type="line" data={data} options={options} aria-label={t("charts.weightChartLabel")} role="img" />;
}

/** A chart's numbers: open before JavaScript (what the page shows then), closed before the first paint with it. */
function ChartTable({ table, open }: { table: Table; open: boolean }) {
  const { t } = useTranslation("reports");
  return (
    <details className="report-chart-data" open={open || undefined}>
      <summary>{t("charts.showTable")}</summary>
      <TableScroll label={table.heading}>
        <table className="table">
          <caption className="visually-hidden">{table.heading}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r[0]}>
                <th scope="row">{r[0]}</th>
                {r.slice(1).map((v, i) => (
                  <td key={table.columns[i + 1]} className="num">
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}

/** The chart's place while JavaScript is on its way; a browser without JavaScript never shows it (reports.css). */
function ChartPending() {
  return <div className="report-chart-box report-chart-pending" aria-hidden="true" />;
}

/**
 * /reports' two charts, each with its table (as /progress draws its charts): before JavaScript the
 * open table and no frame; once hydrated the chart, the table closed before the first paint and the
 * chart's place kept, so nothing moves and the server's HTML is what React first renders.
 */
export function ReportChartsView({ charts }: { charts: Charts }) {
  const { t } = useTranslation("reports");
  const hydrated = useHydrated();
  const anyWeight = charts.weight.some((w) => w !== null);
  return (
    <div className="report-chart-grid">
      <section className="card" aria-labelledby="energy-chart-title">
        <h2 id="energy-chart-title">{t("charts.energyChart")}</h2>
        <p className="muted small">{t("charts.energyChartNote")}</p>
        {hydrated ? (
          <div className="report-chart-box">
            <EnergyChart charts={charts} />
          </div>
        ) : (
          <ChartPending />
        )}
        <ChartTable table={charts.energyTable} open={!hydrated} />
        <CloseBeforePaint />
      </section>
      <section className="card" aria-labelledby="weight-chart-title">
        <h2 id="weight-chart-title">{t("charts.weightChart")}</h2>
        {anyWeight ? (
          <>
            <p className="muted small">{t(`charts.weightChartNote.${charts.units}`)}</p>
            {hydrated ? (
              <div className="report-chart-box">
                <WeightChart charts={charts} />
              </div>
            ) : (
              <ChartPending />
            )}
            <ChartTable table={charts.weightTable} open={!hydrated} />
            <CloseBeforePaint />
          </>
        ) : (
          <p className="muted">{t("charts.noWeightChart")}</p>
        )}
      </section>
    </div>
  );
}
