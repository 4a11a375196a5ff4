import type { ChartOptions } from "chart.js";
import { Line } from "react-chartjs-2";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { addDays, daysBetween } from "~/domain/calendar";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { registerCharts } from "~/ui/charts";
import type { Formats } from "~/i18n/format";
import { CloseBeforePaint } from "~/ui/close-before-paint";
import { useHydrated } from "~/ui/hydrated";
import type { ChartPoint, CompositionPoint, ProgressOverview } from "../weights.server";

registerCharts();

const BRAND = "#0f6b63";
const ACCENT = "#b4531a";
const INK2 = "#44524f";
const INFO = "#1d4f91";
const PURPLE = "#6b3fa0";

/**
 * The x axis is time: each point sits at its day's distance from the first (a linear scale of
 * days, labelled with dates), so a two-week gap looks twice as long as a one-week gap.
 */
function timeAxis(f: Formats, firstDay: string, lastDay: string, label: string) {
  const dayLabel = f.axisDay([firstDay, lastDay]);
  return {
    type: "linear" as const,
    title: { display: true, text: label, color: INK2 },
    ticks: { color: INK2, maxTicksLimit: 8, callback: (v: string | number) => dayLabel(addDays(firstDay, Math.round(Number(v)))) },
    grid: { color: "#e6ecea" },
  };
}

const baseOptions = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  interaction: { mode: "nearest" as const, intersect: false },
  plugins: { legend: { labels: { color: INK2, usePointStyle: true } } },
};

/** Weight over time: the weigh-ins (clinic ● and the member's own ◆), the trend line, the goal. */
export function WeightChart({ points, goal, units }: { points: ChartPoint[]; goal: number | null; units: Units }) {
  const { t } = useTranslation("progress");
  const f = useFormat();
  if (points.length === 0) return null;
  const w = UNIT_NAMES[units].weight;
  const first = points[0].x;
  const at = (p: { x: string }) => daysBetween(first, p.x);
  const lastX = at(points[points.length - 1]);
  const options: ChartOptions<"line"> = {
    ...baseOptions,
    scales: {
      x: timeAxis(f, first, points[points.length - 1].x, t("chart.date")),
      y: { title: { display: true, text: units === "metric" ? t("chart.kilograms") : t("chart.pounds"), color: INK2 }, ticks: { color: INK2 }, grid: { color: "#e6ecea" } },
    },
    plugins: {
      ...baseOptions.plugins,
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? f.shortDate(addDays(first, Math.round(items[0].parsed.x ?? 0))) : ""),
          label: (item) => t("chart.tooltip", { label: item.dataset.label, value: f.number(item.parsed.y ?? 0), unit: w }),
        },
      },
    },
  };
  const datasets = [
    {
      label: t("chart.weight"),
      data: points.map((p) => ({ x: at(p), y: p.y })),
      borderColor: BRAND,
      backgroundColor: points.map((p) => (p.z ? ACCENT : BRAND)),
      pointStyle: points.map((p) => (p.z ? "rectRot" : "circle")),
      pointRadius: 5,
      borderWidth: 2,
      tension: 0,
    },
    {
      label: t("chart.trend"),
      data: points.map((p) => ({ x: at(p), y: p.trend })),
      borderColor: INFO,
      backgroundColor: INFO,
      borderDash: [6, 4],
      pointRadius: 0,
      borderWidth: 2,
      tension: 0.3,
    },
    ...(goal !== null
      ? [
          {
            label: t("chart.goal"),
            data: [
              { x: 0, y: goal },
              { x: Math.max(lastX, 1), y: goal },
            ],
            borderColor: PURPLE,
            backgroundColor: PURPLE,
            borderDash: [2, 3],
            pointRadius: 0,
            borderWidth: 2,
          },
        ]
      : []),
  ];
  return (
    <div className="chart-box">
      <Line options={options} data={{ datasets }} aria-label={t("chart.weightLabel")} role="img" />
    </div>
  );
}

