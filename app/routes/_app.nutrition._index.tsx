import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { loadFoodSearchCard } from "~/foods/search-card.server";
import { FoodSearchCard } from "~/foods/ui/food-search-card";
import { paths } from "~/paths";
import { toMiniRecipe } from "~/recipes/mini-card";
import { featuredRecipes } from "~/recipes/recipes.server";
import { RecipeMiniCard } from "~/recipes/ui/recipe-card";
import { listResources } from "~/resources/resources.server";
import { carouselAds } from "~/content/content.server";
import { AdsCarousel } from "~/content/ui/carousel";
import contentCss from "~/styles/content.css";
import { ArticleHtml, ArticleMeta } from "~/resources/ui/article-meta";
import { PageHeader } from "~/ui/page";
import recipeCardsCss from "~/styles/recipe-cards.css";
import articlesCss from "~/styles/articles.css";
import nutritionHomeCss from "~/styles/nutrition-home.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(recipeCardsCss, articlesCss, nutritionHomeCss, contentCss);

/** The page's own texts and its title, and the ads carousel's (the content area's; issue 41). */
export const handle = { i18n: ["nutrition", "content", "foods"], title: "nutrition:home.title" };

/** How many of the latest articles and featured recipes the home shows. */
const FEATURED_ARTICLES = 4;
const FEATURED_RECIPES = 4;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [foodCard, articles, recipes, ads] = await Promise.all([
    loadFoodSearchCard(user, new URL(request.url)),
    listResources({ limit: FEATURED_ARTICLES }),
    featuredRecipes(user, FEATURED_RECIPES),
    carouselAds(user),
  ]);
  return { foodCard, articles: articles.results, recipes: recipes.map(toMiniRecipe), ads };
}

export default function NutritionHome() {
  const { foodCard, articles, recipes, ads } = useLoaderData<typeof loader>();
  const { t } = useTranslation("nutrition");
  return (
    <section className="page nutrition-home">
      <PageHeader
        title={t("home.title")}
        subtitle={t("home.subtitle")}
      />
      <div className="nutrition-home-grid">
        <div className="nutrition-home-main">
          <FoodSearchCard data={foodCard} />
          <section className="card featured-recipes" aria-labelledby="featured-recipes-title">
            <h2 id="featured-recipes-title">{t("home.featuredRecipes")}</h2>
            {recipes.length > 0 ? (
              <ul className="plain-list featured-recipe-list">
                {recipes.map((r) => (
                  <li key={r.id}>
                    <RecipeMiniCard recipe={r} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t("home.noRecipes")}</p>
            )}
            <p className="featured-articles-more">
              <Link to={paths.recipes()}>{t("home.allRecipes")}</Link>
            </p>
          </section>
          <AdsCarousel items={ads} label={t("home.ads")} id="nutrition-ads" />
        </div>
        <section className="card featured-articles" aria-labelledby="featured-articles-title">
          <h2 id="featured-articles-title">{t("home.featuredArticles")}</h2>
          {articles.length > 0 ? (
            <ul className="plain-list featured-article-list">
              {articles.map((a) => (
                <li key={a.id} className="featured-article">
                  <h3>
                    <Link to={paths.resourceDetails(a.id)}>{a.title}</Link>
                  </h3>
                  <ArticleMeta author={a.author} created={a.created} />
                  <ArticleHtml html={a.description} className="featured-article-summary" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t("home.noArticles")}</p>
          )}
          <p className="featured-articles-more">
            <Link to={paths.resources()}>{t("home.allResources")}</Link>
          </p>
        </section>
      </div>
    </section>
  );
}
