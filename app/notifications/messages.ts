import { DEFAULT_LANGUAGE, message, type MessageValues } from "~/i18n/languages";
import { intlLocaleOf, translate } from "~/i18n/i18n.server";
import { formatsFor } from "~/i18n/format";
import { paths } from "~/paths";
import type { NewNotification } from "./notify.server";

/**
 * What each notification says and where it leads, in one place. The areas hand over plain
 * values (a name, a reason's text, a day); nothing here reads the database. The texts are
 * also the emails', so they say what happened and leave the details to the portal page.
 *
 * Title and body are messages (`notifications:…`, issue 41): each reader reads them in their own
 * language when they are shown or emailed (app/notifications/texts.server.ts). Values named `day`
 * are shown as a long date, `from`/`to`/`shortDay` as a short one, `time` as a clock time.
 */

/** What /unsubscribe says for a link it cannot read (shown by the page, so not in a .server module). */
export const BAD_UNSUBSCRIBE_LINK = message("notifications:unsubscribe.badLink");

export function foodDecided(food: { id: number; name: string; approved: boolean; reason?: string }): NewNotification {
  return food.approved
    ? { kind: "food_decision", title: message("notifications:food.approvedTitle", { name: food.name }), body: message("notifications:food.approvedBody"), link: paths.myFood() }
    : {
        kind: "food_decision",
        title: message("notifications:food.declinedTitle", { name: food.name }),
        body: food.reason === undefined ? message("notifications:food.declinedBodyNoReason") : message("notifications:food.declinedBody", { reason: food.reason }),
        link: paths.myFoodEdit(food.id),
      };
}

export function recipeDecided(recipe: { id: number; name: string; approved: boolean; reason?: string }): NewNotification {
  return recipe.approved
    ? {
        kind: "recipe_decision",
        title: message("notifications:recipe.publishedTitle", { name: recipe.name }),
        body: message("notifications:recipe.publishedBody"),
        link: paths.recipeDetails(recipe.id),
      }
    : {
        kind: "recipe_decision",
        title: message("notifications:recipe.declinedTitle", { name: recipe.name }),
        body: recipe.reason === undefined ? message("notifications:recipe.declinedBodyNoReason") : message("notifications:recipe.declinedBody", { reason: recipe.reason }),
        link: paths.home(),
      };
}

export const testimonialPublished = (): NewNotification => ({
  kind: "testimonial_published",
  title: message("notifications:testimonial.title"),
  body: message("notifications:testimonial.body"),
  link: paths.testimonials(),
});

export const badgeEarned = (badge: { name: string }): NewNotification => ({
  kind: "badge_earned",
  title: message("notifications:badge.title", { name: badge.name }),
  body: message("notifications:badge.body"),
  link: paths.myBadges(),
});

export type GoalArea = "nutrition" | "fitness" | "weight";

const GOAL_LINKS: Record<GoalArea, string> = {
  nutrition: paths.nutritionJournal(),
  fitness: paths.fitnessJournal(),
  weight: paths.progress(),
};

/** Once per area and day: a goal saved twice, or changed again within minutes, is one notice. */
export const clinicGoalSet = (goal: { area: GoalArea; day: string }): NewNotification => ({
  kind: "clinic_goal",
  key: `${goal.area}:${goal.day}`,
  title: message("notifications:goal.title"),
  body: message(`notifications:goal.body.${goal.area}`, { day: goal.day }),
  link: GOAL_LINKS[goal.area],
});

/** A note's text is health data: the notification (and so the email) only says there is one. */
export const careNoteLeft = (note: { day: string }): NewNotification => ({
  kind: "care_note",
  title: message("notifications:careNote.title"),
  body: message("notifications:careNote.body", { day: note.day }),
  link: paths.nutritionJournalDay(note.day),
});

/** A message's text is health data: the notification (and so the email) carries a link only (issue 39). */
export const careMessageArrived = (m: { conversation: number }): NewNotification => ({
  kind: "care_message",
  title: message("notifications:careMessage.title"),
  body: message("notifications:careMessage.body"),
  link: paths.message(m.conversation),
});

export const appointmentTomorrow = (appt: { id: number; date: string; time: string; clinic: string | null }): NewNotification => ({
  kind: "appointment",
  key: `${appt.id}:${appt.date}`,
  title: message("notifications:appointment.title"),
  body: appt.clinic
    ? message("notifications:appointment.bodyAt", { day: appt.date, time: appt.time, clinic: appt.clinic })
    : message("notifications:appointment.body", { day: appt.date, time: appt.time }),
  link: paths.home(),
});

