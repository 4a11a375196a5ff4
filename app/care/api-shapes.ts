import { z } from "zod";
import { day, id, int, named, shape, timestamp } from "~/api/shapes";
import { badgeCard } from "~/badges/api-shapes";
import { chartPoint, weighIn } from "~/progress/api-shapes";
import { daySummary, entry, goal } from "~/journal/api-shapes";
import { GOAL_KINDS } from "~/journal/codes";
import { UNIT_SYSTEMS } from "~/domain/units";

import { careNote } from "~/clinical/api-shapes";
import { FLAG_CODES } from "~/clinical/flag-codes";

/**
 * What the care team's calls (and the patient's notes and access log) answer (docs/api.md, The
 * care team), checked against the domain's types. Weights are pounds, or kilograms when the call
 * asks `?units=metric`; days the patient's clinic's.
 */

const flagCode = z.enum(FLAG_CODES).describe("docs/decisions/0121: plateau, rapid_loss, regain, quiet, no_weigh_in, implausible; 0210: unanswered; 0200: missed_doses, side_effects.");
const appointment = shape({ date: day(), time: z.string() }).nullable();

const panelNumbers = {
  weeks: int().min(0).describe("Whole weeks on the programme."),
  start_weight: z.number().nullable().describe("Pounds (kilograms with ?units=metric): the first weigh-in."),
  trend_weight: z.number().nullable().describe("Pounds (kilograms with ?units=metric): the trend /progress shows."),
  change: z.number().nullable().describe("Trend minus start, pounds (kilograms with ?units=metric)."),
  change_pct: z.number().nullable().describe("Per cent of the start."),
  rate: z.number().nullable().describe("Pounds (kilograms with ?units=metric) a week over the last 4 weeks (negative: losing)."),
  journal_days: int().min(0).describe("Days with food logged, of the last 14."),
  exercise_minutes: z.number().min(0).describe("Minutes of exercise in the last 7 days."),
  adherence_28d: z.number().min(0).max(100).nullable().describe("Per cent of the doses due over the last 28 days that were taken; null when none were due (docs/decisions/0200)."),
  last_weigh_in: day().nullable(),
  next_appointment: appointment,
};

const panelFlag = shape({ code: flagCode, since: day().describe("The clinic day the condition began."), reviewed: z.boolean() });

export const panelRow = named(
  "PanelRow",
  shape({
    id: id(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    ...panelNumbers,
    flags: z.array(panelFlag),
    waiting_messages: int().min(0).describe("The patient's messages waiting for the care team's answer (issue 39)."),
  }),
);

export const panelPage = shape({
  clinic: shape({ id: id(), name: z.string() }),
  count: int().min(0),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(panelRow),
});

export const recordFlag = named(
  "CareFlag",
  shape({
    ...panelFlag.shape,
    label: z.string(),
    review: shape({ by: z.string().nullable(), at: timestamp(), note: z.string() }).nullable().describe("The review of this episode, if any."),
  }),
);

export const flagEpisode = shape({
  id: id(),
  code: flagCode,
  label: z.string(),
  since: day(),
  cleared_on: day().nullable(),
  reviewed_at: timestamp().nullable(),
  reviewed_by: z.string().nullable(),
  review_note: z.string(),
});

const goalProgress = shape({
  key: z.enum(GOAL_KINDS.map((k) => k.key) as [string, ...string[]]),
  label: z.string(),
  unit: z.string(),
  total: z.number(),
  goal: z.number().nullable(),
  percent: z.number().nullable(),
});

const { nut: _nut, ...journalDayFields } = daySummary.shape;

export const patientSummary = named(
  "CarePatientSummary",
  shape({
    id: id(),
    name: z.string(),
    email: z.string(),
    clinic: shape({ id: id(), name: z.string() }),
    today: day().describe("The patient's clinic's today."),
    units: z.enum(UNIT_SYSTEMS).describe("The units of every weight in the answer."),
    ...panelNumbers,
    trend: shape({ weight: z.number().nullable(), change_4_weeks: z.number().nullable() }),
    current: shape({ date: day(), weight: z.number() }).nullable(),
    goal: shape({ weight: z.number().nullable(), nutrition: goal.nullable().describe("The goal in force today.") }),
    weights: z
      .array(weighIn.extend({ entered_by: z.string().nullable().describe("The staff member who entered a clinic weigh-in.") }))
      .describe("The latest 10 weigh-ins, newest first."),
    weight_chart: z.array(chartPoint),
    journal: z.array(shape({ ...journalDayFields, goal_calories: z.number().nullable() })).describe("The last 14 days' totals, newest first."),
    day: shape({ day: day(), entries: z.array(entry), summary: daySummary, goal: goal.nullable(), progress: z.array(goalProgress) })
      .nullable()
      .describe("With `?day=`: that day's entries."),
    exercise: z.array(shape({ week: z.string(), minutes: z.number(), calories: z.number() })).describe("The last 8 weeks."),
    flags: z.array(recordFlag).describe("Open now, with their review."),
    flag_history: z.array(flagEpisode).describe("Every episode, newest first."),
    badges: z.array(badgeCard.pick({ id: true, name: true, badge_count: true, last_earned: true })),
    notes: z.array(careNote).describe("The latest 20."),
  }),
);

export const reviewedFlag = recordFlag;

export const clinicGoal = goal
  .extend({ goal_weight: z.number().nullable().optional().describe("As sent: pounds, or kilograms with ?units=metric.") })
  .describe("The goal, `set_by_clinic: true`.");

export const accessLogEntry = named(
  "AccessLogEntry",
  shape({
    /** The line's latest row of the audit log. */
    id: id(),
    occurred_at: timestamp().describe("The line's latest time."),
    first_at: timestamp().describe("The line's first time: views by the same person of the same kind of record within the same hour are one line."),
    times: int().min(1).describe("How many times (1 for every change)."),
    staff: shape({ name: z.string(), clinic: z.string().nullable() }),
    /** "viewed", "added", "changed", "deleted" or "downloaded". */
    action: z.enum(["viewed", "added", "changed", "deleted", "downloaded"]),
    what: z.string().describe('In the patient\'s words: "your record", "your goal weight", …'),
    summary: z.string().describe('The line as a sentence, naming exactly what changed: "Recorded a clinic weigh-in for Friday, November 27, 2026".'),
    record: z.string().describe("The kind of record, as the audit log names it."),
  }),
);
