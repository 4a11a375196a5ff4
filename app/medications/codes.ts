import { message } from "~/i18n/languages";
import { formatNumber, formatTime } from "~/i18n/format";

/**
 * The medications area's code lists, labels and messages (issue 38), shared by the pages, the
 * /api calls and the browser bundle (no server code here). Every sentence a person reads is here,
 * whole, so a translation sweeps one file.
 */

export const MEDICATION_KINDS = ["injection", "tablet", "capsule", "liquid", "supplement"] as const;
export type MedicationKind = (typeof MEDICATION_KINDS)[number];
export const KIND_LABELS: Record<MedicationKind, string> = {
  injection: "Injection",
  tablet: "Tablet",
  capsule: "Capsule",
  liquid: "Liquid",
  supplement: "Supplement",
};

export const ROUTES = ["subcutaneous", "intramuscular", "oral"] as const;
export type Route = (typeof ROUTES)[number];
export const ROUTE_LABELS: Record<Route, string> = { subcutaneous: "Under the skin", intramuscular: "Into the muscle", oral: "By mouth" };

/** The unit every dose of an entry is in (the formulary names it; a regimen keeps it). */
export const DOSE_UNITS = ["mg", "mcg", "IU", "mL", "tablet", "capsule", "serving"] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];
/** A dose's unit as text after its number ("2.4 mg", "1 tablet"). */
export const UNIT_TEXT: Record<DoseUnit, { one: string; many: string }> = {
  mg: { one: "mg", many: "mg" },
  mcg: { one: "mcg", many: "mcg" },
  IU: { one: "IU", many: "IU" },
  mL: { one: "mL", many: "mL" },
  tablet: { one: "tablet", many: "tablets" },
  capsule: { one: "capsule", many: "capsules" },
  serving: { one: "serving", many: "servings" },
};

export const SCHEDULES = ["daily", "weekly", "as_needed"] as const;
export type ScheduleKind = (typeof SCHEDULES)[number];
export const SCHEDULE_LABELS: Record<ScheduleKind, string> = { daily: "Every day", weekly: "Once a week", as_needed: "As needed" };

export const REGIMEN_STATUSES = ["active", "paused", "stopped"] as const;
export type RegimenStatus = (typeof REGIMEN_STATUSES)[number];
export const STATUS_LABELS: Record<RegimenStatus, string> = { active: "Active", paused: "Paused", stopped: "Stopped" };

export const SET_BY = ["clinic", "self"] as const;
export type SetBy = (typeof SET_BY)[number];

/** What a step of a regimen's history is. */
export const STEP_SOURCES = ["start", "plan", "change", "pause", "resume"] as const;
export type StepSource = (typeof STEP_SOURCES)[number];
export const STEP_LABELS: Record<StepSource, string> = {
  start: "Started",
  plan: "Next step of the plan",
  change: "Dose changed",
  pause: "Paused",
  resume: "Resumed",
};

/** A recorded dose. */
export const DOSE_STATUSES = ["taken", "skipped"] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/** A scheduled dose as the patient's page and GET /api/me/doses show it. */
export const SLOT_STATUSES = ["taken", "skipped", "due", "upcoming", "missed"] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];
export const SLOT_LABELS: Record<SlotStatus, string> = { taken: "Taken", skipped: "Skipped", due: "Due", upcoming: "Later", missed: "Missed" };

