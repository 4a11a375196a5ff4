import { z } from "zod";
import { daysBetween, parseDay } from "~/domain/calendar";
import { fluidToFloz, type Units } from "~/domain/units";
import { decimal, integer, isBlank, MSG } from "~/validation/rules";
import "~/validation/zod-openapi";
import {
  ENTRY_KINDS,
  FLUID_KINDS,
  FLUID_MAX,
  fluidControls,
  GOAL_KINDS,
  GRAMS_MEASURE,
  HUNGER_MAX,
  HUNGER_MIN,
  JOURNAL_MSG,
  MEAL_CODES,
  QUANTITY_MAX,
  RANGE_MAX_DAYS,
  type GoalField,
} from "./codes";

/**
 * One zod schema per journal mutation (spec part 2 §5), used by the page's forms through conform
 * and by the /api calls: an entry, a partial entry update, a goal, hydration and electrolyte, a
 * copy. What needs the database (the food exists, the measure is that food's, the day is not in
 * the patient's future) is the domain's (journal.server.ts).
 */

/** YYYY-MM-DD, YYYY/MM/DD, or a timestamp whose date part is taken ("2026-11-23T08:30"). */
export const dayValue = z.unknown().transform((v, ctx) => {
  const text = typeof v === "string" ? v.trim() : "";
  const day = parseDay(/^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text);
  if (!day) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: isBlank(v) ? MSG.required : JOURNAL_MSG.badDate });
    return z.NEVER;
  }
  return day;
}).openapi({ type: "string", description: "YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too): the clinic's calendar day." });

/** A day that may be left out (the domain then takes the patient's today). */
export const optionalDay = z
  .preprocess((v) => (isBlank(v) ? undefined : v), dayValue.optional())
  .openapi({ type: "string", description: "YYYY-MM-DD (YYYY/MM/DD, and a timestamp's date part, are read too); the clinic's today when left out." });

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/**
 * HH:MM or HH:MM:SS on a 24-hour clock (the time picker's hours, minutes and seconds, spec part 2);
 * kept as HH:MM:SS, with :00 when no seconds were given. Empty is no time.
 */
export const optionalTime = z.unknown().transform((v, ctx) => {
  if (isBlank(v)) return null;
  const m = typeof v === "string" ? TIME.exec(v.trim()) : null;
  if (!m) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: JOURNAL_MSG.badTime });
    return z.NEVER;
  }
  return `${m[1].padStart(2, "0")}:${m[2]}${m[3] ?? ":00"}`;
}).openapi({ type: ["string", "null"], description: "HH:MM or HH:MM:SS; empty is no time." });

/** A positive id of a food or recipe, or null. */
const optionalId = z.unknown().transform((v, ctx) => {
  if (isBlank(v)) return null;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: JOURNAL_MSG.invalidChoice });
    return z.NEVER;
  }
  return n;
}).openapi({ type: ["integer", "null"], minimum: 1 });

/** A food's measure: one of its common measures (an id) or grams ("g"); null when none chosen. */
const optionalMeasure = z.unknown().transform((v, ctx): number | typeof GRAMS_MEASURE | null => {
  if (isBlank(v)) return null;
  if (v === GRAMS_MEASURE) return GRAMS_MEASURE;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: JOURNAL_MSG.selectWeight });
    return z.NEVER;
  }
  return n;
}).openapi({ anyOf: [{ type: "integer", minimum: 1 }, { const: GRAMS_MEASURE }, { type: "null" }], description: 'One of the food\'s common measures (its id), or "g" for grams.' });

/** Quantity: required, positive, at most 999, step 0.01 (spec part 2 §5). */
export const quantityValue = decimal(2, { max: QUANTITY_MAX }).refine((n) => n > 0, JOURNAL_MSG.positive);

