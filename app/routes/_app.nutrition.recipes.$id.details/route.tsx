import { useTranslation } from "~/i18n/use-translation";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { isAdmin } from "~/domain/users";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { paths } from "~/paths";
import { createComment } from "~/recipes/comments.server";
import {
  recipeDetailsPage,
  recipeDetailsView,
  type RecipeDetailsData,
} from "~/recipes/details.server";
import { publishProblemOf } from "~/recipes/publish";
import { stepHref } from "~/recipes/wizard/schemas";
import { domainFailure, parseForm, readForm } from "~/page/form.server";
import {
  forbiddenResponse,
  foundOr404,
  notFoundResponse,
  pageOutcome,
} from "~/page/outcome.server";
import {
  dispatchIntent,
  intentOf,
  type IntentArgs,
} from "~/page/intents.server";
import { hereWithout, param, readParams } from "~/page/params.server";
import { openStepToFix } from "~/page/wizard.server";
import {
  addFavorite,
  removeFavoriteOfRecipe,
} from "~/recipes/favourites.server";
import { declineRecipe, setRecipeActive } from "~/recipes/recipes.server";
import {
  commentSchema,
  RECIPE_MSG,
  RECIPE_TOAST,
  recipeDeclineSchema,
} from "~/recipes/schemas";
import { RecipeLoading } from "~/recipes/ui/loading";
import { NutritionFactsPanel } from "~/recipes/ui/nutrition-facts";
import { RecipeMiniCard, useMinutes } from "~/recipes/ui/recipe-card";
import { Stars } from "~/recipes/ui/stars";
import { redirectWithToast } from "~/toast/toast.server";
import { keptUntilHydrated, useHydrated } from "~/ui/hydrated";
import { SERVING_KINDS } from "~/foods/codes";
import recipeCardsCss from "~/styles/recipe-cards.css";
import recipesCss from "~/styles/recipes.css";
import { stylesheets } from "~/ui/stylesheets";
import { ApprovalBar } from "./approval-bar";
import { CommentForm, CommentList } from "./comments";
import { FavouriteButton, Gallery } from "./gallery";
import { RecipeTabs, ServesForm } from "./tabs";

export const links = stylesheets(recipeCardsCss, recipesCss);

export const handle = {
  i18n: ["recipes"],
  // The recipe's own name is its title; "Recipe" while it has none to show.
  title: (data: unknown) => {
    const name = (data as { recipe?: { name: string } } | undefined)?.recipe
      ?.name;
    return name
      ? { key: "recipes:details.named", values: { name } }
      : { key: "recipes:details.title" };
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = requireIdParam(params.id);
  const page = foundOr404(
    await recipeDetailsPage(
      user,
      id,
      readParams(request, { scale: param.raw() }).scale
    )
  );
  return {
    ...recipeDetailsView(page),
    isAdmin: isAdmin(user),
  } satisfies RecipeDetailsData;
}

type LoaderData = RecipeDetailsData;

type Intent = "favourite" | "comment" | "approve" | "decline";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = requireIdParam(params.id);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    favourite: () => favourite(args, id),
    comment: () => comment(args, id),
    approve: () => approve(args, id),
    decline: () => decline(args, id),
  });
}

/** Where a form on this page comes back to: the same recipe, same tab and scale. */
const back = (request: Request) => hereWithout(request);

async function favourite({ request, user, form }: IntentArgs, id: number) {
  const remove = form.get("favourite") === "remove";
  const outcome = remove
    ? await removeFavoriteOfRecipe(user, id)
    : await addFavorite(user, id);
  // Removing a favourite that is already gone is fine; a recipe one may not see is not.
  if (!outcome.ok && !remove) throw notFoundResponse();
  return redirect(back(request));
}

async function comment({ request, user, form }: IntentArgs, id: number) {
  form.set("recipe", String(id));
  const parsed = parseForm("comment", form, commentSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createComment(user, parsed.value));
  if (!outcome.ok)
    return domainFailure("comment", parsed.submission, outcome.errors);
  return redirectWithToast(back(request), {
    type: "success",
    message: RECIPE_TOAST.commentPosted,
  });
}

async function approve({ request, user }: IntentArgs, id: number) {
  const outcome = pageOutcome(await setRecipeActive(user, id, true));
  if (outcome.ok)
    return redirectWithToast(back(request), {
      type: "success",
      message: RECIPE_TOAST.saved,
    });
  // Like publishing from the wizard, it opens the step that is missing something, with the
  // wizard's words ('Please add some ingredients!').
  const problem = publishProblemOf(outcome.errors, RECIPE_MSG.tryAgain);
  return openStepToFix(
    problem.step ? stepHref(paths.recipeEdit(id), problem.step) : back(request),
    problem.message
  );
}

