import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { DECLINE_CODES } from "~/recipes/codes";
import { FieldErrors, useBusy } from "~/ui/forms";

/**
 * Declining a recipe asks for a decline code (spec part 2 §2, recipeDeclineSchema): the one form
 * of the recipe details' approval bar and of the approval list's dialog.
 */
export function DeclineRecipeForm({
  idPrefix,
  action,
  hidden,
  question,
  error,
  onCancel,
  cancelTo,
  small,
}: {
  /** Makes the field's id unique when several forms are on one page. */
  idPrefix: string;
  action?: string;
  /** Hidden fields the action needs (the intent, the recipe's id). */
  hidden: Record<string, string | number>;
  question?: ReactNode;
  error?: string;
  onCancel?: () => void;
  cancelTo?: string;
  small?: boolean;
}) {
  const busy = useBusy();
  const { t } = useTranslation("recipes");
  const fieldId = `${idPrefix}-decline-code`;
  const size = small ? " btn-sm" : "";
  return (
    <Form
      method="post"
      action={action}
      className={small ? "decline-form card" : "stack"}
      onSubmit={onCancel}
      preventScrollReset
    >
      {question}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field">
        <label htmlFor={fieldId}>{t("declineForm.code")}</label>
        <select
          id={fieldId}
          name="decline_code"
          required
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-error`}
        >
          <option value="" disabled>
            {t("declineForm.select")}
          </option>
          {DECLINE_CODES.map((d) => (
            <option key={d.code} value={d.code}>
              {t("declineForm.option", { code: d.code, label: t(`declineCodes.${d.code}`) })}
            </option>
          ))}
        </select>
        <FieldErrors
          id={`${fieldId}-error`}
          errors={error ? [error] : undefined}
        />
      </div>
      <div className="form-actions">
        {cancelTo ? (
          <Link to={cancelTo} className={`btn btn-ghost${size}`}>
            {t("declineForm.cancel")}
          </Link>
        ) : onCancel ? (
          <button
            type="button"
            className={`btn btn-ghost${size}`}
            onClick={onCancel}
          >
            {t("declineForm.cancel")}
          </button>
        ) : null}
        <button
          type="submit"
          className={`btn btn-danger${size}`}
          disabled={busy}
        >
          {t("declineForm.submit")}
        </button>
      </div>
    </Form>
  );
}
