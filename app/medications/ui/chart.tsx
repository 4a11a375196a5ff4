import type { ChartOptions } from "chart.js";
import { Line } from "react-chartjs-2";
import { addDays } from "~/domain/calendar";
import { registerCharts } from "~/ui/charts";
import { CloseBeforePaint } from "~/ui/close-before-paint";
import { useHydrated } from "~/ui/hydrated";
import { dayIndex, type SideEffectChart } from "../chart";
import { SEVERITY_MAX, SYMPTOMS } from "../codes";
import { useMedTexts } from "./texts";

registerCharts();

const INK2 = "#44524f";
const GRID = "#e6ecea";
const DOSE = "#0f6b63";
/** One colour per symptom, in the check-in's order (the table says the same in words). */
const COLOURS = ["#b4531a", "#b42318", "#6b3fa0", "#1d4f91", "#7a5200", "#44524f", "#0b7285", "#a61e4d", "#5c940d"];

/**
 * The side-effect chart (issue 38): each symptom's severity by day (left axis, 1 to 5) against the
 * chosen medicine's dose as steps (right axis), so nausea rising the week the dose went up shows at
 * a glance; and the same week by week as a table, open without JavaScript (as /progress's charts).
 */
function ChartView({ chart }: { chart: SideEffectChart }) {
  const { t, f, dose } = useMedTexts();
  const label = f.axisDay([chart.from, chart.to]);
  const unit = chart.dose ? t(`units.${chart.dose.unit}`) : "";
  const options: ChartOptions<"line"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: "nearest", intersect: false },
    scales: {
      x: {
        type: "linear",
        min: 0,
        max: dayIndex(chart.from, chart.to),
        ticks: { color: INK2, maxTicksLimit: 8, callback: (v) => label(addDays(chart.from, Math.round(Number(v)))) },
        grid: { color: GRID },
      },
      y: { min: 0, max: SEVERITY_MAX, title: { display: true, text: t("chart.severityAxis"), color: INK2 }, ticks: { color: INK2, stepSize: 1 }, grid: { color: GRID } },
      ...(chart.dose ? { dose: { position: "right" as const, min: 0, title: { display: true, text: t("text.doseIn", { unit }), color: INK2 }, ticks: { color: INK2 }, grid: { drawOnChartArea: false } } } : {}),
    },
    plugins: {
      legend: { labels: { color: INK2, usePointStyle: true } },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? f.shortDate(addDays(chart.from, Math.round(items[0].parsed.x ?? 0))) : ""),
          label: (item) =>
            t("chart.tooltip", {
              label: item.dataset.label ?? "",
              value: item.dataset.yAxisID === "dose" && chart.dose ? dose(item.parsed.y ?? null, chart.dose.unit) : f.number(item.parsed.y ?? 0),
            }),
        },
      },
    },
  };
  const days = Array.from({ length: dayIndex(chart.from, chart.to) + 1 }, (_, i) => i);
  const severity = (points: { day: string; severity: number }[], x: number) => points.find((p) => dayIndex(chart.from, p.day) === x)?.severity ?? null;
  const datasets = [
    ...chart.series.map((s) => {
      const colour = COLOURS[SYMPTOMS.indexOf(s.symptom)];
      return {
        label: t(`symptoms.${s.symptom}`),
        // Every day of the range: a day without a check-in is a gap, never a line across it.
        data: days.map((x) => ({ x, y: severity(s.points, x) })),
        spanGaps: false,
        borderColor: colour,
        backgroundColor: colour,
        pointRadius: 3,
        borderWidth: 2,
        yAxisID: "y",
      };
    }),
    ...(chart.dose
      ? [
          {
            label: t("chart.doseOf", { name: chart.dose.name }),
            data: chart.dose.points.map((p) => ({ x: dayIndex(chart.from, p.day), y: p.dose })),
            borderColor: DOSE,
            backgroundColor: DOSE,
            borderDash: [6, 4],
            pointRadius: 0,
            borderWidth: 2,
            stepped: "before" as const,
            spanGaps: false,
            yAxisID: "dose",
          },
        ]
      : []),
  ];
  return (
    <div className="meds-chart-box">
      <Line options={options} data={{ datasets }} aria-label={t("chart.aria")} role="img" />
    </div>
  );
}

export function SideEffectTable({ chart, open }: { chart: SideEffectChart; open?: boolean }) {
  const { t, f, dose } = useMedTexts();
  const shown = SYMPTOMS.filter((s) => chart.series.some((x) => x.symptom === s));
  return (
    <details className="meds-chart-data" open={open || undefined}>
      <summary>{t("chart.showTable")}</summary>
      <table className="table">
        <caption className="visually-hidden">{chart.dose ? t("chart.captionDose", { name: chart.dose.name }) : t("chart.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.weekOf")}</th>
            {chart.dose ? <th scope="col">{t("chart.doseOf", { name: chart.dose.name })}</th> : null}
            {shown.map((s) => (
              <th scope="col" key={s} className="num">
                {t(`symptoms.${s}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.weeks.map((w) => (
            <tr key={w.start}>
              <td>{f.shortDate(w.start)}</td>
              {chart.dose ? <td>{dose(w.dose, chart.dose.unit)}</td> : null}
              {shown.map((s) => (
                <td key={s} className="num">
                  {w.worst[s] ?? t("chart.none")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The chart and its table: the chart once JavaScript runs (its place kept until then), the table open before. */
export function SideEffectChartCard({ chart, title, embedded, children }: { chart: SideEffectChart; title?: string; embedded?: boolean; children?: React.ReactNode }) {
  const { t } = useMedTexts();
  const hydrated = useHydrated();
  const heading = title ?? t("chart.title");
  return (
    <section className={embedded ? "meds-chart-embedded" : "card meds-chart"} aria-labelledby="meds-chart-title">
      {embedded ? <h3 id="meds-chart-title">{heading}</h3> : <h2 id="meds-chart-title">{heading}</h2>}
      {children}
      {chart.series.length === 0 ? <p className="muted">{t("chart.empty")}</p> : null}
      {hydrated ? <ChartView chart={chart} /> : <div className="meds-chart-box meds-chart-pending" aria-hidden="true" />}
      <SideEffectTable chart={chart} open={!hydrated} />
      <CloseBeforePaint />
    </section>
  );
}
