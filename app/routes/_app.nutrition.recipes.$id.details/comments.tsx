import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { Form } from "@remix-run/react";
import { RATING_MAX } from "~/recipes/codes";
import { commentSchema } from "~/recipes/schemas";
import type { CommentRow } from "~/recipes/types";
import { Stars } from "~/recipes/ui/stars";
import {
  Field,
  formProps,
  SelectField,
  SubmitButton,
  TextareaField,
  useReplyFor,
  useSchemaForm,
} from "~/ui/forms";

const RATING_OPTIONS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function CommentForm({ recipeId }: { recipeId: number }) {
  const [form, fields] = useSchemaForm({
    id: `comment-${recipeId}`,
    schema: commentSchema,
    lastResult: useReplyFor("comment")?.result,
  });
  const { t } = useTranslation("recipes");
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="stack comment-form no-print"
      preventScrollReset
    >
      <h3>{t("comments.leave")}</h3>
      <input type="hidden" name={fields.recipe.name} value={recipeId} />
      <Field meta={fields.title} label={t("comments.title")} />
      <TextareaField
        meta={fields.notes}
        label={t("comments.comment")}
        rows={3}
      />
      <SelectField
        meta={fields.rating}
        label={t("comments.rating")}
        empty={t("comments.noRating")}
        options={RATING_OPTIONS.map((p) => ({
          value: p,
          label: t("comments.stars", { count: p / 2 }),
        }))}
      />
      <div className="form-actions">
        <SubmitButton intent="comment" busyLabel={t("comments.posting")}>
          {t("comments.post")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function CommentList({
  comments,
  count,
}: {
  comments: CommentRow[];
  count: number;
}) {
  const { t } = useTranslation("recipes");
  const f = useFormat();
  if (comments.length === 0)
    return <p className="muted">{t("comments.none")}</p>;
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
              {c.user.city || c.user.state
                ? t("comments.from", {
                    name: c.user.first_name,
                    place: [c.user.city, c.user.state]
                      .filter(Boolean)
                      .join(", "),
                    date: f.date(c.created),
                  })
                : t("comments.fromNoPlace", {
                    name: c.user.first_name,
                    date: f.date(c.created),
                  })}
            </p>
          </li>
        ))}
      </ul>
      {count > comments.length ? (
        <p className="muted">
          {t("comments.latest", { shown: comments.length, count })}
        </p>
      ) : null}
    </>
  );
}
