import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { isAdmin } from "~/accounts/users.server";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { paths } from "~/paths";
import { DECLINE_CODES, RATING_MAX, SERVES_MIN } from "~/recipes/codes";
import { createComment } from "~/recipes/comments.server";
import { recipeDetailsPage } from "~/recipes/details.server";
import { publishProblemOf } from "~/recipes/publish";
import { DeclineRecipeForm } from "~/recipes/ui/decline-form";
import { stepHref } from "~/recipes/wizard/schemas";
import { openStepToFix } from "~/domain/wizard.server";
import { addFavorite, removeFavoriteOfRecipe } from "~/recipes/favourites.server";
import { declineRecipe, setRecipeActive } from "~/recipes/recipes.server";
import { commentSchema, RECIPE_MSG, RECIPE_TOAST, recipeDeclineSchema } from "~/recipes/schemas";
import type { CommentRow, RecipeDetail } from "~/recipes/types";
import { RecipeLoading } from "~/recipes/ui/loading";
import { NutritionFactsPanel } from "~/recipes/ui/nutrition-facts";
import { formatMinutes, RecipeMiniCard } from "~/recipes/ui/recipe-card";
import { Stars } from "~/recipes/ui/stars";
import { redirectWithToast } from "~/toast/toast.server";
import { Field, FieldErrors, TextareaField } from "~/ui/forms";
import { useHydrated } from "~/ui/hydrated";
import { formatDate } from "~/ui/format";
import { SERVING_KINDS } from "~/foods/codes";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.recipe.name ?? "Recipe"} · Patient Portal` }];

const notFound = () => new Response("Not Found", { status: 404 });
const forbiddenResponse = () => new Response("Forbidden", { status: 403 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = requireIdParam(params.id);
  const page = await recipeDetailsPage(id, user, new URL(request.url).searchParams.get("scale"));
  if (!page) throw notFound();
  return { ...page, isAdmin: isAdmin(user) };
}

type ActionData = { comment?: SubmissionResult<string[]>; declineError?: string };

/** Where a form on this page comes back to: the same recipe, same tab and scale. */
const backTo = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = requireIdParam(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  switch (intent) {
    case "favourite": {
      const outcome = form.get("favourite") === "remove" ? await removeFavoriteOfRecipe(id, user) : await addFavorite(id, user);
      // Removing a favourite that is already gone is fine; a recipe one may not see is not.
      if (!outcome.ok && form.get("favourite") !== "remove") throw notFound();
      return redirectBack(request);
    }
    case "comment": {
      form.set("recipe", String(id));
      const submission = parseWithZod(form, { schema: commentSchema });
      if (submission.status !== "success") return Response.json({ comment: submission.reply() } satisfies ActionData, { status: 400 });
      const outcome = await createComment(submission.value, user);
      if (!outcome.ok) throw notFound();
      return redirectWithToast(backTo(request), { type: "success", message: RECIPE_TOAST.commentPosted });
    }
    case "approve": {
      const outcome = await setRecipeActive(id, true, user);
      if (outcome.ok) return redirectWithToast(backTo(request), { type: "success", message: RECIPE_TOAST.saved });
      if (outcome.reason === "forbidden") throw forbiddenResponse();
      if (outcome.reason === "not_found") throw notFound();
      // Like publishing from the wizard, it opens the step that is missing something, with the
      // wizard's words ('Please add some ingredients!').
      const problem = publishProblemOf(outcome.errors, RECIPE_MSG.tryAgain);
      return openStepToFix(problem.step ? stepHref(paths.recipeEdit(id), problem.step) : backTo(request), problem.message);
    }
    case "decline": {
      const parsed = recipeDeclineSchema.safeParse({ decline_code: form.get("decline_code") ?? undefined });
      if (!parsed.success) return Response.json({ declineError: parsed.error.issues[0]?.message } satisfies ActionData, { status: 400 });
      const outcome = await declineRecipe(id, parsed.data.decline_code, user);
      if (outcome.ok) return redirectWithToast(paths.recipeApproval(), { type: "success", message: RECIPE_TOAST.declined });
      if (outcome.reason === "forbidden") throw forbiddenResponse();
      return redirectWithToast(backTo(request), { type: "error", message: RECIPE_MSG.notDeclined });
    }
    default:
      return Response.json({ error: "Unknown action." }, { status: 400 });
  }
}

const redirectBack = (request: Request) => redirect(backTo(request));

// ---------------------------------------------------------------------------------------------

function Gallery({ recipe }: { recipe: RecipeDetail }) {
  const images = recipe.images;
  if (images.length === 0) {
    return (
      <div className="recipe-hero-image recipe-image-empty" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M4 13h16a8 8 0 0 1-16 0zM7 9c0-2 2-2 2-4M12 9c0-2 2-2 2-4M17 9c0-2 2-2 2-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </div>
    );
  }
  if (images.length === 1) {
    return <img className="recipe-hero-image" src={images[0].image_data.photo_l} alt={recipe.name} />;
  }
  // A slider that needs no script: a scroll-snapping strip, with links to each slide.
  return (
    <div className="recipe-slider" role="group" aria-roledescription="carousel" aria-label={`${recipe.name} photos`}>
      <div className="recipe-slides">
        {images.map((img, i) => (
          <img
            key={img.id}
            id={`recipe-slide-${i + 1}`}
            className="recipe-hero-image"
            src={img.image_data.photo_l}
            alt={`${recipe.name} (${i + 1} of ${images.length})`}
            loading={i === 0 ? "eager" : "lazy"}
          />
        ))}
      </div>
      <div className="recipe-slider-dots">
        {images.map((img, i) => (
          <a key={img.id} href={`#recipe-slide-${i + 1}`} aria-label={`Show ${i + 1} of ${images.length}`}>
            <span aria-hidden="true" />
          </a>
        ))}
      </div>
    </div>
  );
}

