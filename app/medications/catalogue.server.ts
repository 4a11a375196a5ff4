import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import type { MedicationRow } from "~/db/tables/medications";
import { done, forbidden, invalidField, notFound, type Db, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { isAdmin } from "~/domain/users";
import { type DoseUnit, type MedicationKind, MED_MSG, type Route, type ScheduleKind } from "./codes";
import { jsonList } from "./rows.server";
import type { CatalogueInput, PlanStepInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The programme's formulary (issue 38): every signed-in member reads it (a patient picks their
 * supplements from it, the apps show names); programme administrators add, change and retire
 * entries. A retired entry is no longer offered, and stays for the regimens that name it.
 */

export type Medication = z.infer<typeof apiShapes.medication>;

const COLUMNS = [
  "id",
  "name",
  "generic_name",
  "kind",
  "route",
  "unit",
  "strengths",
  "prescription",
  "usual_schedule",
  "usual_times",
  "steps",
  "plan_note",
  "source",
  "retired_at",
] as const;

export const toMedication = (r: Pick<MedicationRow, (typeof COLUMNS)[number]>): Medication => ({
  id: r.id,
  name: r.name,
  generic_name: r.generic_name,
  kind: r.kind as MedicationKind,
  route: r.route as Route,
  unit: r.unit as DoseUnit,
  strengths: jsonList<number>(r.strengths),
  prescription: r.prescription !== 0,
  usual_schedule: r.usual_schedule as ScheduleKind,
  usual_times: jsonList<string>(r.usual_times),
  steps: jsonList<PlanStepInput>(r.steps),
  plan_note: r.plan_note,
  source: r.source,
  retired: r.retired_at !== null,
});

/** One entry by id, retired or not (a regimen's medicine), or null. */
export async function medicationById(conn: Db, id: number): Promise<Medication | null> {
  const row = await conn.selectFrom("medications").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toMedication(row) : null;
}

/**
 * GET /api/medications/catalogue and the pages' pickers: the entries in the list, by name; `kind`
 * narrows it (a patient's own supplements). Administrators may ask for the retired ones too.
 */
export async function listCatalogue(viewer: Viewer, q: { kind?: MedicationKind; retired?: boolean; limit: number; offset: number }): Promise<Page<Medication>> {
  const filtered = () => {
    let qb = db.selectFrom("medications");
    if (!(q.retired && isAdmin(viewer))) qb = qb.where("retired_at", "is", null);
    if (q.kind) qb = qb.where("kind", "=", q.kind);
    return qb;
  };
  const [rows, total] = await Promise.all([
    filtered().select(COLUMNS).orderBy(sql`lower(name)`).orderBy("id").limit(q.limit).offset(q.offset).execute(),
    filtered().select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toMedication) };
}

/** One entry: a retired one only for administrators. */
export async function getMedication(viewer: Viewer, id: number): Promise<Medication | null> {
  const m = await medicationById(db, id);
  return m && (!m.retired || isAdmin(viewer)) ? m : null;
}

const valuesOf = (input: CatalogueInput) => ({
  name: input.name,
  generic_name: input.generic_name,
  kind: input.kind,
  route: input.route,
  unit: input.unit,
  strengths: JSON.stringify(input.strengths),
  prescription: input.prescription ? 1 : 0,
  usual_schedule: input.usual_schedule,
  usual_times: JSON.stringify(input.usual_schedule === "as_needed" ? [] : input.usual_times),
  steps: JSON.stringify(input.steps),
  plan_note: input.plan_note ?? "",
  source: input.source ?? "",
});

async function nameTaken(conn: Db, name: string, exceptId: number | null): Promise<boolean> {
  let q = conn.selectFrom("medications").select("id").where(sql`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== null) q = q.where("id", "<>", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** An administrator adds an entry; its name is unique (any case). */
export async function createMedication(viewer: Viewer, input: CatalogueInput): Promise<Outcome<Medication>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    if (await nameTaken(trx, input.name, null)) return invalidField("name", MED_MSG.duplicateName);
    const now = nowIso();
    const { id } = await trx
      .insertInto("medications")
      .values({ ...valuesOf(input), created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return done((await medicationById(trx, id))!);
  });
}

/**
 * An administrator changes an entry. Regimens already started keep their unit and their steps
 * (each copied when it began); the change applies to what is prescribed from now on.
 */
export async function updateMedication(viewer: Viewer, id: number, input: CatalogueInput): Promise<Outcome<Medication>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    if (!(await medicationById(trx, id))) return notFound;
    if (await nameTaken(trx, input.name, id)) return invalidField("name", MED_MSG.duplicateName);
    await trx.updateTable("medications").set({ ...valuesOf(input), updated_at: nowIso() }).where("id", "=", id).execute();
    return done((await medicationById(trx, id))!);
  });
}

/** An administrator takes an entry off the list (DELETE): no longer offered, kept for the regimens that name it. */
export async function retireMedication(viewer: Viewer, id: number): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  const m = await medicationById(db, id);
  if (!m || m.retired) return notFound;
  await db.updateTable("medications").set({ retired_at: nowIso(), updated_at: nowIso() }).where("id", "=", id).execute();
  return done({ id });
}
