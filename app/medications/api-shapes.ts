import { z } from "zod";
import { day, id, int, named, oneOf, shape } from "~/api/shapes";

import {
  DOSE_UNITS,
  INJECTION_SITES,
  MEDICATION_KINDS,
  REGIMEN_STATUSES,
  ROUTES,
  SCHEDULES,
  SET_BY,
  SKIP_REASONS,
  SLOT_STATUSES,
  STEP_SOURCES,
  SYMPTOMS,
} from "./codes";

/**
 * What the medications calls answer (docs/api.md, Medications), checked against the domain's
 * types. Doses are numbers in `unit` (the formulary's, kept by the regimen); days are the clinic's
 * calendar days and times its wall clock (HH:MM).
 */

const time = () => z.string().regex(/^\d{2}:\d{2}$/).describe("HH:MM on the clinic's clock.");
const unit = oneOf(DOSE_UNITS).describe("The unit of every dose of this medicine.");

export const medication = named(
  "Medication",
  shape({
    id: id(),
    name: z.string(),
    generic_name: z.string(),
    kind: oneOf(MEDICATION_KINDS),
    route: oneOf(ROUTES),
    unit,
    strengths: z.array(z.number()).describe("The strengths it comes in, in `unit`."),
    prescription: z.boolean(),
    usual_schedule: oneOf(SCHEDULES),
    usual_times: z.array(time()),
    steps: z.array(shape({ dose: z.number(), weeks: int().min(1).nullable() })).describe("The dose-step plan, oldest first; the last step's weeks null (kept from then on)."),
    plan_note: z.string(),
    source: z.string().describe("Where the steps come from: the product's label."),
    retired: z.boolean().describe("Taken off the list: no longer offered, kept for the regimens that name it."),
  }),
);

export const regimenStep = shape({
  id: id(),
  from_day: day(),
  /** In the regimen's unit. */
  dose: z.number(),
  paused: z.boolean(),
  source: oneOf(STEP_SOURCES).describe("start, plan (a titration's next step), change, pause or resume."),
  note: z.string(),
  set_by: z.string().nullable().describe('Who set it: a staff member\'s name, "you", or null.'),
});

const regimenShape = {
  id: id(),
  medication: shape({ id: id(), name: z.string(), generic_name: z.string(), kind: oneOf(MEDICATION_KINDS), route: oneOf(ROUTES) }),
  dose: z.number().nullable().describe("The dose in force today (before the start: the first), in `unit`."),
  unit,
  schedule: shape({ kind: oneOf(SCHEDULES), times: z.array(time()), weekday: int().min(0).max(6).nullable().describe("A weekly dose's day, Sunday 0 … Saturday 6.") }),
  titrate_to: z.number().nullable().describe("The plan's last dose when it follows the formulary's steps."),
  titration: z.array(regimenStep).describe("Every dose step, oldest first: history up to today, the plan after it. A change is a new step; earlier ones are never rewritten."),
  /** The next step after today, if one is planned. */
  next_step: shape({ from_day: day(), dose: z.number() }).nullable(),
  set_by: oneOf(SET_BY).describe('"clinic" (prescribed) or "self" (the patient\'s own supplement).'),
  prescribed_by: z.string().nullable(),
  start_day: day(),
  end_day: day().nullable().describe("The day it stopped: no dose is due from then."),
  status: oneOf(REGIMEN_STATUSES),
  stop_reason: z.string(),
  instructions: z.string(),
  supply: shape({ doses: int().min(0), counted_on: day(), left: int().min(0) }).nullable().describe("Doses on hand when counted, and left after the doses taken since."),
};

export const regimen = named("Regimen", shape(regimenShape));

export const doseRecord = named(
  "DoseRecord",
  shape({
    id: id(),
    regimen: id(),
    due_day: day().describe("The scheduled dose's day (a weekly dose's own day, even when taken a few days before or after)."),
    slot: time().nullable().describe("The scheduled time it is for; null for an as-needed dose."),
    status: z.enum(["taken", "skipped"]),
    /** When it was taken (or the skip decided): the clinic's day and time. */
    taken_day: day().nullable(),
    taken_time: time().nullable(),
    reason: oneOf(SKIP_REASONS).nullable(),
    site: oneOf(INJECTION_SITES).nullable(),
    dose: z.number().describe("The dose in force that day, in `unit`."),
    unit,
    note: z.string(),
  }),
);

export const scheduledDose = named(
  "ScheduledDose",
  shape({
    regimen: id(),
    medication: z.string(),
    /** The scheduled dose's day and time (an as-needed dose: the day and time it was taken). */
    day: day(),
    slot: time().nullable(),
    dose: z.number().nullable(),
    unit,
    status: oneOf(SLOT_STATUSES).describe("taken, skipped, due (its time has come), upcoming, missed (a daily dose's day is over; a weekly dose more than 2 days late)."),
    record: doseRecord.nullable(),
  }),
);

const site = oneOf(INJECTION_SITES);

export const regimenSites = named(
  "InjectionSites",
  shape({
    regimen: id(),
    next: site.describe("The site to use next: the one after the last used in the rotation round the body (the first when none was)."),
    last: site.nullable().describe("Where the last injection was recorded (any of the caller's injections), or null."),
    previous: site.nullable().describe("Where the one before it was, or null."),
    repeated: z.boolean().describe("The last two injections were at the same site: /medications warns."),
  }),
);

export const sideEffect = named("SideEffect", shape({ id: id(), day: day(), symptom: oneOf(SYMPTOMS), severity: int().min(1).max(5), note: z.string() }));

export const recentDose = shape({ day: day(), slot: time().nullable(), dose: z.number().nullable(), status: oneOf(SLOT_STATUSES), record: doseRecord.nullable() });

export const regimenOverview = named(
  "RegimenWithDoses",
  shape({
    ...regimenShape,
    adherence: shape({ d7: z.number().nullable(), d28: z.number().nullable() }).describe("Per cent of the doses due over 7 and 28 days that were taken; null when none were due."),
    recent: z.array(recentDose).describe("The last 28 days' doses, newest first."),
  }),
);

export const chart = shape({
  from: day(),
  to: day(),
  /** Only the symptoms recorded in the range, in the check-in's order. */
  series: z.array(shape({ symptom: oneOf(SYMPTOMS), points: z.array(shape({ day: day(), severity: int().min(1).max(5) })) })),
  /** The chosen medicine's dose as steps: a point where it begins and at each change (null: paused or not taken). */
  dose: shape({ regimen: id(), name: z.string(), unit, points: z.array(shape({ day: day(), dose: z.number().nullable() })) }).nullable(),
  /** Week by week from `from`: the dose on the week's first day and each symptom's worst severity that week. */
  weeks: z.array(shape({ start: day(), dose: z.number().nullable(), worst: z.record(z.number()) })),
  /** The medicines the chart may be drawn against. */
  choices: z.array(shape({ id: id(), name: z.string() })),
});

export const careMedications = named(
  "PatientMedications",
  shape({ patient: id(), today: day(), regimens: z.array(regimenOverview), chart: chart.nullable().describe("Side effects of the last 12 weeks against one medicine's dose steps.") }),
);

/** What the care team's medicines call answers for a patient. */
export type CareMedicationsAnswer = z.infer<typeof careMedications>;
