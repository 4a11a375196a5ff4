import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { UNIT_NAMES } from "~/domain/units";
import { useFormat } from "~/i18n/react";
import { bmiCategoryKey } from "../bmi";
import type { ProgressOverview } from "../weights.server";

/** The five numbers above the charts: current weight, change since start, trend, BMI and goal; in the member's units. */

export function ProgressSummary({ overview: o, goalHref }: { overview: ProgressOverview; goalHref: string }) {
  const { t } = useTranslation("progress");
  const f = useFormat();
  const unit = UNIT_NAMES[o.units].weight;
  const w = (v: number | null, signed = false) => (v === null ? "—" : `${signed && v > 0 ? "+" : ""}${f.number(v)} ${unit}`);
  const category = o.bmi_category === null ? null : bmiCategoryKey(o.bmi_category);
  return (
    <ul className="plain-list progress-stats" aria-label={t("summary.label")}>
      <li className="card stat-card">
        <p className="stat-label">{t("summary.current")}</p>
        <p className="stat-value">{w(o.current?.weight ?? null)}</p>
        <p className="stat-note">{o.current ? t("summary.on", { date: f.shortDate(o.current.date) }) : t("summary.noWeighIn")}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">{t("summary.change")}</p>
        <p className="stat-value">{w(o.change, true)}</p>
        <p className="stat-note">
          {o.start ? t("summary.from", { weight: w(o.start.weight), date: f.shortDate(o.start.date) }) : "—"}
          {o.change_pct !== null && o.change !== 0 ? ` (${o.change_pct > 0 ? "+" : ""}${f.number(o.change_pct)} %)` : ""}
        </p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">{t("summary.trend")}</p>
        <p className="stat-value">{w(o.trend)}</p>
        <p className="stat-note">{o.trend_28d !== null ? t("summary.trend28", { change: w(o.trend_28d, true) }) : t("summary.needsWeeks")}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">{t("summary.bmi")}</p>
        <p className="stat-value">{o.bmi === null ? "—" : f.number(o.bmi)}</p>
        <p className="stat-note">
          {category ? t(`bmi.${category}`) : o.height_in === null ? t("summary.tellHeight") : t("summary.noWeighIn")}
          {o.height_label ? ` · ${t("summary.height", { height: o.height_label })}` : ""}
        </p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">{t("summary.goal")}</p>
        <p className="stat-value">{w(o.goal_weight)}</p>
        <p className="stat-note">
          {o.to_goal === null ? t("summary.noGoal") : o.to_goal === 0 ? t("summary.reached") : t("summary.toGo", { weight: w(o.to_goal) })}{" "}
          <Link to={goalHref} preventScrollReset>
            {o.goal_weight === null ? t("summary.setGoal") : t("summary.changeGoal")}
          </Link>
        </p>
      </li>
    </ul>
  );
}
