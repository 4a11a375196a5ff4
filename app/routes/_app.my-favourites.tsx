/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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

export const meta: MetaFunction = () => [{ title: "My favourites · Patient Portal" }];

/** Cards of the member's favourite recipes, latest favourite first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { offset } = readParams(request, { offset: param.offset() });
  const page = await listFavorites(user, { limit: RECIPE_PAGE_SIZE, offset });
  return {
    results: page.results,
    count: page.count,
    nextHref: nextPageHref(request.url, { offset, limit: RECIPE_PAGE_SIZE, count: page.count }),
    isAdmin: isAdmin(user),
  };
}

export default function MyFavouritesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="page favourites-page">
      <PageHeader title="My favourites" subtitle="Recipes you marked with the heart, ready when you are." />
      <RecipeLoading />
      <LoadMoreList
        page={data}
        getKey={(r) => r.id}
        className="recipe-grid recipe-grid-wide"
        renderItem={(r) => <RecipeCard recipe={r} isAdmin={data.isAdmin} />}
        empty={
          <div className="card empty-state">
            <p>You have no favourite recipes yet.</p>
            <p className="muted">Open a recipe and choose Add to favourites to keep it here.</p>
            <Link to={paths.recipes()} className="btn btn-primary">
              Browse recipes
            </Link>
          </div>
        }
      />
    </section>
  );
}