/** Hunger before/after: a whole number 0–10, or nothing. */
const optionalHunger = z.preprocess((v) => (isBlank(v) ? null : v), integer({ min: HUNGER_MIN, max: HUNGER_MAX }).nullable());

const mealValue = z.enum(MEAL_CODES, { errorMap: () => ({ message: JOURNAL_MSG.invalidChoice }) });
const kindValue = z.enum(ENTRY_KINDS, { errorMap: () => ({ message: JOURNAL_MSG.invalidChoice }) });

const entryFields = {
  /** food (a food item or a recipe), hydration or electrolyte. */
  entry: kindValue,
  recipe: optionalId,
  food: optionalId,
  added_on: optionalDay,
  time: optionalTime,
  meal: mealValue,
  quantity: quantityValue,
  measure: optionalMeasure,
  hunger_before: optionalHunger,
  hunger_after: optionalHunger,
};

interface ItemFields {
  entry?: (typeof ENTRY_KINDS)[number];
  recipe?: number | null;
  food?: number | null;
  measure?: number | "g" | null;
  quantity?: number;
}

/** What an entry needs besides its fields' own rules: one item, a weight for a food, a drink's range. */
export function itemIssues(v: ItemFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if ((v.entry ?? "food") === "food") {
    if (v.recipe && v.food) issues.push({ path: "non_field_errors", message: JOURNAL_MSG.oneItem });
    else if (!v.recipe && !v.food) issues.push({ path: "food", message: JOURNAL_MSG.pickItem });
    else if (v.food && !v.measure) issues.push({ path: "measure", message: JOURNAL_MSG.selectWeight });
  } else if (v.quantity !== undefined && v.quantity > FLUID_MAX) {
    issues.push({ path: "quantity", message: MSG.max(FLUID_MAX) });
  }
  return issues;
}

function addItemIssues(v: ItemFields, ctx: z.RefinementCtx) {
  for (const issue of itemIssues(v)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path === "non_field_errors" ? [] : [issue.path], message: issue.message });
  }
}

/**
 * A journal entry: POST /api/journals/, PUT /api/journals/{id} and the Add to Journal form.
 * The servings fields of spec part 2 §3 are worked out by the server; sent ones are ignored.
 */
export const entrySchema = z
  .object({ ...entryFields, entry: kindValue.default("food"), meal: mealValue.default("Z") })
  .superRefine(addItemIssues);
export type EntryInput = z.output<typeof entrySchema>;

/** PUT /api/journal_update/{id}: only the fields sent change (the rest stay as they are). */
export const entryPatchSchema = z.object({
  entry: kindValue.optional(),
  recipe: optionalId.optional(),
  food: optionalId.optional(),
  added_on: optionalDay,
  time: optionalTime.optional(),
  meal: mealValue.optional(),
  quantity: quantityValue.optional(),
  measure: optionalMeasure.optional(),
  hunger_before: optionalHunger.optional(),
  hunger_after: optionalHunger.optional(),
});
export type EntryPatch = z.output<typeof entryPatchSchema>;

/** The page's edit form: the item stays; meal, time, quantity, measure and hunger may change. */
export const entryEditSchema = z.object({
  meal: mealValue.default("Z"),
  time: optionalTime,
  quantity: quantityValue,
  measure: optionalMeasure.optional(),
  hunger_before: optionalHunger,
  hunger_after: optionalHunger,
});

/** A goal value: whole numbers (step 1) or tenths (step 0.1), from 0 (spec part 2 §5). */
function goalValue(step: number, max: number) {
  return step === 1 ? integer({ min: 0, max }) : decimal(1, { min: 0, max });
}

const goalShape = Object.fromEntries(GOAL_KINDS.map((g) => [g.goal, goalValue(g.step, g.max)])) as Record<GoalField, ReturnType<typeof goalValue>>;

/** A goal: POST /api/goals/, PUT /api/goals/{id} and the Adjust Goal form. `date` defaults to today. */
export const goalSchema = z.object({ date: optionalDay, ...goalShape });
export type GoalInput = z.output<typeof goalSchema>;

