import { Form, Link, useSubmit } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { useHydrated } from "~/ui/hydrated";
import { journalHref } from "../panel";

/** The title, the day and its navigation: previous and next day, a date picker (never a future day), today. */
export function JournalHeader({
  day,
  today,
  isToday,
  previousDay,
  nextDay,
  dateParam,
}: {
  day: string;
  today: string;
  isToday: boolean;
  previousDay: string;
  nextDay: string | null;
  dateParam: string | null;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { t } = useTranslation("journal");
  const f = useFormat();
  return (
    <header className="journal-head">
      <div>
        <h1>{t("page.title")}</h1>
        <p className="page-subtitle">
          {f.longDate(day)}
          {isToday ? (
            <span className="journal-today-badge">{t("page.today")}</span>
          ) : null}
        </p>
      </div>
      <nav className="journal-daynav" aria-label={t("page.chooseDay")}>
        <Link
          to={journalHref(previousDay)}
          className="btn btn-ghost btn-sm journal-daystep"
          preventScrollReset
        >
          <span aria-hidden="true">‹</span>{" "}
          <Trans
            t={t}
            i18nKey="page.previousDay"
            values={{ day: f.monthDay(previousDay) }}
            components={[<span key="hint" className="visually-hidden" />]}
          />
        </Link>
        <Form method="get" className="journal-dateform" preventScrollReset>
          <label htmlFor="journal-date" className="visually-hidden">
            {t("page.date")}
          </label>
          <input
            id="journal-date"
            type="date"
            name="date"
            // A new day from the server resets the picker.
            key={day}
            defaultValue={day}
            max={today}
            required
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (
                hydrated &&
                /^\d{4}-\d{2}-\d{2}$/.test(value) &&
                value <= today
              )
                submit(e.currentTarget.form, { preventScrollReset: true });
            }}
          />
          <button type="submit" className="btn btn-ghost btn-sm">
            {t("page.go")}
          </button>
        </Form>
        {nextDay ? (
          <Link
            to={journalHref(nextDay === today ? null : nextDay)}
            className="btn btn-ghost btn-sm journal-daystep"
            preventScrollReset
          >
            <Trans
              t={t}
              i18nKey="page.nextDay"
              values={{ day: f.monthDay(nextDay) }}
              components={[<span key="hint" className="visually-hidden" />]}
            />{" "}
            <span aria-hidden="true">›</span>
          </Link>
        ) : null}
        {!isToday ? (
          <Link
            to={journalHref(null)}
            className="btn btn-secondary btn-sm"
            preventScrollReset
          >
            {t("page.today")}
          </Link>
        ) : null}
      </nav>
      <Link
        to={journalHref(dateParam, { add: 1 })}
        className="btn btn-primary journal-add"
        preventScrollReset
      >
        {t("page.addFood")}
      </Link>
    </header>
  );
}
