import { Form, Link, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { logSchema } from "~/fitness/schemas";
import { shownDecimalsOf } from "~/journal/amounts";
import type { GoalProgress } from "~/journal/types";
import { paths } from "~/paths";
import { RecipeMiniCard } from "~/recipes/ui/recipe-card";
import type { MiniRecipe } from "~/recipes/mini-card";
import { Stars } from "~/recipes/ui/stars";
import { useHydrated } from "~/ui/hydrated";
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
  const { t } = useTranslation("home");
  const f = useFormat();
  return (
    <section className="card home-badge" aria-labelledby="home-badge-title">
      <h2 id="home-badge-title">{t("badge.title")}</h2>
      {badge ? (
        <div className="home-badge-body">
          <img src={badge.image} alt="" className="home-badge-image" width={72} height={72} />
          <div>
            <p className="home-badge-name">{badge.name}</p>
            <p className="muted small">{t("badge.earned", { date: f.date(badge.date) })}</p>
            <Link to={paths.myBadges()}>{t("badge.all")}</Link>
          </div>
        </div>
      ) : (
        <p className="muted">
          <Trans t={t} i18nKey="badge.none" components={[<Link key="badges" to={paths.myBadges()} />]} />
        </p>
      )}
    </section>
  );
}

const GLANCE_KEYS = ["calories", "protein_calories", "hydration"] as const;