async function decline({ request, user, form }: IntentArgs, id: number) {
  const parsed = parseForm("decline", form, recipeDeclineSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await declineRecipe(user, id, parsed.value.decline_code);
  if (outcome.ok)
    return redirectWithToast(paths.recipeApproval(), {
      type: "success",
      message: RECIPE_TOAST.declined,
    });
  if (outcome.reason === "forbidden") throw forbiddenResponse();
  return redirectWithToast(back(request), {
    type: "error",
    message: RECIPE_MSG.notDeclined,
  });
}

// ---------------------------------------------------------------------------------------------

export default function RecipeDetailsPage() {
  const data = useLoaderData<typeof loader>();
  const { recipe } = data;
  const location = useLocation();
  const hydrated = useHydrated();
  const scaleFetcher = useFetcher<LoaderData>({ key: `scale-${recipe.id}` });
  // The scaled lines from the Serves box, as long as they belong to this recipe.
  const scaled =
    scaleFetcher.data?.recipe.id === recipe.id ? scaleFetcher.data : null;
  const lines = scaled?.lines ?? data.lines;
  const servings = SERVING_KINDS.filter((s) => recipe.servings[s.key] > 0);
  const { t } = useTranslation("recipes");
  const formatMinutes = useMinutes();
  return (
    <article className="page recipe-details" aria-labelledby="recipe-title">
      <RecipeLoading />
      {data.isAdmin && !recipe.active ? <ApprovalBar recipe={recipe} /> : null}
      <div className="recipe-details-layout">
        <div className="recipe-details-main stack-lg">
          <section className="card recipe-hero">
            <Gallery recipe={recipe} />
            <div className="recipe-hero-text">
              <div className="recipe-hero-head">
                <div>
                  {!recipe.active ? (
                    <span className="tag tag-muted">{t("card.inactive")}</span>
                  ) : null}
                  <h1 id="recipe-title">{recipe.name}</h1>
                  <Stars rating={recipe.com_avg} count={recipe.com_num} />
                </div>
                <div className="recipe-hero-actions no-print">
                  <FavouriteButton recipe={recipe} />
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => window.print()}
                    {...keptUntilHydrated(hydrated)}
                  >
                    {t("details.print")}
                  </button>
                  {data.isAdmin ? (
                    <Link
                      to={paths.recipeEdit(recipe.id)}
                      className="btn btn-ghost btn-sm"
                    >
                      {t("details.edit")}
                    </Link>
                  ) : null}
                </div>
              </div>
              {recipe.categories.length > 0 ? (
                <ul className="tag-list" aria-label={t("details.categories")}>
                  {recipe.categories.map((c) => (
                    <li
                      key={c.id}
                      className={`tag${
                        c.category__group__major ? " tag-special" : ""
                      }`}
                    >
                      <span className="visually-hidden">
                        {t("details.categoryOf", {
                          group: c.category__group__name,
                        })}
                      </span>
                      {c.category__name}
                    </li>
                  ))}
                </ul>
              ) : null}
              <dl className="recipe-facts">
                <div>
                  <dt>{t("details.calories")}</dt>
                  <dd>
                    {t("details.caloriesValue", {
                      value: recipe.get_range_calorie,
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t("details.carbs")}</dt>
                  <dd>
                    {t("details.grams", { value: recipe.get_range_carb })}
                  </dd>
                </div>
                <div>
                  <dt>{t("details.protein")}</dt>
                  <dd>
                    {t("details.grams", { value: recipe.get_range_protein })}
                  </dd>
                </div>
                <div>
                  <dt>{t("details.prepTime")}</dt>
                  <dd>{formatMinutes(recipe.preptime)}</dd>
                </div>
                <div>
                  <dt>{t("details.cookTime")}</dt>
                  <dd>{formatMinutes(recipe.cooktime)}</dd>
                </div>
                <div className="recipe-facts-serves">
                  <dt className="visually-hidden">{t("details.serves")}</dt>
                  <dd>
                    <ServesForm
                      recipeId={recipe.id}
                      scale={data.scale}
                      error={data.scaleError}
                      fetcher={scaleFetcher}
                    />
                  </dd>
                </div>
                <div>
                  <dt>{t("details.servingSize")}</dt>
                  <dd>{recipe.serving_size || t("details.none")}</dd>
                </div>
              </dl>
            </div>
          </section>
          <RecipeTabs data={data} lines={lines} />
          {recipe.notes_html ? (
            <section
              className="card recipe-notes"
              aria-labelledby="notes-title"
            >
              <h2 id="notes-title">{t("details.notes")}</h2>
              <div
                className="recipe-html"
                dangerouslySetInnerHTML={{ __html: recipe.notes_html }}
              />
            </section>
          ) : null}
          <section
            className="card recipe-comments"
            aria-labelledby="comments-title"
          >
            <h2 id="comments-title">
              {data.commentCount
                ? t("details.commentsCount", { count: data.commentCount })
                : t("details.comments")}
            </h2>
            <CommentList comments={data.comments} count={data.commentCount} />
            <CommentForm recipeId={recipe.id} key={location.key} />
          </section>
        </div>
        <aside
          className="recipe-sidebar stack-lg"
          aria-label={t("details.more")}
        >
          {recipe.active ? (
            <Link
              to={paths.nutritionJournalRecipe(recipe.id)}
              className="btn btn-primary btn-block no-print"
            >
              {t("details.journalThis")}
            </Link>
          ) : null}
          <NutritionFactsPanel
            facts={data.facts}
            servingSize={recipe.serving_size}
          />
          <section className="card" aria-labelledby="servings-of-title">
            <h2 id="servings-of-title">{t("details.servingsOf")}</h2>
            {servings.length > 0 ? (
              <table className="servings-table">
                <caption className="visually-hidden">
                  {t("details.servingsCaption")}
                </caption>
                <tbody>
                  {servings.map((s) => (
                    <tr key={s.key}>
                      <th scope="row">{s.label}</th>
                      <td>{recipe.servings[s.key]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="muted">{t("empty.data")}</p>
            )}
          </section>
          <section className="card no-print" aria-labelledby="recent-title">
            <h2 id="recent-title">{t("details.recent")}</h2>
            {data.recent.length > 0 ? (
              <ul className="plain-list mini-list">
                {data.recent.map((r) => (
                  <li key={r.id}>
                    <RecipeMiniCard recipe={r} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t("details.recentEmpty")}</p>
            )}
          </section>
          <section className="card no-print" aria-labelledby="similar-title">
            <h2 id="similar-title">{t("details.similar")}</h2>
            {data.similar.length > 0 ? (
              <ul className="plain-list mini-list">
                {data.similar.map((r) => (
                  <li key={r.id}>
                    <RecipeMiniCard recipe={r} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t("empty.recipe")}</p>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
