/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { UNIT_NAMES } from "~/domain/units";
import { formatNumber, formatShortDate } from "~/ui/format";
import type { ProgressOverview } from "../weights.server";

/** The five numbers above the charts: current weight, change since start, trend, BMI and goal; in the member's units. */

export function ProgressSummary({ overview: o, goalHref }: { overview: ProgressOverview; goalHref: string }) {
  const unit = UNIT_NAMES[o.units].weight;
  const w = (v: number | null, signed = false) => (v === null ? "—" : `${signed && v > 0 ? "+" : ""}${formatNumber(v)} ${unit}`);
  return (
    <ul className="plain-list progress-stats" aria-label="Summary">
      <li className="card stat-card">
        <p className="stat-label">Current weight</p>
        <p className="stat-value">{w(o.current?.weight ?? null)}</p>
        <p className="stat-note">{o.current ? `on ${formatShortDate(o.current.date)}` : "No weigh-in yet"}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Change since start</p>
        <p className="stat-value">{w(o.change, true)}</p>
        <p className="stat-note">
          {o.start ? `from ${w(o.start.weight)} on ${formatShortDate(o.start.date)}` : "—"}
          {o.change_pct !== null && o.change !== 0 ? ` (${o.change_pct > 0 ? "+" : ""}${formatNumber(o.change_pct)} %)` : ""}
        </p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Trend</p>
        <p className="stat-value">{w(o.trend)}</p>
        <p className="stat-note">{o.trend_28d !== null ? `${w(o.trend_28d, true)} over 4 weeks` : "Needs a few weeks of weigh-ins"}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">BMI</p>
        <p className="stat-value">{o.bmi === null ? "—" : formatNumber(o.bmi)}</p>
        <p className="stat-note">
          {o.bmi_category ?? (o.height_in === null ? "Tell us your height" : "No weigh-in yet")}
          {o.height_label ? ` · height ${o.height_label}` : ""}
        </p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Goal weight</p>
        <p className="stat-value">{w(o.goal_weight)}</p>
        <p className="stat-note">
          {o.to_goal === null ? "No goal set. " : o.to_goal === 0 ? "Goal reached! " : `${w(o.to_goal)} to go. `}
          <Link to={goalHref} preventScrollReset>
            {o.goal_weight === null ? "Set a goal" : "Change goal"}
          </Link>
        </p>
      </li>
    </ul>
  );
}
