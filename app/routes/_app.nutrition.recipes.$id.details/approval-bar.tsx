/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { DECLINE_CODES } from "~/recipes/codes";
import type { RecipeOnPage } from "~/recipes/details.server";
import { DeclineRecipeForm } from "~/recipes/ui/decline-form";
import { useBusy, useReplyFor } from "~/ui/forms";

/** Staff, on an inactive recipe: approve (publish) or decline with a code. */
export function ApprovalBar({ recipe }: { recipe: RecipeOnPage }) {
  const declineError = useReplyFor("decline")?.result?.error?.decline_code?.[0];
  const busy = useBusy();
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
        <details className="recipe-decline-panel" open={declineError ? true : undefined}>
          <summary className="btn btn-ghost btn-sm">Decline</summary>
          <DeclineRecipeForm idPrefix={`recipe-${recipe.id}`} hidden={{ intent: "decline" }} error={declineError} small />
        </details>
      </div>
    </section>
  );
}
