/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { shown } from "~/domain/rounding";
import { formatCount, formatNumber, formatShortDate } from "~/ui/format";
import { shownDecimalsOf } from "../amounts";
import type { GoalProgress, JournalGoal, JournalSummary } from "../types";
import { journalHref } from "../panel";
import { FluidCard } from "./fluid-card";
import { ProgressBar } from "./progress-bar";
import type { FluidKind } from "../codes";
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
  const servings = progress.filter((p) => p.key !== "calories" && p.key !== "hydration" && p.key !== "electrolyte");
  return (
    <section className="journal-goals" aria-labelledby="journal-goals-title">
      <div className="journal-section-head">
        <div>
          <h2 id="journal-goals-title">Goals</h2>
          <p className="muted journal-goal-source">
            {goal
              ? `${goal.set_by_clinic ? "Set by your clinic" : "Your goal"} since ${formatShortDate(goal.date)}`
              : isToday
                ? "You have no goal yet. Set one to see your progress."
                : "No goal was set for this day."}
          </p>
        </div>
        {isToday ? (
          <Link to={journalHref(null, { goal: 1 })} className="btn btn-secondary btn-sm" preventScrollReset>
            Adjust Goal
          </Link>
        ) : !goal ? (
          // Goals are set for today; from a past day without one, the way there.
          <Link to={journalHref(null, { goal: 1 })} className="btn btn-ghost btn-sm">
            Set today&apos;s goal
          </Link>
        ) : null}
      </div>
      <div className="journal-goal-top">
        <CaloriesCard progress={calories} burned={summary.calories_burned} />
        {(["hydration", "electrolyte"] as const).map((kind) => (
          <FluidCard key={kind} kind={kind} day={day} value={fluids[kind].value} progress={byKey.get(kind)!} units={units} />
        ))}
      </div>
      <ul className="journal-goal-grid" aria-label="Programme servings">
        {servings.map((p) => (
          <li key={p.key} className="journal-goal">
            <p className="journal-goal-label">{p.label}</p>
            <p className="journal-goal-value">
              <strong>{formatNumber(p.total, shownDecimalsOf(p.unit))}</strong>
              {p.goal !== null ? <span> / {formatNumber(p.goal, shownDecimalsOf(p.unit))}</span> : null}
              <span className="journal-goal-unit"> {p.unit}</span>
            </p>
            <ProgressBar percent={p.percent} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CaloriesCard({ progress, burned }: { progress: GoalProgress; burned: number | null }) {
  // What is left is worked out from the numbers the card shows.
  const left = progress.goal !== null ? shown(progress.goal) - shown(progress.total) : null;
  return (
    <section className="card journal-calories" aria-labelledby="journal-calories-title">
      <h3 id="journal-calories-title">Calories</h3>
      <p className="journal-calories-value">
        <strong>{formatCount(progress.total)}</strong>
        <span>{progress.goal !== null ? ` of ${formatCount(progress.goal)} kcal` : " kcal eaten"}</span>
      </p>
      <ProgressBar percent={progress.percent} />
      {left !== null ? (
        <p className="journal-calories-left">{left >= 0 ? `${formatCount(left)} kcal left` : `${formatCount(-left)} kcal over your goal`}</p>
      ) : null}
      {burned !== null ? (
        <p className="journal-calories-burned">Burned: {formatCount(burned)} kcal (fitness journal)</p>
      ) : null}
    </section>
  );
}
