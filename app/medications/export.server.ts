import type { Db } from "~/domain/outcome";

/**
 * The medicines' part of the patient's data export (issue 38; app/export): their regimens, the
 * regimens' dose steps, every recorded dose and the side-effect check-ins. Doses keep the unit
 * they are stored in (named in the `unit` column); days are the clinic's, times its clock.
 */

type Row = Record<string, string | number | null>;
interface Section {
  key: string;
  columns: string[];
  page: (conn: Db, userId: number, afterId: number, limit: number) => Promise<Row[]>;
}

const headerOf = (select: readonly string[]) => select.map((c) => c.split(" as ").pop()!.replace(/^\w+\./, ""));

const REGIMENS = ["r.id", "m.name as medication", "m.generic_name", "r.set_by", "r.unit", "r.schedule", "r.times", "r.weekday", "r.start_day", "r.end_day", "r.status", "r.stop_reason", "r.instructions", "r.supply", "r.supply_on", "r.created_at"] as const;
const STEPS = ["s.id", "s.regimen_id", "m.name as medication", "s.from_day", "s.dose", "r.unit", "s.paused", "s.source", "s.note"] as const;
const DOSES = ["d.id", "d.regimen_id", "m.name as medication", "d.due_day", "d.slot", "d.status", "d.taken_day", "d.taken_time", "d.reason", "d.site", "d.dose", "r.unit", "d.note"] as const;
const SIDE_EFFECTS = ["id", "day", "symptom", "severity", "note"] as const;

export const MEDICATION_EXPORT_SECTIONS: Section[] = [
  {
    key: "medications",
    columns: headerOf(REGIMENS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("medication_regimens as r")
        .innerJoin("medications as m", "m.id", "r.medication_id")
        .select(REGIMENS)
        .where("r.user_id", "=", userId)
        .where("r.id", ">", afterId)
        .orderBy("r.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "medication_steps",
    columns: headerOf(STEPS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("medication_steps as s")
        .innerJoin("medication_regimens as r", "r.id", "s.regimen_id")
        .innerJoin("medications as m", "m.id", "r.medication_id")
        .select(STEPS)
        .where("r.user_id", "=", userId)
        .where("s.id", ">", afterId)
        .orderBy("s.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "medication_doses",
    columns: headerOf(DOSES),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("medication_doses as d")
        .innerJoin("medication_regimens as r", "r.id", "d.regimen_id")
        .innerJoin("medications as m", "m.id", "r.medication_id")
        .select(DOSES)
        .where("d.user_id", "=", userId)
        .where("d.id", ">", afterId)
        .orderBy("d.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "side_effects",
    columns: headerOf(SIDE_EFFECTS),
    page: (conn, userId, afterId, limit) => conn.selectFrom("side_effects").select(SIDE_EFFECTS).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute(),
  },
];
