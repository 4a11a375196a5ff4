import { careSummaryChanged } from "~/clinical/summary.server";
import { patientInScope } from "~/clinical/access.server";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalidField, notFound, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { careMessageArrived } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import { auditEvent } from "~/security/audit.server";
import { hit } from "~/security/rate-limit.server";
import type { UploadStorage } from "~/uploads/storage.server";
import { sideOf, visibleConversation, type Side } from "./access.server";
import { MESSAGES_MSG, WITHDRAW_MS } from "./codes";
import { preparePhoto, savePhotoRow, type PreparedPhoto } from "./photo-store.server";
import { messagePhotoStorage } from "./photos.server";
import type { NewConversationInput, ReplyInput } from "./schemas";
import { messageOf, type MessageJson } from "./threads.server";
import { refreshConversation } from "~/clinical/waiting.server";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Sending (issue 39): a patient starts a conversation with their care team or replies; the care
 * team starts one from a patient's record or replies; a sender withdraws a message within 5
 * minutes. Every write is one transaction with what follows from it: who is to speak next, the
 * patient's care summary (messages waiting, the `unanswered` flag: docs/decisions/0122, 0210) and,
 * for the care team's messages, the patient's notification (a link, never the text).
 */

/** Refused for sending too often: the pages show a message, the API answers 429 with Retry-After. */
export type RateLimited = { ok: false; reason: "rate_limited"; retryAfter: number };
export type SendOutcome<T> = Outcome<T> | RateLimited;

export type Sent = z.infer<typeof apiShapes.sent>;

/**
 * Each sender's messages are counted in the portal's rate-limit window (RATE_LIMIT_MAX a
 * RATE_LIMIT_WINDOW_SECONDS, shared by every instance: docs/decisions/0090), whatever address
 * they come from. A refusal is a security event.
 */
async function senderLimit(viewer: Viewer): Promise<RateLimited | null> {
  const { allowed, retryAfter } = await hit(`message:${viewer.id}`);
  if (allowed) return null;
  void auditEvent("rate_limited", viewer.id, "message").catch(() => undefined);
  return { ok: false, reason: "rate_limited", retryAfter };
}

/** The photo first (checked and resized outside the transaction), or the reason it was refused. */
async function photoOf(viewer: Viewer, image: File | undefined, storage: UploadStorage): Promise<Outcome<PreparedPhoto | null>> {
  return image ? preparePhoto(image, "image", viewer.id, storage) : done(null);
}

interface Write {
  conversationId: number;
  patientId: number;
  side: Side;
  body: string;
  photo: PreparedPhoto | null;
  now: string;
}

/** The message row and all that follows from it, inside the sender's transaction. */
async function writeMessage(trx: Trx, viewer: Viewer, w: Write): Promise<number> {
  const photoId = w.photo ? await savePhotoRow(trx, w.patientId, viewer.id, w.photo, w.now) : null;
  const { id } = await trx
    .insertInto("messages")
    .values({ conversation_id: w.conversationId, sender_id: viewer.id, from_staff: w.side === "staff" ? 1 : 0, body: w.body, photo_id: photoId, created_at: w.now })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A reply opens a closed conversation again (when it was last closed, and by whom, is kept); the
  // sender's side has read what it answers.
  await trx
    .updateTable("conversations")
    .set({ status: "open", last_message_at: w.now, ...(w.side === "patient" ? { patient_read_id: id } : { staff_read_id: id }) })
    .where("id", "=", w.conversationId)
    .execute();
  await refreshConversation(trx, w.conversationId, w.now);
  await careSummaryChanged(trx, w.patientId, ["messages"]);
  if (w.side === "staff") await notify(trx, w.patientId, careMessageArrived({ conversation: w.conversationId }));
  return id;
}