/** The Adjust Goal form: the goal in force's id when there is one. */
export const goalFormSchema = goalSchema.extend({ id: optionalId });

/**
 * The Adjust Goal form in the member's units (issue 36): hydration and electrolyte in whole
 * millilitres for a member who reads them, the same 500 oz at most; `goalToFloz` stores them.
 */
const GOAL_FORM = {
  imperial: goalFormSchema,
  metric: goalFormSchema.extend({ hydration: goalValue(1, fluidControls("metric").max), electrolyte: goalValue(1, fluidControls("metric").max) }),
};
export const goalFormSchemaFor = (units: Units) => GOAL_FORM[units];
/** The same for the care team's goals form, without the id. */
const CLINIC_GOALS = { imperial: goalSchema, metric: goalSchema.extend({ hydration: goalValue(1, fluidControls("metric").max), electrolyte: goalValue(1, fluidControls("metric").max) }) };
export const goalSchemaFor = (units: Units) => CLINIC_GOALS[units];

/** A goal typed in the member's units, with its fluids in fluid ounces as stored. */
export function goalToFloz<T extends { hydration: number; electrolyte: number }>(goal: T, units: Units): T {
  return units === "imperial" ? goal : { ...goal, hydration: fluidToFloz(goal.hydration, units), electrolyte: fluidToFloz(goal.electrolyte, units) };
}

const fluidKind = z.enum(FLUID_KINDS, { errorMap: () => ({ message: JOURNAL_MSG.invalidChoice }) });

/** The − and + buttons: one ounce down or up (never below 0, never above 500). */
export const fluidStepSchema = z.object({
  kind: fluidKind,
  delta: z.enum(["1", "-1"], { errorMap: () => ({ message: JOURNAL_MSG.invalidChoice }) }).transform(Number),
  date: dayValue,
});

/** The direct input: the day's total, 0–500 oz. */
export const fluidSetSchema = z.object({
  kind: fluidKind,
  value: decimal(2, { min: 0, max: FLUID_MAX }),
  date: dayValue,
});

/** The direct input in the member's units: 0–500 oz, or 0–14,786 mL. */
const FLUID_SET = { imperial: fluidSetSchema, metric: fluidSetSchema.extend({ value: decimal(2, { min: 0, max: fluidControls("metric").max }) }) };
export const fluidSetSchemaFor = (units: Units) => FLUID_SET[units];

const copyMeal = z.enum(["all", ...MEAL_CODES], { errorMap: () => ({ message: JOURNAL_MSG.invalidChoice }) });

/** Repeat: one meal, or the whole day ("all"), from another day onto the day shown. */
export const copyFormSchema = z.object({ from: dayValue, meal: copyMeal.default("all"), date: dayValue });

/** POST /api/journals/copy/: the same, with the API's names; `to_date` defaults to today. */
export const copyBodySchema = z.object({ from_date: dayValue, to_date: optionalDay, meal: copyMeal.default("all") });

/** Log again: an earlier entry (the picker's recent items) copied onto the day shown. */
export const repeatFormSchema = z.object({ entry: optionalId.pipe(z.number({ invalid_type_error: JOURNAL_MSG.invalidChoice })), date: dayValue, meal: mealValue.optional() });

/** `start_date` and `end_date` of the journal's GET calls (either may be left out). */
export const rangeFields = { start_date: optionalDay, end_date: optionalDay };

/** A range of at most 366 days, its end not before its start. */
export function checkRange(v: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (!v.start_date || !v.end_date) return;
  const days = daysBetween(v.start_date, v.end_date);
  if (days < 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["end_date"], message: JOURNAL_MSG.endBeforeStart });
  else if (days + 1 > RANGE_MAX_DAYS) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["end_date"], message: JOURNAL_MSG.rangeTooLong });
}

export const rangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
