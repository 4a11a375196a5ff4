import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 25: the care panel reads one row per patient instead of two years of their history
 * (docs/decisions/0122). `care_summaries` is kept current inside every write of a weigh-in, a
 * journal entry or an exercise log, and can be rebuilt from them. Weights in kilograms, days as
 * the clinic's calendar days (YYYY-MM-DD); `recent_food` and `recent_minutes` are JSON lists of
 * [day, food entries] and [day, exercise minutes] for the 14 days up to the last write.
 *
 * `care_flags` holds each flag's episodes: raised (since), reviewed by staff (who, when, a note),
 * cleared (the day its condition stopped). At most one episode of a code is open per patient.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("care_summaries")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("start_day", "text")
    .addColumn("start_kg", "real")
    .addColumn("trend_kg", "real")
    .addColumn("trend_low_kg", "real")
    .addColumn("trend_28d_kg", "real")
    .addColumn("last_weigh_in_day", "text")
    .addColumn("last_journal_day", "text")
    .addColumn("last_exercise_day", "text")
    .addColumn("recent_food", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("recent_minutes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("plateau_since", "text")
    .addColumn("rapid_loss_since", "text")
    .addColumn("regain_since", "text")
    .addColumn("implausible_since", "text")
    .addColumn("implausible_weight_id", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("care_flags")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("patient_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("since", "text", (c) => c.notNull())
    .addColumn("cleared_on", "text")
    .addColumn("reviewed_at", "text")
    .addColumn("reviewed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("review_note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("care_flags_patient_code").on("care_flags").columns(["patient_id", "code", "cleared_on"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("care_flags").execute();
  await db.schema.dropTable("care_summaries").execute();
}
