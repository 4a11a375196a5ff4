/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { RATING_MAX } from "~/recipes/codes";
import { commentSchema } from "~/recipes/schemas";
import type { CommentRow } from "~/recipes/types";
import { Stars } from "~/recipes/ui/stars";
import { Field, formProps, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { formatDate } from "~/ui/format";

const RATING_OPTIONS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
const ratingLabel = (points: number) => {
  const stars = points / 2;
  return `${stars} ${stars === 1 ? "star" : "stars"}`;
};

export function CommentForm({ recipeId }: { recipeId: number }) {
  const [form, fields] = useSchemaForm({ id: `comment-${recipeId}`, schema: commentSchema, lastResult: useReplyFor("comment")?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack comment-form no-print" preventScrollReset>
      <h3>Leave a comment</h3>
      <input type="hidden" name={fields.recipe.name} value={recipeId} />
      <Field meta={fields.title} label="Title" />
      <TextareaField meta={fields.notes} label="Comment" rows={3} />
      <SelectField meta={fields.rating} label="Rating" empty="No rating" options={RATING_OPTIONS.map((p) => ({ value: p, label: ratingLabel(p) }))} />
      <div className="form-actions">
        <SubmitButton intent="comment" busyLabel="Posting…">
          Post comment
        </SubmitButton>
      </div>
    </Form>
  );
}

const commentDate = formatDate;

export function CommentList({ comments, count }: { comments: CommentRow[]; count: number }) {
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

