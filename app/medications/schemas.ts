import { z } from "zod";
import { daysBetween } from "~/domain/calendar";
import { optionalDay } from "~/journal/schemas";
import { decimal, flag, integer, MSG, optionalInteger, optionalText, recordId, requiredText } from "~/validation/rules";
import "~/validation/zod-openapi";
import {
  DOSE_STATUSES,
  DOSE_UNITS,
  INJECTION_SITES,
  INSTRUCTIONS_MAX,
  MAX_TIMES_A_DAY,
  MED_MSG,
  MEDICATION_KINDS,
  NAME_MAX,
  NOTE_MAX,
  RANGE_MAX_DAYS,
  REASON_MAX,
  ROUTES,
  SCHEDULES,
  SEVERITY_MAX,
  SEVERITY_MIN,
  SKIP_REASONS,
  SOURCE_MAX,
  STEPS_MAX,
  STRENGTHS_MAX,
  SUPPLY_MAX,
  SYMPTOMS,
} from "./codes";

/**
 * One zod schema per medications mutation (issue 38), used by the pages' forms through conform and
 * by the /api calls. A list a form types as text ("08:00, 20:00"; "0.25, 0.5"; "0.25:4, 0.5:4, 2.4")
 * is read as the list JSON sends. What needs the database (the medicine's strengths and kind, the
 * regimen's start, the clinic's clock) is the domain's.
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) });

/** A record id a form or JSON sends (a number or its digits); anything else is `message`. */
const idOf = (message: string) =>
  z
    .unknown()
    .transform((v, ctx) => {
      const id = recordId(typeof v === "number" ? String(v) : v);
      if (id === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: blank(v) ? MSG.required : message });
        return z.NEVER;
      }
      return id;
    })
    .openapi({ type: "integer", minimum: 1 });

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
/** "8:05", "08:05" or "08:05:00" as "08:05" (the clinic's wall clock); null when it is not a time. */
export const timeOf = (v: unknown): string | null => {
  const m = typeof v === "string" ? TIME.exec(v.trim()) : null;
  return m ? `${m[1].padStart(2, "0")}:${m[2]}` : null;
};

const optionalTime = z
  .unknown()
  .transform((v, ctx) => {
    if (blank(v)) return undefined;
    const t = timeOf(v);
    if (!t) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MED_MSG.pickTime });
      return z.NEVER;
    }
    return t;
  })
  .openapi({ type: "string", description: "HH:MM on the clinic's clock (24-hour)." });

/** Times of day: a list, or text with commas ("08:00, 20:00"); each once, in order. */
const timesField = z
  .unknown()
  .transform((v, ctx) => {
    const items = blank(v) ? [] : Array.isArray(v) ? v : typeof v === "string" ? v.split(/[,;\s]+/).filter(Boolean) : [v];
    const times: string[] = [];
    for (const item of items) {
      if (blank(item)) continue;
      const t = timeOf(item);
      if (!t) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MED_MSG.pickTime });
        return z.NEVER;
      }
      if (times.includes(t)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MED_MSG.sameTime });
        return z.NEVER;
      }
      times.push(t);
    }
    if (times.length > MAX_TIMES_A_DAY) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MED_MSG.tooManyTimes });
      return z.NEVER;
    }
    return times.sort();
  })
  .openapi({
    anyOf: [
      { type: "array", items: { type: "string", description: "HH:MM" }, maxItems: MAX_TIMES_A_DAY },
      { type: "string", description: "The times with commas: \"08:00, 20:00\"." },
    ],
    description: "Times of day on the clinic's clock; a list, or text with commas.",
  });

const dose = decimal(3, { min: 0.001, max: 100_000 }).openapi({ type: "number", minimum: 0.001, maximum: 100_000, description: "In the medicine's unit; one of its strengths." });

const weekdayField = z
  .preprocess((v) => (blank(v) ? undefined : v), integer({ min: 0, max: 6 }).optional())
  .openapi({ type: "integer", minimum: 0, maximum: 6, description: "The weekly dose's day: Sunday 0 … Saturday 6." });

const scheduleFields = {
  schedule: choice(SCHEDULES, MED_MSG.pickSchedule),
  times: timesField,
  weekday: weekdayField,
};

/** A daily schedule has its times; a weekly one its day and one time; an as-needed one neither. */
function checkSchedule(v: { schedule: string; times: string[]; weekday?: number }, ctx: z.RefinementCtx) {
  if (v.schedule === "daily" && v.times.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["times"], message: MED_MSG.needTimes });
  if (v.schedule === "weekly") {
    if (v.weekday === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["weekday"], message: MED_MSG.pickWeekday });
    if (v.times.length !== 1) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["times"], message: v.times.length ? MED_MSG.oneTimeWeekly : MED_MSG.pickTime });
  }
}

/** What an as-needed schedule keeps: no times, no day. */
const tidySchedule = <T extends { schedule: string; times: string[]; weekday?: number }>(v: T): T =>
  v.schedule === "as_needed" ? { ...v, times: [], weekday: undefined } : v.schedule === "daily" ? { ...v, weekday: undefined } : v;

