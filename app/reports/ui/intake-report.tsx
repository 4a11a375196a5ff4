import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useMessage } from "~/i18n/react";
import { Field, FormError, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { GROUPS, RANGES } from "../codes";
import type { VisitQuestion } from "../questions.server";
import { questionSchema } from "../schemas";

/** /reports' forms (issue 40): the range, a plain GET form that works before JavaScript loads; the questions for the visit, plain POSTs with their intent. */

export interface AskedRange {
  range: string;
  from: string;
  to: string;
  group: string;
  compare: boolean;
}

export function RangeForm({ asked, today, error }: { asked: AskedRange; today: string; error: string | null }) {
  const { t } = useTranslation("reports");
  const say = useMessage();
  return (
    <Form method="get" className="report-range card" noValidate>
      <div className="field">
        <label htmlFor="report-range">{t("page.range")}</label>
        <select id="report-range" name="range" defaultValue={asked.range}>
          {RANGES.map((r) => (
            <option key={r} value={r}>
              {t(`ranges.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="report-from">{t("page.from")}</label>
        <input id="report-from" type="date" name="from" defaultValue={asked.from} max={today} aria-describedby="report-custom-hint" />
      </div>
      <div className="field">
        <label htmlFor="report-to">{t("page.to")}</label>
        <input id="report-to" type="date" name="to" defaultValue={asked.to} max={today} aria-describedby="report-custom-hint" />
      </div>
      <div className="field">
        <label htmlFor="report-group">{t("page.group")}</label>
        <select id="report-group" name="group" defaultValue={asked.group}>
          {GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`groups.${g}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox">
        <input type="checkbox" name="compare" value="true" defaultChecked={asked.compare} /> {t("page.compare")}
      </label>
      <button type="submit" className="btn btn-primary">
        {t("page.show")}
      </button>
      <p id="report-custom-hint" className="muted small">
        {t("page.customHint")}
      </p>
      {error ? (
        <p className="field-errors" role="alert">
          {say(error)}
        </p>
      ) : null}
    </Form>
  );
}

/** A new question: empty again after its success (the form kit's reset, or the fresh page without JavaScript). */
function QuestionForm() {
  const reply = useReplyFor("add-question");
  const [form, fields] = useSchemaForm({ id: "add-question", schema: questionSchema, lastResult: reply?.result });
  const { t } = useTranslation("reports");
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.text} label={t("page.question")} />
      <div className="form-actions">
        <SubmitButton intent="add-question" busyLabel={t("page.adding")}>
          {t("page.addQuestion")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function QuestionsCard({ questions }: { questions: VisitQuestion[] }) {
  const { t } = useTranslation("reports");
  return (
    <section className="card" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("page.questions")}</h2>
      <p className="muted small">{t("page.questionsHint")}</p>
      {questions.length === 0 ? (
        <p className="muted">{t("msg.noQuestions")}</p>
      ) : (
        <ul className="plain-list report-questions">
          {questions.map((q) => (
            <li key={q.id}>
              <span>{q.text}</span>
              <Form method="post" preventScrollReset className="inline">
                <input type="hidden" name="id" value={q.id} />
                <SubmitButton intent="remove-question" className="btn btn-ghost btn-sm" busyLabel={t("page.removing")}>
                  <span aria-hidden="true">{t("page.remove")}</span>
                  <span className="visually-hidden">{t("page.removeNamed", { text: q.text })}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <QuestionForm />
    </section>
  );
}
