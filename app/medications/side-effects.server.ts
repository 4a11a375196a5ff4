import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import { done, invalidField, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { MED_MSG, type Symptom } from "./codes";
import { medicationsChanged } from "./regimens.server";
import type { SideEffectInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The daily side-effect check-in (issue 38): one row per day and symptom, severity 1 to 5 and a
 * note. Recording a symptom again on the same day changes it (the latest word of the day counts).
 * No day in the future (the clinic's calendar, checked here).
 */

export type SideEffect = z.infer<typeof apiShapes.sideEffect>;

const COLUMNS = ["id", "day", "symptom", "severity", "note"] as const;
const toSideEffect = (r: { id: number; day: string; symptom: string; severity: number; note: string }): SideEffect => ({ ...r, symptom: r.symptom as Symptom });

/** POST /api/me/side_effects and the check-in form: answered with the row, and whether it is new. */
export async function logSideEffect(viewer: Viewer, input: SideEffectInput): Promise<Outcome<{ sideEffect: SideEffect; created: boolean }>> {
  const today = todayIn(viewer.time_zone);
  const day = input.day ?? today;
  if (day > today) return invalidField("day", MED_MSG.futureDay);
  const result = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const existing = await trx.selectFrom("side_effects").select("id").where("user_id", "=", viewer.id).where("day", "=", day).where("symptom", "=", input.symptom).executeTakeFirst();
    let id: number;
    if (existing) {
      await trx.updateTable("side_effects").set({ severity: input.severity, note: input.note ?? "", updated_at: now }).where("id", "=", existing.id).execute();
      id = existing.id;
    } else {
      const row = await trx
        .insertInto("side_effects")
        .values({ user_id: viewer.id, day, symptom: input.symptom, severity: input.severity, note: input.note ?? "", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await medicationsChanged(trx, viewer.id);
    return { id, created: !existing };
  });
  const row = await db.selectFrom("side_effects").select(COLUMNS).where("id", "=", result.id).executeTakeFirstOrThrow();
  return done({ sideEffect: toSideEffect(row), created: result.created });
}

/** DELETE /api/me/side_effects/{id} and the page: one of the member's rows (another's is not found). */
export async function deleteSideEffect(viewer: Viewer, id: number): Promise<Outcome<{ id: number }>> {
  const row = await db.selectFrom("side_effects").select("id").where("id", "=", id).where("user_id", "=", viewer.id).executeTakeFirst();
  if (!row) return notFound;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("side_effects").where("id", "=", id).where("user_id", "=", viewer.id).execute();
    await medicationsChanged(trx, viewer.id);
  });
  return done({ id });
}

/** A member's check-ins from `from` to `to`, newest first. */
export async function sideEffectsOf(conn: Db, userId: number, range: { from: string; to: string }): Promise<SideEffect[]> {
  const rows = await conn
    .selectFrom("side_effects")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .orderBy("day", "desc")
    .orderBy(sql`symptom`)
    .execute();
  return rows.map(toSideEffect);
}

/** GET /api/me/side_effects: the member's own, the last 7 days unless a range is given. */
export async function listSideEffects(viewer: Viewer, range: { from?: string; to?: string }) {
  const today = todayIn(viewer.time_zone);
  const to = range.to ?? today;
  return sideEffectsOf(db, viewer.id, { from: range.from ?? addDays(to, -6), to });
}
