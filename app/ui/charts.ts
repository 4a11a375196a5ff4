import { BarController, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";

/**
 * chart.js draws only what is registered with it. Every chart of the portal (the progress and
 * care record's weight charts, the fitness activity chart, the reports' charts, the side-effect
 * chart, the dashboard's weight bars) is bars, lines or both over a category or number axis, with
 * a tooltip and a legend; a weight chart fills under its line. They register these parts here, in
 * one call, when their module loads (registering again is a no-op).
 */
export function registerCharts(): void {
  Chart.register(CategoryScale, LinearScale, BarController, BarElement, LineController, LineElement, PointElement, Tooltip, Legend, Filler);
}