export const nothingLogged = (reminder: { day: string }): NewNotification => ({
  kind: "nothing_logged",
  key: reminder.day,
  title: message("notifications:nothingLogged.title"),
  body: message("notifications:nothingLogged.body"),
  link: paths.nutritionJournal(),
});

/** Once for each week a weigh-in stays the last. */
export const weighInDue = (last: { day: string; daysAgo: number }): NewNotification => ({
  kind: "weigh_in_due",
  key: `${last.day}:${Math.floor(last.daysAgo / 7)}`,
  title: message("notifications:weighIn.title"),
  body: message("notifications:weighIn.body", { count: last.daysAgo, shortDay: last.day }),
  link: paths.progressAddWeight(),
});

export interface WeekFigures {
  from: string;
  to: string;
  /** Already in the member's units ("−1.2 lb"), or null without two weigh-ins to compare. */
  weightChange: string | null;
  daysLogged: number;
  exerciseMinutes: number;
}

export const weeklySummary = (week: WeekFigures): NewNotification => ({
  kind: "weekly_summary",
  key: week.from,
  title: message("notifications:weekly.title", { from: week.from, to: week.to }),
  body:
    week.weightChange === null
      ? message("notifications:weekly.bodyNoWeight", { days: week.daysLogged, minutes: week.exerciseMinutes })
      : message("notifications:weekly.body", { change: week.weightChange, days: week.daysLogged, minutes: week.exerciseMinutes }),
  link: paths.progress(),
});

/** One clinic's new flags for the care team's morning count: the flags' labels (in the reader's language) and how many of each. */
export interface ClinicFlags {
  clinic: string;
  flags: { label: string; count: number }[];
  /** Conversations whose patient has waited past the clinic's next working day, this morning (issue 39). */
  unanswered?: number;
}

/**
 * The care team's morning count of the flags raised the day before on their clinics' patients.
 * It names no patient: who is in the panel, where reading them is audited. Its body is a list of
 * clinics, so it is written in the recipient's language when it is made (`language`, null or
 * absent: English), from the `care` namespace's `digest.*` sentences (docs/decisions/0305).
 */
export function careFlagsRaised(digest: { day: string; clinics: ClinicFlags[]; link: string; language?: string | null }): NewNotification {
  const language = digest.language ?? DEFAULT_LANGUAGE;
  const say = (key: string, values?: MessageValues) => translate(language, `care:digest.${key}`, values);
  const total = digest.clinics.reduce((n, c) => n + c.flags.reduce((m, f) => m + f.count, 0), 0);
  const waiting = digest.clinics.reduce((n, c) => n + (c.unanswered ?? 0), 0);
  const flagged = digest.clinics.filter((c) => c.flags.length);
  const flagsPart = total
    ? [
        say("raised", { day: formatsFor(intlLocaleOf(language)).longDate(digest.day) }),
        ...flagged.map((c) => say("clinicFlags", { clinic: c.clinic, flags: c.flags.map((f) => say("flagCount", { flag: f.label, n: f.count })).join(", ") })),
        say("panelShows"),
      ].join(" ")
    : "";
  const waitingPart = digest.clinics
    .filter((c) => c.unanswered)
    .map((c) => say("clinicWaiting", { clinic: c.clinic, count: c.unanswered! }))
    .join(" ");
  return {
    kind: "care_flags",
    key: digest.day,
    title: total ? say("flagsTitle", { count: total }) : say("waitingTitle", { count: waiting }),
    body: [flagsPart, waitingPart, !total && waiting ? say("inboxShows") : ""].filter(Boolean).join(" "),
    link: digest.link,
  };
}

/** What the clinic did to one of the patient's medicines (issue 38). */
export type MedicationChange = "prescribed" | "dose" | "paused" | "resumed" | "stopped";

/** A medicine is health data: the notification (and so the email) says what kind of change, never which medicine or dose. */
export const medicationChanged = (c: { change: MedicationChange }): NewNotification => ({
  kind: "medication",
  title: message("notifications:medication.title"),
  body: message(`notifications:medication.body.${c.change}`),
  link: paths.medications(),
});

/** A dose reminder: the time, never the medicine (health data). */
export const doseDue = (d: { time: string }): NewNotification => ({
  kind: "dose_due",
  title: message("notifications:dose.title"),
  body: message("notifications:dose.body", { time: d.time }),
  link: paths.medications(),
});

export const refillDue = (r: { left: number }): NewNotification => ({
  kind: "refill_due",
  title: message("notifications:refill.title"),
  body: message("notifications:refill.body", { count: r.left }),
  link: paths.medications(),
});
