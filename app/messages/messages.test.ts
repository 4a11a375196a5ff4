import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unansweredSince } from "~/clinical/flags";
import { newFlags } from "~/care/digest.server";
import { carePanel } from "~/care/panel.server";
import { careFlagsRaised } from "~/notifications/messages";
import { careSummaryChanged, computeCareSummary } from "~/clinical/summary.server";
import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import type { Viewer } from "~/domain/outcome";
import { seededRandom } from "../../db/seed/progress";
import { headerCounts } from "./header.server";
const messagesBadge = async (viewer: Parameters<typeof headerCounts>[0]) => (await headerCounts(viewer)).messages;
import { careInbox, closeConversation } from "./inbox.server";
import { reply, startConversation, startConversationWith, withdrawMessage } from "./send.server";
import { conversation, conversationStamp } from "./threads.server";
import { myTimeline } from "./timeline.server";
import { refreshConversation, unansweredAt, waitingPart } from "~/clinical/waiting.server";
import { MESSAGES_MSG } from "./codes";

/**
 * Messages with the care team (issue 39) on the test's real database: who sees what, who is to
 * speak next and the care summary kept in step on every write (decision 0210), withdrawing, the
 * header's count, and the working-day rule behind the `unanswered` flag.
 */

const TZ = "America/New_York";
let seq = 0;
const unique = (label: string) => `${label}${++seq}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]);

async function person(kind: "P" | "A", clinicId: number, lastName = unique("Msg")): Promise<Viewer & { lastName: string }> {
  const now = nowIso();
  const { id } = await db
    .insertInto("users")
    .values({ email: `${lastName.toLowerCase()}@example.com`, password_hash: "x", user_type: kind, staff_role: kind === "A" ? "care" : null, first_name: "Kim", last_name: lastName, city: "Tampa", state: "FL", clinic_id: clinicId, created_at: now, password_changed_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (kind === "A") await db.insertInto("staff_clinics").values({ user_id: id, clinic_id: clinicId, assigned_at: now }).execute();
  return { id, user_type: kind, staff_role: kind === "A" ? "care" : null, time_zone: TZ, lastName };
}

const text = (body: string) => ({ body, image: undefined });
const ok = <T>(o: { ok: boolean; data?: T }): T => {
  expect(o.ok, JSON.stringify(o)).toBe(true);
  return o.data as T;
};

let nurse: Viewer;
let dallasNurse: Viewer;
beforeAll(async () => {
  nurse = await person("A", 1);
  dallasNurse = await person("A", 35);
});
// Each test's senders send more than a minute's rate-limit window allows; the window is the API suite's to test.
beforeEach(async () => {
  await db.deleteFrom("rate_limit_windows").where("key", "like", "message:%").execute();
});

describe("one working day", () => {
  it("a message is unanswered once the clinic's next working day after it has ended", () => {
    // 2026-11-23 is a Monday.
    expect(unansweredSince("2026-11-23")).toBe("2026-11-25");
    expect(unansweredSince("2026-11-26")).toBe("2026-11-28");
    for (const friToSun of ["2026-11-27", "2026-11-28", "2026-11-29"]) expect(unansweredSince(friToSun), friToSun).toBe("2026-12-01");
  });
});

describe("who sees a conversation", () => {
  it("the patient and their clinic's care team; another patient and another clinic's staff find nothing", async () => {
    const patient = await person("P", 1);
    const other = await person("P", 1);
    const sent = ok(await startConversation(patient, { subject: "A question", ...text("Is this normal?") }));
    expect(ok(await conversation(patient, sent.conversation, { limit: 50, offset: 0 })).messages.results.map((m) => m.text)).toEqual(["Is this normal?"]);
    expect(ok(await conversation(nurse, sent.conversation, { limit: 50, offset: 0 })).care?.patient.id).toBe(patient.id);
    for (const v of [other, dallasNurse]) {
      expect(await conversation(v, sent.conversation, { limit: 50, offset: 0 })).toEqual({ ok: false, reason: "not_found" });
      expect(await reply(v, sent.conversation, text("Hello?"))).toEqual({ ok: false, reason: "not_found" });
      expect(await conversationStamp(v, sent.conversation)).toBeNull();
    }
    expect(await closeConversation(dallasNurse, sent.conversation)).toEqual({ ok: false, reason: "not_found" });
    expect(await closeConversation(patient, sent.conversation)).toEqual({ ok: false, reason: "forbidden" });
    expect(await startConversation(nurse, { subject: "x", ...text("y") })).toEqual({ ok: false, reason: "forbidden" });
    expect(await startConversationWith(dallasNurse, patient.id, { subject: "x", ...text("y") })).toEqual({ ok: false, reason: "not_found" });
    // Nothing was written by the refused calls.
    expect(ok(await conversation(patient, sent.conversation, { limit: 50, offset: 0 })).messages.count).toBe(1);
  });
});

describe("withdrawing", () => {
  it("only the sender, only within 5 minutes; it stays as withdrawn and no longer waits", async () => {
    const patient = await person("P", 1);
    const sent = ok(await startConversation(patient, { subject: "Oops", ...text("Wrong patient portal, sorry") }));
    const id = sent.conversation;
    const message = sent.message.id;
    expect(await withdrawMessage(nurse, id, message)).toEqual({ ok: false, reason: "invalid", errors: { message: [MESSAGES_MSG.notYours] } });
    const late = new Date(Date.parse(sent.message.created_at) + 5 * 60_000 + 1000);
    expect(await withdrawMessage(patient, id, message, late)).toEqual({ ok: false, reason: "invalid", errors: { message: [MESSAGES_MSG.withdrawLate] } });
    const done = ok(await withdrawMessage(patient, id, message));
    expect(done.message).toMatchObject({ withdrawn: true, text: null, withdraw_until: null });
    expect(await withdrawMessage(patient, id, message)).toEqual({ ok: false, reason: "invalid", errors: { message: [MESSAGES_MSG.withdrawnAlready] } });
    const seenByNurse = ok(await conversation(nurse, id, { limit: 50, offset: 0 }));
    expect(seenByNurse.messages.results[0]).toMatchObject({ withdrawn: true, text: null });
    expect(seenByNurse.state).toBe("answered");
    expect((await db.selectFrom("care_summaries").select("waiting_messages").where("user_id", "=", patient.id).executeTakeFirstOrThrow()).waiting_messages).toBe(0);
  });
});

describe("kept on write", () => {
  it("each conversation's wait and the patient's summary equal a recomputation after random sends, withdrawals and closings", async () => {
    const random = seededRandom(39);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const patients = [await person("P", 1), await person("P", 1)];
    const conversations: { id: number; patient: Viewer }[] = [];
    const mine = new Map<number, { conversation: number; id: number; sender: Viewer }[]>();
    // After every write, the patient's stored wait is what their conversations say (a write that forgot the hook would show here, not be mended by the next one).
    const inStep = async (patientId: number, step: number) => {
      const kept = await db.selectFrom("care_summaries").select(["waiting_messages", "waiting_since_day"]).where("user_id", "=", patientId).executeTakeFirst();
      expect(kept ?? { waiting_messages: 0, waiting_since_day: null }, `after write ${step}`).toEqual(await waitingPart(db, patientId));
    };
    for (let i = 0; i < 80; i++) {
      await db.deleteFrom("rate_limit_windows").where("key", "like", "message:%").execute();
      const kind = Math.floor(random() * 6);
      if (kind === 0 || conversations.length === 0) {
        const p = pick(patients);
        const s = random() < 0.8 ? ok(await startConversation(p, { subject: `About ${i}`, ...text(`Question ${i}`) })) : ok(await startConversationWith(nurse, p.id, { subject: `From us ${i}`, ...text(`Note ${i}`) }));
        conversations.push({ id: s.conversation, patient: p });
        mine.set(s.conversation, [{ conversation: s.conversation, id: s.message.id, sender: s.message.from === "care_team" ? nurse : p }]);
      } else if (kind <= 2) {
        const c = pick(conversations);
        const sender = random() < 0.5 ? c.patient : nurse;
        const s = ok(await reply(sender, c.id, text(`Reply ${i}`)));
        mine.get(c.id)!.push({ conversation: c.id, id: s.message.id, sender });
      } else if (kind === 3) {
        const c = pick(conversations);
        const m = pick(mine.get(c.id)!);
        await withdrawMessage(m.sender, c.id, m.id);
      } else if (kind === 4) {
        await closeConversation(nurse, pick(conversations).id);
      } else {
        // A wait that began days ago (as the clock would make it): the summary's day follows on the next write.
        const c = pick(conversations);
        const back = `${addDays(todayIn(TZ), -Math.floor(random() * 8))}T15:00:00.000Z`;
        await db.transaction().execute(async (trx) => {
          await trx.updateTable("messages").set({ created_at: back }).where("conversation_id", "=", c.id).where("from_staff", "=", 0).execute();
          await refreshConversation(trx, c.id, nowIso());
          await careSummaryChanged(trx, c.patient.id, ["messages"]);
        });
      }
      for (const p of patients) await inStep(p.id, i);
    }
    for (const c of conversations) {
      const { closed_at: closedAt, ...row } = await db.selectFrom("conversations").select(["status", "awaiting", "waiting_count", "waiting_since", "closed_at"]).where("id", "=", c.id).executeTakeFirstOrThrow();
      const messages = await db.selectFrom("messages").select(["id", "from_staff", "withdrawn_at", "created_at"]).where("conversation_id", "=", c.id).orderBy("id").execute();
      const live = messages.filter((m) => m.withdrawn_at === null);
      const lastStaff = Math.max(0, ...live.filter((m) => m.from_staff).map((m) => m.id));
      const waiting = row.status === "open" ? live.filter((m) => !m.from_staff && m.id > lastStaff && (closedAt === null || m.created_at > closedAt)) : [];
      expect(row).toEqual({
        status: row.status,
        awaiting: waiting.length ? "staff" : "patient",
        waiting_count: waiting.length,
        waiting_since: waiting.length ? waiting.map((m) => m.created_at).sort()[0] : null,
      });
    }
    for (const p of patients) {
      const { user_id: _u, updated_at: _t, ...kept } = await db.selectFrom("care_summaries").selectAll().where("user_id", "=", p.id).executeTakeFirstOrThrow();
      expect(kept).toEqual(await computeCareSummary(db, p.id, todayIn(TZ)));
    }
    const waiting = await db.selectFrom("care_summaries").select("waiting_messages").where("user_id", "in", patients.map((p) => p.id)).execute();
    expect(waiting.some((w) => w.waiting_messages > 0), "the run left something waiting").toBe(true);
  });
});

describe("waiting past a working day", () => {
  it("raises the panel's unanswered flag, counts in the morning and marks the inbox; an answer clears it", async () => {
    const patient = await person("P", 1);
    const sent = ok(await startConversation(patient, { subject: "Still red", ...text("The patch is still red.") }));
    const fiveDaysAgo = `${addDays(todayIn(TZ), -5)}T15:00:00.000Z`;
    await db.updateTable("messages").set({ created_at: fiveDaysAgo }).where("id", "=", sent.message.id).execute();
    await db.updateTable("conversations").set({ waiting_since: fiveDaysAgo }).where("id", "=", sent.conversation).execute();
    await db.transaction().execute((trx) => careSummaryChanged(trx, patient.id, ["messages"]));
    const panelRow = async () => {
      const panel = ok(await carePanel(nurse, { clinic: 1, flag: null, search: patient.lastName, sort: "name", desc: false, limit: 10, offset: 0, units: "imperial" }));
      return panel.results.find((r) => r.id === patient.id)!;
    };
    const row = await panelRow();
    expect(row.waiting_messages).toBe(1);
    expect(row.flags.map((f) => f.code)).toContain("unanswered");
    expect(row.flags.find((f) => f.code === "unanswered")!.since).toBe(unansweredSince(addDays(todayIn(TZ), -5)));
    expect(await unansweredAt(db, 1, todayIn(TZ))).toBeGreaterThanOrEqual(1);
    const inbox = ok(await careInbox(nurse, { clinic: 1, status: "waiting", assigned: "", patient: patient.id, limit: 25, offset: 0 }));
    expect(inbox.results.map((r) => [r.id, r.overdue])).toEqual([[sent.conversation, true]]);

    ok(await reply(nurse, sent.conversation, text("Please send us a photo.")));
    const after = await panelRow();
    expect(after.waiting_messages).toBe(0);
    expect(after.flags.map((f) => f.code)).not.toContain("unanswered");
  });
});

describe("the morning count", () => {
  it("says how many of a clinic's conversations are unanswered past a working day, and comes for those alone", async () => {
    const name = unique("Morning Clinic ");
    const { id: clinicId } = await db.insertInto("clinics").values({ name, city: "Tampa", state: "FL", phone: "(813) 555-0199", time_zone: TZ }).returning("id").executeTakeFirstOrThrow();
    const staff = await person("A", clinicId);
    const patient = await person("P", clinicId);
    const today = todayIn(TZ);
    expect(await newFlags(db, staff.id, today)).toEqual([]);
    const sent = ok(await startConversation(patient, { subject: "Dose", ...text("Can I split the dose?") }));
    // Sent this morning: not yet unanswered.
    expect(await newFlags(db, staff.id, today)).toEqual([]);
    const sixDaysAgo = `${addDays(today, -6)}T15:00:00.000Z`;
    await db.updateTable("conversations").set({ waiting_since: sixDaysAgo }).where("id", "=", sent.conversation).execute();
    const clinics = await newFlags(db, staff.id, today);
    expect(clinics).toEqual([{ clinicId, clinic: name, flags: [], unanswered: 1 }]);
    const told = careFlagsRaised({ day: addDays(today, -1), clinics: clinics.map(({ clinic, flags, unanswered }) => ({ clinic, flags, unanswered })), link: "/patients/messages" });
    expect(told).toMatchObject({ title: "1 conversation unanswered past a working day", body: `${name}: 1 conversation unanswered past a working day. The inbox shows them, oldest waiting first.` });
    expect(told.body).not.toContain("split the dose");
  });
});

describe("the header's count and reading", () => {
  it("a patient counts the care team's unread messages and notes; opening the conversation reads it; staff count what waits", async () => {
    const patient = await person("P", 1);
    const staff = await person("A", 1);
    const before = await messagesBadge(staff);
    const sent = ok(await startConversation(patient, { subject: "Dose", ...text("When do I take it?") }));
    expect(await messagesBadge(staff)).toBe(before + 1);
    expect(await messagesBadge(patient)).toBe(0);
    ok(await reply(staff, sent.conversation, text("Mornings, with breakfast.")));
    ok(await reply(staff, sent.conversation, text("And with water.")));
    expect(await messagesBadge(patient)).toBe(2);
    expect(await messagesBadge(staff)).toBe(before);
    const list = ok(await myTimeline(patient, { limit: 20, offset: 0 }));
    expect(list.results[0]).toMatchObject({ kind: "conversation", conversation: { id: sent.conversation, unread: 2, state: "answered" } });
    ok(await conversation(patient, sent.conversation, { limit: 50, offset: 0, markRead: true }));
    expect(await messagesBadge(patient)).toBe(0);
    // A day note from the care team is in the list and the count until it is read.
    await db.insertInto("care_notes").values({ patient_id: patient.id, author_id: staff.id, day: todayIn(TZ), body: "Nice week!", created_at: nowIso(), read_at: null }).execute();
    expect(await messagesBadge(patient)).toBe(1);
    expect(ok(await myTimeline(patient, { limit: 20, offset: 0 })).results.map((i) => i.kind).sort()).toEqual(["conversation", "note"]);
  });
});