const supplyField = optionalInteger({ min: 0, max: SUPPLY_MAX }).openapi({ type: "integer", minimum: 0, maximum: SUPPLY_MAX, description: "Doses on hand now (the refill reminder counts down from it)." });

const regimenShape = {
  medication: idOf(MED_MSG.pickMedication),
  dose,
  ...scheduleFields,
  start_day: optionalDay,
  instructions: optionalText({ max: INSTRUCTIONS_MAX }),
  supply: supplyField,
};

/** POST /api/me/medications and /medications/add: a supplement of the patient's own. */
export const ownRegimenSchema = z.object(regimenShape).superRefine(checkSchedule).transform(tidySchedule);
export type OwnRegimenInput = z.output<typeof ownRegimenSchema>;

/** POST /api/care/patients/{id}/medications and the record's form: a prescription, optionally following the formulary's dose steps. */
export const prescribeSchema = z
  .object({
    ...regimenShape,
    titrate: flag().optional().openapi({ type: "boolean", description: "Follow the formulary's dose steps from `dose`." }),
    titrate_to: z
      .preprocess((v) => (blank(v) ? undefined : v), dose.optional())
      .openapi({ type: "number", description: "The plan's last dose to reach (its last step when left out)." }),
  })
  .superRefine(checkSchedule)
  .transform(tidySchedule);
export type PrescribeInput = z.output<typeof prescribeSchema>;

/** PUT /api/me/medications/{id} and the details page: the patient's own supplement (a new dose is a step from today). */
export const ownEditSchema = z.object({ dose, instructions: optionalText({ max: INSTRUCTIONS_MAX }), supply: supplyField });
export type OwnEditInput = z.output<typeof ownEditSchema>;

/** POST /api/me/medications/{id}/stop. */
export const stopSchema = z.object({ reason: optionalText({ max: REASON_MAX }) });

/** POST /api/me/medications/{id}/supply: the doses on hand now, of any of the patient's medicines. */
export const supplySchema = z.object({ supply: integer({ min: 0, max: SUPPLY_MAX }) });

/** A change the care team makes to a regimen (PUT /api/care/patients/{id}/medications/{rid}, the record's forms). */
export const changeDoseSchema = z.object({ dose, from_day: optionalDay, note: optionalText({ max: NOTE_MAX }) });
export const pauseSchema = z.object({ note: optionalText({ max: NOTE_MAX }) });
export const clinicStopSchema = z.object({ reason: requiredText({ max: REASON_MAX }) });

export const regimenChangeSchema = z.discriminatedUnion(
  "action",
  [
    changeDoseSchema.extend({ action: z.literal("dose") }),
    pauseSchema.extend({ action: z.literal("pause") }),
    pauseSchema.extend({ action: z.literal("resume") }),
    clinicStopSchema.extend({ action: z.literal("stop") }),
  ],
  { errorMap: (issue, ctx) => ({ message: issue.code === "invalid_union_discriminator" ? MED_MSG.badAction : ctx.defaultError }) },
);
export type RegimenChange = z.output<typeof regimenChangeSchema>;

/** POST /api/me/doses and the page's Took it / Skip forms. */
export const doseSchema = z
  .object({
    regimen: idOf(MED_MSG.pickMedication),
    day: optionalDay,
    time: optionalTime,
    slot: optionalTime.openapi({ type: "string", description: "Which of a daily medicine's times the dose is for (HH:MM); the first not yet recorded when left out." }),
    status: choice(DOSE_STATUSES, MED_MSG.pickStatus),
    site: z.preprocess((v) => (blank(v) ? undefined : v), choice(INJECTION_SITES, MED_MSG.badSite).optional()),
    reason: z.preprocess((v) => (blank(v) ? undefined : v), choice(SKIP_REASONS, MED_MSG.pickReason).optional()),
    note: optionalText({ max: NOTE_MAX }),
  })
  .superRefine((v, ctx) => {
    if (v.status === "skipped" && !v.reason) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reason"], message: MED_MSG.pickReason });
  })
  .transform((v) => (v.status === "taken" ? { ...v, reason: undefined } : { ...v, site: undefined }));
export type DoseInput = z.output<typeof doseSchema>;

/** POST /api/me/side_effects and the check-in form: one symptom on one day (again the same day: its new severity). */
export const sideEffectSchema = z.object({
  day: optionalDay,
  symptom: choice(SYMPTOMS, MED_MSG.pickSymptom),
  severity: z
    .preprocess((v) => (blank(v) ? undefined : v), integer({ min: SEVERITY_MIN, max: SEVERITY_MAX }).optional())
    .pipe(z.number({ required_error: MED_MSG.pickSeverity }))
    .openapi({ type: "integer", minimum: SEVERITY_MIN, maximum: SEVERITY_MAX }),
  note: optionalText({ max: NOTE_MAX }),
});
export type SideEffectInput = z.output<typeof sideEffectSchema>;

/** `from` and `to` of GET /api/me/doses and side_effects (the last 7 days when left out). */
export const rangeFields = { from: optionalDay, to: optionalDay };

