import { Form } from "@remix-run/react";
import { Trans } from "~/i18n/use-translation";
import { FormError, FormNotice, SubmitButton } from "~/ui/forms";
import { type RowForm, useRowForms } from "~/ui/row-forms";
import { SKIP_REASONS, INJECTION_SITES } from "../codes";
import type { MedicationOverview, TodayDose } from "../overview.server";
import { doseSchema } from "../schemas";
import { RowSelect, RowTimeField } from "./fields";
import { useMedTexts } from "./texts";

/**
 * Today's doses on /medications (issue 38): each with one action, Took it (the time, now by default;
 * where for an injection, the next site in rotation suggested) or Skip (why); a recorded dose can be
 * undone. Plain forms posting to the page, so they work before JavaScript loads.
 */

/** The row's key: what the action names its reply by. */
export const doseRowKey = (d: { regimen: number; due_day: string; slot: string | null }) => `${d.regimen}:${d.due_day}:${d.slot ?? ""}`;

function When({ d, today }: { d: TodayDose; today: string }) {
  const { t, f } = useMedTexts();
  if (d.status === "as_needed") return t("text.asNeeded");
  if (d.schedule === "weekly") return d.due_day === today ? t("text.weeklyToday", { time: f.time(d.slot ?? "00:00") }) : t("text.weeklyDue", { day: f.longDate(d.due_day) });
  return d.slot ? f.time(d.slot) : "";
}

function StatusTag({ d }: { d: TodayDose }) {
  const { t } = useMedTexts();
  if (d.status === "as_needed") return null;
  return <span className={`tag dose-status dose-${d.status}`}>{t(`slots.${d.status}`)}</span>;
}

const hidden = [<span key="name" className="visually-hidden" />];

function TookIt({ d, o, rowForm }: { d: TodayDose; o: Pick<MedicationOverview, "today" | "time" | "sites">; rowForm: RowForm }) {
  const { t } = useMedTexts();
  return (
    <Form method="post" noValidate onSubmit={rowForm.onSubmit} onInput={rowForm.onInput} className="inline-form dose-form" preventScrollReset>
      <input type="hidden" name="row" value={doseRowKey(d)} />
      <input type="hidden" name="regimen" value={d.regimen} />
      <input type="hidden" name="day" value={o.today} />
      {d.schedule === "daily" && d.slot ? <input type="hidden" name="slot" value={d.slot} /> : null}
      <input type="hidden" name="status" value="taken" />
      <FormError id={rowForm.formErrorId} errors={rowForm.formErrors} />
      <FormNotice reply={rowForm.reply} />
      <RowTimeField meta={rowForm.field("time")} label={t("today.timeTaken")} defaultValue={o.time} />
      {d.kind === "injection" ? (
        <RowSelect meta={rowForm.field("site")} label={t("today.site")} options={INJECTION_SITES.map((s) => ({ value: s, label: t(`sites.${s}`) }))} defaultValue={o.sites.next} />
      ) : null}
      <SubmitButton intent="take" className="btn btn-primary btn-sm" busyLabel={t("today.saving")}>
        <Trans t={t} i18nKey="today.tookIt" values={{ name: d.name }} components={hidden} />
      </SubmitButton>
    </Form>
  );
}

function Skip({ d, today, rowForm }: { d: TodayDose; today: string; rowForm: RowForm }) {
  const { t } = useMedTexts();
  return (
    <Form method="post" noValidate onSubmit={rowForm.onSubmit} onInput={rowForm.onInput} className="inline-form dose-form" preventScrollReset>
      <input type="hidden" name="row" value={doseRowKey(d)} />
      <input type="hidden" name="regimen" value={d.regimen} />
      <input type="hidden" name="day" value={d.due_day < today ? d.due_day : today} />
      {d.schedule === "daily" && d.slot ? <input type="hidden" name="slot" value={d.slot} /> : null}
      <input type="hidden" name="status" value="skipped" />
      <FormError id={rowForm.formErrorId} errors={rowForm.formErrors} />
      <RowSelect meta={rowForm.field("reason")} label={t("today.whySkipped")} options={SKIP_REASONS.map((r) => ({ value: r, label: t(`skip.${r}`) }))} empty={t("today.chooseReason")} />
      <SubmitButton intent="skip" className="btn btn-secondary btn-sm" busyLabel={t("today.saving")}>
        <Trans t={t} i18nKey="today.skip" values={{ name: d.name }} components={hidden} />
      </SubmitButton>
    </Form>
  );
}

function Recorded({ d }: { d: TodayDose }) {
  const { t, f } = useMedTexts();
  const r = d.record!;
  const time = f.time(r.taken_time ?? "00:00");
  return (
    <div className="dose-recorded">
      <span>
        {r.status === "taken"
          ? r.site
            ? t("text.takenAtSite", { time, site: t(`sites.${r.site}`) })
            : t("text.takenAt", { time })
          : t("text.skippedBecause", { reason: t(`skip.${r.reason ?? "other"}`) })}
      </span>
      <Form method="post" preventScrollReset className="inline">
        <input type="hidden" name="id" value={r.id} />
        <SubmitButton intent="undo" className="btn btn-ghost btn-sm" busyLabel={t("today.undoing")}>
          <Trans t={t} i18nKey="today.undo" values={{ name: d.name }} components={hidden} />
        </SubmitButton>
      </Form>
    </div>
  );
}

export function TodayDoses({ o }: { o: Pick<MedicationOverview, "today" | "time" | "sites" | "todayDoses"> }) {
  const { t, dose } = useMedTexts();
  const rowForm = useRowForms(doseSchema);
  const injections = o.todayDoses.some((d) => d.kind === "injection" && !d.record);
  return (
    <section className="card meds-today" aria-labelledby="meds-today-title">
      <h2 id="meds-today-title">{t("today.title")}</h2>
      {o.todayDoses.length === 0 ? (
        <p className="muted">{t("today.empty")}</p>
      ) : (
        <>
          {injections ? (
            <p className="muted small">
              {t("text.nextSite", { site: t(`sites.${o.sites.next}`) })}
              {o.sites.last && o.sites.repeated ? <span className="notice notice-warning dose-site-warning"> {t("text.sameSiteTwice", { site: t(`sites.${o.sites.last}`) })}</span> : null}
            </p>
          ) : null}
          <ul className="plain-list dose-list">
            {o.todayDoses.map((d) => {
              const key = d.record ? `r${d.record.id}` : doseRowKey(d);
              return (
                <li key={key} className="dose-row">
                  <div className="dose-what">
                    <strong>{d.name}</strong> <span>{dose(d.dose, d.unit)}</span>
                    <span className="muted small">
                      <When d={d} today={o.today} />
                    </span>
                    <StatusTag d={d} />
                  </div>
                  {d.record ? (
                    <Recorded d={d} />
                  ) : (
                    <div className="dose-actions">
                      <TookIt d={d} o={o} rowForm={rowForm(`take:${doseRowKey(d)}`, `take-${doseRowKey(d).replace(/\W/g, "-")}`)} />
                      {d.status !== "as_needed" ? <Skip d={d} today={o.today} rowForm={rowForm(`skip:${doseRowKey(d)}`, `skip-${doseRowKey(d).replace(/\W/g, "-")}`)} /> : null}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
