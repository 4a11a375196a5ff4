import { sql } from "kysely";
import { careClinics } from "~/clinical/access.server";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { isStaff } from "~/domain/users";
import { MESSAGES_MSG, SAVED_REPLIES_MAX } from "./codes";
import type { SavedReplyInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Saved replies (issue 39): a short list of common answers per clinic, kept by the staff who look
 * after it, offered in the reply form of that clinic's conversations. Another clinic's list is
 * not found.
 */

export type SavedReply = z.infer<typeof apiShapes.savedReply>;

async function inScope(viewer: Viewer, clinicId: number): Promise<boolean> {
  if (!isStaff(viewer)) return false;
  return (await careClinics(viewer)).some((c) => c.id === clinicId);
}

const COLUMNS = ["id", "title", "body", "updated_at"] as const;

/** A clinic's saved replies, by title. */
export async function savedReplies(viewer: Viewer, clinicId: number): Promise<Outcome<SavedReply[]>> {
  if (!isStaff(viewer)) return forbidden;
  if (!(await inScope(viewer, clinicId))) return notFound;
  return done(await db.selectFrom("saved_replies").select(COLUMNS).where("clinic_id", "=", clinicId).orderBy("title").orderBy("id").execute());
}

/** One saved reply of a clinic the viewer looks after (the reply form's "Use"), or null. */
export async function savedReply(viewer: Viewer, clinicId: number, id: number): Promise<SavedReply | null> {
  if (!(await inScope(viewer, clinicId))) return null;
  return (await db.selectFrom("saved_replies").select(COLUMNS).where("id", "=", id).where("clinic_id", "=", clinicId).executeTakeFirst()) ?? null;
}

export async function addSavedReply(viewer: Viewer, clinicId: number, input: SavedReplyInput): Promise<Outcome<SavedReply>> {
  if (!isStaff(viewer)) return forbidden;
  if (!(await inScope(viewer, clinicId))) return notFound;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const { n } = await trx.selectFrom("saved_replies").select(sql<number>`count(*)`.as("n")).where("clinic_id", "=", clinicId).executeTakeFirstOrThrow();
    if (Number(n) >= SAVED_REPLIES_MAX) return invalidField("non_field_errors", MESSAGES_MSG.savedRepliesFull);
    const row = await trx
      .insertInto("saved_replies")
      .values({ clinic_id: clinicId, title: input.title, body: input.body, created_by: viewer.id, created_at: now, updated_at: now })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return done(row);
  });
}

export async function updateSavedReply(viewer: Viewer, clinicId: number, id: number, input: SavedReplyInput): Promise<Outcome<SavedReply>> {
  if (!isStaff(viewer)) return forbidden;
  if (!(await inScope(viewer, clinicId))) return notFound;
  const row = await db
    .updateTable("saved_replies")
    .set({ title: input.title, body: input.body, updated_at: nowIso() })
    .where("id", "=", id)
    .where("clinic_id", "=", clinicId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? done(row) : notFound;
}

export async function deleteSavedReply(viewer: Viewer, clinicId: number, id: number): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  if (!(await inScope(viewer, clinicId))) return notFound;
  const result = await db.deleteFrom("saved_replies").where("id", "=", id).where("clinic_id", "=", clinicId).executeTakeFirst();
  return Number(result.numDeletedRows) ? done(null) : notFound;
}
