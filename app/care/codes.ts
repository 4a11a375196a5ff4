import { UNIT_NAMES, type Units } from "~/domain/units";
import { message } from "~/i18n/languages";

/**
 * The care team's codes, labels and messages, shared by the pages, the /api/care calls and the
 * browser bundle (no server code here).
 */

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
  "waiting_messages",
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

/**
 * Messages made on the server (refusals, field errors, toasts) travel as keys of the `care`
 * namespace (issue 41): the form kit, the toaster and the API say them in the reader's language.
 */
export const CARE_MSG = {
  ownRole: message("care:msg.ownRole"),
  pickClinic: message("care:msg.pickClinic"),
  pickRole: message("care:msg.pickRole"),
  futureNote: message("care:msg.futureNote"),
  beforeJoined: message("care:msg.beforeJoined"),
  badDate: message("care:msg.badDate"),
  notOpen: message("care:msg.notOpen"),
  /** A goal above the patient's latest weigh-in, in the staff member's units (docs/decisions/0174). */
  goalAboveCurrent: (current: number, units: Units) => message("care:msg.goalAboveCurrent", { current, unit: UNIT_NAMES[units].weight }),
  /**
   * A note's author once the staff member's account is gone: travels as a key, like a refusal, and
   * is said in the reader's language where the note is shown (pages, the visit report, the API).
   * Common's: every page that shows a note has it.
   */
  formerAuthor: message("common:formerStaff"),
} as const;

export const CARE_TOAST = {
  roleSaved: message("care:toast.roleSaved"),
  clinicAssigned: message("care:toast.clinicAssigned"),
  clinicRemoved: message("care:toast.clinicRemoved"),
  weighIn: message("care:toast.weighIn"),
  goalsSaved: message("care:toast.goalsSaved"),
  goalWeightSaved: message("care:toast.goalWeightSaved"),
  noteSent: message("care:toast.noteSent"),
  reviewed: message("care:toast.reviewed"),
  noteRead: message("care:toast.noteRead"),
} as const;

/** What a line names besides its kind: the day of a weigh-in or a note, the flag reviewed. */
export interface AccessParticulars {
  day: string | null;
  flag: string | null;
}

/**
 * Who viewed my record (access-log.server.ts): each line a whole sentence of the `care`
 * namespace's `access.*`, by action and kind of record, said in the patient's language (issue 41).
 * A line naming a day or a flag has its own sentence (`…_day`, `…_flag`). Anything not listed
 * reads as its action on the health record (`access.any.<action>`).
 */
const ACCESS_SENTENCES = new Set([
  "viewed care_record",
  "viewed care_panel",
  "downloaded care_panel",
  "added weight",
  "changed body_profile",
  "added nutrition_goal",
  "changed nutrition_goal",
  "added care_note",
  "changed care_flag",
  "viewed testimonial",
  "changed testimonial",
  "deleted testimonial",
  "viewed testimonial_image",
  "added testimonial_image",
  "changed testimonial_image",
  "deleted testimonial_image",
  "viewed conversation",
  "added message",
  "viewed message_photo",
  "added message_photo",
]);
/** The sentences that name the weigh-in's or the note's day, or the flag reviewed, when it is known. */
const WITH_DAY = new Set(["added weight", "added care_note"]);
const WITH_FLAG = new Set(["changed care_flag"]);

/** A line of the patient's access log, in their words: its key and what it names (a raw day, a flag's code). */
export function accessLine(action: string, record: string, p: AccessParticulars): { key: string; day?: string; flag?: string } {
  const line = `${action} ${record}`;
  if (!ACCESS_SENTENCES.has(line)) return { key: `care:access.any.${action}` };
  const key = `care:access.${action}_${record}`;
  if (WITH_DAY.has(line) && p.day) return { key: `${key}_day`, day: p.day };
  if (WITH_FLAG.has(line) && p.flag) return { key: `${key}_flag`, flag: p.flag };
  return { key };
}
