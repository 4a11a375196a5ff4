/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { logSchema } from "~/fitness/schemas";
import { shownDecimalsOf } from "~/journal/amounts";
import type { GoalProgress } from "~/journal/types";
import { paths } from "~/paths";
import { RecipeMiniCard } from "~/recipes/ui/recipe-card";
import type { MiniRecipe } from "~/recipes/mini-card";
import { Stars } from "~/recipes/ui/stars";
import { useHydrated } from "~/ui/hydrated";
import { formatCount, formatDate, formatNumber, formatShortDate } from "~/ui/format";
import { FormError, FormNotice, SubmitButton } from "~/ui/forms";
import { RowNumberField, useRowForms, type RowForm } from "~/ui/row-forms";
import type { RecentReview, WeightBlock } from "../dashboard.server";
import type { HomePageView } from "../page-view";

type MyFitnessItem = HomePageView["my_fitness"][number];
import { UNIT_NAMES } from "~/domain/units";

/** An exercise's small picture, or a calm empty tile; decorative (the name is beside it). */
function ExercisePicture({ image, className }: { image: { photo_s: string } | null; className: string }) {
  if (!image) return <span className={className} aria-hidden="true" />;
  return <img className={className} src={image.photo_s} alt="" loading="lazy" decoding="async" />;
}

/** chart.js arrives with the chart, after the page: the dashboard's first load stays small. */
const WeightBars = lazy(() => import("./weight-bars").then((m) => ({ default: m.WeightBars })));

export function LatestBadgeCard({ badge }: { badge: { name: string; image: string; date: string } | null }) {
  return (
    <section className="card home-badge" aria-labelledby="home-badge-title">
      <h2 id="home-badge-title">Latest badge</h2>
      {badge ? (
        <div className="home-badge-body">
          <img src={badge.image} alt="" className="home-badge-image" width={72} height={72} />
          <div>
            <p className="home-badge-name">{badge.name}</p>
            <p className="muted small">Earned {formatDate(badge.date)}</p>
            <Link to={paths.myBadges()}>All my badges</Link>
          </div>
        </div>
      ) : (
        <p className="muted">
          No badges yet. Log your meals, drink your water and weigh in: your first badge is closer than you think. <Link to={paths.myBadges()}>See the badges</Link>
        </p>
      )}
    </section>
  );
}

const GLANCE_KEYS = ["calories", "protein_calories", "hydration"] as const;

