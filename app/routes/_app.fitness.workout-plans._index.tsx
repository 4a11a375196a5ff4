import { rejectEmptySearch } from "~/page/search.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { param, readParams } from "~/page/params.server";
import { WORKOUT_PLAN_ORDERINGS } from "~/fitness/codes";
import { groupBySubgroup, listWorkoutPlans } from "~/fitness/plans.server";
import { slugOf } from "~/fitness/text";
import { PlanCard } from "~/fitness/ui/plan-card";
import { vocabOf } from "~/fitness/ui/vocab";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import fitnessPlansCss from "~/styles/fitness-plans.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessPlansCss);

export const handle = { i18n: ["fitness"], title: "fitness:plans.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await rejectEmptySearch(request);
  const q = readParams(request, { search: param.search(), ordering: param.oneOf(WORKOUT_PLAN_ORDERINGS, "subgroup") });
  const page = await listWorkoutPlans(user, { search: q.search, ordering: q.ordering, limit: 100, offset: 0 });
  return { count: page.count, groups: groupBySubgroup(page.results), ordering: q.ordering };
}

export default function WorkoutPlansPage() {
  const { count, groups, ordering } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const search = params.get("search");
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  return (
    <section className="page fitness-plans">
      <PageHeader
        title={t("plans.title")}
        subtitle={t("plans.count", { count })}
        actions={
          <div className="fitness-toolbar">
            <SearchForm label={t("plans.search")} placeholder={t("plans.search")} keep={["ordering"]} />
            <Form method="get" className="fitness-inline-field" onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
              {search ? <input type="hidden" name="search" value={search} /> : null}
              <label htmlFor="plan-ordering">{t("plans.sortBy")}</label>
              <select id="plan-ordering" name="ordering" defaultValue={ordering} key={ordering}>
                {WORKOUT_PLAN_ORDERINGS.map((o) => (
                  <option key={o} value={o}>
                    {t(`plans.ordering.${o}`)}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className="btn btn-secondary btn-sm">
                  {t("plans.sort")}
                </button>
              </noscript>
            </Form>
          </div>
        }
      />
      {groups.length === 0 ? <p className="card empty-state">{t("plans.empty")}</p> : null}
      {groups.map((g) => (
        <section key={g.subgroup} className="fitness-plan-group" aria-labelledby={`subgroup-${slugOf(g.subgroup)}`}>
          <h2 id={`subgroup-${slugOf(g.subgroup)}`}>{vocab.planKind(g.subgroup)}</h2>
          <ul className="fitness-plan-grid">
            {g.plans.map((p) => (
              <li key={p.id}>
                <PlanCard plan={p} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
