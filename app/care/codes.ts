/**
 * The care team's codes, labels and messages, shared by the pages, the /api/care calls and the
 * browser bundle (no server code here).
 */

/** The flags, in the order the panel shows them (docs/decisions/0121). Codes are the API's and the URL filter's. */
export const FLAG_CODES = ["rapid_loss", "implausible", "regain", "plateau", "no_weigh_in", "quiet", "missed_doses", "side_effects"] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

export const FLAG_LABELS: Record<FlagCode, string> = {
  plateau: "Plateau",
  rapid_loss: "Rapid loss",
  regain: "Regain",
  quiet: "Gone quiet",
  no_weigh_in: "No weigh-in",
  implausible: "Implausible entry",
  missed_doses: "Missed doses",
  side_effects: "Side effects",
};

export const isFlagCode = (v: unknown): v is FlagCode => typeof v === "string" && (FLAG_CODES as readonly string[]).includes(v);

/** Panel rows a page (the panel and GET /api/care/patients). */
export const PANEL_PAGE_SIZE = 25;
/** The CSV download holds every row of the filtered panel, up to a clinic's size. */
export const PANEL_CSV_MAX = 10_000;

/** The panel's sortable columns (`sort` on the page, `ordering` in the API, `-` for descending). */
export const PANEL_SORTS = [
  "name",
  "weeks",
  "start",
  "trend",
  "change",
  "change_pct",
  "rate",
  "journal_days",
  "exercise_minutes",
  "last_weigh_in",
  "next_appointment",
  "flags",
  "adherence",
] as const;
export type PanelSort = (typeof PANEL_SORTS)[number];

/** A note to a patient: at most this long (a short message, not a letter). */
export const NOTE_MAX = 1000;
/** A flag review's note. */
export const REVIEW_NOTE_MAX = 250;
/** The record's journal: this many days back from today. */
export const RECORD_JOURNAL_DAYS = 14;
/** The record's fitness: this many weeks back. */
export const RECORD_FITNESS_WEEKS = 8;
/** The patient's access log: a page. */
export const ACCESS_LOG_PAGE_SIZE = 20;

export const CARE_MSG = {
  ownRole: "You cannot change your own role.",
  pickClinic: "Please choose a clinic.",
  pickRole: "Please choose a role.",
  futureNote: "A note cannot be for a day in the future.",
  badDate: "Please enter a valid date.",
  notOpen: "This flag is not raised for the patient now.",
  noPatients: "No patients match.",
} as const;

export const CARE_TOAST = {
  roleSaved: "Role saved.",
  clinicAssigned: "Clinic assigned.",
  clinicRemoved: "Clinic removed.",
  weighIn: "Clinic weigh-in recorded.",
  goalsSaved: "Nutrition goals saved. The journal shows them as set by the clinic.",
  goalWeightSaved: "Goal weight saved.",
  noteSent: "Note sent to the patient.",
  reviewed: "Flag marked reviewed.",
  noteRead: "Marked as read.",
} as const;
