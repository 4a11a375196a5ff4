import { paths } from "~/paths";
import { formatLongDate, formatShortDate, formatTime } from "~/ui/format";
import type { NewNotification } from "./notify.server";

/**
 * What each notification says and where it leads, in one place. The areas hand over plain
 * values (a name, a reason's text, a day); nothing here reads the database. The texts are
 * also the emails', so they say what happened and leave the details to the portal page.
 */

/** What /unsubscribe says for a link it cannot read (shown by the page, so not in a .server module). */
export const BAD_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid. Open your profile to change your email choices.";

export function foodDecided(food: { id: number; name: string; approved: boolean; reason?: string }): NewNotification {
  return food.approved
    ? { kind: "food_decision", title: `Your food “${food.name}” was approved`, body: "It is now in the food database, ready for your journal.", link: paths.myFood() }
    : {
        kind: "food_decision",
        title: `Your food “${food.name}” was declined`,
        body: `Reason: ${food.reason ?? "not given"}. You can change it and send it again.`,
        link: paths.myFoodEdit(food.id),
      };
}

export function recipeDecided(recipe: { id: number; name: string; approved: boolean; reason?: string }): NewNotification {
  return recipe.approved
    ? { kind: "recipe_decision", title: `Your recipe “${recipe.name}” was published`, body: "Everyone in the programme can now cook it.", link: paths.recipeDetails(recipe.id) }
    : {
        kind: "recipe_decision",
        title: `Your recipe “${recipe.name}” was declined`,
        body: `Reason: ${recipe.reason ?? "not given"}.`,
        link: paths.home(),
      };
}

export const testimonialPublished = (): NewNotification => ({
  kind: "testimonial_published",
  title: "Your testimonial was published",
  body: "Thank you for sharing your story. It now encourages others on the programme.",
  link: paths.testimonials(),
});

export const badgeEarned = (badge: { name: string }): NewNotification => ({
  kind: "badge_earned",
  title: `You earned the “${badge.name}” badge`,
  body: "Well done! See all your badges.",
  link: paths.myBadges(),
});

export type GoalArea = "nutrition" | "fitness" | "weight";

const GOAL_LINKS: Record<GoalArea, { what: string; link: string }> = {
  nutrition: { what: "your daily nutrition goals", link: paths.nutritionJournal() },
  fitness: { what: "your weekly fitness goals", link: paths.fitnessJournal() },
  weight: { what: "your goal weight", link: paths.progress() },
};

/** Once per area and day: a goal saved twice, or changed again within minutes, is one notice. */
export const clinicGoalSet = (goal: { area: GoalArea; day: string }): NewNotification => ({
  kind: "clinic_goal",
  key: `${goal.area}:${goal.day}`,
  title: "Your clinic set new goals for you",
  body: `Your clinic updated ${GOAL_LINKS[goal.area].what}, from ${formatLongDate(goal.day)}.`,
  link: GOAL_LINKS[goal.area].link,
});

/** A note's text is health data: the notification (and so the email) only says there is one. */
export const careNoteLeft = (note: { day: string }): NewNotification => ({
  kind: "care_note",
  title: "A note from your care team",
  body: `Your care team left a note on your journal for ${formatLongDate(note.day)}.`,
  link: paths.nutritionJournalDay(note.day),
});

/** A message's text is health data: the notification (and so the email) carries a link only (issue 39). */
export const careMessageArrived = (message: { conversation: number }): NewNotification => ({
  kind: "care_message",
  title: "A message from your care team",
  body: "Your care team wrote to you. Open the portal to read it.",
  link: paths.message(message.conversation),
});

export const appointmentTomorrow = (appt: { id: number; date: string; time: string; clinic: string | null }): NewNotification => ({
  kind: "appointment",
  key: `${appt.id}:${appt.date}`,
  title: "Your appointment is tomorrow",
  body: `${formatLongDate(appt.date)} at ${formatTime(appt.time)}${appt.clinic ? `, ${appt.clinic}` : ""}.`,
  link: paths.home(),
});

export const nothingLogged = (reminder: { day: string }): NewNotification => ({
  kind: "nothing_logged",
  key: reminder.day,
  title: "Nothing logged today yet",
  body: "A minute now keeps your journal complete: log today's meals and any activity.",
  link: paths.nutritionJournal(),
});

