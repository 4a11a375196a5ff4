import { message } from "~/i18n/languages";

/**
 * The medications area's code lists, labels and messages (issue 38), shared by the pages, the
 * /api calls and the browser bundle (no server code here). Every sentence a person reads is here,
 * whole, so a translation sweeps one file.
 */

export const MEDICATION_KINDS = ["injection", "tablet", "capsule", "liquid", "supplement"] as const;
export type MedicationKind = (typeof MEDICATION_KINDS)[number];

export const ROUTES = ["subcutaneous", "intramuscular", "oral"] as const;
export type Route = (typeof ROUTES)[number];

/** The unit every dose of an entry is in (the formulary names it; a regimen keeps it). */
export const DOSE_UNITS = ["mg", "mcg", "IU", "mL", "tablet", "capsule", "serving"] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

export const SCHEDULES = ["daily", "weekly", "as_needed"] as const;
export type ScheduleKind = (typeof SCHEDULES)[number];

export const REGIMEN_STATUSES = ["active", "paused", "stopped"] as const;
export type RegimenStatus = (typeof REGIMEN_STATUSES)[number];

export const SET_BY = ["clinic", "self"] as const;
export type SetBy = (typeof SET_BY)[number];

/** What a step of a regimen's history is. */
export const STEP_SOURCES = ["start", "plan", "change", "pause", "resume"] as const;
export type StepSource = (typeof STEP_SOURCES)[number];

/** A recorded dose. */
export const DOSE_STATUSES = ["taken", "skipped"] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/** A scheduled dose as the patient's page and GET /api/me/doses show it. */
export const SLOT_STATUSES = ["taken", "skipped", "due", "upcoming", "missed"] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const SKIP_REASONS = ["forgot", "side_effects", "ran_out", "clinic", "other"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

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

export const SYMPTOMS = ["nausea", "vomiting", "constipation", "diarrhoea", "heartburn", "fatigue", "headache", "injection_site", "other"] as const;
export type Symptom = (typeof SYMPTOMS)[number];

export const SEVERITY_MIN = 1;
export const SEVERITY_MAX = 5;

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

