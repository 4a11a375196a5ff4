import { z } from "zod";
import { parseDay } from "~/domain/calendar";
import { blankToUndefined, decimal, integer, MSG, optionalText, requiredText, youtubeIdOf } from "~/validation/rules";
import "~/validation/zod-openapi";
import { ACTIVITY_TYPES, FITNESS_MSG, LIMITS, RELATED_LABELS } from "./codes";
import { WEEKDAYS, type WeekdayKey } from "./weekdays";
import { EXERCISE_MSG, WORKOUT_MSG } from "./workout-messages";
import { type Units, weightBound } from "~/domain/units";

/**
 * One schema per fitness mutation, used by the pages (conform in the browser, parseWithZod in
 * the action) and by the /api handlers, so each rule and message is written once.
 */


/** An optional field: empty, null or missing is undefined; anything else must pass `schema`. */
const optional = <S extends z.ZodTypeAny>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

export const idField = () => integer({ min: 1 });

/** A calendar day, YYYY-MM-DD or YYYY/MM/DD (spec part 3 §7), as YYYY-MM-DD. "Not in the future" is the domain's check. */
export const dayField = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ required_error: MSG.required, invalid_type_error: FITNESS_MSG.invalidDate }).transform((v, ctx) => {
      const day = parseDay(v);
      if (!day) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: FITNESS_MSG.invalidDate });
        return z.NEVER;
      }
      return day;
    }),
  );

/** A checkbox or an API flag: 1/true/"on" is booked, anything else (missing included) is not. */
const weekdayFlag = () =>
  z.preprocess((v) => (v === true || v === 1 || v === "1" || v === "on" || v === "true" || v === "True" ? 1 : 0), z.union([z.literal(0), z.literal(1)]));

const weekdayFlags = Object.fromEntries(WEEKDAYS.map((d) => [d.key, weekdayFlag()])) as Record<WeekdayKey, ReturnType<typeof weekdayFlag>>;

/** A weekday index, Sunday 0 … Saturday 6. */
export const weekdayField = () => integer({ min: 0, max: 6 });

/** What the apps send as "comma-joined ids". */
const ID_LIST_PATTERN = "^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$";

/**
 * Ids picked from a list: checkboxes send several values, the apps send "1,2,3" (spec part 3
 * §7: "comma-joined ids") or a JSON list. None picked is `emptyMessage`.
 */
export const idList = (emptyMessage: string) =>
  z.preprocess(
    (v) => {
      const parts = Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : String(v).split(",");
      return parts.map((p) => (typeof p === "string" ? p.trim() : p)).filter((p) => p !== "");
    },
    z
      .array(z.preprocess((p) => (typeof p === "string" && /^\d{1,10}$/.test(p) ? Number(p) : p), z.number({ invalid_type_error: FITNESS_MSG.invalidChoice }).int(FITNESS_MSG.invalidChoice).positive(FITNESS_MSG.invalidChoice)))
      .min(1, emptyMessage)
      .transform((ids) => [...new Set(ids)]),
  ).openapi({ type: ["string", "array"], pattern: ID_LIST_PATTERN, description: 'Comma-joined ids ("1,2,3"), or a list of ids.' });

// ---------------------------------------------------------------------------------------------
// My workout

/** Add exercises to my workout: `is_plan` 0 and comma-joined exercise ids; `weekday` books them on that day. */
export const addExercisesSchema = z.object({
  is_plan: z.unknown().optional(),
  exercise: idList(WORKOUT_MSG.selectExercise),
  weekday: optional(weekdayField()),
});

/** Add workout plans to my workout: comma-joined plan ids. */
export const addPlansSchema = z.object({ plan: idList(WORKOUT_MSG.selectPlan) });

/** A plan row's weekdays (PUT /api/member_exercise_plans/{id}; the row's edit form). */
export const weekdaysSchema = z.object({ ...weekdayFlags, is_plan: z.unknown().optional(), exercise: z.unknown().optional() });

/** POST /api/member_exercise_plans/bulk_create: rows of exercise and weekdays; an exercise already planned gets these weekdays. */
export const planRowSchema = z.object({ exercise: idField(), ...weekdayFlags });
export const planRowsSchema = z
  .array(planRowSchema, { required_error: MSG.required, invalid_type_error: MSG.required })
  .min(1, MSG.required)
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((r, i) => {
      if (seen.has(r.exercise)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "exercise"], message: FITNESS_MSG.invalidChoice });
      seen.add(r.exercise);
    });
  });

/** The Edit Workout table: every row's weekdays at once, as `{row id}.{weekday}` checkboxes. */
export function editWorkoutFormRows(form: FormData, rowIds: number[]): { id: number; days: number[] }[] {
  return rowIds.map((id) => ({
    id,
    days: WEEKDAYS.filter((d) => form.get(`${id}.${d.key}`) !== null).map((d) => d.index),
  }));
}

// ---------------------------------------------------------------------------------------------
// Logs and the fitness journal

const minutesField = () => integer({ min: 1, max: LIMITS.minutes });
/** Calories are kept to one decimal (docs/decisions/0050): more is refused, never rounded silently. */
const caloriesField = () => optional(decimal(1, { min: 0, max: LIMITS.calories }));

