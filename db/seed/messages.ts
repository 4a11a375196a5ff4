import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import { addDays, todayIn } from "../../app/domain/calendar";
import { refreshConversation } from "../../app/clinical/waiting.server";
import { DEMO } from "./accounts";

/**
 * Messages at the Tampa clinic (issue 39): the demo patient's conversations with the care team
 * (one answered, one the nurse closed and the patient opened again by replying), a patient
 * waiting past a working day (so the panel's `unanswered` flag shows), one who wrote an hour ago,
 * one the nurse answered, one the nurse started, and the clinic's saved replies. Written as the
 * rows they are (no notifications or emails: the demo sends nothing on its first start), each
 * conversation's state worked out by the app's own function; the care summaries are built after.
 */

interface SeedMessage {
  from: "patient" | "nurse";
  /** Days before today at 14:00 UTC (a working afternoon in Tampa), or minutes before now. */
  daysAgo?: number;
  minutesAgo?: number;
  text: string;
}

interface SeedConversation {
  patient: string;
  subject: string;
  messages: SeedMessage[];
  /** Closed by the nurse after the message of this index. */
  closedAfter?: number;
  assigned?: boolean;
  startedByNurse?: boolean;
}

const CONVERSATIONS: SeedConversation[] = [
  {
    patient: DEMO.patient.email,
    subject: "Nausea after my injection",
    assigned: true,
    messages: [
      { from: "patient", daysAgo: 3, text: "Hi, I have felt queasy for most of the day after my weekly injection, since the dose went up. Is that normal? Should I skip the next one?" },
      {
        from: "nurse",
        daysAgo: 3,
        text: "Hi Jane, mild nausea is common for a week or two after a dose increase. Eat smaller meals, stop when you feel full and keep sipping water. Please do not skip a dose without talking to us. If you vomit more than once or cannot keep fluids down, call the clinic. There are more tips here: https://www.niddk.nih.gov/health-information/weight-management",
      },
    ],
  },
  {
    patient: DEMO.patient.email,
    subject: "Walking with knee pain",
    closedAfter: 1,
    messages: [
      { from: "patient", daysAgo: 12, text: "My right knee hurts on longer walks. Can I swap walking for something else?" },
      { from: "nurse", daysAgo: 11, text: "Good idea to ask. Cycling and water aerobics are gentle on the knees; the fitness library has both. Start with 20 minutes and see how the knee feels the next day." },
      { from: "patient", daysAgo: 1, text: "The bike has been fine for a week. Could I try walking again, shorter this time?" },
    ],
  },
  {
    patient: "priya.shah@example.com",
    subject: "Redness at the injection site",
    messages: [
      { from: "patient", daysAgo: 5, text: "There is a red patch about the size of a coin where I injected on Sunday. It is a bit itchy but not painful. Should I be worried?" },
      { from: "patient", daysAgo: 4, text: "It is still there today, maybe a little smaller." },
    ],
  },
  {
    patient: "daniel.ortiz@example.com",
    subject: "Reschedule my weigh-in",
    messages: [{ from: "patient", minutesAgo: 60, text: "I am travelling for work next Tuesday. Can I move my clinic weigh-in to Thursday?" }],
  },
  {
    patient: "hannah.kowalski@example.com",
    subject: "Protein on busy days",
    assigned: true,
    messages: [
      { from: "patient", daysAgo: 6, text: "I keep missing my protein goal on work days. Any quick ideas?" },
      { from: "nurse", daysAgo: 6, text: "Greek yogurt, a boiled egg or a protein shake are quick. The recipes page has high-protein breakfasts you can prepare on Sunday." },
    ],
  },
  {
    patient: "kevin.nguyen@example.com",
    subject: "Your lab results are in",
    startedByNurse: true,
    assigned: true,
    messages: [{ from: "nurse", daysAgo: 2, text: "Hi Kevin, your lab results from last week are in and look good. We will go through them at your next visit. No need to do anything before then." }],
  },
];

