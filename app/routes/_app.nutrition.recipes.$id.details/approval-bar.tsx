import { useTranslation } from "~/i18n/use-translation";
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
  const { t } = useTranslation("recipes");
  return (
    <section className="approval-bar no-print" aria-label={t("approval.label")}>
      <div className="approval-bar-text">
        <strong>
          {recipe.is_submitted
            ? t("approval.submitted")
            : t("approval.unpublished")}
        </strong>{" "}
        {declinedAs ? (
          <span className="muted">
            {t("approval.declined", {
              reason: t(`declineCodes.${declinedAs.code}`),
            })}
          </span>
        ) : null}
      </div>
      <div className="approval-bar-actions">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="approve" />
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={busy}
          >
            {t("approval.approve")}
          </button>
        </Form>
        <details
          className="recipe-decline-panel"
          open={declineError ? true : undefined}
        >
          <summary className="btn btn-ghost btn-sm">
            {t("approval.decline")}
          </summary>
          <DeclineRecipeForm
            idPrefix={`recipe-${recipe.id}`}
            hidden={{ intent: "decline" }}
            error={declineError}
            small
          />
        </details>
      </div>
    </section>
  );
}