/** Body composition over time: fat mass, fat-free mass and total body water (the member's weight unit), fat % (right axis). */
export function CompositionChart({ points, units }: { points: CompositionPoint[]; units: Units }) {
  const { t } = useTranslation("progress");
  const f = useFormat();
  const w = UNIT_NAMES[units].weight;
  if (points.length === 0) return null;
  const first = points[0].x;
  const at = (p: { x: string }) => daysBetween(first, p.x);
  const series = (key: keyof Omit<CompositionPoint, "x" | "waist">) => points.filter((p) => p[key] !== null).map((p) => ({ x: at(p), y: p[key] as number }));
  const options: ChartOptions<"line"> = {
    ...baseOptions,
    scales: {
      x: timeAxis(f, first, points[points.length - 1].x, t("chart.date")),
      y: { position: "left", title: { display: true, text: units === "metric" ? t("chart.kilograms") : t("chart.pounds"), color: INK2 }, ticks: { color: INK2 }, grid: { color: "#e6ecea" } },
      pct: { position: "right", title: { display: true, text: t("chart.fatPct"), color: INK2 }, ticks: { color: INK2 }, grid: { drawOnChartArea: false } },
    },
    plugins: {
      ...baseOptions.plugins,
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? f.shortDate(addDays(first, Math.round(items[0].parsed.x ?? 0))) : ""),
          label: (item) =>
            item.dataset.yAxisID === "pct"
              ? t("chart.tooltipPct", { label: item.dataset.label, value: f.number(item.parsed.y ?? 0) })
              : t("chart.tooltip", { label: item.dataset.label, value: f.number(item.parsed.y ?? 0), unit: w }),
        },
      },
    },
  };
  const line = (label: string, data: { x: number; y: number }[], colour: string, axis = "y", dash: number[] = []) => ({
    label,
    data,
    yAxisID: axis,
    borderColor: colour,
    backgroundColor: colour,
    borderDash: dash,
    pointRadius: 3,
    borderWidth: 2,
  });
  const datasets = [
    line(t("chart.fatMass"), series("fat_mass"), ACCENT),
    line(t("chart.ffm"), series("ffm"), BRAND),
    line(t("chart.tbw"), series("tbw"), INFO),
    line(t("chart.fatPct"), series("fat"), PURPLE, "pct", [5, 4]),
  ].filter((d) => d.data.length > 0);
  return (
    <div className="chart-box">
      <Line options={options} data={{ datasets }} aria-label={t("chart.compositionLabel")} role="img" />
    </div>
  );
}

const cellOf = (f: Formats) => (v: number | null) => (v === null ? "—" : f.number(v));

/**
 * The weight chart's data as a table (the chart's text alternative). Open until the chart can be
 * drawn: before JavaScript the table is what the page shows (as on home).
 */
