import { formatLongDate } from "~/i18n/format";
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
 * Who viewed my record (access-log.server.ts): each line as a whole sentence, by action and kind
 * of record (the Spanish translation will take them as they are). Anything not listed reads as
 * its action on the health record.
 */
const ACCESS_SENTENCES: Record<string, (p: AccessParticulars) => string> = {
  "viewed care_record": () => "Viewed your record",
  "viewed care_panel": () => "Viewed your summary on the clinic's patient list",
  "downloaded care_panel": () => "Downloaded your summary with the clinic's patient list",
  "added weight": (p) => (p.day ? `Recorded a clinic weigh-in for ${formatLongDate(p.day)}` : "Recorded a clinic weigh-in"),
  "changed body_profile": () => "Changed your goal weight",
  "added nutrition_goal": () => "Set your nutrition goals",
  "changed nutrition_goal": () => "Changed your nutrition goals",
  "added care_note": (p) => (p.day ? `Left you a note on your journal for ${formatLongDate(p.day)}` : "Left you a note on your journal"),
  "changed care_flag": (p) => (p.flag ? `Marked the flag “${p.flag}” on your record reviewed` : "Marked a flag on your record reviewed"),
  "viewed testimonial": () => "Viewed your testimonial",
  "changed testimonial": () => "Changed your testimonial",
  "deleted testimonial": () => "Deleted your testimonial",
  "viewed testimonial_image": () => "Viewed your testimonial photos",
  "added testimonial_image": () => "Added a photo to your testimonial",
  "changed testimonial_image": () => "Changed a photo of your testimonial",
  "deleted testimonial_image": () => "Deleted a photo of your testimonial",
  "viewed conversation": () => "Read your messages with the care team",
  "added message": () => "Wrote you a message",
  "viewed message_photo": () => "Viewed a photo in your messages",
  "added message_photo": () => "Sent you a photo in your messages",
};

const ACCESS_ANY: Record<string, string> = {
  viewed: "Viewed your health record",
  added: "Added to your health record",
  changed: "Changed your health record",
  deleted: "Deleted from your health record",
  downloaded: "Downloaded from your health record",
};

/** A line of the patient's access log, in their words. */
export const accessLine = (action: string, record: string, p: AccessParticulars) => ACCESS_SENTENCES[`${action} ${record}`]?.(p) ?? ACCESS_ANY[action];
