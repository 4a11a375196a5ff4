import { sql } from "kysely";
import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { addDays } from "~/domain/calendar";
import type { Viewer } from "~/domain/outcome";
import type { DoseUnit } from "./codes";
import { clockIn, jsonList } from "./rows.server";
import { keyOf, type Plan, standing } from "./schedule";
import { groupBy } from "~/domain/group-by";

/**
 * The next dose, for /home's small block (issue 38): one read of the member's running scheduled
 * medicines with the dose in force today and the doses recorded around it, prepared once.
 */

export interface NextDose {
  name: string;
  dose: number;
  unit: DoseUnit;
  /** The scheduled dose's day and time (HH:MM). */
  day: string;
  time: string;
  /** Due now (its time has come and it is not recorded), or later. */
  due: boolean;
}

const nextDoseRead = preparedRead(["userId", "today", "from", "to"], (a: { userId: number; today: string; from: string; to: string }) =>
  db
    .selectFrom("medication_regimens as r")
    .innerJoin("medications as m", "m.id", "r.medication_id")
    .leftJoin("medication_doses as d", (j) => j.onRef("d.regimen_id", "=", "r.id").on("d.due_day", ">=", a.from).on("d.due_day", "<=", a.to))
    .select([
      "r.id",
      "r.schedule",
      "r.times",
      "r.weekday",
      "r.start_day",
      "r.end_day",
      "r.unit",
      "m.name",
      "d.due_day",
      "d.slot",
      (eb) =>
        eb
          .selectFrom("medication_steps as s")
          .select("s.dose")
          .whereRef("s.regimen_id", "=", "r.id")
          .where("s.from_day", "<=", a.today)
          .orderBy("s.from_day", "desc")
          .orderBy("s.id", "desc")
          .limit(1)
          .as("dose"),
    ])
    .where("r.user_id", "=", a.userId)
    .where("r.status", "=", "active")
    .where("r.schedule", "in", ["daily", "weekly"])
    .where("r.start_day", "<=", a.to)
    .orderBy("r.id")
    .orderBy(sql`d.due_day`),
);

/** The member's next dose to take (a due one first), or null when no scheduled medicine is running. */
export async function nextDose(viewer: Viewer, now = new Date()): Promise<NextDose | null> {
  const clock = clockIn(viewer.time_zone, now);
  const from = addDays(clock.today, -4);
  const to = addDays(clock.today, 7);
  const rows = await nextDoseRead(db, { userId: viewer.id, today: clock.today, from, to });
  const byRegimen = groupBy(rows, (r) => r.id);
  let best: NextDose | null = null;
  for (const list of byRegimen.values()) {
    const r = list[0];
    if (r.dose === null) continue;
    const plan: Plan = {
      schedule: r.schedule === "weekly" ? "weekly" : "daily",
      times: jsonList<string>(r.times),
      weekday: r.weekday,
      start_day: r.start_day,
      end_day: r.end_day,
      // The step in force today stands for the week ahead: a planned step changes the dose, never the time.
      steps: [{ from_day: r.start_day, dose: Number(r.dose), paused: false }],
    };
    const recorded = list.filter((x) => x.due_day !== null).map((x) => ({ due_day: x.due_day!, slot: x.slot, status: "taken" as const, reason: null }));
    const taken = new Set(recorded.map((x) => keyOf(x.due_day, x.slot)));
    const open = standing(plan, recorded, r.schedule === "weekly" ? from : clock.today, to, clock).find((d) => !taken.has(keyOf(d.day, d.slot)) && d.status !== "missed");
    if (!open) continue;
    const candidate: NextDose = { name: r.name, dose: open.dose, unit: r.unit as DoseUnit, day: open.day, time: open.slot, due: open.status === "due" };
    const key = (n: NextDose) => `${n.due ? 0 : 1} ${n.day} ${n.time}`;
    if (!best || key(candidate) < key(best)) best = candidate;
  }
  return best;
}