function FavouriteButton({ recipe }: { recipe: RecipeDetail }) {
  const fetcher = useFetcher({ key: `favourite-${recipe.id}` });
  const pending = fetcher.formData?.get("favourite");
  const favourite = pending ? pending === "add" : recipe.is_favorited;
  return (
    <fetcher.Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="favourite" value={favourite ? "remove" : "add"} />
      <button type="submit" className={`btn btn-secondary btn-sm favourite-button${favourite ? " is-on" : ""}`} aria-pressed={favourite}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
            fill={favourite ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        {favourite ? "Favourite" : "Add to favourites"}
      </button>
    </fetcher.Form>
  );
}

function ApprovalBar({ recipe }: { recipe: RecipeDetail }) {
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const declinedAs = DECLINE_CODES.find((d) => d.code === recipe.decline_code);
  return (
    <section className="approval-bar no-print" aria-label="Approve or decline">
      <div className="approval-bar-text">
        <strong>{recipe.is_submitted ? "Submitted recipe, waiting for approval." : "This recipe is not published."}</strong>
        {declinedAs ? <span className="muted"> Declined: {declinedAs.label}.</span> : null}
      </div>
      <div className="approval-bar-actions">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="approve" />
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            Approve
          </button>
        </Form>
        <details className="recipe-decline-panel" open={actionData?.declineError ? true : undefined}>
          <summary className="btn btn-ghost btn-sm">Decline</summary>
          <DeclineRecipeForm idPrefix={`recipe-${recipe.id}`} hidden={{ intent: "decline" }} error={actionData?.declineError} small />
        </details>
      </div>
    </section>
  );
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function ServesForm({ recipeId, scale, error, fetcher }: { recipeId: number; scale: number; error: string | null; fetcher: ReturnType<typeof useFetcher<LoaderData>> }) {
  const [params] = useSearchParams();
  const tab = params.get("tab");
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const value = Number(new FormData(e.currentTarget).get("scale"));
    if (Number.isInteger(value) && value >= SERVES_MIN) fetcher.submit(e.currentTarget);
  };
  return (
    <fetcher.Form method="get" className="serves-form" onChange={onChange} key={recipeId}>
      {tab ? <input type="hidden" name="tab" value={tab} /> : null}
      <label htmlFor="serves">Serves</label>
      <input
        id="serves"
        name="scale"
        type="number"
        min={SERVES_MIN}
        max={999}
        step={1}
        defaultValue={scale}
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "serves-error" : undefined}
      />
      <button type="submit" className="btn btn-ghost btn-sm serves-submit">
        Update
      </button>
      <FieldErrors id="serves-error" errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}

const TABS = [
  { id: "ingredients", label: "Ingredients" },
  { id: "directions", label: "Directions" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * Ingredients and Directions. With JavaScript the tabs switch in place; without it, both panels
 * show, or the one named by ?tab= (the tab links carry it).
 */
function RecipeTabs({ data, lines }: { data: LoaderData; lines: LoaderData["lines"] }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = TABS.find((t) => t.id === params.get("tab"))?.id ?? null;
  const [chosen, setChosen] = useState<TabId | null>(null);
  const active: TabId | null = chosen ?? fromUrl ?? (hydrated ? "ingredients" : null);
  const hrefFor = (tab: TabId) => {
    const next = new URLSearchParams(params);
    next.set("tab", tab);
    return `?${next.toString()}`;
  };
  const { recipe } = data;
  return (
    <section className="card recipe-tabs" aria-label="Ingredients and directions">
      <div className="tabs no-print" role="tablist">
        {TABS.map((t) => (
          <Link
            key={t.id}
            id={`tab-${t.id}`}
            role="tab"
            to={hrefFor(t.id)}
            aria-selected={active === t.id}
            aria-controls={`panel-${t.id}`}
            className={active === t.id ? "active" : undefined}
            replace
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              setChosen(t.id);
            }}
          >
            {t.label}
          </Link>
        ))}
      </div>
      <div id="panel-ingredients" role="tabpanel" aria-labelledby="tab-ingredients" hidden={active !== null && active !== "ingredients"} className="tab-panel">
        <h2 className={active === null ? "tab-panel-title" : "tab-panel-title visually-hidden"}>Ingredients</h2>
        {lines.length > 0 ? (
          <ul className="ingredient-lines">
            {lines.map((line) => (
              <li key={line.ingredient__id} className={line.main ? "is-main" : undefined}>
                {line.text}
              </li>
            ))}
          </ul>
        ) : recipe.raw_ingredients ? (
          <ul className="ingredient-lines">
            {recipe.raw_ingredients
              .split(/\r?\n/)
              .map((l) => l.trim())
              .filter(Boolean)
              .map((l, i) => (
                <li key={i}>{l}</li>
              ))}
          </ul>
        ) : (
          <p className="muted">No ingredients found...</p>
        )}
      </div>
      <div id="panel-directions" role="tabpanel" aria-labelledby="tab-directions" hidden={active !== null && active !== "directions"} className="tab-panel">
        <h2 className={active === null ? "tab-panel-title" : "tab-panel-title visually-hidden"}>Directions</h2>
        {/* Sanitized on the way in and again on the way out (app/recipes/html.server.ts). */}
        <div className="recipe-html" dangerouslySetInnerHTML={{ __html: recipe.directions_html }} />
      </div>
    </section>
  );
}

const RATING_OPTIONS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
const ratingLabel = (points: number) => {
  const stars = points / 2;
  return `${stars} ${stars === 1 ? "star" : "stars"}`;
};

function CommentForm({ recipeId }: { recipeId: number }) {
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `comment-${recipeId}`,
    lastResult: actionData?.comment,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: commentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "comment";
  return (
    <Form method="post" {...getFormProps(form)} className="stack comment-form no-print" preventScrollReset>
      <h3>Leave a comment</h3>
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name={fields.recipe.name} value={recipeId} />
      <Field meta={fields.title} label="Title" />
      <TextareaField meta={fields.notes} label="Comment" rows={3} />
      <div className="field">
        <label htmlFor={fields.rating.id}>Rating</label>
        <select {...getSelectProps(fields.rating)} key={fields.rating.key}>
          <option value="">No rating</option>
          {RATING_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {ratingLabel(p)}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Post comment
        </button>
      </div>
    </Form>
  );
}

const commentDate = formatDate;

function CommentList({ comments, count }: { comments: CommentRow[]; count: number }) {
  if (comments.length === 0) return <p className="muted">No comments yet. Be the first to share how it turned out.</p>;
  return (
    <>
      <ul className="comment-list">
        {comments.map((c) => (
          <li key={c.id} className="comment">
            <div className="comment-head">
              <h3 className="comment-title">{c.title}</h3>
              {c.rating !== null ? <Stars rating={c.rating} size="sm" /> : null}
            </div>
            <p className="comment-notes">{c.notes}</p>
            <p className="comment-meta muted">
              {c.user.first_name}
              {c.user.city || c.user.state ? `, ${[c.user.city, c.user.state].filter(Boolean).join(", ")}` : ""} · {commentDate(c.created)}
            </p>
          </li>
        ))}
      </ul>
      {count > comments.length ? <p className="muted">Showing the latest {comments.length} of {count} comments.</p> : null}
    </>
  );
}


export default function RecipeDetailsPage() {
  const data = useLoaderData<typeof loader>();
  const { recipe } = data;
  const location = useLocation();
  const hydrated = useHydrated();
  const scaleFetcher = useFetcher<LoaderData>({ key: `scale-${recipe.id}` });
  // The scaled lines from the Serves box, as long as they belong to this recipe.
  const scaled = scaleFetcher.data?.recipe.id === recipe.id ? scaleFetcher.data : null;
  const lines = scaled?.lines ?? data.lines;
  const servings = SERVING_KINDS.filter((s) => recipe.servings[s.key] > 0);
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
                  {!recipe.active ? <span className="tag tag-muted">Inactive</span> : null}
                  <h1 id="recipe-title">{recipe.name}</h1>
                  <Stars rating={recipe.com_avg} count={recipe.com_num} />
                </div>
                <div className="recipe-hero-actions no-print">
                  <FavouriteButton recipe={recipe} />
                  {hydrated ? (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.print()}>
                      Print
                    </button>
                  ) : null}
                  {data.isAdmin ? (
                    <Link to={paths.recipeEdit(recipe.id)} className="btn btn-ghost btn-sm">
                      Edit
                    </Link>
                  ) : null}
                </div>
              </div>
              {recipe.categories.length > 0 ? (
                <ul className="tag-list" aria-label="Categories">
                  {recipe.categories.map((c) => (
                    <li key={c.id} className={`tag${c.category__group__major ? " tag-special" : ""}`}>
                      <span className="visually-hidden">{c.category__group__name}: </span>
                      {c.category__name}
                    </li>
                  ))}
                </ul>
              ) : null}
              <dl className="recipe-facts">
                <div>
                  <dt>Calories</dt>
                  <dd>{recipe.get_range_calorie} kcal</dd>
                </div>
                <div>
                  <dt>Carbs</dt>
                  <dd>{recipe.get_range_carb} g</dd>
                </div>
                <div>
                  <dt>Protein</dt>
                  <dd>{recipe.get_range_protein} g</dd>
                </div>
                <div>
                  <dt>Prep time</dt>
                  <dd>{formatMinutes(recipe.preptime)}</dd>
                </div>
                <div>
                  <dt>Cook time</dt>
                  <dd>{formatMinutes(recipe.cooktime)}</dd>
                </div>
                <div className="recipe-facts-serves">
                  <dt className="visually-hidden">Serves</dt>
                  <dd>
                    <ServesForm recipeId={recipe.id} scale={data.scale} error={data.scaleError} fetcher={scaleFetcher} />
                  </dd>
                </div>
                <div>
                  <dt>Serving size</dt>
                  <dd>{recipe.serving_size || "–"}</dd>
                </div>
              </dl>
            </div>
          </section>
          <RecipeTabs data={data} lines={lines} />
          {recipe.notes_html ? (
            <section className="card recipe-notes" aria-labelledby="notes-title">
              <h2 id="notes-title">Notes</h2>
              <div className="recipe-html" dangerouslySetInnerHTML={{ __html: recipe.notes_html }} />
            </section>
          ) : null}
          <section className="card recipe-comments" aria-labelledby="comments-title">
            <h2 id="comments-title">Comments{data.commentCount ? ` (${data.commentCount})` : ""}</h2>
            <CommentList comments={data.comments} count={data.commentCount} />
            <CommentForm recipeId={recipe.id} key={location.key} />
          </section>
        </div>
        <aside className="recipe-sidebar stack-lg" aria-label="More about this recipe">
          <NutritionFactsPanel facts={data.facts} servingSize={recipe.serving_size} />
          <section className="card" aria-labelledby="servings-of-title">
            <h2 id="servings-of-title">Servings Of</h2>
            {servings.length > 0 ? (
              <table className="servings-table">
                <caption className="visually-hidden">Programme servings per serving</caption>
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
              <p className="muted">No data found!</p>
            )}
          </section>
          <section className="card no-print" aria-labelledby="recent-title">
            <h2 id="recent-title">Recently Viewed</h2>
            {data.recent.length > 0 ? (
              <ul className="plain-list mini-list">
                {data.recent.map((r) => (
                  <li key={r.id}>
                    <RecipeMiniCard recipe={r} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Recipes you open will show here.</p>
            )}
          </section>
          <section className="card no-print" aria-labelledby="similar-title">
            <h2 id="similar-title">Similar Recipes</h2>
            {data.similar.length > 0 ? (
              <ul className="plain-list mini-list">
                {data.similar.map((r) => (
                  <li key={r.id}>
                    <RecipeMiniCard recipe={r} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No recipe found!</p>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
