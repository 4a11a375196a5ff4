import { useTranslation } from "~/i18n/use-translation";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { isAdmin } from "~/domain/users";
import { requireUser } from "~/auth/auth.server";
import { paths } from "~/paths";
import { RECIPE_PAGE_SIZE } from "~/recipes/codes";
import { listFavorites } from "~/recipes/favourites.server";
import { RecipeLoading } from "~/recipes/ui/loading";
import { RecipeCard } from "~/recipes/ui/recipe-card";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { param, readParams } from "~/page/params.server";
import recipeCardsCss from "~/styles/recipe-cards.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(recipeCardsCss);

export const handle = { i18n: ["recipes"], title: "recipes:favourites.title" };

/** Cards of the member's favourite recipes, latest favourite first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { offset } = readParams(request, { offset: param.offset() });
  const page = await listFavorites(user, { limit: RECIPE_PAGE_SIZE, offset });
  return {
    results: page.results,
    count: page.count,
    nextHref: nextPageHref(request.url, {
      offset,
      limit: RECIPE_PAGE_SIZE,
      count: page.count,
    }),
    isAdmin: isAdmin(user),
  };
}

export default function MyFavouritesPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("recipes");
  return (
    <section className="page favourites-page">
      <PageHeader
        title={t("favourites.title")}
        subtitle={t("favourites.subtitle")}
      />
      <RecipeLoading />
      <LoadMoreList
        page={data}
        getKey={(r) => r.id}
        className="recipe-grid recipe-grid-wide"
        renderItem={(r) => <RecipeCard recipe={r} isAdmin={data.isAdmin} />}
        empty={
          <div className="card empty-state">
            <p>{t("favourites.none")}</p>
            <p className="muted">{t("favourites.how")}</p>
            <Link to={paths.recipes()} className="btn btn-primary">
              {t("favourites.browse")}
            </Link>
          </div>
        }
      />
    </section>
  );
}
