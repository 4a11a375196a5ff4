import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import { paths } from "~/paths";
import { COMMENT_APPROVAL_PAGE_SIZE } from "~/recipes/codes";
import { approveComment, listPendingComments, rejectComment } from "~/recipes/comments.server";
import { commentSchema, RECIPE_TOAST } from "~/recipes/schemas";
import type { PendingComment } from "~/recipes/types";
import { Stars } from "~/recipes/ui/stars";
import { redirectWithToast } from "~/toast/toast.server";
import { domainFailure, formId, parseForm, readForm } from "~/page/form.server";
import { foundOr404, pageData, pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { Field, formProps, TextareaField, useBusy, useReplyFor, useSchemaForm } from "~/ui/forms";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { useFormat } from "~/i18n/react";
import { param, readParams } from "~/page/params.server";
import recipeCardsCss from "~/styles/recipe-cards.css";
import recipesCss from "~/styles/recipes.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(recipeCardsCss, recipesCss);

export const handle = { i18n: ["recipes"], title: "recipes:moderation.title" };

/** Staff moderate comments: each waiting one can be edited and approved, or rejected. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const { offset } = readParams(request, { offset: param.offset() });
  const pending = pageData(await listPendingComments(user, { limit: COMMENT_APPROVAL_PAGE_SIZE, offset }));
  return {
    results: pending.results,
    count: pending.count,
    nextHref: nextPageHref(request.url, { offset, limit: COMMENT_APPROVAL_PAGE_SIZE, count: pending.count }),
  };
}

/** An approved comment keeps the rule of every comment: title and notes required. */
const moderationSchema = commentSchema.pick({ title: true, notes: true });

/** One comment's form: its answer comes back under `approve:<id>`. */
const approveKey = (id: number | string) => `approve:${id}`;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const id = foundOr404(formId(form) || null);
  const args = { request, context, user, form };
  return dispatchIntent<"approve" | "reject">(intentOf(form), {
    reject: () => reject(args, id),
    approve: () => approve(args, id),
  });
}

async function reject({ user }: IntentArgs, id: number) {
  pageOutcome(await rejectComment(user, id));
  return redirectWithToast(paths.recipeComments(), { type: "success", message: RECIPE_TOAST.commentRejected });
}

async function approve({ user, form }: IntentArgs, id: number) {
  const parsed = parseForm(approveKey(id), form, moderationSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await approveComment(user, id, { title: parsed.value.title, notes: parsed.value.notes }));
  if (!outcome.ok) return domainFailure(approveKey(id), parsed.submission, outcome.errors);
  return redirectWithToast(paths.recipeComments(), { type: "success", message: RECIPE_TOAST.commentUpdated });
}

function ModerationCard({ comment }: { comment: PendingComment }) {
  const [form, fields] = useSchemaForm({
    id: `moderate-${comment.id}`,
    schema: moderationSchema,
    lastResult: useReplyFor(approveKey(comment.id))?.result,
    defaultValue: { title: comment.title, notes: comment.notes },
    // Not on blur: an error appearing as the title loses focus would move Reject from under the pointer.
    validateOn: "onSubmit",
  });
  const busy = useBusy();
  const { t } = useTranslation("recipes");
  const f = useFormat();
  const place = [comment.user.city, comment.user.state].filter(Boolean).join(", ");
  const date = f.shortDate(comment.created);
  return (
    <article className="card moderation-card" aria-labelledby={`moderate-${comment.id}-recipe`}>
      <header className="moderation-head">
        <div>
          <h2 id={`moderate-${comment.id}-recipe`} className="moderation-recipe">
            <Link to={paths.recipeDetails(comment.recipe)}>{comment.recipe_name}</Link>
          </h2>
          <p className="muted moderation-meta">
            {place ? t("moderation.from", { name: comment.user.first_name, place, date }) : t("moderation.fromNoPlace", { name: comment.user.first_name, date })}
          </p>
        </div>
        {comment.rating !== null ? <Stars rating={comment.rating} size="sm" /> : <span className="muted">{t("moderation.noRating")}</span>}
      </header>
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <input type="hidden" name="id" value={comment.id} />
        <Field meta={fields.title} label={t("moderation.title_field")} />
        <TextareaField meta={fields.notes} label={t("moderation.comment")} rows={3} />
        <div className="form-actions">
          {/* Rejecting needs no valid title or notes, so it belongs to a form of its own (below). */}
          <button type="submit" form={`reject-${comment.id}`} className="btn btn-ghost" disabled={busy}>
            {t("moderation.reject")}
          </button>
          <button type="submit" name="intent" value="approve" className="btn btn-primary" disabled={busy}>
            {t("moderation.approve")}
          </button>
        </div>
      </Form>
      <Form method="post" id={`reject-${comment.id}`} preventScrollReset hidden>
        <input type="hidden" name="id" value={comment.id} />
        <input type="hidden" name="intent" value="reject" />
      </Form>
    </article>
  );
}

export default function RecipeCommentsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("recipes");
  return (
    <section className="page comments-page">
      <PageHeader title={t("moderation.title")} subtitle={data.count ? t("moderation.waiting", { count: data.count }) : undefined} />
      <LoadMoreList
        page={data}
        getKey={(c) => c.id}
        className="plain-list stack"
        renderItem={(c) => <ModerationCard comment={c} />}
        empty={<p className="card empty-state">{t("empty.comments")}</p>}
      />
    </section>
  );
}
