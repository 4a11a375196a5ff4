import { message } from "~/i18n/languages";

/**
 * Messages between a patient and their care team (issue 39): limits, code lists and every
 * sentence the area shows, in one place (the pages, the /api calls and the browser bundle; no
 * server code here).
 */

/** A subject: a line, not a letter. */
export const SUBJECT_MAX = 120;
/** A message: plain text, at most this many characters. */
export const MESSAGE_MAX = 5000;
/** A sender may withdraw a message this long after sending it (it leaves "Message withdrawn"). */
export const WITHDRAW_MINUTES = 5;
export const WITHDRAW_MS = WITHDRAW_MINUTES * 60_000;

/** A saved reply's title, and how many a clinic keeps (a short list, not a library). */
export const SAVED_REPLY_TITLE_MAX = 80;
export const SAVED_REPLIES_MAX = 40;

/** The patient's list of conversations and notes, a page. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** A conversation's messages, a page (the latest first; the page shows them oldest at the top). */
export const MESSAGES_PAGE_SIZE = 50;
/** The care team's inbox, a page. */
export const INBOX_PAGE_SIZE = 25;

/** How often an open conversation asks whether anything changed, with JavaScript (docs/decisions/0211). */
export const LIVE_CHECK_SECONDS = 15;

/** The inbox's filters by status: open and waiting for us (the default), waiting for the patient, closed, or all. */
export const INBOX_STATUSES = ["waiting", "answered", "closed", "all"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/**
 * Who a conversation is assigned to, as the inbox filters it: anyone, the caller, or nobody. The
 * labels are the messages namespace's `staff.statuses.*` and `staff.assignedFilters.*` ("" is `any`).
 */
export const ASSIGNED_FILTERS = ["", "me", "nobody"] as const;
export type AssignedFilter = (typeof ASSIGNED_FILTERS)[number];

/** A conversation's state as either side reads it: the messages namespace's `states.patient.*` / `states.staff.*`. */
export type ConversationState = "waiting" | "answered" | "closed";

/** Messages the area shows beside a form or in an answer. */
export const MESSAGES_MSG = {
  patientsOnly: message("messages:msg.patientsOnly"),
  noClinic: message("messages:msg.noClinic"),
  tooFast: message("messages:msg.tooFast"),
  withdrawLate: message("messages:msg.withdrawLate", { minutes: WITHDRAW_MINUTES }),
  withdrawnAlready: message("messages:msg.withdrawnAlready"),
  notYours: message("messages:msg.notYours"),
  pickColleague: message("messages:msg.pickColleague"),
  alreadyClosed: message("messages:msg.alreadyClosed"),
  savedRepliesFull: message("messages:msg.savedRepliesFull", { max: SAVED_REPLIES_MAX }),
} as const;

/** How long a patient has waited, as the inbox says it: minutes, then hours, then days (the key `staff.waited.<unit>`, a plural). */
export function waitedFor(minutes: number): { unit: "minutes" | "hours" | "days"; count: number } {
  if (minutes < 60) return { unit: "minutes", count: Math.max(1, minutes) };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: "hours", count: hours };
  return { unit: "days", count: Math.floor(hours / 24) };
}

export const MESSAGES_TOAST = {
  started: message("messages:toast.started"),
  startedByStaff: message("messages:toast.startedByStaff"),
  sent: message("messages:toast.sent"),
  withdrawn: message("messages:toast.withdrawn"),
  assigned: message("messages:toast.assigned"),
  unassigned: message("messages:toast.unassigned"),
  closed: message("messages:toast.closed"),
  savedReplyAdded: message("messages:toast.savedReplyAdded"),
  savedReplySaved: message("messages:toast.savedReplySaved"),
  savedReplyDeleted: message("messages:toast.savedReplyDeleted"),
  noteRead: message("messages:toast.noteRead"),
} as const;
