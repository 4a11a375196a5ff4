import { z } from "zod";
import { parseDay } from "~/domain/calendar";
import { queryFlag, requiredText } from "~/validation/rules";
import "~/validation/zod-openapi";
import { GROUPS, QUESTION_MAX_LENGTH, RANGES, REPORT_MSG } from "./codes";

/**
 * The reports' zod schemas, shared by the pages (the range form, the questions form, through
 * conform) and the /api/reports calls. What needs the clinic's calendar (no future day, at most
 * two years, the end not before the start) is the domain's (range.server.ts), so the page and
 * the API refuse a range with the same words.
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A day that may be left out: YYYY-MM-DD or YYYY/MM/DD. */
const optionalDay = z
  .unknown()
  .transform((v, ctx) => {
    if (blank(v)) return undefined;
    const day = parseDay(v);
    if (!day) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: REPORT_MSG.badDate });
      return z.NEVER;
    }
    return day;
  })
  .openapi({ type: "string", description: "YYYY-MM-DD (YYYY/MM/DD is read too): a day of the clinic's calendar." });

const groupValue = z
  .preprocess((v) => (blank(v) ? undefined : v), z.enum(GROUPS, { errorMap: () => ({ message: REPORT_MSG.pickGroup }) }).default("week"))
  .openapi({ type: "string", enum: [...GROUPS], default: "week", description: "A row a day, a week (the clinic's weeks, Sunday first) or a calendar month." });

/**
 * GET /api/reports/intake: `from` and `to` (the last 4 weeks to today when left out), `group`,
 * and `compare` for the same length of time just before.
 */
export const intakeQuerySchema = z.object({
  from: optionalDay,
  to: optionalDay,
  group: groupValue,
  compare: queryFlag(),
});
export type IntakeQuery = z.output<typeof intakeQuerySchema>;

/** /reports and its CSV: the same, and which of the page's ranges (a custom one reads `from` and `to`). */
export const reportPageSchema = intakeQuerySchema.extend({
  range: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(RANGES, { errorMap: () => ({ message: REPORT_MSG.pickRange }) }).default("4w")),
});
export type ReportPageQuery = z.output<typeof reportPageSchema>;

/** The visit summary: since a chosen day (the last visit when left out). */
export const visitQuerySchema = z.object({ since: optionalDay });

/** A question for the visit: POST /api/reports/questions and the form on /reports. */
export const questionSchema = z.object({ text: requiredText({ max: QUESTION_MAX_LENGTH }) });
export type QuestionInput = z.output<typeof questionSchema>;