/** Once for each week a weigh-in stays the last. */
export const weighInDue = (last: { day: string; daysAgo: number }): NewNotification => ({
  kind: "weigh_in_due",
  key: `${last.day}:${Math.floor(last.daysAgo / 7)}`,
  title: "Time to weigh in",
  body: `Your last weigh-in was ${last.daysAgo} days ago, on ${formatShortDate(last.day)}.`,
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
  title: `Your week, ${formatShortDate(week.from)} to ${formatShortDate(week.to)}`,
  body: [
    week.weightChange === null ? "No weigh-in to compare this week" : `Weight change: ${week.weightChange}`,
    `${week.daysLogged} of 7 days logged`,
    `${week.exerciseMinutes} exercise minutes`,
  ].join(" · "),
  link: paths.progress(),
});

/** One clinic's new flags for the care team's morning count: the flags' labels and how many of each. */
export interface ClinicFlags {
  clinic: string;
  flags: { label: string; count: number }[];
  /** Conversations whose patient has waited past the clinic's next working day, this morning (issue 39). */
  unanswered?: number;
}

/**
 * The care team's morning count of the flags raised the day before on their clinics' patients.
 * It names no patient: who is in the panel, where reading them is audited.
 */
export function careFlagsRaised(digest: { day: string; clinics: ClinicFlags[]; link: string }): NewNotification {
  const total = digest.clinics.reduce((n, c) => n + c.flags.reduce((m, f) => m + f.count, 0), 0);
  const waiting = digest.clinics.reduce((n, c) => n + (c.unanswered ?? 0), 0);
  const flagged = digest.clinics.filter((c) => c.flags.length);
  const flagsPart = total
    ? `Raised ${formatLongDate(digest.day)}. ${flagged.map((c) => `${c.clinic}: ${c.flags.map((f) => `${f.label} ${f.count}`).join(", ")}.`).join(" ")} The panel shows who, most needing a look first.`
    : "";
  const waitingPart = digest.clinics
    .filter((c) => c.unanswered)
    .map((c) => (c.unanswered === 1 ? `${c.clinic}: 1 conversation unanswered past a working day.` : `${c.clinic}: ${c.unanswered} conversations unanswered past a working day.`))
    .join(" ");
  return {
    kind: "care_flags",
    key: digest.day,
    title: total ? `${total} new ${total === 1 ? "flag" : "flags"} on your patients` : `${waiting} ${waiting === 1 ? "conversation" : "conversations"} unanswered past a working day`,
    body: [flagsPart, waitingPart, !total && waiting ? "The inbox shows them, oldest waiting first." : ""].filter(Boolean).join(" "),
    link: digest.link,
  };
}

/** What the clinic did to one of the patient's medicines (issue 38). */
export type MedicationChange = "prescribed" | "dose" | "paused" | "resumed" | "stopped";

const MEDICATION_CHANGES: Record<MedicationChange, string> = {
  prescribed: "Your care team added a medicine to your plan.",
  dose: "Your care team changed the dose of one of your medicines.",
  paused: "Your care team paused one of your medicines.",
  resumed: "Your care team resumed one of your medicines.",
  stopped: "Your care team stopped one of your medicines.",
};

/** A medicine is health data: the notification (and so the email) says what kind of change, never which medicine or dose. */
export const medicationChanged = (c: { change: MedicationChange }): NewNotification => ({
  kind: "medication",
  title: "Your clinic updated your medicines",
  body: `${MEDICATION_CHANGES[c.change]} Your medicines page shows what changed.`,
  link: paths.medications(),
});

/** A dose reminder: the time, never the medicine (health data). */
export const doseDue = (d: { time: string }): NewNotification => ({
  kind: "dose_due",
  title: "Time for your medicine",
  body: `A dose is due at ${formatTime(d.time)}. Record it on your medicines page once you have taken it.`,
  link: paths.medications(),
});

export const refillDue = (r: { left: number }): NewNotification => ({
  kind: "refill_due",
  title: "Time to ask for a refill",
  body: r.left === 1 ? "One dose is left of a medicine. Ask your clinic or pharmacy for a refill." : `${r.left} doses are left of a medicine. Ask your clinic or pharmacy for a refill.`,
  link: paths.medications(),
});
