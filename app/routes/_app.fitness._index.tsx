import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { useFormat } from "~/i18n/react";
import { requireUser } from "~/auth/auth.server";
import { todayIn } from "~/domain/calendar";
import { POTENTIAL_BURN_EXERCISE_ID, TRACK_RESULTS_WEEKS } from "~/fitness/codes";
import { exercisePotentialBurn } from "~/fitness/exercises.server";
import { recentWeeks, SERIES_COLORS } from "~/fitness/history.server";
import { ActivityChart } from "~/fitness/ui/activity-chart";
import { PotentialBurnPanel } from "~/fitness/ui/potential-burn";
import { paths } from "~/paths";
import { carouselAds } from "~/content/content.server";
import { AdsCarousel } from "~/content/ui/carousel";
import contentCss from "~/styles/content.css";
import { stylesheets } from "~/ui/stylesheets";
import { PageHeader } from "~/ui/page";
import { auditOwn } from "~/security/audit.server";
import fitnessHomeCss from "~/styles/fitness-home.css";

export const links = stylesheets(contentCss, fitnessHomeCss);

export const handle = { i18n: ["fitness", "content"], title: "fitness:home.pageTitle" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = todayIn(user.time_zone);
  const [weeks, burn, ads] = await Promise.all([
    recentWeeks(user, TRACK_RESULTS_WEEKS, today),
    exercisePotentialBurn(user, POTENTIAL_BURN_EXERCISE_ID),
    carouselAds(user),
  ]);
  await auditOwn({ request, context, user }, "read", "fitness_history", { detail: "track_my_results" });
  if (burn) await auditOwn({ request, context, user }, "read", "weight", { detail: "potential_burn" });
  return { weeks, burn, colors: SERIES_COLORS, ads };
}

/** The three doors of fitness home; their texts are `home.<card>Title`, `…Text` and `…Action`. */
const INTRO = [
  {
    to: paths.workoutPlans(),
    card: "plans",
    icon: "M4 5h16v15H4zM4 9h16M9 3v4M15 3v4",
  },
  {
    to: paths.myProgress(),
    card: "workout",
    icon: "M6 12h12M3 9v6M21 9v6M6 7v10M18 7v10",
  },
  {
    to: paths.fitnessJournal(),
    card: "journal",
    icon: "M6 3h11a2 2 0 0 1 2 2v16H8a2 2 0 0 1-2-2zM6 17a2 2 0 0 1 2-2h11M10 7h6M10 11h4",
  },
] as const;

export default function FitnessHome() {
  const { weeks, burn, colors, ads } = useLoaderData<typeof loader>();
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const totalMinutes = weeks.minutes.reduce((a, b) => a + b, 0);
  const totalCalories = weeks.calories.reduce((a, b) => a + b, 0);
  return (
    <section className="page fitness-home">
      <PageHeader title={t("home.title")} subtitle={t("home.subtitle")} />
      <ul className="fitness-intro">
        {INTRO.map((card) => (
          <li key={card.to} className="card fitness-intro-card">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="fitness-intro-icon">
              <path d={card.icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h2>{t(`home.${card.card}Title`)}</h2>
            <p>{t(`home.${card.card}Text`)}</p>
            <Link to={card.to} className="btn btn-secondary btn-sm" prefetch="intent">
              {t(`home.${card.card}Action`)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="fitness-home-grid">
        <section className="card fitness-results" aria-labelledby="track-results-title">
          <div className="fitness-section-head">
            <h2 id="track-results-title">{t("home.results")}</h2>
            <Link to={paths.myHistory()} className="btn btn-ghost btn-sm">
              {t("home.history")}
            </Link>
          </div>
          <p className="muted">
            {t("home.totals", { weeks: TRACK_RESULTS_WEEKS, minutes: f.count(totalMinutes), calories: f.count(totalCalories) })}
          </p>
          <ActivityChart
            id="track-results"
            title={t("home.chartTitle", { weeks: TRACK_RESULTS_WEEKS })}
            series={{ categories: weeks.categories, minutes: weeks.minutes, calories: weeks.calories, groupBy: "week", colors }}
          />
        </section>
        <div className="fitness-home-side">
          <AdsCarousel items={ads} label={t("home.ads")} id="fitness-ads" />
          {burn ? <PotentialBurnPanel burn={burn} exerciseHref={paths.exerciseDetails(POTENTIAL_BURN_EXERCISE_ID)} /> : null}
        </div>
      </div>
    </section>
  );
}
