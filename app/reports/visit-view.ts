import { UNIT_NAMES } from "~/domain/units";
import { parseMessage } from "~/i18n/languages";
import { MEASURES, measureIn, type Measure } from "./codes";
import type { ReportRow } from "./intake";
import { bmiCategoryOf, measureHeading, unitName, type Reader, type Table } from "./report-view";

export type { Table } from "./report-view";
import type { VisitSummary } from "./visit.server";

/**
 * The visit summary as it is read: every figure as display text, in the order shown
 * (docs/decisions/0221). The page (ui/visit-summary.tsx) and the PDF (pdf.server.ts) both draw
 * these sections, so the two carry the same content, rounded the same way, in the reader's
 * language (issue 41): the page's, for the patient as for a nurse. What people wrote (the care
 * team's notes, the patient's questions) stays as written.
 */

export interface Facts {
  kind: "facts";
  heading: string;
  items: { label: string; value: string }[];
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

const dash = ({ say }: Reader) => say("reports:visit.none");
const num = (rd: Reader, v: number | null, digits: 0 | 1 | 2 = 1, unit = "") =>
  v === null ? dash(rd) : unit ? rd.say("reports:visit.withUnit", { value: rd.f.number(v, digits), unit }) : rd.f.number(v, digits);
const signed = (rd: Reader, v: number | null, unit: string) =>
  v === null ? dash(rd) : rd.say("reports:visit.withUnit", { value: `${v > 0 ? "+" : v < 0 ? "−" : ""}${rd.f.number(Math.abs(v), 1)}`, unit });

/** The intake table's measures: energy, the label nutrients and fluids (the servings stay on /reports). */
const INTAKE = MEASURES.filter((m) => m.table === "intake");

function intakeRow(rd: Reader, label: string, r: ReportRow, intake: Measure[]): string[] {
  return [
    label,
    rd.say("reports:page.daysOf", { logged: rd.f.count(r.days_logged), days: rd.f.count(r.days) }),
    ...intake.map((m) => {
      const avg = num(rd, r.averages[m.key], m.decimals);
      const goal = m.goal ? r.goals[m.goal] : null;
      return goal === null ? avg : rd.say("reports:page.withGoal", { value: avg, goal: num(rd, goal, m.decimals) });
    }),
    num(rd, r.exercise_minutes, 0),
    num(rd, r.exercise_calories, 0),
  ];
}

/** A text that travelled as a key (a note's author whose account is gone) in the reader's language; any other as written. */
function asRead(rd: Reader, text: string): string {
  const m = parseMessage(text);
  return m ? rd.say(m.key, m.values) : text;
}

/** The summary's sections, as display text in the reader's language. */
export function visitView(rd: Reader, s: VisitSummary): VisitView {
  const { say, f } = rd;
  const T = (key: string, values?: Record<string, string | number>) => say(`reports:visit.${key}`, values);
  const unit = { weight: unitName(rd, UNIT_NAMES[s.units].weight), length: unitName(rd, UNIT_NAMES[s.units].length) };
  const intake = INTAKE.map((m) => measureIn(m, s.units));
  const w = s.weight;
  const comp = (c: VisitSummary["composition"]["latest"]) =>
    c ? [f.shortDate(c.date), num(rd, c.fat), num(rd, c.fat_mass, 1, unit.weight), num(rd, c.ffm, 1, unit.weight), num(rd, c.tbw, 1, unit.weight), num(rd, c.waist, 1, unit.length)] : null;
  const composition = [comp(s.composition.start), comp(s.composition.latest)].filter((r): r is string[] => r !== null);
  const weighIn = (x: { weight: number; date: string } | null) => (x ? T("valueOn", { value: num(rd, x.weight, 1, unit.weight), day: f.shortDate(x.date) }) : dash(rd));
  const sections: Section[] = [
    {
      kind: "facts",
      heading: T("weight"),
      items: [
        { label: T("startWeight"), value: weighIn(w.start) },
        { label: T("currentWeight"), value: weighIn(w.current) },
        { label: T("change"), value: signed(rd, w.change, unit.weight) },
        { label: T("trend"), value: num(rd, w.trend, 1, unit.weight) },
        { label: T("trendChange"), value: signed(rd, w.trend_change, unit.weight) },
        { label: T("weighIns"), value: f.count(w.weigh_ins) },
        {
          label: T("bmi"),
          value: w.bmi === null ? dash(rd) : T("bmiValue", { value: f.number(w.bmi, 1), category: bmiCategoryOf(rd, w.bmi_category ?? "") }),
        },
        { label: T("goalWeight"), value: num(rd, w.goal_weight, 1, unit.weight) },
        { label: T("toGoal"), value: num(rd, w.to_goal, 1, unit.weight) },
      ],
    },
    composition.length
      ? {
          kind: "table",
          heading: T("composition"),
          columns: [T("measuredOn"), T("fat"), T("fatMass", { unit: unit.weight }), T("ffm", { unit: unit.weight }), T("tbw", { unit: unit.weight }), T("waist", { unit: unit.length })],
          rows: composition,
        }
      : {
          kind: "lines",
          heading: T("composition"),
          lines: [],
          empty: say("reports:msg.noComposition"),
        },
    {
      kind: "table",
      heading: T("intake"),
      columns: [
        T("week"),
        T("daysLogged"),
        ...intake.map((m) =>
          m.goal ? T("measureWithGoal", { label: say(`reports:measures.${m.key}`), unit: unitName(rd, m.unit) }) : measureHeading(rd, m)
        ),
        T("exerciseMinutes"),
        T("exerciseCalories"),
      ],
      rows: [...s.intake.weeks.map((r) => intakeRow(rd, f.shortDate(r.from), r, intake)), intakeRow(rd, T("whole"), s.intake.total, intake)],
    },
    {
      kind: "lines",
      heading: T("medicines"),
      lines: [
        s.adherence === null ? T("noAdherence") : T("adherence", { pct: f.count(s.adherence) }),
        s.worst_side_effect
          ? T("worstSideEffect", {
              symptom: say(`medications:symptoms.${s.worst_side_effect.symptom}`),
              severity: say(`medications:severity.${s.worst_side_effect.severity}`),
              day: f.shortDate(s.worst_side_effect.day),
            })
          : T("noSideEffects"),
      ],
      empty: T("noAdherence"),
    },
    {
      kind: "lines",
      heading: T("flags"),
      lines: s.flags.map((fl) => T("flag", { label: say(`reports:flags.${fl.code}`), since: f.shortDate(fl.since), state: fl.reviewed ? T("reviewed") : T("notReviewed") })),
      empty: say("reports:msg.noFlags"),
    },
    {
      kind: "lines",
      heading: T("notes"),
      lines: s.notes.map((n) => T("note", { date: f.shortDate(n.date), author: asRead(rd, n.author), text: n.text })),
      empty: say("reports:msg.noNotes"),
    },
    {
      kind: "lines",
      heading: T("questions"),
      lines: s.questions.map((q) => q.text),
      empty: T("noQuestions"),
    },
  ];
  return {
    title: T("title"),
    patient: `${s.patient.name} · ${s.patient.clinic}`,
    covers: T("covers", { from: f.date(s.since), to: f.date(s.today) }),
    visits: [
      s.last_visit ? T("lastVisit", { day: f.date(s.last_visit) }) : T("noLastVisit"),
      s.next_appointment ? T("nextVisit", { day: f.date(s.next_appointment.date), time: f.time(s.next_appointment.time) }) : T("noNextVisit"),
    ],
    sections,
  };
}