export function JournalGlance({ journal }: { journal: { entries: number; progress: GoalProgress[]; has_goal: boolean; calories_burned: number | null } }) {
  const rows = journal.progress.filter((p) => (GLANCE_KEYS as readonly string[]).includes(p.key));
  const { t } = useTranslation("home");
  const f = useFormat();
  return (
    <section className="card home-glance" aria-labelledby="home-journal-title">
      <h2 id="home-journal-title">{t("journal.title")}</h2>
      {journal.entries === 0 ? (
        <p className="muted">
          <Trans t={t} i18nKey="journal.empty" components={[<Link key="add" to={paths.nutritionJournalAdd()} />]} />
        </p>
      ) : (
        <ul className="plain-list home-goal-list">
          {rows.map((p) => (
            <li key={p.key}>
              <span className="home-goal-label">{t(`journal.goals.${p.key}`)}</span>
              <span className="home-goal-value">
                {p.goal !== null
                  ? t("journal.ofGoal", { total: f.number(p.total, shownDecimalsOf(p.unit)), goal: f.number(p.goal, shownDecimalsOf(p.unit)), unit: p.unit })
                  : t("journal.total", { total: f.number(p.total, shownDecimalsOf(p.unit)), unit: p.unit })}
              </span>
              {p.percent !== null ? (
                <meter className="home-goal-meter" min={0} max={100} value={p.percent} aria-label={t("journal.meter", { label: t(`journal.goals.${p.key}`), percent: p.percent })} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {journal.calories_burned ? <p className="small muted">{t("journal.burned", { count: journal.calories_burned, calories: f.count(journal.calories_burned) })}</p> : null}
      {!journal.has_goal ? (
        <p className="small">
          <Trans t={t} i18nKey="journal.setGoals" components={[<Link key="goals" to={paths.nutritionJournal()} />]} />
        </p>
      ) : null}
    </section>
  );
}

export function WeightGlance({ weight }: { weight: WeightBlock }) {
  const lost = weight.weight_change < 0;
  const unit = UNIT_NAMES[weight.units].weight;
  const { t } = useTranslation("home");
  const f = useFormat();
  const change = (n: number, none: string) => (n === 0 ? none : t(n < 0 ? "weight.down" : "weight.up", { amount: f.number(Math.abs(n)), unit }));
  return (
    <section className="card home-glance" aria-labelledby="home-trend-title">
      <h2 id="home-trend-title">{t("weight.title")}</h2>
      {weight.current ? (
        <dl className="home-facts">
          <div>
            <dt>{t("weight.latest")}</dt>
            <dd>
              <Trans
                t={t}
                i18nKey="weight.latestValue"
                values={{ amount: f.number(weight.current.weight), unit, date: f.shortDate(weight.current.date) }}
                components={[<span key="on" className="muted small" />]}
              />
            </dd>
          </div>
          <div>
            <dt>{t("weight.since")}</dt>
            <dd className={lost ? "home-good" : undefined}>{change(weight.weight_change, t("weight.noChange"))}</dd>
          </div>
          {weight.trend_28d !== null ? (
            <div>
              <dt>{t("weight.trend")}</dt>
              <dd className={weight.trend_28d < 0 ? "home-good" : undefined}>{change(weight.trend_28d, t("weight.steady"))}</dd>
            </div>
          ) : null}
          {weight.to_goal !== null ? (
            <div>
              <dt>{t("weight.toGoal")}</dt>
              <dd>{weight.to_goal === 0 ? t("weight.goalReached") : t("weight.amount", { amount: f.number(weight.to_goal), unit })}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="muted">
          <Trans t={t} i18nKey="weight.none" components={[<Link key="progress" to={paths.progress()} />]} />
        </p>
      )}
    </section>
  );
}

export function FeaturedRecipes({ recipes }: { recipes: MiniRecipe[] }) {
  const { t } = useTranslation("home");
  return (
    <section className="card home-featured" aria-labelledby="home-recipes-title">
      <div className="home-section-head">
        <h2 id="home-recipes-title">{t("recipes.featured")}</h2>
        <Link to={paths.recipes()} className="btn btn-ghost btn-sm">
          {t("recipes.all")}
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
        <p className="muted">{t("recipes.none")}</p>
      )}
    </section>
  );
}

export function WeightHistory({ weight }: { weight: WeightBlock }) {
  const hydrated = useHydrated();
  const points = weight.weight_chart;
  const { t } = useTranslation("home");
  const f = useFormat();
  return (
    <section className="card home-weight" aria-labelledby="home-weight-title">
      <div className="home-section-head">
        <h2 id="home-weight-title">{t("history.title")}</h2>
        <Link to={paths.progress()} className="btn btn-ghost btn-sm">
          {t("history.progress")}
        </Link>
      </div>
      {points.length === 0 ? (
        <p className="muted">{t("history.none")}</p>
      ) : (
        <>
          <p className="muted small" id="home-weight-desc">
            {points.length === 1 ? t("history.first") : points.length === 12 ? t("history.firstAndLatest", { count: points.length }) : t("history.count", { count: points.length })}{" "}
            <span className="home-legend home-legend-clinic">{t("history.clinic")}</span> <span className="home-legend home-legend-own">{t("history.own")}</span>
          </p>
          {hydrated ? (
            <Suspense fallback={<div className="home-weight-canvas" />}>
              <WeightBars points={points} unit={UNIT_NAMES[weight.units].weight} />
            </Suspense>
          ) : null}
          <details className="home-weight-table" open={!hydrated || undefined}>
            <summary>{t("history.table")}</summary>
            <table className="table">
              <caption className="visually-hidden">{t("history.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("history.date")}</th>
                  <th scope="col" className="num">
                    {t("history.weight", { unit: UNIT_NAMES[weight.units].weight })}
                  </th>
                  <th scope="col">{t("history.by")}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={`${p.x}-${p.y}-${p.z}`}>
                    <td>{f.shortDate(p.x)}</td>
                    <td className="num">{f.number(p.y)}</td>
                    <td>{p.z ? t("history.you") : t("history.clinic")}</td>
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
  const { t } = useTranslation("home");
  return (
    <section className="card home-featured" aria-labelledby="home-exercises-title">
      <div className="home-section-head">
        <h2 id="home-exercises-title">{t("exercises.featured")}</h2>
        <Link to={paths.exercises()} className="btn btn-ghost btn-sm">
          {t("exercises.all")}
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
        <p className="muted">{t("exercises.none")}</p>
      )}
    </section>
  );
}

function QuickLog({ item, today, rowForm }: { item: MyFitnessItem; today: string; rowForm: RowForm }) {
  const duration = rowForm.field("duration");
  const { t } = useTranslation("home");
  return (
    <Form method="post" noValidate onSubmit={rowForm.onSubmit} onInput={rowForm.onInput} className="home-log-form" preventScrollReset>
      <input type="hidden" name="exercise" value={item.exercise} />
      <input type="hidden" name="datedone" value={today} />
      <FormError id={rowForm.formErrorId} errors={rowForm.formErrors} />
      <FormNotice reply={rowForm.reply} />
      <RowNumberField meta={duration} label={t("fitness.minutesOf", { name: item.exercise_data.name })} placeholder={t("fitness.minutes")} hideLabel />
      <SubmitButton intent="log" className="btn btn-secondary btn-sm" busyLabel={t("fitness.logging")}>
        <Trans t={t} i18nKey="fitness.log" values={{ name: item.exercise_data.name }} components={[<span key="name" className="visually-hidden" />]} />
      </SubmitButton>
    </Form>
  );
}

export function MyFitness({ items, count, today }: { items: MyFitnessItem[]; count: number; today: string }) {
  // One form state for the list (the action names a row "log:<exercise>").
  const rowForm = useRowForms(logSchema);
  const { t } = useTranslation("home");
  const f = useFormat();
  return (
    <section className="card home-fitness" aria-labelledby="home-fitness-title">
      <div className="home-section-head">
        <h2 id="home-fitness-title">{t("fitness.title")}</h2>
        <Link to={paths.myProgress()} className="btn btn-ghost btn-sm">
          {t("fitness.workout")}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="muted">
          <Trans t={t} i18nKey="fitness.none" components={[<Link key="add" to={paths.myWorkoutAddExercises()} />, <Link key="plans" to={paths.workoutPlans()} />]} />
        </p>
      ) : (
        <>
          <p className="muted small">
            {count > items.length ? t("fitness.planFirst", { shown: items.length, count }) : t("fitness.plan")}
          </p>
          <ul className="plain-list home-fitness-list">
            {items.map((item) => (
              <li key={item.id} className="home-fitness-item">
                <ExercisePicture image={item.exercise_data.main_image} className="home-fitness-image" />
                <div className="home-fitness-text">
                  <Link to={paths.exerciseDetails(item.exercise)} className="home-exercise-name">
                    {item.exercise_data.name}
                  </Link>
                  <span className="muted small">{item.logged_minutes_today ? t("fitness.done", { minutes: f.count(item.logged_minutes_today) }) : item.exercise_data.type_of_activity}</span>
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

/** Each tab's text is its `home:myRecipes.tabs.<key>` key. */
const TABS = [{ key: "submitted" }, { key: "favorited" }, { key: "reviews" }] as const;
export type RecipeTab = (typeof TABS)[number]["key"];
export const RECIPE_TAB_PARAM = "recipes";

function ReviewStatus({ review }: { review: RecentReview }) {
  const { t } = useTranslation("home");
  if (review.is_approved === null) return <span className="tag tag-muted">{t("myRecipes.waiting")}</span>;
  return review.is_approved ? <span className="tag">{t("myRecipes.published")}</span> : <span className="tag tag-muted">{t("myRecipes.notPublished")}</span>;
}

/** My Recipes: three tabs as links (`?recipes=`), so they work before JavaScript and keep their place. */
export function MyRecipes({ submitted, favorited, reviews }: { submitted: MiniRecipe[]; favorited: MiniRecipe[]; reviews: RecentReview[] }) {
  const [params] = useSearchParams();
  const { t } = useTranslation("home");
  const f = useFormat();
  const current = (TABS.find((tab) => tab.key === params.get(RECIPE_TAB_PARAM))?.key ?? "submitted") as RecipeTab;
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
      <h2 id="home-my-recipes-title">{t("myRecipes.title")}</h2>
      <nav className="tabs" aria-label={t("myRecipes.title")}>
        {TABS.map((tab) => (
          <Link key={tab.key} to={hrefOf(tab.key)} className={current === tab.key ? "active" : undefined} aria-current={current === tab.key ? "page" : undefined} preventScrollReset replace>
            {t(`myRecipes.tabs.${tab.key}`)}
          </Link>
        ))}
      </nav>
      <div className="home-tab-panel">
        {current === "submitted"
          ? cards(
              submitted,
              <Trans t={t} i18nKey="myRecipes.noneSubmitted" components={[<Link key="add" to={paths.recipeAdd()} />]} />,
            )
          : null}
        {current === "favorited"
          ? cards(
              favorited,
              <Trans t={t} i18nKey="myRecipes.noneFavorited" components={[<Link key="browse" to={paths.recipes()} />]} />,
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
                  <span className="muted small">{f.shortDate(r.day)}</span>
                  <ReviewStatus review={r} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">
              <Trans t={t} i18nKey="myRecipes.noneReviewed" components={[<Link key="recipes" to={paths.recipes()} />]} />
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}
