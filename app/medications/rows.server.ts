import type { Db } from "~/domain/outcome";
import { localClock } from "~/jobs/schedule";
import type { ScheduleKind } from "./codes";
import type { Clock, Plan, PlanStep, Recorded } from "./schedule";

/** Reading the area's rows into the shapes its rules take (schedule.ts). */

/** The regimen columns a plan needs. */
export const PLAN_COLUMNS = ["r.id", "r.schedule", "r.times", "r.weekday", "r.start_day", "r.end_day"] as const;

export interface PlanRow {
  id: number;
  schedule: string;
  times: string;
  weekday: number | null;
  start_day: string;
  end_day: string | null;
}

/** JSON text as a list (a broken or empty cell is an empty list). */
export function jsonList<T>(text: string | null | undefined): T[] {
  if (!text) return [];
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

export const planOf = (r: PlanRow, steps: PlanStep[]): Plan => ({
  schedule: r.schedule as ScheduleKind,
  times: jsonList<string>(r.times),
  weekday: r.weekday,
  start_day: r.start_day,
  end_day: r.end_day,
  steps,
});

/** Every step of the given regimens, oldest first, by regimen. */
export async function stepsOf(conn: Db, regimenIds: readonly number[]): Promise<Map<number, PlanStep[]>> {
  const out = new Map<number, PlanStep[]>(regimenIds.map((id) => [id, []]));
  if (regimenIds.length === 0) return out;
  const rows = await conn
    .selectFrom("medication_steps")
    .select(["regimen_id", "from_day", "dose", "paused"])
    .where("regimen_id", "in", [...regimenIds])
    .orderBy("regimen_id")
    .orderBy("from_day")
    .orderBy("id")
    .execute();
  for (const r of rows) out.get(r.regimen_id)?.push({ from_day: r.from_day, dose: r.dose, paused: r.paused !== 0 });
  return out;
}

/** The recorded doses of the given regimens from `from` (a due day) on, by regimen. */
export async function recordsOf(conn: Db, regimenIds: readonly number[], from: string | null, to: string | null = null): Promise<Map<number, (Recorded & { regimen_id: number })[]>> {
  const out = new Map<number, (Recorded & { regimen_id: number })[]>(regimenIds.map((id) => [id, []]));
  if (regimenIds.length === 0) return out;
  let q = conn.selectFrom("medication_doses").select(["regimen_id", "due_day", "slot", "status", "reason"]).where("regimen_id", "in", [...regimenIds]);
  if (from !== null) q = q.where("due_day", ">=", from);
  if (to !== null) q = q.where("due_day", "<=", to);
  for (const r of await q.execute()) out.get(r.regimen_id)?.push({ ...r, status: r.status === "skipped" ? "skipped" : "taken" });
  return out;
}

/** The clinic's clock now: its calendar day and time (HH:MM). */
export function clockIn(timeZone: string, now = new Date()): Clock {
  const c = localClock(timeZone, now);
  return { today: c.day, time: `${String(Math.floor(c.minutes / 60)).padStart(2, "0")}:${String(c.minutes % 60).padStart(2, "0")}` };
}
