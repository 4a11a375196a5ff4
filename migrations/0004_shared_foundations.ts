import { type Kysely, sql } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/** The IANA zone of each state the programme's clinics are in (the seed uses it too). */
export const STATE_ZONES: Record<string, string> = {
  FL: "America/New_York", GA: "America/New_York", NC: "America/New_York", SC: "America/New_York",
  TN: "America/Chicago", AL: "America/Chicago", LA: "America/Chicago", MS: "America/Chicago",
  TX: "America/Chicago", OK: "America/Chicago", AR: "America/Chicago", MO: "America/Chicago",
  KS: "America/Chicago", NE: "America/Chicago", IA: "America/Chicago", MN: "America/Chicago",
  WI: "America/Chicago", IL: "America/Chicago", IN: "America/Indiana/Indianapolis", KY: "America/New_York",
  OH: "America/New_York", MI: "America/Detroit", PA: "America/New_York", MD: "America/New_York",
  VA: "America/New_York", NJ: "America/New_York", NY: "America/New_York", CT: "America/New_York",
  RI: "America/New_York", MA: "America/New_York", CO: "America/Denver", AZ: "America/Phoenix",
  NV: "America/Los_Angeles", UT: "America/Denver", NM: "America/Denver", ID: "America/Boise",
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // A patient's day is their clinic's calendar day (journals, logs, weights, "no future dates").
  await db.schema.alterTable("clinics").addColumn("time_zone", "text", (c) => c.notNull().defaultTo("America/New_York")).execute();
  for (const [state, zone] of Object.entries(STATE_ZONES)) {
    await sql`update clinics set time_zone = ${zone} where state = ${state}`.execute(db);
  }

  // Reads and writes of a patient's health record: which patient, which kind of record, which
  // row. Never the values (docs/decisions/0031-health-data-audit.md).
  await db.schema.alterTable("audit_log").addColumn("patient_id", "integer").execute();
  await db.schema.alterTable("audit_log").addColumn("record_type", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("audit_log").addColumn("record_id", "integer").execute();
  await db.schema.createIndex("audit_log_patient").on("audit_log").columns(["patient_id", "occurred_at"]).execute();
  await db.schema.createIndex("audit_log_event").on("audit_log").columns(["event", "occurred_at"]).execute();

  // Weigh-ins: the clinic's at appointments (member_created 0) and the member's own (1). Weight is
  // stored in kilograms and shown in pounds; nothing stored is ever reinterpreted. Here rather
  // than with the progress screens because fitness energy (MET × kg × h) reads the latest one.
  await db.schema
    .createTable("weights")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The clinic calendar day of the weigh-in.
    .addColumn("measured_on", "text", (c) => c.notNull())
    .addColumn("member_created", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("weight_kg", "real", (c) => c.notNull())
    .addColumn("impedance_ohm", "real")
    .addColumn("fat_pct", "real")
    .addColumn("fat_mass_kg", "real")
    .addColumn("ffm_kg", "real")
    .addColumn("tbw_kg", "real")
    .addColumn("bp_systolic", "integer")
    .addColumn("bp_diastolic", "integer")
    .addColumn("pulse_bpm", "integer")
    .addColumn("waist_cm", "real")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("weights_user_day").on("weights").columns(["user_id", "measured_on", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("weights").ifExists().execute();
  await db.schema.dropIndex("audit_log_event").ifExists().execute();
  await db.schema.dropIndex("audit_log_patient").ifExists().execute();
  await db.schema.alterTable("audit_log").dropColumn("record_id").execute();
  await db.schema.alterTable("audit_log").dropColumn("record_type").execute();
  await db.schema.alterTable("audit_log").dropColumn("patient_id").execute();
  await db.schema.alterTable("clinics").dropColumn("time_zone").execute();
}
