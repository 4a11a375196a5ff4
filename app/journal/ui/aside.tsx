/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { useId } from "react";
import { useResetAfterSuccess } from "~/ui/form-reset";
import { DayField, FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import { formatNumber } from "~/ui/format";
import { JOURNAL_NUTRIENTS, MEALS } from "../codes";
import type { JournalSummary } from "../types";

const DECIMALS = new Map<string, 0 | 1>(JOURNAL_NUTRIENTS.map((n) => [n.label, n.decimals]));

/** The day's nutrient totals (the summary's `nut`), from the foods' USDA values and the recipes' facts. */
export function NutrientsCard({ summary }: { summary: JournalSummary }) {
  return (
    <section className="card journal-nutrients" aria-labelledby="journal-nutrients-title">
      <h2 id="journal-nutrients-title">Nutrients</h2>
      {summary.entries === 0 ? (
        <p className="muted">Totals appear here as you log food.</p>
      ) : (
        <table className="journal-nutrient-table">
          <caption className="visually-hidden">Nutrient totals of the day</caption>
          <tbody>
            {summary.nut.map((n) => (
              <tr key={n.label}>
                <th scope="row">{n.label}</th>
                <td className="num">
                  {formatNumber(n.data, DECIMALS.get(n.label) ?? 1)} <span className="muted">{n.units}</span>
                </td>
              </tr>
            ))}
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
export function RepeatCard({ day, previousDay, today }: { day: string; previousDay: string; today: string }) {
  const reply = useReplyFor("copy");
  const errors = reply?.result?.error;
  const fromId = useId();
  const mealId = useId();
  // A plain form: the kit's rule puts it back to the day before and the whole day after a copy.
  const resetAfterCopy = useResetAfterSuccess();
  return (
    <section className="card journal-repeat" aria-labelledby="journal-repeat-title">
      <h2 id="journal-repeat-title">Repeat a meal</h2>
      <p className="muted small">Copy a meal, or a whole day, from another day onto this one.</p>
      <Form method="post" className="stack" preventScrollReset onSubmit={resetAfterCopy}>
        <input type="hidden" name="intent" value="copy" />
        <input type="hidden" name="date" value={day} />
        <FormNotice reply={reply} />
        <DayField
          meta={{ id: fromId, name: "from", errorId: `${fromId}-error`, errors: errors?.from ?? undefined }}
          label="From"
          max={today}
          defaultValue={previousDay}
          required
        />
        <div className="field">
          <label htmlFor={mealId}>Meal</label>
          <select id={mealId} name="meal" defaultValue="all">
            <option value="all">Whole day</option>
            {MEALS.map((m) => (
              <option key={m.code} value={m.code}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton intent="copy" className="btn btn-secondary btn-block" busyLabel="Copying…">
          Copy to this day
        </SubmitButton>
      </Form>
    </section>
  );
}