/** A range of at most RANGE_MAX_DAYS days, its end not before its start. */
export function checkRange(v: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!v.from || !v.to) return;
  const days = daysBetween(v.from, v.to);
  if (days < 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: MED_MSG.endBeforeStart });
  else if (days + 1 > RANGE_MAX_DAYS) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: MED_MSG.rangeTooLong });
}

/** Numbers as a list, or text with commas ("0.25, 0.5, 1"). */
const strengthsField = z
  .unknown()
  .transform((v, ctx) => {
    const items = blank(v) ? [] : Array.isArray(v) ? v : typeof v === "string" ? v.split(/[,;\s]+/).filter(Boolean) : [v];
    const out = items.map((x) => (typeof x === "number" ? x : typeof x === "string" && /^\d+(\.\d{1,3})?$/.test(x.trim()) ? Number(x) : NaN));
    if (out.length === 0 || out.length > STRENGTHS_MAX || out.some((n) => !Number.isFinite(n) || n <= 0 || n > 100_000)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MED_MSG.badStrengths });
      return z.NEVER;
    }
    return [...new Set(out)].sort((a, b) => a - b);
  })
  .openapi({
    anyOf: [
      { type: "array", items: { type: "number", minimum: 0.001 }, minItems: 1, maxItems: STRENGTHS_MAX },
      { type: "string", description: "The strengths with commas: \"0.25, 0.5, 1\"." },
    ],
    description: "The strengths it comes in, in `unit`; a list, or text with commas.",
  });

export interface PlanStepInput {
  dose: number;
  /** Weeks on this step; null for the last (kept from then on). */
  weeks: number | null;
}

/** The dose-step plan: a list of {dose, weeks}, or text "0.25:4, 0.5:4, 2.4" (the last step's weeks may be left out). */
const stepsField = z
  .unknown()
  .transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    };
    const items: unknown[] = blank(v) ? [] : Array.isArray(v) ? v : typeof v === "string" ? v.split(/[,;\n]+/).map((s) => s.trim()).filter(Boolean) : [v];
    if (items.length > STEPS_MAX) return fail(MED_MSG.badSteps);
    const steps: PlanStepInput[] = [];
    for (const item of items) {
      let d: unknown;
      let w: unknown;
      if (typeof item === "string") [d, w] = item.split(":").map((s) => s.trim());
      else if (item && typeof item === "object") ({ dose: d, weeks: w } = item as { dose?: unknown; weeks?: unknown });
      const doseNum = typeof d === "number" ? d : typeof d === "string" && /^\d+(\.\d{1,3})?$/.test(d) ? Number(d) : NaN;
      const weeksNum = blank(w) ? null : typeof w === "number" ? w : typeof w === "string" && /^\d{1,2}$/.test(w) ? Number(w) : NaN;
      if (!Number.isFinite(doseNum) || doseNum <= 0 || (weeksNum !== null && (!Number.isInteger(weeksNum) || weeksNum < 1 || weeksNum > 52))) return fail(MED_MSG.badSteps);
      steps.push({ dose: doseNum, weeks: weeksNum });
    }
    if (steps.slice(0, -1).some((s) => s.weeks === null)) return fail(MED_MSG.onlyLastOpen);
    return steps;
  })
  .openapi({
    anyOf: [
      {
        type: "array",
        maxItems: STEPS_MAX,
        items: { type: "object", properties: { dose: { type: "number" }, weeks: { type: ["integer", "null"], minimum: 1, maximum: 52 } }, required: ["dose"] },
      },
      { type: "string", description: "The steps as text: \"0.25:4, 0.5:4, 2.4\" (dose:weeks, with commas)." },
    ],
    description: "The dose-step plan, oldest first; the last step's weeks null (kept from then on).",
  });

/** POST/PUT /api/medications/catalogue and the administrators' form. */
export const catalogueSchema = z
  .object({
    name: requiredText({ max: NAME_MAX }),
    generic_name: requiredText({ max: NAME_MAX }),
    kind: choice(MEDICATION_KINDS, MED_MSG.pickKind),
    route: choice(ROUTES, MED_MSG.pickRoute),
    unit: choice(DOSE_UNITS, MED_MSG.pickUnit),
    strengths: strengthsField,
    prescription: flag().optional().openapi({ type: "boolean" }),
    usual_schedule: choice(SCHEDULES, MED_MSG.pickSchedule).default("daily"),
    usual_times: timesField,
    steps: stepsField,
    plan_note: optionalText({ max: SOURCE_MAX }),
    source: optionalText({ max: SOURCE_MAX }),
  })
  .superRefine((v, ctx) => {
    // A refinement runs on an object whose other fields were refused too: strengths or steps refused by their own rule are not lists here.
    if (!Array.isArray(v.steps) || !Array.isArray(v.strengths)) return;
    if (v.steps.some((s) => !v.strengths.includes(s.dose))) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["steps"], message: MED_MSG.stepNotStrength });
  });
export type CatalogueInput = z.output<typeof catalogueSchema>;
