import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 38: medications and supplements (docs/decisions/0200).
 *
 * - `medications`: the programme's formulary, kept by administrators. Strengths and the dose-step
 *   plan are JSON lists (an entry is read and written whole); doses are numbers in the entry's
 *   `unit` (mg, mcg, IU, mL, tablet, capsule, serving). A retired entry stays for the regimens that
 *   name it.
 * - `medication_regimens`: what a patient takes, set by the clinic or by the patient (supplements
 *   only). The unit is copied from the formulary when the regimen starts, so a later edit of the
 *   entry never changes what was prescribed. Times are the clinic's wall clock ("HH:MM").
 * - `medication_steps`: the regimen's history of doses from a day (the start, a titration's plan,
 *   a dose change, a pause, a resume). A change is a new row from a day; rows before it are never
 *   rewritten.
 * - `medication_doses`: each dose the patient recorded, taken or skipped, for one scheduled dose
 *   (`due_day` and `slot`, unique per regimen: a dose is recorded once), with when it was taken,
 *   the injection site and the dose in force, in the regimen's unit.
 * - `side_effects`: the daily check-in, one row per day and symptom, severity 1 to 5.
 * - `care_summaries` gains what the care panel reads of them (adherence over 28 days and the two
 *   flags' start days), kept on every write and each night.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("medications")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("generic_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    // JSON [number, …]: the strengths it comes in, in `unit`.
    .addColumn("strengths", "text", (c) => c.notNull())
    .addColumn("prescription", "integer", (c) => c.notNull().defaultTo(0))
    // The usual schedule, to start a prescription from: daily, weekly or as_needed, and JSON ["HH:MM", …].
    .addColumn("usual_schedule", "text", (c) => c.notNull().defaultTo("daily"))
    .addColumn("usual_times", "text", (c) => c.notNull().defaultTo("[]"))
    // JSON [{dose, weeks}, …]: the dose-step plan; the last step's weeks is null (kept from then on).
    .addColumn("steps", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("plan_note", "text", (c) => c.notNull().defaultTo(""))
    // Where the steps come from: the product's label, named and linked.
    .addColumn("source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("retired_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("medications_name").on("medications").column("name").unique().execute();

  await db.schema
    .createTable("medication_regimens")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("medication_id", "integer", (c) => c.notNull().references("medications.id"))
    // "clinic" or "self".
    .addColumn("set_by", "text", (c) => c.notNull())
    .addColumn("prescribed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("unit", "text", (c) => c.notNull())
    // "daily", "weekly" or "as_needed"; times JSON ["HH:MM", …] on the clinic's clock; weekday 0 (Sunday) … 6.
    .addColumn("schedule", "text", (c) => c.notNull())
    .addColumn("times", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("weekday", "integer")
    .addColumn("start_day", "text", (c) => c.notNull())
    .addColumn("end_day", "text")
    // "active", "paused" or "stopped".
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("stop_reason", "text", (c) => c.notNull().defaultTo(""))
    // The plan's last dose to reach, when the regimen follows the formulary's steps.
    .addColumn("titrate_to", "real")
    .addColumn("instructions", "text", (c) => c.notNull().defaultTo(""))
    // Doses on hand when counted (`supply_on`, a clinic day): the refill reminder counts down from it.
    .addColumn("supply", "integer")
    .addColumn("supply_on", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("medication_regimens_user").on("medication_regimens").columns(["user_id", "status"]).execute();

  await db.schema
    .createTable("medication_steps")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("regimen_id", "integer", (c) => c.notNull().references("medication_regimens.id").onDelete("cascade"))
    .addColumn("from_day", "text", (c) => c.notNull())
    // In the regimen's unit.
    .addColumn("dose", "real", (c) => c.notNull())
    .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
    // "start", "plan", "change", "pause" or "resume".
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("set_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("medication_steps_regimen_day").on("medication_steps").columns(["regimen_id", "from_day", "id"]).execute();

  await db.schema
    .createTable("medication_doses")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("regimen_id", "integer", (c) => c.notNull().references("medication_regimens.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The scheduled dose it is for: its clinic day and time ("HH:MM"; null for an as-needed dose).
    .addColumn("due_day", "text", (c) => c.notNull())
    .addColumn("slot", "text")
    // "taken" or "skipped".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("taken_day", "text")
    .addColumn("taken_time", "text")
    // Skipped: forgot, side_effects, ran_out, clinic, other.
    .addColumn("reason", "text")
    // An injection's site: abdomen_left_upper, … (app/medications/codes.ts).
    .addColumn("site", "text")
    // The dose in force on due_day, in the regimen's unit.
    .addColumn("dose", "real", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("medication_doses_slot").on("medication_doses").columns(["regimen_id", "due_day", "slot"]).unique().execute();
  await db.schema.createIndex("medication_doses_user_day").on("medication_doses").columns(["user_id", "due_day"]).execute();

  await db.schema
    .createTable("side_effects")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("symptom", "text", (c) => c.notNull())
    .addColumn("severity", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("side_effects_user_day").on("side_effects").columns(["user_id", "day", "symptom"]).unique().execute();

  await db.schema.alterTable("care_summaries").addColumn("adherence_28d", "real").execute();
  await db.schema.alterTable("care_summaries").addColumn("missed_doses_since", "text").execute();
  await db.schema.alterTable("care_summaries").addColumn("side_effects_since", "text").execute();
  // The clinic day the medication columns were worked out for (a write, or the night's refresh).
  await db.schema.alterTable("care_summaries").addColumn("medications_on", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("care_summaries").dropColumn("medications_on").execute();
  await db.schema.alterTable("care_summaries").dropColumn("side_effects_since").execute();
  await db.schema.alterTable("care_summaries").dropColumn("missed_doses_since").execute();
  await db.schema.alterTable("care_summaries").dropColumn("adherence_28d").execute();
  await db.schema.dropTable("side_effects").execute();
  await db.schema.dropTable("medication_doses").execute();
  await db.schema.dropTable("medication_steps").execute();
  await db.schema.dropTable("medication_regimens").execute();
  await db.schema.dropTable("medications").execute();
}