export function WeightChartTable({ points, goal, units, open, ownEntry }: { points: ChartPoint[]; goal: number | null; units: Units; open?: boolean; ownEntry?: string }) {
  const { t } = useTranslation("progress");
  const f = useFormat();
  const cell = cellOf(f);
  const w = UNIT_NAMES[units].weight;
  return (
    <details className="chart-data" open={open || undefined}>
      <summary>{t("chart.showWeight")}</summary>
      <table className="table">
        <caption className="visually-hidden">{goal !== null ? t("chart.weightCaptionGoal", { goal: f.number(goal), unit: w }) : t("chart.weightCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.date")}</th>
            <th scope="col">{t("chart.weightCol", { unit: w })}</th>
            <th scope="col">{t("chart.trendCol", { unit: w })}</th>
            <th scope="col">{t("chart.enteredBy")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.x}-${i}`}>
              <td>{f.shortDate(p.x)}</td>
              <td className="num">{cell(p.y)}</td>
              <td className="num">{cell(p.trend)}</td>
              <td>{p.z ? (ownEntry ?? t("chart.you")) : t("chart.clinic")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function CompositionChartTable({ points, units, open }: { points: CompositionPoint[]; units: Units; open?: boolean }) {
  const { t } = useTranslation("progress");
  const f = useFormat();
  const cell = cellOf(f);
  const { weight: w, length: l } = UNIT_NAMES[units];
  return (
    <details className="chart-data" open={open || undefined}>
      <summary>{t("chart.showComposition")}</summary>
      <table className="table">
        <caption className="visually-hidden">{t("chart.compositionCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.date")}</th>
            <th scope="col">{t("chart.fatMassCol", { unit: w })}</th>
            <th scope="col">{t("chart.ffmCol", { unit: w })}</th>
            <th scope="col">{t("chart.tbwCol", { unit: w })}</th>
            <th scope="col">{t("chart.fatPct")}</th>
            <th scope="col">{t("chart.waistCol", { unit: l })}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.x}-${i}`}>
              <td>{f.shortDate(p.x)}</td>
              <td className="num">{cell(p.fat_mass)}</td>
              <td className="num">{cell(p.ffm)}</td>
              <td className="num">{cell(p.tbw)}</td>
              <td className="num">{cell(p.fat)}</td>
              <td className="num">{cell(p.waist)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * The chart's place, kept while JavaScript is on its way so nothing below moves when it is drawn;
 * a browser without JavaScript never shows it (progress.css), only the open table.
 */
function ChartPending() {
  return <div className="chart-box chart-pending" aria-hidden="true" />;
}

/**
 * The weight chart and its table: before JavaScript the open table (never an empty frame), then
 * the chart with the table closed. `ownEntry` names who entered the patient's own weigh-ins in
 * the table ("You" on /progress, "The patient" on the care team's record).
 */
export function WeightChartWithTable({ points, goal, units, ownEntry }: { points: ChartPoint[]; goal: number | null; units: Units; ownEntry?: string }) {
  const hydrated = useHydrated();
  return (
    <>
      {hydrated ? <WeightChart points={points} goal={goal} units={units} /> : <ChartPending />}
      <WeightChartTable points={points} goal={goal} units={units} open={!hydrated} ownEntry={ownEntry} />
      <CloseBeforePaint />
    </>
  );
}

/**
 * /progress's two charts, each with its table. The charts are drawn once JavaScript runs; before,
 * each shows its data as the open table (as home does), never an empty frame; with JavaScript the
 * table is closed before the first paint and the chart's place kept, so the page does not move.
 */
export function ProgressCharts({ overview }: { overview: Pick<ProgressOverview, "entries" | "weight_chart" | "goal_weight" | "detail_chart" | "units"> }) {
  const { t } = useTranslation("progress");
  const hydrated = useHydrated();
  const units = overview.units;
  return (
    <div className="chart-grid">
      <section className="card" aria-labelledby="weight-chart-title">
        <h2 id="weight-chart-title">{t("chart.weightTitle")}</h2>
        <p className="muted small">
          {overview.entries > 12 ? t("chart.firstAndLast") : t("chart.legend")}
        </p>
        <WeightChartWithTable points={overview.weight_chart} goal={overview.goal_weight} units={units} />
      </section>
      <section className="card" aria-labelledby="composition-chart-title">
        <h2 id="composition-chart-title">{t("chart.compositionTitle")}</h2>
        {overview.detail_chart.length ? (
          <>
            <p className="muted small">{units === "metric" ? t("chart.compositionNoteMetric") : t("chart.compositionNoteImperial")}</p>
            {hydrated ? <CompositionChart points={overview.detail_chart} units={units} /> : <ChartPending />}
            <CompositionChartTable points={overview.detail_chart} units={units} open={!hydrated} />
            <CloseBeforePaint />
          </>
        ) : (
          <p className="muted">{t("chart.compositionEmpty")}</p>
        )}
      </section>
    </div>
  );
}