export function JournalGlance({ journal }: { journal: { entries: number; progress: GoalProgress[]; has_goal: boolean; calories_burned: number | null } }) {
  const rows = journal.progress.filter((p) => (GLANCE_KEYS as readonly string[]).includes(p.key));
  return (
    <section className="card home-glance" aria-labelledby="home-journal-title">
      <h2 id="home-journal-title">Today&apos;s journal</h2>
      {journal.entries === 0 ? (
        <p className="muted">
          Nothing logged yet today. <Link to={paths.nutritionJournalAdd()}>Add your first meal</Link>
        </p>
      ) : (
        <ul className="plain-list home-goal-list">
          {rows.map((p) => (
            <li key={p.key}>
              <span className="home-goal-label">{p.label}</span>
              <span className="home-goal-value">
                {formatNumber(p.total, shownDecimalsOf(p.unit))}
                {p.goal !== null ? ` of ${formatNumber(p.goal, shownDecimalsOf(p.unit))}` : ""} {p.unit}
              </span>
              {p.percent !== null ? (
                <meter className="home-goal-meter" min={0} max={100} value={p.percent} aria-label={`${p.label}: ${p.percent}% of goal`} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {journal.calories_burned ? <p className="small muted">{formatCount(journal.calories_burned)} calories burned in workouts today.</p> : null}
      {!journal.has_goal ? (
        <p className="small">
          <Link to={paths.nutritionJournal()}>Set your daily goals</Link> to see how each day measures up.
        </p>
      ) : null}
    </section>
  );
}

export function WeightGlance({ weight }: { weight: WeightBlock }) {
  const lost = weight.weight_change < 0;
  const unit = UNIT_NAMES[weight.units].weight;
  return (
    <section className="card home-glance" aria-labelledby="home-trend-title">
      <h2 id="home-trend-title">Weight trend</h2>
      {weight.current ? (
        <dl className="home-facts">
          <div>
            <dt>Latest</dt>
            <dd>
              {formatNumber(weight.current.weight)} {unit} <span className="muted small">on {formatShortDate(weight.current.date)}</span>
            </dd>
          </div>
          <div>
            <dt>Since you started</dt>
            <dd className={lost ? "home-good" : undefined}>
              {weight.weight_change === 0 ? "No change" : `${lost ? "Down" : "Up"} ${formatNumber(Math.abs(weight.weight_change))} ${unit}`}
            </dd>
          </div>
          {weight.trend_28d !== null ? (
            <div>
              <dt>Last 4 weeks (trend)</dt>
              <dd className={weight.trend_28d < 0 ? "home-good" : undefined}>
                {weight.trend_28d === 0 ? "Steady" : `${weight.trend_28d < 0 ? "Down" : "Up"} ${formatNumber(Math.abs(weight.trend_28d))} ${unit}`}
              </dd>
            </div>
          ) : null}
          {weight.to_goal !== null ? (
            <div>
              <dt>To your goal</dt>
              <dd>{weight.to_goal === 0 ? "Goal reached!" : `${formatNumber(weight.to_goal)} ${unit}`}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="muted">
          No weigh-ins yet. Your clinic records your weight at each visit, and you can add your own on <Link to={paths.progress()}>Progress</Link>.
        </p>
      )}
    </section>
  );
}

export function FeaturedRecipes({ recipes }: { recipes: MiniRecipe[] }) {
  return (
    <section className="card home-featured" aria-labelledby="home-recipes-title">
      <div className="home-section-head">
        <h2 id="home-recipes-title">Featured recipes</h2>
        <Link to={paths.recipes()} className="btn btn-ghost btn-sm">
          All recipes
        </Link>
      </div>
      {recipes.length ? (
        <ul className="plain-list home-card-row">
          {recipes.map((r) => (
            <li key={r.id}>
              <RecipeMiniCard recipe={r} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No recipes found!</p>
      )}
    </section>
  );
}

export function WeightHistory({ weight }: { weight: WeightBlock }) {
  const hydrated = useHydrated();
  const points = weight.weight_chart;
  return (
    <section className="card home-weight" aria-labelledby="home-weight-title">
      <div className="home-section-head">
        <h2 id="home-weight-title">Weight history</h2>
        <Link to={paths.progress()} className="btn btn-ghost btn-sm">
          My progress
        </Link>
      </div>
      {points.length === 0 ? (
        <p className="muted">Your weight history appears here after your first weigh-in.</p>
      ) : (
        <>
          <p className="muted small" id="home-weight-desc">
            {points.length === 1 ? "Your first weigh-in." : `${points.length} weigh-ins${weight.weight_chart.length === 12 ? ": your first and your latest 11" : ""}.`}{" "}
            <span className="home-legend home-legend-clinic">Clinic</span> <span className="home-legend home-legend-own">Your entry</span>
          </p>
          {hydrated ? (
            <Suspense fallback={<div className="home-weight-canvas" />}>
              <WeightBars points={points} unit={UNIT_NAMES[weight.units].weight} />
            </Suspense>
          ) : null}
          <details className="home-weight-table" open={!hydrated || undefined}>
            <summary>Show as a table</summary>
            <table className="table">
              <caption className="visually-hidden">Weight history</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col" className="num">
                    Weight ({UNIT_NAMES[weight.units].weight})
                  </th>
                  <th scope="col">Recorded by</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={`${p.x}-${p.y}-${p.z}`}>
                    <td>{formatShortDate(p.x)}</td>
                    <td className="num">{formatNumber(p.y)}</td>
                    <td>{p.z ? "You" : "Clinic"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

export function FeaturedExercises({ exercises }: { exercises: HomePageView["featured_exercises"] }) {
  return (
    <section className="card home-featured" aria-labelledby="home-exercises-title">
      <div className="home-section-head">
        <h2 id="home-exercises-title">Featured exercises</h2>
        <Link to={paths.exercises()} className="btn btn-ghost btn-sm">
          All exercises
        </Link>
      </div>
      {exercises.length ? (
        <ul className="plain-list home-card-row">
          {exercises.map((e) => (
            <li key={e.id}>
              <Link to={paths.exerciseDetails(e.id)} className="home-exercise">
                <ExercisePicture image={e.main_image} className="home-exercise-image" />
                <span className="home-exercise-text">
                  <span className="home-exercise-name">{e.name}</span>
                  <span className="muted small">
                    {e.type} · {e.type_of_activity}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No featured exercises right now.</p>
      )}
    </section>
  );
}

function QuickLog({ item, today, rowForm }: { item: MyFitnessItem; today: string; rowForm: RowForm }) {
  const duration = rowForm.field("duration");
  return (
    <Form method="post" noValidate onSubmit={rowForm.onSubmit} onInput={rowForm.onInput} className="home-log-form" preventScrollReset>
      <input type="hidden" name="exercise" value={item.exercise} />
      <input type="hidden" name="datedone" value={today} />
      <FormError id={rowForm.formErrorId} errors={rowForm.formErrors} />
      <FormNotice reply={rowForm.reply} />
      <RowNumberField meta={duration} label={`Minutes of ${item.exercise_data.name}`} placeholder="Minutes" hideLabel />
      <SubmitButton intent="log" className="btn btn-secondary btn-sm" busyLabel="Logging…">
        Log<span className="visually-hidden"> {item.exercise_data.name}</span>
      </SubmitButton>
    </Form>
  );
}

export function MyFitness({ items, count, today }: { items: MyFitnessItem[]; count: number; today: string }) {
  // One form state for the list (the action names a row "log:<exercise>").
  const rowForm = useRowForms(logSchema);
  return (
    <section className="card home-fitness" aria-labelledby="home-fitness-title">
      <div className="home-section-head">
        <h2 id="home-fitness-title">My Fitness</h2>
        <Link to={paths.myProgress()} className="btn btn-ghost btn-sm">
          My Workout
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="muted">
          Nothing planned for today. <Link to={paths.myWorkoutAddExercises()}>Add exercises to your plan</Link> or <Link to={paths.workoutPlans()}>choose one of our plans</Link>.
        </p>
      ) : (
        <>
          <p className="muted small">
            Today&apos;s plan{count > items.length ? `: the first ${items.length} of ${count} exercises` : ""}. Log the minutes when you are done; calories are worked out for you.
          </p>
          <ul className="plain-list home-fitness-list">
            {items.map((item) => (
              <li key={item.id} className="home-fitness-item">
                <ExercisePicture image={item.exercise_data.main_image} className="home-fitness-image" />
                <div className="home-fitness-text">
                  <Link to={paths.exerciseDetails(item.exercise)} className="home-exercise-name">
                    {item.exercise_data.name}
                  </Link>
                  <span className="muted small">{item.logged_minutes_today ? `Done today: ${formatCount(item.logged_minutes_today)} min` : item.exercise_data.type_of_activity}</span>
                </div>
                <QuickLog item={item} today={today} rowForm={rowForm(`log:${item.exercise}`, `home-log-${item.exercise}`)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const TABS = [
  { key: "submitted", label: "Submitted" },
  { key: "favorited", label: "Favorited" },
  { key: "reviews", label: "Latest Reviews" },
] as const;
export type RecipeTab = (typeof TABS)[number]["key"];
export const RECIPE_TAB_PARAM = "recipes";

function reviewStatus(r: RecentReview) {
  if (r.is_approved === null) return <span className="tag tag-muted">Waiting for review</span>;
  return r.is_approved ? <span className="tag">Published</span> : <span className="tag tag-muted">Not published</span>;
}

/** My Recipes: three tabs as links (`?recipes=`), so they work before JavaScript and keep their place. */
export function MyRecipes({ submitted, favorited, reviews }: { submitted: MiniRecipe[]; favorited: MiniRecipe[]; reviews: RecentReview[] }) {
  const [params] = useSearchParams();
  const current = (TABS.find((t) => t.key === params.get(RECIPE_TAB_PARAM))?.key ?? "submitted") as RecipeTab;
  const hrefOf = (key: RecipeTab) => {
    const next = new URLSearchParams(params);
    if (key === "submitted") next.delete(RECIPE_TAB_PARAM);
    else next.set(RECIPE_TAB_PARAM, key);
    const s = next.toString();
    return s ? `?${s}` : paths.home();
  };
  const cards = (list: MiniRecipe[], empty: React.ReactNode) =>
    list.length ? (
      <ul className="plain-list home-recipe-grid">
        {list.map((r) => (
          <li key={r.id}>
            <RecipeMiniCard recipe={r} />
          </li>
        ))}
      </ul>
    ) : (
      <p className="muted">{empty}</p>
    );
  return (
    <section className="card home-my-recipes" aria-labelledby="home-my-recipes-title">
      <h2 id="home-my-recipes-title">My Recipes</h2>
      <nav className="tabs" aria-label="My Recipes">
        {TABS.map((t) => (
          <Link key={t.key} to={hrefOf(t.key)} className={current === t.key ? "active" : undefined} aria-current={current === t.key ? "page" : undefined} preventScrollReset replace>
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="home-tab-panel">
        {current === "submitted"
          ? cards(
              submitted,
              <>
                You haven&apos;t submitted a recipe yet. Share a favourite with the programme: <Link to={paths.recipeAdd()}>add a recipe</Link>.
              </>,
            )
          : null}
        {current === "favorited"
          ? cards(
              favorited,
              <>
                No favourites yet. Mark the recipes you love and find them here: <Link to={paths.recipes()}>browse recipes</Link>.
              </>,
            )
          : null}
        {current === "reviews" ? (
          reviews.length ? (
            <ul className="plain-list home-review-list">
              {reviews.map((r) => (
                <li key={r.id} className="home-review">
                  <Link to={paths.recipeDetails(r.recipe.id)} className="home-exercise-name">
                    {r.recipe.name}
                  </Link>
                  <span className="home-review-title">&ldquo;{r.title}&rdquo;</span>
                  {r.rating !== null ? <Stars rating={r.rating} size="sm" /> : null}
                  <span className="muted small">{formatShortDate(r.day)}</span>
                  {reviewStatus(r)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">
              You haven&apos;t reviewed a recipe yet. Tried one? <Link to={paths.recipes()}>Tell others how it went</Link>.
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}