/** An exercise log (log_exercises; My Progress and exercise details): date done and duration required. */
export const logSchema = z.object({
  exercise: idField(),
  datedone: dayField(),
  duration: minutesField(),
  /** Left empty, the calories are computed (app/fitness/energy.ts). */
  calories: caloriesField(),
  notes: optional(optionalText({ max: LIMITS.notes })),
});
export type LogInput = z.output<typeof logSchema>;

/** A day's booked exercises at once; bounded, as each log costs a few queries. */
export const logsBulkSchema = z
  .array(logSchema, { required_error: MSG.required, invalid_type_error: MSG.required })
  .min(1, MSG.required)
  .max(LIMITS.bulkLogs, MSG.tooMany(LIMITS.bulkLogs));

const journalFieldsOf = (units: Units) =>
  z.object({
    date: dayField(),
    exercise: idField(),
    type_of_activity: z.enum(ACTIVITY_TYPES, { errorMap: () => ({ message: MSG.required }) }),
    /** In the member's weight unit (pounds, or kilograms: issue 26); stored in kilograms. */
    weight_lifted: optional(decimal(2, { min: 0, max: weightBound(LIMITS.weightLiftedLb, units) })),
    reps: optional(integer({ min: 0, max: LIMITS.reps })),
    number_of_sets: optional(integer({ min: 0, max: LIMITS.sets })),
    minutes: minutesField(),
    calories_burned: caloriesField(),
  });
type JournalFields = ReturnType<typeof journalFieldsOf>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * Resistance needs weight, reps and sets. Checked on the raw input before the fields are parsed,
 * so a form missing its minutes too hears about everything at once.
 */
function resistanceNeeds(raw: unknown, ctx: z.RefinementCtx) {
  if (typeof raw !== "object" || raw === null) return raw;
  const v = raw as Record<string, unknown>;
  if (v.type_of_activity !== "Resistance") return raw;
  for (const key of ["weight_lifted", "reps", "number_of_sets"] as const) {
    if (isBlank(v[key])) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: MSG.required });
  }
  return raw;
}

/** A fitness journal entry: minutes required, and weight, reps and sets for resistance (spec part 3 §5). */
const journalSchemaOf = (units: Units) =>
  z.preprocess(resistanceNeeds, journalFieldsOf(units)) as unknown as z.ZodEffects<
    JournalFields,
    z.output<JournalFields>,
    // The form sees the fields' own input (preprocess would widen it to unknown).
    z.input<JournalFields>
  >;
const JOURNAL = { imperial: journalSchemaOf("imperial"), metric: journalSchemaOf("metric") };
/** The journal entry in the member's units. */
export const journalSchemaFor = (units: Units) => JOURNAL[units];
/** In pounds: the API's unless it asks `?units=metric`. */
export const journalSchema = JOURNAL.imperial;
export type JournalInput = z.output<typeof journalSchema>;

/** Weekly goals: cardio minutes, resistance and flexibility sessions (steps of 1), calories (steps of 0.1). */
export const goalSchema = z.object({
  date: dayField(),
  cardio: integer({ min: 0, max: LIMITS.goalCardioMinutes }),
  resistance: integer({ min: 0, max: LIMITS.goalSessions }),
  flexibility: integer({ min: 0, max: LIMITS.goalSessions }),
  calories_burned: decimal(1, { min: 0, max: LIMITS.goalCalories }),
});
export type GoalInput = z.output<typeof goalSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: the exercise library

const flag = () => z.preprocess((v) => v === true || v === "on" || v === "true" || v === "True" || v === "1" || v === 1, z.boolean());

/** An exercise's own fields (POST /api/exercises, PUT /api/exercises/{id}, the editor's Details). */
export const exerciseSchema = z.object({
  name: requiredText({ max: 100 }),
  compendium_code: requiredText({ max: 5 }).pipe(z.string().regex(/^\d{5}$/, EXERCISE_MSG.compendiumCode)),
  compendium_description: optional(optionalText({ max: 500 })),
  met: decimal(2, { min: 1, max: 25 }),
  type: requiredText({ max: 60 }),
  type_of_activity: z.enum(ACTIVITY_TYPES, { errorMap: () => ({ message: MSG.required }) }),
  featured: flag(),
  flame: integer({ min: 1, max: 3 }),
  description: optional(optionalText({ max: 20000 })),
  instructions: optional(optionalText({ max: 20000 })),
});
export type ExerciseInput = z.output<typeof exerciseSchema>;

/** The editor's Media tab: a video to add. */
export const videoSchema = z.object({
  youtube: requiredText({ max: 250 }).transform((v, ctx) => {
    const id = youtubeIdOf(v);
    if (!id) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: EXERCISE_MSG.youtubeId });
      return z.NEVER;
    }
    return id;
  }),
  title: optional(optionalText({ max: 100 })),
});

/** The editor's Related tab: an exercise to list under a label. */
export const relatedSchema = z.object({
  related: idField(),
  label: z.enum(RELATED_LABELS, { errorMap: () => ({ message: MSG.required }) }),
});
