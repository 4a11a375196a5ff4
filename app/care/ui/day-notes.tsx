import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat, useMessage } from "~/i18n/react";
import { SubmitButton } from "~/ui/forms";
import type { CareNote } from "~/clinical/api-shapes";

/**
 * The care team's notes on a day of the patient's journal, with who wrote them; the patient marks
 * each read (a plain form: it works before JavaScript loads). The note is shown as it was written.
 */
export function DayNotes({ notes, day }: { notes: CareNote[]; day: string }) {
  const { t } = useTranslation("care");
  const f = useFormat();
  const said = useMessage();
  if (notes.length === 0) return null;
  return (
    <section className="card day-notes" id="care-notes" aria-labelledby="care-notes-title">
      <h2 id="care-notes-title">{t("dayNotes.title")}</h2>
      <ul className="plain-list stack">
        {notes.map((n) => (
          <li key={n.id} className={n.read ? "day-note is-read" : "day-note"}>
            <p className="day-note-text">{n.text}</p>
            <p className="muted small">
              {n.read
                ? t("dayNotes.bylineRead", { author: said(n.author), day: f.shortDate(n.created_at), readDay: f.shortDate(n.read_at!) })
                : t("dayNotes.byline", { author: said(n.author), day: f.shortDate(n.created_at) })}
            </p>
            {n.read ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={n.id} />
                <input type="hidden" name="date" value={day} />
                <SubmitButton intent="note-read" className="btn btn-secondary btn-sm" busyLabel={t("dayNotes.saving")}>
                  {t("dayNotes.markRead")}
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
