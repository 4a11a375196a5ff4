import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { pageLanguage } from "~/i18n/i18n.server";
import { useFormat } from "~/i18n/react";
import { requireUser } from "~/auth/auth.server";
import { AdsCarousel, ContentTile } from "~/content/ui/carousel";
import { domainFailure, parseForm, readForm } from "~/page/form.server";
import { pageOutcome } from "~/page/outcome.server";
import { createLog } from "~/fitness/activity.server";
import { FITNESS_TOAST } from "~/fitness/codes";
import { logSchema } from "~/fitness/schemas";
import { loadFoodSearchCard } from "~/foods/search-card.server";
import { FoodSearchCard } from "~/foods/ui/food-search-card";
import { homeDashboard } from "~/home/dashboard.server";
import { homePageView } from "~/home/page-view";
import { nextDose } from "~/medications/next-dose.server";
import { NextDoseCard } from "~/medications/ui/next-dose";
import { splitAds } from "~/home/split-ads";
import { FeaturedExercises, FeaturedRecipes, JournalGlance, LatestBadgeCard, MyFitness, MyRecipes, RECIPE_TAB_PARAM, WeightGlance, WeightHistory } from "~/home/ui/blocks";
import { paths } from "~/paths";
import contentCss from "~/styles/content.css";
import foodsCss from "~/styles/foods.css";
import homeCss from "~/styles/home.css";
import nutritionHomeCss from "~/styles/nutrition-home.css";
import recipeCardsCss from "~/styles/recipe-cards.css";
import { redirectWithToast } from "~/toast/toast.server";
import { stylesheets } from "~/ui/stylesheets";
import { useShell } from "./_app";
import { auditOwn } from "~/security/audit.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";

export const links = stylesheets(homeCss, contentCss, recipeCardsCss, foodsCss, nutritionHomeCss);

/** Home's own texts; the ads carousel's (content), the quick workout log's toast (fitness) and the next dose's (medications) (issue 41). */
export const handle = { i18n: ["home", "content", "fitness", "medications", "foods"], title: "home:pageTitle" };

/** The home dashboard (spec part 1 §2.5): every block from one domain call (app/home/dashboard.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const language = await pageLanguage(request, user.language);
  const [home, foodCard, dose] = await Promise.all([homeDashboard(user, user.units, language), loadFoodSearchCard(user, new URL(request.url)), nextDose(user)]);
  await auditOwn({ request, context, user }, "read", "home_dashboard");
  return { home: homePageView(home), foodCard, nextDose: dose };
}

/** Switching the My Recipes tab needs no new data: the loader already sent all three lists. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const strip = (u: URL) => {
    const p = new URLSearchParams(u.search);
    p.delete(RECIPE_TAB_PARAM);
    return `${u.pathname}?${p}`;
  };
  if (currentUrl.pathname === nextUrl.pathname && strip(currentUrl) === strip(nextUrl)) return false;
  return defaultShouldRevalidate;
};

/** My Fitness: log today's minutes of a planned exercise. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  return dispatchIntent<"log">(intentOf(form), { log: () => logIntent({ request, context, user, form }) });
}

async function logIntent(args: IntentArgs) {
  const formKey = `log:${args.form.get("exercise")}`;
  const parsed = parseForm(formKey, args.form, logSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createLog(args.user, parsed.value));
  if (!outcome.ok) return domainFailure(formKey, parsed.submission, outcome.errors);
  await auditOwn(args, "create", "exercise_log", { recordId: outcome.data.id, detail: "home" });
  return redirectWithToast(paths.home(), { type: "success", message: FITNESS_TOAST.added });
}

export default function Home() {
  const { user } = useShell();
  const { home, foodCard, nextDose: dose } = useLoaderData<typeof loader>();
  const [adsTop, adsBottom] = splitAds(home.ads);
  const place = [user.city, user.state].filter(Boolean).join(", ");
  const { t } = useTranslation("home");
  const f = useFormat();
  return (
    <section className="page home">
      <div className="home-grid">
        <section className="card greeting-card" aria-labelledby="greeting">
          <h1 id="greeting">{t("greeting.title", { name: user.first_name })}</h1>
          {place ? <p className="greeting-place">{place}</p> : null}
          <p>{t("greeting.text")}</p>
          <div className="button-row">
            <Link to={paths.nutritionJournal()} className="btn btn-primary">
              {t("greeting.journal")}
            </Link>
            <Link to={paths.referAFriend()} className="btn btn-secondary">
              {t("greeting.refer")}
            </Link>
          </div>
        </section>
        <div className="home-side">
          <section className="card appointment-card" aria-labelledby="appt-title">
            <h2 id="appt-title">{t("appointment.title")}</h2>
            {home.appointment ? (
              <p className="appointment">
                <span className="appointment-date">{f.longDate(home.appointment.appt_date)}</span>
                <span className="appointment-time">{t("appointment.at", { time: f.time(home.appointment.appt_time) })}</span>
              </p>
            ) : (
              <p className="muted">{t("appointment.none")}</p>
            )}
          </section>
          <NextDoseCard dose={dose} today={home.today} />
          <LatestBadgeCard badge={home.latest_badge} />
        </div>
      </div>
      <div className="home-glances">
        <JournalGlance journal={home.journal_today} />
        <WeightGlance weight={home.weight} />
        {home.motivational ? (
          <section className="card home-motivation" aria-labelledby="home-motivation-title">
            <h2 id="home-motivation-title">{t("motivation")}</h2>
            <ContentTile item={home.motivational} />
          </section>
        ) : null}
      </div>
      <FeaturedRecipes recipes={home.featured_recipes} />
      <AdsCarousel items={adsTop} label={t("ads.top")} id="home-ads-1" />
      <WeightHistory weight={home.weight} />
      <AdsCarousel items={adsBottom} label={t("ads.bottom")} id="home-ads-2" />
      <FeaturedExercises exercises={home.featured_exercises} />
      <MyFitness items={home.my_fitness} count={home.my_fitness_count} today={home.today} />
      <MyRecipes submitted={home.recipes_submitted} favorited={home.recipes_favorited} reviews={home.recently_reviewed} />
      <FoodSearchCard data={foodCard} />
    </section>
  );
}
