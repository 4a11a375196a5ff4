import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useRef } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { RECIPE_PAGE_SIZE } from "~/recipes/codes";
import { declineRecipe, listRecipes } from "~/recipes/recipes.server";
import { RECIPE_MSG, RECIPE_TOAST, recipeDeclineSchema } from "~/recipes/schemas";
import type { RecipeSummary } from "~/recipes/types";
import { rowIdSchema } from "~/recipes/wizard/schemas";
import { redirectWithToast } from "~/toast/toast.server";
import { DeclineRecipeForm } from "~/recipes/ui/decline-form";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { useFormat } from "~/i18n/react";
import recipesCss from "~/styles/recipes.css";
import { stylesheets } from "~/ui/stylesheets";
import { readForm } from "~/page/form.server";

export const links = stylesheets(recipesCss);

export const handle = { i18n: ["recipes"], title: "recipes:approvalList.title" };

/** Patients' submitted recipes that wait, inactive and not declined, 30 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const { offset } = readParams(request, { offset: param.offset() });
  const page = await listRecipes(user, { is_submitted: true, active: false, declined: false, ordering: "created", limit: RECIPE_PAGE_SIZE, offset });
  return { results: page.results, count: page.count, nextHref: nextPageHref(request.url, { offset, limit: RECIPE_PAGE_SIZE, count: page.count }) };
}

/** Decline with a code; approving is completing and publishing the recipe in the wizard. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: recipeDeclineSchema.merge(rowIdSchema) });
  if (submission.status === "success") {
    const result = await declineRecipe(user, submission.value.id, submission.value.decline_code);
    if (result.ok) return redirectWithToast(paths.recipeApproval(), { type: "success", message: RECIPE_TOAST.declined });
  }
  return redirectWithToast(paths.recipeApproval(), { type: "error", message: RECIPE_MSG.notDeclined });
}

export default function RecipeApprovalPage() {
  const page = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const declining = Number(params.get("decline")) || null;
  const target = declining ? page.results.find((r) => r.id === declining) : undefined;
  const { t } = useTranslation("recipes");
  return (
    <section className="page recipe-approval">
      <PageHeader title={t("approvalList.title")} subtitle={t("approvalList.subtitle")} />
      {target ? (
        <div className="card confirm-card" role="alertdialog" aria-labelledby={`decline-q-${target.id}`}>
          <DeclineForm recipe={target} cancelTo={paths.recipeApproval()} />
        </div>
      ) : null}
      <LoadMoreList
        page={page}
        getKey={(r) => r.id}
        className="plain-list approval-list"
        empty={<p className="card empty-note">{t("empty.recipes")}</p>}
        renderItem={(r) => <SubmissionCard recipe={r} />}
      />
    </section>
  );
}

function SubmissionCard({ recipe }: { recipe: RecipeSummary }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { search } = useLocation();
  const next = new URLSearchParams(search);
  next.set("decline", String(recipe.id));
  const { t } = useTranslation("recipes");
  const f = useFormat();
  return (
    <article className="card approval-card" aria-labelledby={`submission-${recipe.id}`}>
      {recipe.main_image ? <img src={recipe.main_image.photo_s} alt="" width={120} height={90} /> : <div className="approval-noimage" aria-hidden="true" />}
      <div className="approval-text">
        <h2 id={`submission-${recipe.id}`}>{recipe.name}</h2>
        <p className="muted">{t("approvalList.submitted", { date: f.date(recipe.created) })}</p>
      </div>
      <div className="button-row">
        <Link to={paths.recipeEdit(recipe.id)} className="btn btn-primary btn-sm">
          <Trans t={t} i18nKey="approvalList.review" values={{ name: recipe.name }} components={[<span key="name" className="visually-hidden" />]} />
        </Link>
        <Link
          to={`?${next.toString()}`}
          className="btn btn-ghost btn-sm"
          aria-label={t("approvalList.declineNamed", { name: recipe.name })}
          preventScrollReset
          onClick={(e) => {
            if (!dialog.current?.showModal) return;
            e.preventDefault();
            dialog.current.showModal();
          }}
        >
          {t("approvalList.decline")}
        </Link>
      </div>
      <dialog ref={dialog} className="dialog" aria-labelledby={`decline-q-${recipe.id}`}>
        <DeclineForm recipe={recipe} onCancel={() => dialog.current?.close()} />
      </dialog>
    </article>
  );
}

/** Decline asks for a decline code (spec part 2 §2). */
function DeclineForm({ recipe, onCancel, cancelTo }: { recipe: RecipeSummary; onCancel?: () => void; cancelTo?: string }) {
  const { t } = useTranslation("recipes");
  return (
    <DeclineRecipeForm
      idPrefix={`submission-${recipe.id}`}
      action={paths.recipeApproval()}
      hidden={{ id: recipe.id }}
      question={
        <p id={`decline-q-${recipe.id}`} className="confirm-question">
          {t("approvalList.question", { name: recipe.name })}
        </p>
      }
      onCancel={onCancel}
      cancelTo={cancelTo}
    />
  );
}
