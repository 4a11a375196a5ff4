import { sql, type Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 25: staff accounts get a role, and care staff a list of clinics (docs/decisions/0120).
 * `staff_role` is "admin" (a programme administrator: everything staff could do before, every
 * clinic) or "care" (the care pages of the clinics assigned to them); null for patients. Every
 * staff account that exists keeps what it could do: it becomes a programme administrator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("staff_role", "text").execute();
  await sql`update users set staff_role = 'admin' where user_type = 'A'`.execute(db);
  // The care panel lists one clinic's patients out of every clinic's.
  await db.schema.createIndex("users_clinic_type").on("users").columns(["clinic_id", "user_type"]).execute();

  await db.schema
    .createTable("staff_clinics")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("clinic_id", "integer", (c) => c.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("assigned_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_clinics_pk", ["user_id", "clinic_id"])
    .execute();
  await db.schema.createIndex("staff_clinics_clinic").on("staff_clinics").columns(["clinic_id", "user_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_clinics").execute();
  await db.schema.dropIndex("users_clinic_type").execute();
  await db.schema.alterTable("users").dropColumn("staff_role").execute();
}
