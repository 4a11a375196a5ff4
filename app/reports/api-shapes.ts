import { z } from "zod";
import { day, id, int, named, shape, shortList, timestamp } from "~/api/shapes";
import { careNote } from "~/clinical/api-shapes";
import { FLAG_CODES } from "~/clinical/flag-codes";
import { SEVERITY_MAX, SEVERITY_MIN, SYMPTOMS } from "~/medications/codes";
import { UNIT_SYSTEMS } from "~/domain/units";
import { GOAL_KINDS, type GoalKey } from "~/journal/codes";
import { GROUPS, isFluid, MEASURES, RANGES, SINCE_SOURCES, type MeasureKey } from "./codes";

/**
 * What the /api/reports calls answer (docs/api.md, Reports), checked against the domain's types.
 * Every number is as the page shows it (docs/decisions/0220): averages of the days as shown,
 * rounded to their unit's decimals; weights in pounds, or kilograms with `?units=metric`.
 */

const values = <K extends string>(keys: readonly K[], describe: (k: K) => string) =>
  shape(Object.fromEntries(keys.map((k) => [k, z.number().nullable().describe(describe(k))])) as Record<K, z.ZodNullable<z.ZodNumber>>);

const MEASURE_KEYS = MEASURES.map((m) => m.key) as MeasureKey[];
const GOAL_KEYS = GOAL_KINDS.map((k) => k.key) as GoalKey[];

const worstSideEffect = shape({
  symptom: z.enum(SYMPTOMS),
  severity: int().min(SEVERITY_MIN).max(SEVERITY_MAX).describe("1 (very mild) to 5 (severe), as the check-in records it."),
  day: day().describe("The latest day of the period at that severity."),
})
  .nullable()
  .describe("The worst side effect of the medicines' daily check-in in the period (the most severe; on one day, the symptom the check-in lists first); null with none recorded.");

export const reportRow = named(
  "ReportRow",
  shape({
    period: day().describe("The period's first day (a week's Sunday, a month's 1st), even where the range cuts it."),
    from: day(),
    to: day(),
    days: int().min(0).describe("Calendar days of the period within the range."),
    days_logged: int().min(0).describe("Days with food logged."),
    /** Each measure's average over the days logged, as shown; null with no day logged. */
    averages: values(MEASURE_KEYS, (k) => {
      const m = MEASURES.find((x) => x.key === k)!;
      if (isFluid(k)) return `${m.label} a day: fluid ounces (2 decimals), or whole millilitres with ?units=metric; the average of the days logged as shown; null with none logged.`;
      return `${m.label}, ${m.unit} a day: the average of the days logged as shown (${m.decimals} decimals); null with none logged.`;
    }),
    /** The goals in force on the days logged (their average, when a goal changed in the period), as shown. */
    goals: values(GOAL_KEYS, (k) =>
      isFluid(k)
        ? `The ${k} goal in force on the days logged (their average, when it changed in the period): fluid ounces, or millilitres with ?units=metric.`
        : `The ${k} goal in force on the days logged (their average, when it changed in the period).`,
    ),
    exercise_minutes: int().min(0),
    exercise_calories: z.number().min(0).describe("Calories burned, the sum of each day's whole kcal."),
    weight_trend: z.number().nullable().describe("The trend at the period's last weigh-in: pounds, or kilograms with ?units=metric."),
    weight_change: z.number().nullable().describe("The trend's change over the period; the periods add up to the range's change."),
    weigh_ins: int().min(0),
    /** The period's worst side effect and its day (the latest day at that severity), or null with none recorded. */
    worst_side_effect: worstSideEffect,
  }),
);

const rangeReport = {
  from: day(),
  to: day(),
  rows: z.array(reportRow),
  total: reportRow.describe("The whole range as one row."),
};

export const intakeReport = named(
  "IntakeReport",
  shape({
    ...rangeReport,
    group: z.enum(GROUPS),
    preset: z.enum(RANGES).nullable().describe("The page's named range the report is: `4w` when `from` and `to` are both left out, else null."),
    today: day().describe("The clinic's today."),
    units: z.enum(UNIT_SYSTEMS),
    goal_weight: z.number().nullable(),
    previous: shape(rangeReport).nullable().describe("With `compare=True`: the same length of time just before."),
  }),
);

/** A report's range without its settings: the report, and the range just before it (`previous`). */
export const rangeReportAnswer = intakeReport.shape.previous.unwrap();

export const visitQuestion = named("VisitQuestion", shape({ id: id(), text: z.string(), created_at: timestamp() }));
export const visitQuestions = shortList(visitQuestion);

export const compositionAt = shape({
  date: day(),
  fat: z.number().nullable().describe("Per cent."),
  /** In the reader's weight unit. */
  fat_mass: z.number().nullable(),
  ffm: z.number().nullable(),
  tbw: z.number().nullable(),
  waist: z.number().nullable().describe("Inches, or centimetres with ?units=metric."),
});
const composition = compositionAt.nullable();

const dated = shape({ date: day(), weight: z.number() }).nullable();

export const visitSummary = named(
  "VisitSummary",
  shape({
    patient: shape({ id: id(), name: z.string(), clinic: z.string() }),
    today: day(),
    since: day().describe("The first day the summary covers."),
    since_source: z.enum(SINCE_SOURCES).describe("visit: the last appointment before today; chosen: `since`; default: the last four weeks."),
    last_visit: day().nullable(),
    next_appointment: shape({ date: day(), time: z.string() }).nullable(),
    /** Weights and lengths in the reader's units. */
    units: z.enum(UNIT_SYSTEMS),
    weight: shape({
      /** The weigh-in the period starts from (the last on or before its first day, else its first), and the latest. */
      start: dated,
      current: dated,
      change: z.number().nullable(),
      /** The trend now, and its change over the period (the report's rule: the trend the day before, else at the first weigh-in). */
      trend: z.number().nullable(),
      trend_change: z.number().nullable(),
      weigh_ins: int().min(0),
      bmi: z.number().nullable(),
      bmi_category: z.string().nullable(),
      goal_weight: z.number().nullable(),
      to_goal: z.number().nullable(),
    }),
    /** Body composition at the start of the period and at the latest weigh-in that measured it. */
    composition: shape({ start: composition, latest: composition }),
    /** The period's weeks and the whole period, against the goals in force. */
    intake: shape({ weeks: z.array(reportRow), total: reportRow }),
    adherence: int().min(0).max(100).nullable().describe("Doses taken of doses due over the last 28 days, per cent; null with none due."),
    /** The worst side effect of the period's check-ins (the whole period's row's). */
    worst_side_effect: worstSideEffect,
    flags: z.array(shape({ code: z.enum(FLAG_CODES), label: z.string(), since: day(), reviewed: z.boolean() })).describe("Open on the patient now."),
    notes: z.array(careNote).describe("The care team's notes on days of the period, newest first."),
    questions: z.array(visitQuestion).describe("The patient's own questions for the visit."),
  }),
);
