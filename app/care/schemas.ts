import { z } from "zod";
import { parseDay } from "~/domain/calendar";
import { goalSchema } from "~/journal/schemas";
import type { Units } from "~/domain/units";
import { boundsFor, confirmField } from "~/progress/schemas";
import { decimal, MSG, recordId, requiredText } from "~/validation/rules";
import { FLAG_CODES } from "~/clinical/flag-codes";
import { CARE_MSG, NOTE_MAX, REVIEW_NOTE_MAX } from "./codes";

/**
 * One zod schema per care-team mutation, used by the pages' forms (conform) and the /api/care
 * calls. What needs the database (the patient is in the caller's clinics, the day is not in the
 * patient's future) is the domain's.
 */

/** A record id as a form or JSON sends it (a number or its digits); anything else is `message`. */
const idOf = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const id = recordId(typeof v === "number" ? String(v) : v);
    if (id === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: v === undefined || v === "" ? MSG.required : message });
      return z.NEVER;
    }
    return id;
  });

export const staffRoleSchema = z.object({
  id: idOf(MSG.required),
  role: z.enum(["admin", "care"], { errorMap: () => ({ message: CARE_MSG.pickRole }) }),
});

export const staffClinicSchema = z.object({
  id: idOf(MSG.required),
  clinic: idOf(CARE_MSG.pickClinic),
});

/** A calendar day, required (YYYY-MM-DD or YYYY/MM/DD). */
const requiredDay = z.unknown().transform((v, ctx) => {
  const day = parseDay(v);
  if (!day) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: v === undefined || v === null || v === "" ? MSG.required : CARE_MSG.badDate });
    return z.NEVER;
  }
  return day;
});

/** POST /api/care/patients/{id}/notes and the record's note form: a day of the patient's journal and a short message. */
export const noteSchema = z.object({
  date: requiredDay,
  text: requiredText({ max: NOTE_MAX }),
});
export type NoteInput = z.output<typeof noteSchema>;

/** POST /api/care/patients/{id}/flags/{code}/review and the record's review form. */
export const reviewSchema = z.object({
  note: requiredText({ max: REVIEW_NOTE_MAX }),
});

/** The record's review form also names the flag. */
export const reviewFormSchema = reviewSchema.extend({
  code: z.enum(FLAG_CODES, { errorMap: () => ({ message: MSG.required }) }),
});

/**
 * PUT /api/care/patients/{id}/goals: the goal payload of /api/goals/, and optionally the goal
 * weight in pounds, or kilograms with `?units=metric` (null removes it); `confirm` saves a goal
 * weight above the patient's current weight (docs/decisions/0174).
 */
const careGoalsSchemaOf = (units: Units) =>
  goalSchema.extend({
    goal_weight: z.preprocess((v) => (v === "" ? null : v), decimal(2, boundsFor(units).goal_weight).nullable().optional()),
    confirm: confirmField,
  });
const CARE_GOALS = { imperial: careGoalsSchemaOf("imperial"), metric: careGoalsSchemaOf("metric") };
export const careGoalsSchemaFor = (units: Units) => CARE_GOALS[units];
