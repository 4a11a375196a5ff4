import { useState } from "react";
import { Field, type FieldMeta, NumberField, SelectField, TextareaField } from "~/ui/forms";
import type { Medication } from "../catalogue.server";
import { SCHEDULES } from "../codes";
import { useMedTexts } from "./texts";

/**
 * The fields a new regimen shares, the patient's supplement and the clinic's prescription: the
 * medicine, its dose (one of its strengths), the schedule, the start, the instructions and the
 * supply. The strengths of the medicine picked are named under the dose (with JavaScript they
 * follow the pick; without it every medicine's are listed).
 */

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

type Fields = Record<"medication" | "dose" | "schedule" | "times" | "weekday" | "start_day" | "instructions" | "supply", FieldMeta>;

export function RegimenFields({ fields, medications, today }: { fields: Fields; medications: Pick<Medication, "id" | "name" | "generic_name" | "strengths" | "unit" | "usual_schedule" | "usual_times">[]; today: string }) {
  const { t, dose, schedule } = useMedTexts();
  const [picked, setPicked] = useState<string>(typeof fields.medication.initialValue === "string" ? fields.medication.initialValue : "");
  const chosen = medications.find((m) => String(m.id) === picked);
  const strengths = (m: (typeof medications)[number]) => m.strengths.map((s) => dose(s, m.unit)).join(", ");
  return (
    <>
      <SelectField
        meta={fields.medication}
        label={t("form.medicine")}
        empty={t("form.chooseMedicine")}
        options={medications.map((m) => ({ value: m.id, label: t("form.medicineOption", { name: m.name, generic: m.generic_name }) }))}
        onChange={setPicked}
      />
      <NumberField
        meta={fields.dose}
        label={t("form.dose")}
        hint={
          chosen
            ? t("text.strengthsOf", { name: chosen.name, strengths: strengths(chosen), usual: schedule({ kind: chosen.usual_schedule, times: chosen.usual_times, weekday: null }) })
            : t("text.strengthsBelow")
        }
      />
      {/* Beside the field, not in its hint: a hint is a paragraph, and a list inside one is not HTML (the browser would move it, and the page would not hydrate). */}
      {chosen ? null : (
        <details className="strength-list">
          <summary>{t("text.strengthsOfEach")}</summary>
          <ul className="plain-list small">
            {medications.map((m) => (
              <li key={m.id}>{t("text.strengthsOfOne", { name: m.name, strengths: strengths(m) })}</li>
            ))}
          </ul>
        </details>
      )}
      <div className="form-grid">
        <SelectField meta={fields.schedule} label={t("form.schedule")} options={SCHEDULES.map((s) => ({ value: s, label: t(`schedules.${s}`) }))} />
        <Field meta={fields.times} label={t("form.times")} placeholder={t("form.timesPlaceholder")} hint={t("form.timesHint")} />
        <SelectField meta={fields.weekday} label={t("form.weekday")} empty={t("form.noWeekday")} options={WEEKDAYS.map((i) => ({ value: i, label: t(`weekdays.${i}`) }))} />
      </div>
      <div className="form-grid">
        <Field meta={fields.start_day} label={t("form.startDay")} type="date" hint={t("form.todayIs", { day: today })} />
        <NumberField meta={fields.supply} label={t("form.supplyOptional")} integer hint={t("form.supplyHint")} />
      </div>
      <TextareaField meta={fields.instructions} label={t("form.instructionsOptional")} rows={2} />
    </>
  );
}
