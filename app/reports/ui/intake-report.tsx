import { Form } from "@remix-run/react";
import { Field, FormError, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { GROUP_LABELS, GROUPS, RANGE_LABELS, RANGES, REPORT_MSG, REPORT_TEXT as T } from "../codes";
import type { VisitQuestion } from "../questions.server";
import { questionSchema } from "../schemas";
import { Said } from "~/i18n/react";

/** /reports' forms (issue 40): the range, a plain GET form that works before JavaScript loads; the questions for the visit, plain POSTs with their intent. */

export interface AskedRange {
  range: string;
  from: string;
  to: string;
  group: string;
  compare: boolean;
}

export function RangeForm({ asked, today, error }: { asked: AskedRange; today: string; error: string | null }) {
  return (
    <Form method="get" className="report-range card" noValidate>
      <div className="field">
        <label htmlFor="report-range">{T.range}</label>
        <select id="report-range" name="range" defaultValue={asked.range}>
          {RANGES.map((r) => (
            <option key={r} value={r}>
              {RANGE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="report-from">{T.from}</label>
        <input id="report-from" type="date" name="from" defaultValue={asked.from} max={today} aria-describedby="report-custom-hint" />
      </div>
      <div className="field">
        <label htmlFor="report-to">{T.to}</label>
        <input id="report-to" type="date" name="to" defaultValue={asked.to} max={today} aria-describedby="report-custom-hint" />
      </div>
      <div className="field">
        <label htmlFor="report-group">{T.group}</label>
        <select id="report-group" name="group" defaultValue={asked.group}>
          {GROUPS.map((g) => (
            <option key={g} value={g}>
              {GROUP_LABELS[g]}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox">
        <input type="checkbox" name="compare" value="true" defaultChecked={asked.compare} /> {T.compare}
      </label>
      <button type="submit" className="btn btn-primary">
        {T.show}
      </button>
      <p id="report-custom-hint" className="muted small">
        {T.customHint}
      </p>
      {error ? (
        <p className="field-errors" role="alert">
          <Said text={error} />
        </p>
      ) : null}
    </Form>
  );
}

/** A new question: empty again after its success (the form kit's reset, or the fresh page without JavaScript). */
function QuestionForm() {
  const reply = useReplyFor("add-question");
  const [form, fields] = useSchemaForm({ id: "add-question", schema: questionSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.text} label={T.question} />
      <div className="form-actions">
        <SubmitButton intent="add-question" busyLabel={T.adding}>
          {T.addQuestion}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function QuestionsCard({ questions }: { questions: VisitQuestion[] }) {
  return (
    <section className="card" aria-labelledby="questions-title">
      <h2 id="questions-title">{T.questions}</h2>
      <p className="muted small">{T.questionsHint}</p>
      {questions.length === 0 ? (
        <p className="muted">{REPORT_MSG.noQuestions}</p>
      ) : (
        <ul className="plain-list report-questions">
          {questions.map((q) => (
            <li key={q.id}>
              <span>{q.text}</span>
              <Form method="post" preventScrollReset className="inline">
                <input type="hidden" name="id" value={q.id} />
                <SubmitButton intent="remove-question" className="btn btn-ghost btn-sm" busyLabel={T.removing}>
                  <span aria-hidden="true">{T.remove}</span>
                  <span className="visually-hidden">{T.removeNamed(q.text)}</span>
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
