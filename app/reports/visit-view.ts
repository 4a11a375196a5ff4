import { UNIT_NAMES } from "~/domain/units";
import { formatDate, formatNumber, formatShortDate, formatTime } from "~/i18n/format";
import { MEASURES, measureHeading, measureIn, REPORT_MSG, VISIT_TEXT as T, type Measure } from "./codes";
import { SEVERITY_LABELS, SYMPTOM_LABELS } from "~/medications/codes";
import type { ReportRow } from "./intake";
import type { VisitSummary } from "./visit.server";

/**
 * The visit summary as it is read: every figure as display text, in the order shown
 * (docs/decisions/0221). The page (ui/visit-summary.tsx) and the PDF (pdf.server.ts) both draw
 * these sections, so the two carry the same content, rounded the same way.
 */

export interface Facts {
  kind: "facts";
  heading: string;
  items: { label: string; value: string }[];
}

export interface Table {
  kind: "table";
  heading: string;
  columns: string[];
  rows: string[][];
}

export interface Lines {
  kind: "lines";
  heading: string;
  lines: string[];
  /** What it says when there are none. */
  empty: string;
}

export type Section = Facts | Table | Lines;

export interface VisitView {
  title: string;
  patient: string;
  covers: string;
  visits: string[];
  sections: Section[];
}

const dash = T.none;
const num = (v: number | null, digits: 0 | 1 | 2 = 1, unit = "") => (v === null ? dash : `${formatNumber(v, digits)}${unit ? ` ${unit}` : ""}`);
const signed = (v: number | null, unit: string) => (v === null ? dash : `${v > 0 ? "+" : v < 0 ? "−" : ""}${formatNumber(Math.abs(v), 1)} ${unit}`);

/** The intake table's measures: energy, the label nutrients and fluids (the servings stay on /reports). */
const INTAKE = MEASURES.filter((m) => m.table === "intake");

function intakeRow(label: string, r: ReportRow, intake: Measure[]): string[] {
  return [
    label,
    `${r.days_logged} / ${r.days}`,
    ...intake.map((m) => {
      const avg = num(r.averages[m.key], m.decimals);
      const goal = m.goal ? r.goals[m.goal] : null;
      return goal === null ? avg : `${avg} (${num(goal, m.decimals)})`;
    }),
    num(r.exercise_minutes, 0),
    num(r.exercise_calories, 0),
  ];
}

/** The summary's sections, as display text. */
export function visitView(s: VisitSummary): VisitView {
  const unit = UNIT_NAMES[s.units];
  const intake = INTAKE.map((m) => measureIn(m, s.units));
  const w = s.weight;
  const comp = (c: VisitSummary["composition"]["latest"]) =>
    c ? [formatShortDate(c.date), num(c.fat), num(c.fat_mass, 1, unit.weight), num(c.ffm, 1, unit.weight), num(c.tbw, 1, unit.weight), num(c.waist, 1, unit.length)] : null;
  const composition = [comp(s.composition.start), comp(s.composition.latest)].filter((r): r is string[] => r !== null);
  const sections: Section[] = [
    {
      kind: "facts",
      heading: T.weight,
      items: [
        {
          label: T.startWeight,
          value: w.start ? `${num(w.start.weight, 1, unit.weight)} · ${formatShortDate(w.start.date)}` : dash,
        },
        {
          label: T.currentWeight,
          value: w.current ? `${num(w.current.weight, 1, unit.weight)} · ${formatShortDate(w.current.date)}` : dash,
        },
        { label: T.change, value: signed(w.change, unit.weight) },
        { label: T.trend, value: num(w.trend, 1, unit.weight) },
        { label: T.trendChange, value: signed(w.trend_change, unit.weight) },
        { label: T.weighIns, value: String(w.weigh_ins) },
        {
          label: T.bmi,
          value: w.bmi === null ? dash : `${formatNumber(w.bmi, 1)} · ${w.bmi_category}`,
        },
        { label: T.goalWeight, value: num(w.goal_weight, 1, unit.weight) },
        { label: T.toGoal, value: num(w.to_goal, 1, unit.weight) },
      ],
    },
    composition.length
      ? {
          kind: "table",
          heading: T.composition,
          columns: [T.measuredOn, T.fat, `${T.fatMass} (${unit.weight})`, `${T.ffm} (${unit.weight})`, `${T.tbw} (${unit.weight})`, `${T.waist} (${unit.length})`],
          rows: composition,
        }
      : {
          kind: "lines",
          heading: T.composition,
          lines: [],
          empty: REPORT_MSG.noComposition,
        },
    {
      kind: "table",
      heading: T.intake,
      columns: [T.week, T.daysLogged, ...intake.map((m) => (m.goal ? `${measureHeading(m)} (${T.goal})` : measureHeading(m))), T.exerciseMinutes, T.exerciseCalories],
      rows: [...s.intake.weeks.map((r) => intakeRow(formatShortDate(r.from), r, intake)), intakeRow(T.whole, s.intake.total, intake)],
    },
    {
      kind: "lines",
      heading: T.medicines,
      lines: [
        s.adherence === null ? T.noAdherence : T.adherence(s.adherence),
        s.worst_side_effect
          ? T.worstSideEffect(SYMPTOM_LABELS[s.worst_side_effect.symptom], SEVERITY_LABELS[s.worst_side_effect.severity], formatShortDate(s.worst_side_effect.day))
          : T.noSideEffects,
      ],
      empty: T.noAdherence,
    },
    {
      kind: "lines",
      heading: T.flags,
      lines: s.flags.map((f) => `${f.label} · ${formatShortDate(f.since)} · ${f.reviewed ? T.reviewed : T.notReviewed}`),
      empty: REPORT_MSG.noFlags,
    },
    {
      kind: "lines",
      heading: T.notes,
      lines: s.notes.map((n) => `${formatShortDate(n.date)} · ${n.author}: ${n.text}`),
      empty: REPORT_MSG.noNotes,
    },
    {
      kind: "lines",
      heading: T.questions,
      lines: s.questions.map((q) => q.text),
      empty: T.noQuestions,
    },
  ];
  return {
    title: T.title,
    patient: `${s.patient.name} · ${s.patient.clinic}`,
    covers: T.covers(formatDate(s.since), formatDate(s.today)),
    visits: [
      s.last_visit ? T.lastVisit(formatDate(s.last_visit)) : T.noLastVisit,
      s.next_appointment ? T.nextVisit(formatDate(s.next_appointment.date), formatTime(s.next_appointment.time)) : T.noNextVisit,
    ],
    sections,
  };
}
