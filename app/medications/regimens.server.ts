import { sql } from "kysely";
import { careSummaryChanged } from "~/clinical/summary.server";
import { addDays } from "~/domain/calendar";
import type { Db, Trx } from "~/domain/outcome";
import type { DoseUnit, MedicationKind, RegimenStatus, Route, ScheduleKind, SetBy, StepSource } from "./codes";
import { jsonList } from "./rows.server";
import { doseOn, type PlanStep } from "./schedule";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Regimens as the pages and the API show them (issue 38): what the patient takes, its dose today,
 * its schedule, its history of dose steps (and the plan's steps still to come), who set it, and
 * the supply left. Read for the patient themself and for the care team alike; the writes are
 * own-regimens.server.ts (the patient's) and prescribe.server.ts (the clinic's).
 */

export type RegimenStep = z.infer<typeof apiShapes.regimenStep>;

export type Regimen = z.infer<typeof apiShapes.regimen>;

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ""}`.trim());

function regimenQuery(conn: Db) {
  return conn
    .selectFrom("medication_regimens as r")
    .innerJoin("medications as m", "m.id", "r.medication_id")
    .leftJoin("users as p", "p.id", "r.prescribed_by")
    .select([
      "r.id",
      "r.user_id",
      "r.set_by",
      "r.unit",
      "r.schedule",
      "r.times",
      "r.weekday",
      "r.start_day",
      "r.end_day",
      "r.status",
      "r.stop_reason",
      "r.titrate_to",
      "r.instructions",
      "r.supply",
      "r.supply_on",
      "m.id as medication_id",
      "m.name",
      "m.generic_name",
      "m.kind",
      "m.route",
      "p.first_name as by_first",
      "p.last_name as by_last",
    ]);
}

/**
 * The doses taken since each supply was counted (the refill count), for the regimens that have
 * one: a dose recorded for a day up to a week before the count may have been taken after it.
 */
async function takenSinceSupply(conn: Db, rows: { id: number; supply_on: string | null }[]): Promise<Map<number, number>> {
  const counted = rows.filter((r) => r.supply_on !== null);
  if (counted.length === 0) return new Map();
  const from = addDays(counted.map((r) => r.supply_on!).reduce((a, b) => (a < b ? a : b)), -7);
  const taken = await conn
    .selectFrom("medication_doses as d")
    .innerJoin("medication_regimens as r", "r.id", "d.regimen_id")
    .select(["d.regimen_id", sql<number>`count(*)`.as("n")])
    .where(
      "d.regimen_id",
      "in",
      counted.map((r) => r.id),
    )
    .where("d.due_day", ">=", from)
    .where("d.status", "=", "taken")
    .whereRef("d.taken_day", ">=", "r.supply_on")
    .groupBy("d.regimen_id")
    .execute();
  return new Map(taken.map((t) => [t.regimen_id, Number(t.n)]));
}

type RegimenRow = Awaited<ReturnType<ReturnType<typeof regimenQuery>["executeTakeFirstOrThrow"]>> & { taken_since_supply: number };

async function stepRows(conn: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return conn
    .selectFrom("medication_steps as s")
    .leftJoin("users as u", "u.id", "s.set_by")
    .select(["s.id", "s.regimen_id", "s.from_day", "s.dose", "s.paused", "s.source", "s.note", "s.set_by as set_by_id", "u.first_name", "u.last_name", "u.user_type"])
    .where("s.regimen_id", "in", ids)
    .orderBy("s.regimen_id")
    .orderBy("s.from_day")
    .orderBy("s.id")
    .execute();
}

function toRegimen(r: RegimenRow, steps: RegimenStep[], today: string): Regimen {
  const plan: PlanStep[] = steps.map((s) => ({ from_day: s.from_day, dose: s.dose, paused: s.paused }));
  const next = steps.find((s) => s.from_day > today && !s.paused);
  const left = r.supply === null ? null : Math.max(0, r.supply - Number(r.taken_since_supply ?? 0));
  return {
    id: r.id,
    medication: { id: r.medication_id, name: r.name, generic_name: r.generic_name, kind: r.kind as MedicationKind, route: r.route as Route },
    dose: doseOn(plan, today) ?? plan[0]?.dose ?? null,
    unit: r.unit as DoseUnit,
    schedule: { kind: r.schedule as ScheduleKind, times: jsonList<string>(r.times), weekday: r.weekday },
    titrate_to: r.titrate_to,
    titration: steps,
    next_step: next && r.status !== "stopped" ? { from_day: next.from_day, dose: next.dose } : null,
    set_by: r.set_by as SetBy,
    prescribed_by: nameOf(r.by_first, r.by_last),
    start_day: r.start_day,
    end_day: r.end_day,
    status: r.status as RegimenStatus,
    stop_reason: r.stop_reason,
    instructions: r.instructions,
    supply: r.supply === null || r.supply_on === null || left === null ? null : { doses: r.supply, counted_on: r.supply_on, left },
  };
}

/** A member's regimens (all, or the ids given): active first, then paused, then stopped; newest first within each. */
export async function regimensOf(conn: Db, userId: number, today: string, ids?: number[]): Promise<Regimen[]> {
  let q = regimenQuery(conn).where("r.user_id", "=", userId);
  if (ids) q = q.where("r.id", "in", ids.length ? ids : [0]);
  const rows = await q
    .orderBy(sql`case r.status when 'active' then 0 when 'paused' then 1 else 2 end`)
    .orderBy("r.start_day", "desc")
    .orderBy("r.id", "desc")
    .execute();
  const [steps, taken] = await Promise.all([
    stepRows(
      conn,
      rows.map((r) => r.id),
    ),
    takenSinceSupply(conn, rows),
  ]);
  const byRegimen = new Map<number, RegimenStep[]>();
  for (const s of steps) {
    const list = byRegimen.get(s.regimen_id) ?? [];
    list.push({
      id: s.id,
      from_day: s.from_day,
      dose: s.dose,
      paused: s.paused !== 0,
      source: s.source as StepSource,
      note: s.note,
      set_by: s.set_by_id === null ? null : s.user_type === "A" ? nameOf(s.first_name, s.last_name) : "you",
    });
    byRegimen.set(s.regimen_id, list);
  }
  return rows.map((r) => toRegimen({ ...r, taken_since_supply: taken.get(r.id) ?? 0 }, byRegimen.get(r.id) ?? [], today));
}

/** One of a member's regimens, or null (missing, or another member's). */
export async function regimenOf(conn: Db, userId: number, regimenId: number, today: string): Promise<Regimen | null> {
  return (await regimensOf(conn, userId, today, [regimenId]))[0] ?? null;
}

/** The regimen row a write starts from, only when it is the member's. */
export async function ownedRegimenRow(conn: Db, userId: number, regimenId: number) {
  return conn
    .selectFrom("medication_regimens as r")
    .innerJoin("medications as m", "m.id", "r.medication_id")
    .select(["r.id", "r.user_id", "r.set_by", "r.schedule", "r.times", "r.weekday", "r.start_day", "r.end_day", "r.status", "r.unit", "m.kind", "m.name", "m.strengths", "m.id as medication_id"])
    .where("r.id", "=", regimenId)
    .where("r.user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * The one hook every write of a patient's medicines, doses and side effects calls in its own
 * transaction: the care team's summary (adherence, the two flags) follows (docs/decisions/0200).
 */
export async function medicationsChanged(trx: Trx, patientId: number): Promise<void> {
  await careSummaryChanged(trx, patientId, ["medications"]);
}
