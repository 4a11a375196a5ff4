/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ChartOptions } from "chart.js";
import { Line } from "react-chartjs-2";
import { addDays } from "~/domain/calendar";
import { registerCharts } from "~/ui/charts";
import { CloseBeforePaint } from "~/ui/close-before-paint";
import { axisDayFormat, formatShortDate } from "~/ui/format";
import { useHydrated } from "~/ui/hydrated";
import { dayIndex, type SideEffectChart } from "../chart";
import { doseText, SEVERITY_MAX, SYMPTOM_LABELS, SYMPTOMS, UNIT_TEXT } from "../codes";

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
  const label = axisDayFormat([chart.from, chart.to]);
  const unit = chart.dose ? UNIT_TEXT[chart.dose.unit].many : "";
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
      y: { min: 0, max: SEVERITY_MAX, title: { display: true, text: "Severity (1 to 5)", color: INK2 }, ticks: { color: INK2, stepSize: 1 }, grid: { color: GRID } },
      ...(chart.dose ? { dose: { position: "right" as const, min: 0, title: { display: true, text: `Dose (${unit})`, color: INK2 }, ticks: { color: INK2 }, grid: { drawOnChartArea: false } } } : {}),
    },
    plugins: {
      legend: { labels: { color: INK2, usePointStyle: true } },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? formatShortDate(addDays(chart.from, Math.round(items[0].parsed.x ?? 0))) : ""),
          label: (item) => (item.dataset.yAxisID === "dose" && chart.dose ? `${item.dataset.label}: ${doseText(item.parsed.y ?? null, chart.dose.unit)}` : `${item.dataset.label}: ${item.parsed.y}`),
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
        label: SYMPTOM_LABELS[s.symptom],
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
            label: `${chart.dose.name} dose`,
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
      <Line options={options} data={{ datasets }} aria-label="Side-effect chart: the data is in the table below" role="img" />
    </div>
  );
}

export function SideEffectTable({ chart, open }: { chart: SideEffectChart; open?: boolean }) {
  const shown = SYMPTOMS.filter((s) => chart.series.some((x) => x.symptom === s));
  return (
    <details className="meds-chart-data" open={open || undefined}>
      <summary>Show the side-effect chart as a table</summary>
      <table className="table">
        <caption className="visually-hidden">The worst severity of each symptom, week by week{chart.dose ? `, with the ${chart.dose.name} dose` : ""}</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {chart.dose ? <th scope="col">{chart.dose.name} dose</th> : null}
            {shown.map((s) => (
              <th scope="col" key={s} className="num">
                {SYMPTOM_LABELS[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.weeks.map((w) => (
            <tr key={w.start}>
              <td>{formatShortDate(w.start)}</td>
              {chart.dose ? <td>{doseText(w.dose, chart.dose.unit)}</td> : null}
              {shown.map((s) => (
                <td key={s} className="num">
                  {w.worst[s] ?? "—"}
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
export function SideEffectChartCard({ chart, title = "Side effects and dose", embedded, children }: { chart: SideEffectChart; title?: string; embedded?: boolean; children?: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <section className={embedded ? "meds-chart-embedded" : "card meds-chart"} aria-labelledby="meds-chart-title">
      {embedded ? <h3 id="meds-chart-title">{title}</h3> : <h2 id="meds-chart-title">{title}</h2>}
      {children}
      {chart.series.length === 0 ? <p className="muted">No side effects recorded in the last 12 weeks.</p> : null}
      {hydrated ? <ChartView chart={chart} /> : <div className="meds-chart-box meds-chart-pending" aria-hidden="true" />}
      <SideEffectTable chart={chart} open={!hydrated} />
      <CloseBeforePaint />
    </section>
  );
}
