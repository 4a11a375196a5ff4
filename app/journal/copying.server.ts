import { db, nowIso } from "~/db/db.server";
import { done, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { JOURNAL_MSG, type MealCode } from "./codes";
import { dayFullError, futureDayError, journalChanged, ownedRow, timeNowIn, todayOf } from "./days.server";
import { ENTRY_COLUMNS, type EntryRow, toEntry } from "./rows.server";
import type { JournalEntry } from "./types";

/** Copying: a meal, a whole day, or one entry again. The journal's front door is journal.server.ts. */

function copyValues(r: EntryRow, userId: number, day: string, overrides: { meal?: MealCode; time?: string | null } = {}) {
  const now = nowIso();
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = r;
  return { ...rest, ...overrides, user_id: userId, day, created_at: now, updated_at: now };
}

/**
 * Repeat: copies the food entries of one meal, or of the whole day (`meal` "all"), from another
 * day onto `to`, in one transaction. Hydration and electrolyte are the day's own and not copied.
 */
export async function copyEntries(
  viewer: Viewer,
  input: { from: string; to: string; meal: MealCode | "all" },
): Promise<Outcome<{ count: number; to: string }>> {
  const future = futureDayError(viewer, "to_date", input.to) ?? futureDayError(viewer, "from_date", input.from);
  if (future) return future;
  if (input.from === input.to) return invalidField("from_date", JOURNAL_MSG.sameDay);
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom("journal_entries").select(ENTRY_COLUMNS).where("user_id", "=", viewer.id).where("day", "=", input.from).where("kind", "=", "food");
    if (input.meal !== "all") q = q.where("meal", "=", input.meal);
    const rows = await q.orderBy("meal").orderBy("id").execute();
    if (rows.length === 0) return invalidField("from_date", JOURNAL_MSG.nothingToCopy);
    const full = await dayFullError(trx, viewer.id, input.to, rows.length, "to_date");
    if (full) return full;
    await trx
      .insertInto("journal_entries")
      .values(rows.map((r) => copyValues(r, viewer.id, input.to)))
      .execute();
    await journalChanged(trx, { userId: viewer.id, days: [input.to], changed: "food" });
    return done({ count: rows.length, to: input.to });
  });
}

/** Log again: one earlier entry onto `day` (its meal, or another), at the time it is now on today. */
export async function repeatEntry(viewer: Viewer, entryId: number, input: { day: string; meal?: MealCode }): Promise<Outcome<JournalEntry>> {
  const future = futureDayError(viewer, "added_on", input.day);
  if (future) return future;
  return db.transaction().execute(async (trx) => {
    const row = await ownedRow(trx, viewer, entryId);
    if (!row || row.kind !== "food") return notFound;
    const full = await dayFullError(trx, viewer.id, input.day, 1, "added_on");
    if (full) return full;
    const time = input.day === todayOf(viewer) ? timeNowIn(viewer.time_zone) : row.time;
    const created = await trx
      .insertInto("journal_entries")
      .values(copyValues(row, viewer.id, input.day, { meal: input.meal ?? row.meal, time }))
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
    await journalChanged(trx, { userId: viewer.id, days: [input.day], changed: "food" });
    return done(toEntry(created));
  });
}
