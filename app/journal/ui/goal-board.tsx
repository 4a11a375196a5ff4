import { Link } from "@remix-run/react";
import { shown } from "~/domain/rounding";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { shownDecimalsOf } from "../amounts";
import type { GoalProgress, JournalGoal, JournalSummary } from "../types";
import { journalHref } from "../panel";
import { FluidCard } from "./fluid-card";
import { ProgressBar } from "./progress-bar";
import { FLUID_KINDS, type FluidKind } from "../codes";
import type { Units } from "~/domain/units";

/**
 * The day's goals: calories first and large, the seven programme servings, then hydration and
 * electrolyte with their − and + controls. Each card shows the day's total, the goal in force and
 * the percentage (capped at 100); without a goal, the totals alone and an invitation to set one.
 */
export function GoalBoard({
  day,
  isToday,
  summary,
  goal,
  progress,
  fluids,
  units,
}: {
  day: string;
  isToday: boolean;
  summary: JournalSummary;
  goal: JournalGoal | null;
  progress: GoalProgress[];
  /** In the member's units (journalDayIn), as `units` says. */
  fluids: Record<FluidKind, { id: number | null; value: number }>;
  units: Units;
}) {
  const byKey = new Map(progress.map((p) => [p.key, p]));
  const calories = byKey.get("calories")!;
  const servings = progress.filter(
    (p) =>
      p.key !== "calories" && p.key !== "hydration" && p.key !== "electrolyte"
  );
  const { t } = useTranslation("journal");
  const f = useFormat();
  return (
    <section className="journal-goals" aria-labelledby="journal-goals-title">
      <div className="journal-section-head">
        <div>
          <h2 id="journal-goals-title">{t("board.title")}</h2>
          <p className="muted journal-goal-source">
            {goal
              ? t(goal.set_by_clinic ? "board.clinicSince" : "board.ownSince", {
                  date: f.shortDate(goal.date),
                })
              : isToday
              ? t("board.noGoalToday")
              : t("board.noGoalDay")}
          </p>
        </div>
        {isToday ? (
          <Link
            to={journalHref(null, { goal: 1 })}
            className="btn btn-secondary btn-sm"
            preventScrollReset
          >
            {t("board.adjust")}
          </Link>
        ) : !goal ? (
          // Goals are set for today; from a past day without one, the way there.
          <Link
            to={journalHref(null, { goal: 1 })}
            className="btn btn-ghost btn-sm"
          >
            {t("board.setToday")}
          </Link>
        ) : null}
      </div>
      <div className="journal-goal-top">
        <CaloriesCard progress={calories} burned={summary.calories_burned} />
        {FLUID_KINDS.map((kind) => (
          <FluidCard
            key={kind}
            kind={kind}
            day={day}
            value={fluids[kind].value}
            progress={byKey.get(kind)!}
            units={units}
          />
        ))}
      </div>
      <ul className="journal-goal-grid" aria-label={t("board.servings")}>
        {servings.map((p) => (
          <li key={p.key} className="journal-goal">
            <p className="journal-goal-label">{t(`goals.${p.key}`)}</p>
            <p className="journal-goal-value">
              <strong>{f.number(p.total, shownDecimalsOf(p.unit))}</strong>
              {p.goal !== null ? (
                <span> / {f.number(p.goal, shownDecimalsOf(p.unit))}</span>
              ) : null}
              <span className="journal-goal-unit">
                {" "}
                {t(`units.${p.unit}`, { defaultValue: p.unit })}
              </span>
            </p>
            <ProgressBar percent={p.percent} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CaloriesCard({
  progress,
  burned,
}: {
  progress: GoalProgress;
  burned: number | null;
}) {
  // What is left is worked out from the numbers the card shows.
  const left =
    progress.goal !== null
      ? shown(progress.goal) - shown(progress.total)
      : null;
  const { t } = useTranslation("journal");
  const f = useFormat();
  return (
    <section
      className="card journal-calories"
      aria-labelledby="journal-calories-title"
    >
      <h3 id="journal-calories-title">{t("board.calories")}</h3>
      <p className="journal-calories-value">
        <strong>{f.count(progress.total)}</strong>
        <span>
          {progress.goal !== null
            ? t("board.ofGoal", { goal: f.count(progress.goal) })
            : t("board.eaten")}
        </span>
      </p>
      <ProgressBar percent={progress.percent} />
      {left !== null ? (
        <p className="journal-calories-left">
          {left >= 0
            ? t("board.left", { kcal: f.count(left) })
            : t("board.over", { kcal: f.count(-left) })}
        </p>
      ) : null}
      {burned !== null ? (
        <p className="journal-calories-burned">
          {t("board.burned", { kcal: f.count(burned) })}
        </p>
      ) : null}
    </section>
  );
}
