import { z } from "zod";
import { pageQuery } from "~/api/api.server";
import "~/validation/zod-openapi";
import { ACTIVITY_TYPES, EXERCISE_PAGE_SIZE, FITNESS_MSG, GROUP_BYS, HISTORY_DETAILS_PAGE_SIZE, TIME_SPANS, WORKOUT_PLAN_ORDERINGS } from "./codes";
import { dayField, weekdayField } from "./schemas";
import { searchTerm } from "~/ui/search";

/**
 * The query parameters of the fitness /api calls (docs/api.md): a bad value is a
 * VALIDATION_ERROR. Pages read theirs leniently with readParams instead.
 */

const CHOICE = FITNESS_MSG.invalidChoice;

/** A list parameter: repeated (`type=a&type=b`) or comma-separated. */
const listOf = <T extends z.ZodTypeAny>(item: T, values: readonly string[] | null = null) =>
  z
    .preprocess((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(",")).map((s) => s.trim()).filter(Boolean)), z.array(item))
    .openapi({
      type: "array",
      items: { type: "string", ...(values ? { pattern: `^(${values.join("|")})(,(${values.join("|")}))*$` } : {}) },
      description: "Repeated or comma-separated.",
    });

const queryFlag = () =>
  z
    .enum(["true", "True", "1", "false", "False", "0"], { errorMap: () => ({ message: FITNESS_MSG.validBoolean }) })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "True" || v === "1"));

const optionalId = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, FITNESS_MSG.validInteger)
    .transform(Number)
    .optional();

export const exerciseListQuery = pageQuery(EXERCISE_PAGE_SIZE).extend({
  search: searchTerm(),
  type: listOf(z.string().max(60)),
  type_of_activity: listOf(z.enum(ACTIVITY_TYPES, { errorMap: () => ({ message: CHOICE }) }), ACTIVITY_TYPES),
  flame: listOf(z.enum(["1", "2", "3"], { errorMap: () => ({ message: CHOICE }) }).transform(Number), ["1", "2", "3"]),
  featured: queryFlag(),
});

const planOrdering = () => z.enum(WORKOUT_PLAN_ORDERINGS, { errorMap: () => ({ message: CHOICE }) }).optional();

/** `order` is the specification's name for it (spec part 3 §7), `ordering` Django REST framework's; either works. */
export const workoutPlanListQuery = pageQuery(100)
  .extend({ search: searchTerm(), order: planOrdering(), ordering: planOrdering() })
  .transform(({ order, ordering, ...rest }) => ({ ...rest, ordering: order ?? ordering }));

export const weekdayQuery = z.object({ weekday: weekdayField() });

export const historyQuery = z.object({
  time_span: z.enum(TIME_SPANS, { errorMap: () => ({ message: CHOICE }) }).default("all"),
  group_by: z.enum(GROUP_BYS, { errorMap: () => ({ message: CHOICE }) }).default("day"),
  exercise: optionalId(),
});

export const summaryQuery = z.object({
  days_to_do: z
    .string()
    .regex(/^\d{1,5}$/, FITNESS_MSG.validInteger)
    .transform(Number)
    .pipe(z.number().min(1, FITNESS_MSG.atLeastOne))
    .optional(),
});

export const logListQuery = pageQuery(HISTORY_DETAILS_PAGE_SIZE).extend({
  exercise: optionalId(),
  date: dayField().optional(),
  date_from: dayField().optional(),
  date_to: dayField().optional(),
});

export const journalListQuery = pageQuery(100).extend({
  date: dayField().optional(),
  type_of_activity: z.enum(ACTIVITY_TYPES, { errorMap: () => ({ message: CHOICE }) }).optional(),
});

export const dateQuery = z.object({ date: dayField().optional() });
export const startDateQuery = z.object({ start_date: dayField().optional() });
