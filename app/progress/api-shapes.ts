import { z } from "zod";
import { day, id, int, named, oneOf, shape } from "~/api/shapes";
import { UNIT_SYSTEMS } from "~/domain/units";

/**
 * What the progress, badge and statistics calls answer (docs/api.md), checked against the domain's
 * types. "Pounds" and "inches" are the default; the same fields are kilograms and centimetres when
 * the call asks `?units=metric`.
 */

export const weighIn = named(
  "WeighIn",
  shape({
    id: id(),
    start_date: day(),
    weight: z.number().describe("Pounds (kilograms with ?units=metric)."),
    bmi: z.number().nullable(),
    bp: z.string().nullable().describe('"120/80", or null.'),
    bp_systolic: int().nullable(),
    bp_diastolic: int().nullable(),
    fat: z.number().nullable().describe("Per cent."),
    fat_mass: z.number().nullable().describe("Pounds (kilograms with ?units=metric)."),
    ffm: z.number().nullable(),
    tbw: z.number().nullable(),
    pulse: int().nullable(),
    waist: z.number().nullable().describe("Inches (centimetres with ?units=metric)."),
    impedance: z.number().nullable(),
    w_delta: z.number().nullable().describe("Since the previous weigh-in of any kind (null for the first)."),
    w_delta_total: z.number().describe("Since the first weigh-in."),
    member_created: z.boolean(),
  }),
);

export const weighInAdded = weighIn.extend({ badges_earned: z.array(id()).describe("The badges this weigh-in earned.") });

const pointShape = { x: day(), y: z.number().describe("Pounds (kilograms with ?units=metric)."), z: oneOf([0, 1] as const).describe("0: the clinic's weigh-in; 1: the member's own.") };

/** A point of the weight chart, with the trend line at that day (docs/decisions/0061). */
export const chartPoint = named(
  "WeightPoint",
  shape({
    ...pointShape,
    /** The trend line at this day, in the viewer's unit (docs/decisions/0061-weight-trend.md). */
    trend: z.number(),
  }),
);

/** The dashboard's chart: the trend comes along with the member's own weigh-ins, not with the clinic's alone. */
export const dashboardPoint = shape({ ...pointShape, trend: z.number().optional() });

const dated = shape({ date: day(), weight: z.number() });

export const overview = shape({
  units: z.enum(UNIT_SYSTEMS).describe("The units of every weight and length in the answer."),
  entries: int().min(0),
  start: dated.nullable(),
  current: dated.nullable(),
  change: z.number().nullable().describe("Current minus start (negative: lost)."),
  /** Per cent of the starting weight. */
  change_pct: z.number().nullable(),
  /** The trend weight now, and its change over the last 28 days. */
  trend: z.number().nullable(),
  trend_28d: z.number().nullable(),
  height_in: z.number().nullable().describe("Inches, whatever the units."),
  height: z.number().nullable().describe("In the answer's units (inches or centimetres)."),
  /** "5 ft 7 in", or "170 cm". */
  height_label: z.string().nullable(),
  bmi: z.number().nullable(),
  bmi_category: z.string().nullable(),
  goal_weight: z.number().nullable(),
  /** Still to lose (0 once reached), when a goal is set. */
  to_goal: z.number().nullable(),
  weight_chart: z.array(chartPoint),
  detail_chart: z.array(shape({ x: day(), fat: z.number().nullable(), fat_mass: z.number().nullable(), ffm: z.number().nullable(), tbw: z.number().nullable(), waist: z.number().nullable() })),
});

export const bodyProfile = shape({
  height: z.number().nullable().describe("Inches (centimetres with ?units=metric)."),
  goal_weight: z.number().nullable().describe("Pounds (kilograms with ?units=metric)."),
});

export const statistics = shape({ weight_chart: z.array(dashboardPoint), weight_change: z.number().describe("Since the first weigh-in (negative: lost).") });
