import { rejectEmptySearch } from "~/page/search.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { z } from "zod";
import { isAdmin } from "~/domain/users";
import { requireAdmin, requireUser } from "~/auth/auth.server";
import { pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { hereWithout, param, readParams } from "~/page/params.server";
import { ACTIVITY_TYPES, EXERCISE_PAGE_SIZE, FITNESS_TOAST, type ActivityType } from "~/fitness/codes";
import { deleteExercise, exerciseFilters, listExercises, type ExerciseFilter } from "~/fitness/exercises.server";
import { ExerciseCard } from "~/fitness/ui/exercise-card";
import { filtersIn } from "~/fitness/filters-text.server";
import { pageLanguage } from "~/i18n/i18n.server";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteConfirmStep } from "~/ui/confirm-delete";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import { formId, readForm } from "~/page/form.server";
import { groupBy } from "~/domain/group-by";
import fitnessExercisesCss from "~/styles/fitness-exercises.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessExercisesCss);

export const handle = { i18n: ["fitness"], title: "fitness:exercises.title" };

const textList = () =>
  z
    .array(z.string())
    .optional()
    .catch([])
    .transform((v) => (v ?? []).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean));

/**
 * The exercise library: search (debounced, 3 characters), the filter panel, 30 cards a page with
 * more on scrolling (a Next page link without JavaScript). Staff get Edit and Delete on each card.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await rejectEmptySearch(request);
  const q = readParams(request, {
    search: param.search(),
    type: textList(),
    type_of_activity: textList(),
    flame: param.ids(),
    featured: param.flag(),
    offset: param.offset(EXERCISE_PAGE_SIZE),
  });
  const [page, filters] = await Promise.all([
    listExercises(user, {
      search: q.search,
      type: q.type,
      type_of_activity: q.type_of_activity.filter((t): t is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(t)),
      flame: q.flame.filter((f) => f <= 3),
      featured: q.featured ? true : undefined,
      limit: EXERCISE_PAGE_SIZE,
      offset: q.offset,
    }),
    exerciseFilters(user),
  ]);
  return {
    results: page.results,
    count: page.count,
    nextHref: nextPageHref(request.url, { offset: q.offset, limit: EXERCISE_PAGE_SIZE, count: page.count }),
    filters: filtersIn(await pageLanguage(request, user.language), filters),
    isAdmin: isAdmin(user),
  };
}

/** Staff delete an exercise from its card menu (after "Are you sure you want to delete?"). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<"delete">(intentOf(form), { delete: () => deleteIntent(args) });
}

async function deleteIntent({ request, user, form }: IntentArgs) {
  pageOutcome(await deleteExercise(user, formId(form)));
  return redirectWithToast(hereWithout(request, "delete"), { type: "success", message: FITNESS_TOAST.removed });
}

function groupsOf(filters: ExerciseFilter[]) {
  return [...groupBy(filters, (f) => f.group).entries()];
}

/** The filter panel: one GET form, applied at once with JavaScript and with Apply without it. */
function FilterPanel({ filters }: { filters: ExerciseFilter[] }) {
  const { t } = useTranslation("fitness");
  const [params] = useSearchParams();
  const submit = useSubmit();
  const search = params.get("search");
  const chosen = (f: ExerciseFilter) => params.getAll(f.param).flatMap((v) => v.split(",")).includes(f.value);
  const any = filters.some(chosen);
  return (
    <Form
      method="get"
      className="card fitness-filters"
      aria-labelledby="exercise-filters-title"
      onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <h2 id="exercise-filters-title" className="fitness-filters-title">
        {t("exercises.filters.title")}
      </h2>
      {search ? <input type="hidden" name="search" value={search} /> : null}
      {groupsOf(filters).map(([group, items]) => (
        <fieldset key={group} className="fitness-filter-group">
          <legend>{group}</legend>
          {items.map((f) => (
            <label key={f.id} className="fitness-check">
              <input type="checkbox" name={f.param} value={f.value} defaultChecked={chosen(f)} key={`${f.id}-${chosen(f)}`} />
              <span>{f.label}</span>
              <span className="fitness-check-count" aria-label={t("exercises.filters.count", { count: f.count })}>
                {f.count}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="fitness-filters-actions">
        <button type="submit" className="btn btn-secondary btn-sm">
          {t("exercises.filters.apply")}
        </button>
        {any ? (
          <Link to={search ? `?search=${encodeURIComponent(search)}` : paths.exercises()} className="btn btn-ghost btn-sm" replace preventScrollReset>
            {t("exercises.filters.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function ExercisesPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("fitness");
  return (
    <section className="page fitness-exercises">
      <PageHeader
        title={t("exercises.title")}
        subtitle={t("exercises.count", { count: data.count })}
        actions={<SearchForm label={t("exercises.search")} placeholder={t("exercises.search")} keep={["type", "type_of_activity", "flame", "featured"]} />}
      />
      {data.isAdmin ? <DeleteConfirmStep /> : null}
      <div className="fitness-list-layout">
        <aside>
          <FilterPanel filters={data.filters} />
        </aside>
        <div>
          <LoadMoreList
            page={data}
            getKey={(e) => e.id}
            className="fitness-grid"
            renderItem={(e) => <ExerciseCard exercise={e} isAdmin={data.isAdmin} />}
            empty={<p className="card empty-state">{t("exercises.empty")}</p>}
          />
        </div>
      </div>
    </section>
  );
}
