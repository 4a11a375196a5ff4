import { Bar } from "react-chartjs-2";
import { useFormat } from "~/i18n/react";
import { useTranslation } from "~/i18n/use-translation";
import { registerCharts } from "~/ui/charts";
import { weightBarsConfig, type WeightBarPoint } from "../weight-bars-config";

registerCharts();

export type { WeightBarPoint } from "../weight-bars-config";

/**
 * The dashboard's weight-history bar chart (spec part 1 §2.5): at most 12 bars (the first weigh-in
 * and the last 11), clinic weigh-ins in the brand colour and the member's own in the accent; its
 * axes and labels are app/home/weight-bars-config.ts. A table with the same numbers is always
 * beside it (shown on request), for screen readers and anyone who prefers numbers.
 */
export function WeightBars({ points, unit }: { points: WeightBarPoint[]; unit: string }) {
  const { t } = useTranslation("home");
  const f = useFormat();
  const { data, options } = weightBarsConfig(points, unit, f, (key, values) => t(key, values ?? {}));
  return (
    <div className="home-weight-canvas">
      <Bar options={options} data={data} aria-hidden="true" />
    </div>
  );
}
