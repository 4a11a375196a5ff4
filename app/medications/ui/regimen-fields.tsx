/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { useState } from "react";
import { Field, type FieldMeta, NumberField, SelectField, TextareaField } from "~/ui/forms";
import { doseText, MED_TEXT, SCHEDULE_LABELS, SCHEDULES, scheduleText, WEEKDAY_LABELS } from "../codes";
import type { Medication } from "../catalogue.server";

/**
 * The fields a new regimen shares, the patient's supplement and the clinic's prescription: the
 * medicine, its dose (one of its strengths), the schedule, the start, the instructions and the
 * supply. The strengths of the medicine picked are named under the dose (with JavaScript they
 * follow the pick; without it every medicine's are listed).
 */

type Fields = Record<"medication" | "dose" | "schedule" | "times" | "weekday" | "start_day" | "instructions" | "supply", FieldMeta>;

export function RegimenFields({ fields, medications, today }: { fields: Fields; medications: Pick<Medication, "id" | "name" | "generic_name" | "strengths" | "unit" | "usual_schedule" | "usual_times">[]; today: string }) {
  const [picked, setPicked] = useState<string>(typeof fields.medication.initialValue === "string" ? fields.medication.initialValue : "");
  const chosen = medications.find((m) => String(m.id) === picked);
  const strengths = (m: (typeof medications)[number]) => m.strengths.map((s) => doseText(s, m.unit)).join(", ");
  return (
    <>
      <SelectField
        meta={fields.medication}
        label="Medicine"
        empty="Choose a medicine"
        options={medications.map((m) => ({ value: m.id, label: `${m.name} (${m.generic_name})` }))}
        onChange={setPicked}
      />
      <NumberField
        meta={fields.dose}
        label="Dose"
        hint={
          chosen
            ? MED_TEXT.strengthsOf(chosen.name, strengths(chosen), scheduleText({ kind: chosen.usual_schedule, times: chosen.usual_times, weekday: null }))
            : MED_TEXT.strengthsBelow
        }
      />
      {/* Beside the field, not in its hint: a hint is a paragraph, and a list inside one is not HTML (the browser would move it, and the page would not hydrate). */}
      {chosen ? null : (
        <details className="strength-list">
          <summary>{MED_TEXT.strengthsOfEach}</summary>
          <ul className="plain-list small">
            {medications.map((m) => (
              <li key={m.id}>
                {m.name}: {strengths(m)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="form-grid">
        <SelectField meta={fields.schedule} label="Schedule" options={SCHEDULES.map((s) => ({ value: s, label: SCHEDULE_LABELS[s] }))} />
        <Field meta={fields.times} label="Times of day" placeholder="08:00, 20:00" hint="On the clinic's clock; one time for a weekly dose." />
        <SelectField meta={fields.weekday} label="Day of the week (weekly)" empty="—" options={WEEKDAY_LABELS.map((d, i) => ({ value: i, label: d }))} />
      </div>
      <div className="form-grid">
        <Field meta={fields.start_day} label="Start day" type="date" hint={`Today is ${today}.`} />
        <NumberField meta={fields.supply} label="Doses on hand (optional)" integer hint="For a refill reminder." />
      </div>
      <TextareaField meta={fields.instructions} label="Instructions (optional)" rows={2} />
    </>
  );
}
