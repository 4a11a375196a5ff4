import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { done, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { clinicGoalSet } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import { GOAL_KINDS, JOURNAL_MSG } from "./codes";
import { goalRowInForce, journalChanged, todayOf } from "./days.server";
import { toGoal } from "./rows.server";
import type { GoalInput } from "./schemas";
import type { JournalGoal } from "./types";

/** Goals: each applies from its day until a newer one (docs/decisions/0041-journal-goals.md). The journal's front door is journal.server.ts. */

export async function goalInForce(viewer: Viewer, day: string): Promise<JournalGoal | null> {
  const row = await goalRowInForce(db, viewer.id, day);
  return row ? toGoal(row) : null;
}

/** GET /api/goals/?start_date: the goal in force on that day, then every newer one. */
export async function listGoals(viewer: Viewer, start: string, page: { limit: number; offset: number }) {
  const inForce = await goalRowInForce(db, viewer.id, start);
  const from = inForce?.starts_on ?? start;
  const base = db.selectFrom("nutrition_goals").where("user_id", "=", viewer.id).where("starts_on", ">=", from);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("starts_on").limit(page.limit).offset(page.offset).execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toGoal) };
}

function goalColumns(input: GoalInput) {
  return Object.fromEntries(GOAL_KINDS.map((k) => [k.column, input[k.goal]])) as Record<(typeof GOAL_KINDS)[number]["column"], number>;
}

/**
 * Adjust Goal (today only): POST /api/goals/, PUT /api/goals/{id} and the goal form. With an id
 * it changes the goal in force: today's own goal is updated; a goal that began on an earlier day
 * keeps its values for the days it covered and the change starts a new goal today. Without an
 * id, today's goal is created (or updated, if today already has one).
 *
 * `setBy` is who set it: the patient, or a member of their care team (the journal then shows
 * "Set by your clinic"); the care area checks that they may before it calls.
 */
export async function saveGoal(
  patient: Pick<Viewer, "id" | "time_zone">,
  goalId: number | null,
  input: GoalInput,
  setBy: Pick<Viewer, "id"> = patient,
): Promise<Outcome<{ goal: JournalGoal; created: boolean }>> {
  const today = todayOf(patient);
  if (input.date && input.date !== today) return invalidField("date", JOURNAL_MSG.goalToday);
  return db.transaction().execute(async (trx) => {
    if (goalId !== null) {
      const owned = await trx.selectFrom("nutrition_goals").select("id").where("id", "=", goalId).where("user_id", "=", patient.id).executeTakeFirst();
      if (!owned) return notFound;
    }
    const todays = await trx.selectFrom("nutrition_goals").select("id").where("user_id", "=", patient.id).where("starts_on", "=", today).executeTakeFirst();
    const now = nowIso();
    const row = todays
      ? await trx.updateTable("nutrition_goals").set({ ...goalColumns(input), set_by: setBy.id, updated_at: now }).where("id", "=", todays.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto("nutrition_goals")
          .values({ user_id: patient.id, starts_on: today, ...goalColumns(input), set_by: setBy.id, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
    await journalChanged(trx, { userId: patient.id, days: [today], changed: "goal" });
    // Goals the clinic sets (the care team's record) are news to the patient.
    if (setBy.id !== patient.id) await notify(trx, patient.id, clinicGoalSet({ area: "nutrition", day: today }));
    return done({ goal: toGoal(row), created: !todays });
  });
}