export const SKIP_REASONS = ["forgot", "side_effects", "ran_out", "clinic", "other"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_LABELS: Record<SkipReason, string> = {
  forgot: "I forgot",
  side_effects: "Side effects",
  ran_out: "I ran out",
  clinic: "My clinic told me to",
  other: "Another reason",
};

/**
 * Injection sites, in the order the page suggests them: each next site is the one after the last
 * used, so the weekly pen moves round both sides of the abdomen, thighs and upper arms.
 */
export const INJECTION_SITES = [
  "abdomen_left_upper",
  "abdomen_right_upper",
  "abdomen_left_lower",
  "abdomen_right_lower",
  "thigh_left_upper",
  "thigh_right_upper",
  "thigh_left_lower",
  "thigh_right_lower",
  "arm_left_upper",
  "arm_right_upper",
  "arm_left_lower",
  "arm_right_lower",
] as const;
export type InjectionSite = (typeof INJECTION_SITES)[number];
export const SITE_LABELS: Record<InjectionSite, string> = {
  abdomen_left_upper: "Abdomen, left, upper",
  abdomen_right_upper: "Abdomen, right, upper",
  abdomen_left_lower: "Abdomen, left, lower",
  abdomen_right_lower: "Abdomen, right, lower",
  thigh_left_upper: "Thigh, left, upper",
  thigh_right_upper: "Thigh, right, upper",
  thigh_left_lower: "Thigh, left, lower",
  thigh_right_lower: "Thigh, right, lower",
  arm_left_upper: "Upper arm, left, upper part",
  arm_right_upper: "Upper arm, right, upper part",
  arm_left_lower: "Upper arm, left, lower part",
  arm_right_lower: "Upper arm, right, lower part",
};

export const SYMPTOMS = ["nausea", "vomiting", "constipation", "diarrhoea", "heartburn", "fatigue", "headache", "injection_site", "other"] as const;
export type Symptom = (typeof SYMPTOMS)[number];
export const SYMPTOM_LABELS: Record<Symptom, string> = {
  nausea: "Nausea",
  vomiting: "Vomiting",
  constipation: "Constipation",
  diarrhoea: "Diarrhoea",
  heartburn: "Heartburn",
  fatigue: "Fatigue",
  headache: "Headache",
  injection_site: "Injection-site reaction",
  other: "Other",
};

export const SEVERITY_MIN = 1;
export const SEVERITY_MAX = 5;
export const SEVERITY_LABELS: Record<number, string> = { 1: "1 – very mild", 2: "2 – mild", 3: "3 – moderate", 4: "4 – bad", 5: "5 – severe" };

export const WEEKDAY_LABELS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * A weekly dose may be taken from 3 days before its day to 4 days after and still count for it
 * (the labels let a missed weekly pen be taken within 4 days for tirzepatide, 5 for semaglutide);
 * outside that it is missed (docs/decisions/0200).
 */
export const WEEKLY_WINDOW = { before: 3, after: 4 } as const;

/** A daily schedule has at most this many times a day. */
export const MAX_TIMES_A_DAY = 4;
export const INSTRUCTIONS_MAX = 500;
export const NOTE_MAX = 250;
export const REASON_MAX = 250;
export const SOURCE_MAX = 500;
export const NAME_MAX = 100;
export const SUPPLY_MAX = 1000;
export const STRENGTHS_MAX = 12;
export const STEPS_MAX = 12;
/** The refill reminder: when what is left covers this many days or fewer. */
export const REFILL_DAYS = 7;
/** GET /api/me/doses and side_effects: a range of at most this many days. */
export const RANGE_MAX_DAYS = 92;
export const CATALOGUE_PAGE_SIZE = 50;
/** The patient's calendar: this many weeks back. */
export const CALENDAR_WEEKS = 4;
/** The side-effect chart: this many weeks back. */
export const CHART_WEEKS = 12;

export const MED_MSG = {
  required: "Required",
  pickMedication: message("medications:msg.pickMedication"),
  pickDose: message("medications:msg.pickDose"),
  pickSchedule: message("medications:msg.pickSchedule"),
  pickWeekday: message("medications:msg.pickWeekday"),
  pickTime: message("medications:msg.pickTime"),
  oneTimeWeekly: message("medications:msg.oneTimeWeekly"),
  needTimes: message("medications:msg.needTimes"),
  tooManyTimes: message("medications:msg.tooManyTimes", { max: MAX_TIMES_A_DAY }),
  sameTime: message("medications:msg.sameTime"),
  badDate: message("medications:msg.badDate"),
  startTooLate: message("medications:msg.startTooLate"),
  pickStatus: message("medications:msg.pickStatus"),
  pickReason: message("medications:msg.pickReason"),
  pickSite: message("medications:msg.pickSite"),
  badSite: message("medications:msg.badSite"),
  noSiteHere: message("medications:msg.noSiteHere"),
  futureDose: message("medications:msg.futureDose"),
  beforeStart: message("medications:msg.beforeStart"),
  afterEnd: message("medications:msg.afterEnd"),
  notScheduled: message("medications:msg.notScheduled"),
  alreadyRecorded: message("medications:msg.alreadyRecorded"),
  weekAlreadyRecorded: message("medications:msg.weekAlreadyRecorded"),
  notActive: message("medications:msg.notActive"),
  stopped: message("medications:msg.stopped"),
  paused: message("medications:msg.paused"),
  notPaused: message("medications:msg.notPaused"),
  clinicOnly: message("medications:msg.clinicOnly"),
  prescriptionOnly: message("medications:msg.prescriptionOnly"),
  supplementsOnly: message("medications:msg.supplementsOnly"),
  retired: message("medications:msg.retired"),
  noPlan: message("medications:msg.noPlan"),
  notInPlan: message("medications:msg.notInPlan"),
  targetNotInPlan: message("medications:msg.targetNotInPlan"),
  targetBelowStart: message("medications:msg.targetBelowStart"),
  changeInPast: message("medications:msg.changeInPast"),
  changeTooLate: message("medications:msg.changeTooLate"),
  sameDose: message("medications:msg.sameDose"),
  pickSymptom: message("medications:msg.pickSymptom"),
  pickSeverity: message("medications:msg.pickSeverity"),
  futureDay: message("medications:msg.futureDay"),
  endBeforeStart: message("medications:msg.endBeforeStart"),
  rangeTooLong: message("medications:msg.rangeTooLong", { max: RANGE_MAX_DAYS }),
  duplicateName: message("medications:msg.duplicateName"),
  badStrengths: message("medications:msg.badStrengths", { max: STRENGTHS_MAX }),
  badSteps: message("medications:msg.badSteps", { max: STEPS_MAX }),
  stepNotStrength: message("medications:msg.stepNotStrength"),
  onlyLastOpen: message("medications:msg.onlyLastOpen"),
  pickKind: message("medications:msg.pickKind"),
  pickRoute: message("medications:msg.pickRoute"),
  pickUnit: message("medications:msg.pickUnit"),
  badAction: message("medications:msg.badAction"),
  supplyWhole: message("medications:msg.supplyWhole"),
} as const;

export const MED_TOAST = {
  taken: message("medications:toast.taken"),
  skipped: message("medications:toast.skipped"),
  undone: message("medications:toast.undone"),
  sideEffect: message("medications:toast.sideEffect"),
  sideEffectRemoved: message("medications:toast.sideEffectRemoved"),
  added: message("medications:toast.added"),
  saved: message("medications:toast.saved"),
  stopped: message("medications:toast.stopped"),
  supply: message("medications:toast.supply"),
  prescribed: message("medications:toast.prescribed"),
  doseChanged: message("medications:toast.doseChanged"),
  pausedByClinic: message("medications:toast.pausedByClinic"),
  resumed: message("medications:toast.resumed"),
  stoppedByClinic: message("medications:toast.stoppedByClinic"),
  catalogueAdded: message("medications:toast.catalogueAdded"),
  catalogueSaved: message("medications:toast.catalogueSaved"),
  catalogueRetired: message("medications:toast.catalogueRetired"),
} as const;

/** Sentences a page builds around a value, whole (each a function, never pieced together by the page). */
export const MED_TEXT = {
  setByClinic: "Set by your clinic",
  setBySelf: "Added by you",
  setByClinicNamed: (name: string) => `Set by your clinic (${name})`,
  nextSite: (site: string) => `Suggested site: ${site}.`,
  sameSiteTwice: (site: string) => `You used ${site} last time too. Moving to a new site each time helps the skin heal.`,
  refillSoon: (left: number) => (left === 1 ? "One dose left. Time to ask for a refill." : `${left} doses left. Time to ask for a refill.`),
  supplyLeft: (left: number) => (left === 1 ? "One dose left." : `${left} doses left.`),
  adherence: (pct: number, days: number) => `${pct} % of doses taken over ${days} days.`,
  nothingDue: (days: number) => `No doses were due over ${days} days.`,
  pausedSince: (day: string) => `Paused since ${day}.`,
  stoppedOn: (day: string) => `Stopped on ${day}.`,
  startsOn: (day: string) => `Starts on ${day}.`,
  nextStep: (dose: string, day: string) => `Next step: ${dose} from ${day}.`,
  lateWeekly: "This week's dose is late.",
  takenAt: (time: string, site: string | null) => (site ? `Taken at ${time}, ${site}.` : `Taken at ${time}.`),
  skippedBecause: (reason: string) => `Skipped: ${reason}.`,
  weeklyToday: (time: string) => `This week's dose, today at ${time}.`,
  weeklyDue: (day: string) => `This week's dose, due ${day}.`,
  asNeeded: "As needed.",
  nextToday: (time: string) => `Today at ${time}.`,
  nextOn: (day: string, time: string) => `${day} at ${time}.`,
  doseIn: (unit: string) => `Dose (${unit})`,
  strengthsOf: (name: string, strengths: string, usual: string) => `Strengths of ${name}: ${strengths}. Usual schedule: ${usual}.`,
  strengthsBelow: "One of the medicine's strengths, listed below for every medicine.",
  strengthsOfEach: "Strengths of each medicine",
  takenOf: (taken: number, due: number) => `${taken} of ${due} taken`,
  noDoseDue: "No dose due",
} as const;

/** The calendar's day states. */
export const CALENDAR_LABELS = { none: "No dose due", all: "All taken", some: "Some taken", missed: "None taken", open: "Still to take" } as const;

/** A dose with its unit: "2.4 mg", "1 tablet", "2 tablets". */
export function doseText(dose: number | null, unit: DoseUnit): string {
  if (dose === null) return "—";
  return `${formatNumber(dose, 3)} ${dose === 1 ? UNIT_TEXT[unit].one : UNIT_TEXT[unit].many}`;
}

const timesText = (times: readonly string[]) => {
  const t = times.map(formatTime);
  return t.length <= 1 ? (t[0] ?? "") : `${t.slice(0, -1).join(", ")} and ${t[t.length - 1]}`;
};

/** "Every day at 8:00 AM and 8:00 PM", "Every Monday at 9:00 AM", "As needed". */
export function scheduleText(s: { kind: ScheduleKind; times: readonly string[]; weekday: number | null }): string {
  if (s.kind === "daily") return `Every day at ${timesText(s.times)}`;
  if (s.kind === "weekly") return `Every ${WEEKDAY_LABELS[s.weekday ?? 0]} at ${timesText(s.times)}`;
  return "As needed";
}