const SAVED_REPLIES = [
  {
    title: "Injection site redness",
    body: "A little redness or itching where you injected is common and usually fades within a few days. Rotate the site each week (belly, thigh, upper arm) and keep it clean. If it grows, feels hot, hurts more or you get a fever, please call the clinic today.",
  },
  {
    title: "Nausea after a dose increase",
    body: "Mild nausea is common for a week or two after a dose increase. Eat smaller meals, stop when you feel full, avoid greasy food and keep sipping water. Please do not skip a dose without talking to us. If you cannot keep fluids down, call the clinic.",
  },
  {
    title: "Plateau encouragement",
    body: "A few weeks without change on the scale is normal and often ends on its own. Keep logging your meals, watch portion sizes and add a short walk most days. We will look at your trend together at your next visit.",
  },
  {
    title: "Reschedule an appointment",
    body: "Thank you for letting us know. Please call the front desk at (813) 555-0100 and they will find a time that suits you.",
  },
];

export async function seedMessages(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom("conversations").select("id").limit(1).executeTakeFirst();
  if (existing) return console.log("messages: already seeded");
  const clinic = await db.selectFrom("clinics").select(["id", "time_zone"]).where("id", "=", 1).executeTakeFirstOrThrow();
  const today = todayIn(clinic.time_zone);
  const nurse = await db.selectFrom("users").select("id").where("email", "=", DEMO.nurse.email).executeTakeFirstOrThrow();
  const nowMs = Date.now();
  const at = (m: SeedMessage) => (m.minutesAgo !== undefined ? new Date(nowMs - m.minutesAgo * 60_000).toISOString() : `${addDays(today, -(m.daysAgo ?? 0))}T14:00:00.000Z`);
  let count = 0;
  for (const c of CONVERSATIONS) {
    const patient = await db.selectFrom("users").select("id").where("email", "=", c.patient).executeTakeFirstOrThrow();
    const first = at(c.messages[0]);
    const last = at(c.messages[c.messages.length - 1]);
    const { id } = await db
      .insertInto("conversations")
      .values({
        patient_id: patient.id,
        clinic_id: clinic.id,
        subject: c.subject,
        awaiting: "staff",
        started_by: c.startedByNurse ? nurse.id : patient.id,
        assigned_to: c.assigned ? nurse.id : null,
        created_at: first,
        last_message_at: last,
        updated_at: last,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const m of c.messages) {
      const row = await db
        .insertInto("messages")
        .values({ conversation_id: id, sender_id: m.from === "nurse" ? nurse.id : patient.id, from_staff: m.from === "nurse" ? 1 : 0, body: m.text, created_at: at(m) })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      count += 1;
    }
    // What each side has read: the patient everything but an answer still new; the nurse all but what waits.
    const lastNurse = c.messages.map((m, i) => (m.from === "nurse" ? ids[i] : 0)).reduce((a, b) => Math.max(a, b), 0);
    const lastPatient = c.messages.map((m, i) => (m.from === "patient" ? ids[i] : 0)).reduce((a, b) => Math.max(a, b), 0);
    const nurseAnsweredLast = c.messages[c.messages.length - 1].from === "nurse";
    await db
      .updateTable("conversations")
      .set({
        patient_read_id: c.startedByNurse ? 0 : Math.max(lastPatient, c.subject === "Protein on busy days" ? 0 : lastNurse),
        staff_read_id: nurseAnsweredLast || c.closedAfter !== undefined ? Math.max(lastNurse, c.closedAfter !== undefined ? ids[c.closedAfter] : 0) : lastNurse,
      })
      .where("id", "=", id)
      .execute();
    if (c.closedAfter !== undefined) {
      // Closed by the nurse after her answer, then opened again by the patient's reply (the app keeps when it was last closed).
      await db.updateTable("conversations").set({ status: "open", closed_at: at(c.messages[c.closedAfter]).replace("T14:", "T16:"), closed_by: nurse.id }).where("id", "=", id).execute();
    }
    await refreshConversation(db, id, last);
  }
  await db
    .insertInto("saved_replies")
    .values(SAVED_REPLIES.map((r) => ({ clinic_id: clinic.id, title: r.title, body: r.body, created_by: nurse.id, created_at: `${addDays(today, -30)}T14:00:00.000Z`, updated_at: `${addDays(today, -30)}T14:00:00.000Z` })))
    .execute();
  console.log(`messages: ${CONVERSATIONS.length} conversations at Tampa, ${count} messages, ${SAVED_REPLIES.length} saved replies`);
}
