import { Form } from "@remix-run/react";
import { useId } from "react";
import { useResetAfterSuccess } from "~/ui/form-reset";
import { DayField, FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { JOURNAL_NUTRIENTS, MEALS } from "../codes";
import type { JournalSummary } from "../types";

/** A nutrient of the summary (named by its English label) → its column, the key of its name, and its decimals. */
const NUTRIENTS = new Map<string, { column: string; decimals: 0 | 1 }>(
  JOURNAL_NUTRIENTS.map((n) => [
    n.label,
    { column: n.column, decimals: n.decimals },
  ])
);

/** The day's nutrient totals (the summary's `nut`), from the foods' USDA values and the recipes' facts. */
export function NutrientsCard({ summary }: { summary: JournalSummary }) {
  const { t } = useTranslation("journal");
  const f = useFormat();
  return (
    <section
      className="card journal-nutrients"
      aria-labelledby="journal-nutrients-title"
    >
      <h2 id="journal-nutrients-title">{t("nutrientsCard.title")}</h2>
      {summary.entries === 0 ? (
        <p className="muted">{t("nutrientsCard.empty")}</p>
      ) : (
        <table className="journal-nutrient-table">
          <caption className="visually-hidden">
            {t("nutrientsCard.caption")}
          </caption>
          <tbody>
            {summary.nut.map((n) => {
              const known = NUTRIENTS.get(n.label);
              return (
                <tr key={n.label}>
                  <th scope="row">
                    {known ? t(`nutrients.${known.column}`) : n.label}
                  </th>
                  <td className="num">
                    {f.number(n.data, known?.decimals ?? 1)}{" "}
                    <span className="muted">
                      {t(`units.${n.units}`, { defaultValue: n.units })}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * Repeat: copy one meal, or the whole day, from another day onto the day shown, in one action
 * (what patients of every food diary ask for most). The day before is the default.
 */
export function RepeatCard({
  day,
  previousDay,
  today,
}: {
  day: string;
  previousDay: string;
  today: string;
}) {
  const reply = useReplyFor("copy");
  const errors = reply?.result?.error;
  const fromId = useId();
  const mealId = useId();
  // A plain form: the kit's rule puts it back to the day before and the whole day after a copy.
  const resetAfterCopy = useResetAfterSuccess();
  const { t } = useTranslation("journal");
  return (
    <section
      className="card journal-repeat"
      aria-labelledby="journal-repeat-title"
    >
      <h2 id="journal-repeat-title">{t("repeat.title")}</h2>
      <p className="muted small">{t("repeat.intro")}</p>
      <Form
        method="post"
        className="stack"
        preventScrollReset
        onSubmit={resetAfterCopy}
      >
        <input type="hidden" name="intent" value="copy" />
        <input type="hidden" name="date" value={day} />
        <FormNotice reply={reply} />
        <DayField
          meta={{
            id: fromId,
            name: "from",
            errorId: `${fromId}-error`,
            errors: errors?.from ?? undefined,
          }}
          label={t("repeat.from")}
          max={today}
          defaultValue={previousDay}
          required
        />
        <div className="field">
          <label htmlFor={mealId}>{t("repeat.meal")}</label>
          <select id={mealId} name="meal" defaultValue="all">
            <option value="all">{t("repeat.wholeDay")}</option>
            {MEALS.map((m) => (
              <option key={m.code} value={m.code}>
                {t(`meals.${m.code}`)}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton
          intent="copy"
          className="btn btn-secondary btn-block"
          busyLabel={t("repeat.copying")}
        >
          {t("repeat.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