/** POST /api/messages and /messages: a patient writes to their clinic's care team. Staff cannot (403). */
export async function startConversation(viewer: Viewer, input: NewConversationInput, storage: UploadStorage = messagePhotoStorage()): Promise<SendOutcome<Sent>> {
  if (sideOf(viewer) !== "patient") return forbidden;
  const me = await db.selectFrom("users").select("clinic_id").where("id", "=", viewer.id).executeTakeFirst();
  if (!me?.clinic_id) return invalidField("non_field_errors", MESSAGES_MSG.noClinic);
  const limited = await senderLimit(viewer);
  if (limited) return limited;
  const photo = await photoOf(viewer, input.image, storage);
  if (!photo.ok) return photo;
  const clinicId = me.clinic_id;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("conversations")
      .values({ patient_id: viewer.id, clinic_id: clinicId, subject: input.subject, awaiting: "staff", started_by: viewer.id, created_at: now, last_message_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const messageId = await writeMessage(trx, viewer, { conversationId: id, patientId: viewer.id, side: "patient", body: input.body, photo: photo.data, now });
    return done({ conversation: id, patient: viewer.id, message: await messageOf(trx, viewer, id, messageId) });
  });
}

/**
 * POST /api/care/patients/{id}/messages and the record's "Write to the patient": the care team
 * starts a conversation with a patient of their clinics (another clinic's is not found). It is
 * assigned to the staff member who started it; the patient is told.
 */
export async function startConversationWith(viewer: Viewer, patientId: number, input: NewConversationInput, storage: UploadStorage = messagePhotoStorage()): Promise<SendOutcome<Sent>> {
  if (sideOf(viewer) !== "staff") return forbidden;
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  const limited = await senderLimit(viewer);
  if (limited) return limited;
  const photo = await photoOf(viewer, input.image, storage);
  if (!photo.ok) return photo;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("conversations")
      .values({ patient_id: patient.id, clinic_id: patient.clinic_id, subject: input.subject, awaiting: "patient", assigned_to: viewer.id, started_by: viewer.id, created_at: now, last_message_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const messageId = await writeMessage(trx, viewer, { conversationId: id, patientId: patient.id, side: "staff", body: input.body, photo: photo.data, now });
    return done({ conversation: id, patient: patient.id, message: await messageOf(trx, viewer, id, messageId) });
  });
}

/** A reply by the patient or their care team; a closed conversation opens again. Another's is not found. */
export async function reply(viewer: Viewer, conversationId: number, input: ReplyInput, storage: UploadStorage = messagePhotoStorage()): Promise<SendOutcome<Sent>> {
  const side = sideOf(viewer);
  if (!side) return forbidden;
  const c = await visibleConversation(db, viewer, conversationId);
  if (!c) return notFound;
  const limited = await senderLimit(viewer);
  if (limited) return limited;
  const photo = await photoOf(viewer, input.image, storage);
  if (!photo.ok) return photo;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const messageId = await writeMessage(trx, viewer, { conversationId: c.id, patientId: c.patient_id, side, body: input.body, photo: photo.data, now });
    return done({ conversation: c.id, patient: c.patient_id, message: await messageOf(trx, viewer, c.id, messageId) });
  });
}

/**
 * The sender withdraws one of their messages within WITHDRAW_MINUTES of sending it: it stays, as
 * "Message withdrawn", and no longer counts as asked or answered. Someone else's message, or one
 * too old, is refused with a reason; another conversation's is not found.
 */
export async function withdrawMessage(viewer: Viewer, conversationId: number, messageId: number, now = new Date()): Promise<Outcome<{ patient: number; message: MessageJson }>> {
  if (!sideOf(viewer)) return forbidden;
  const c = await visibleConversation(db, viewer, conversationId);
  if (!c) return notFound;
  const m = await db.selectFrom("messages").select(["id", "sender_id", "created_at", "withdrawn_at"]).where("id", "=", messageId).where("conversation_id", "=", c.id).executeTakeFirst();
  if (!m) return notFound;
  if (m.sender_id !== viewer.id) return invalidField("message", MESSAGES_MSG.notYours);
  if (m.withdrawn_at !== null) return invalidField("message", MESSAGES_MSG.withdrawnAlready);
  if (now.getTime() - Date.parse(m.created_at) > WITHDRAW_MS) return invalidField("message", MESSAGES_MSG.withdrawLate);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("messages").set({ withdrawn_at: at }).where("id", "=", m.id).where("withdrawn_at", "is", null).execute();
    await refreshConversation(trx, c.id, at);
    await careSummaryChanged(trx, c.patient_id, ["messages"]);
    return done({ patient: c.patient_id, message: await messageOf(trx, viewer, c.id, m.id) });
  });
}
