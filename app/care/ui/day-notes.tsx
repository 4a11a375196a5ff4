/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { formatShortDate } from "~/i18n/format";
import { SubmitButton } from "~/ui/forms";
import type { CareNote } from "~/clinical/api-shapes";

/**
 * The care team's notes on a day of the patient's journal, with who wrote them; the patient marks
 * each read (a plain form: it works before JavaScript loads).
 */
export function DayNotes({ notes, day }: { notes: CareNote[]; day: string }) {
  if (notes.length === 0) return null;
  return (
    <section className="card day-notes" id="care-notes" aria-labelledby="care-notes-title">
      <h2 id="care-notes-title">From your care team</h2>
      <ul className="plain-list stack">
        {notes.map((n) => (
          <li key={n.id} className={n.read ? "day-note is-read" : "day-note"}>
            <p className="day-note-text">{n.text}</p>
            <p className="muted small">
              {n.author}, {formatShortDate(n.created_at)}
              {n.read ? ` · read ${formatShortDate(n.read_at!)}` : ""}
            </p>
            {n.read ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={n.id} />
                <input type="hidden" name="date" value={day} />
                <SubmitButton intent="note-read" className="btn btn-secondary btn-sm" busyLabel="Saving…">
                  Mark as read
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
