import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 39: secure messaging between a patient and their clinic's care team.
 *
 * - `conversations`: one subject between a patient and the clinic they were with when it started
 *   (`clinic_id`, which scopes it for staff). `status` open or closed; `awaiting` says who is to
 *   speak next ('staff' when the patient's latest message is unanswered, else 'patient'), with the
 *   time the oldest unanswered message of the patient was sent (`waiting_since`) and how many
 *   there are (`waiting_count`). `patient_read_id` and `staff_read_id` are the last message the
 *   patient, and anyone of the care team, has read. `updated_at` changes with anything either
 *   side sees (a message, a withdrawal, an assignment, closing): the page's live check reads it.
 * - `messages`: never edited. `withdrawn_at` is set when the sender withdraws one (within 5
 *   minutes); the text is kept, never shown again. `from_staff` is the sender's side when sent.
 * - `message_photos`: a photo sent with a message, private (the private uploads folder), known by
 *   the SHA-256 of its content; one row per patient and content.
 * - `saved_replies`: a clinic's short list of common answers, kept by its staff.
 * - `care_summaries` gains what the care panel shows of messages (docs/decisions/0122): how many
 *   of the patient's messages wait for an answer, and the clinic day the oldest was sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conversations")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("patient_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("clinic_id", "integer", (c) => c.notNull().references("clinics.id"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("awaiting", "text", (c) => c.notNull())
    .addColumn("waiting_since", "text")
    .addColumn("waiting_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("started_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("patient_read_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("staff_read_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_message_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .addColumn("closed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  // A patient's conversations, latest first; a clinic's inbox by status, oldest waiting first.
  await db.schema.createIndex("conversations_patient").on("conversations").columns(["patient_id", "last_message_at"]).execute();
  await db.schema.createIndex("conversations_inbox").on("conversations").columns(["clinic_id", "status", "awaiting", "waiting_since"]).execute();
  await db.schema.createIndex("conversations_clinic_latest").on("conversations").columns(["clinic_id", "last_message_at"]).execute();

  await db.schema
    .createTable("message_photos")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("patient_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("content_hash", "text", (c) => c.notNull())
    .addColumn("photo_o", "text", (c) => c.notNull())
    .addColumn("photo_l", "text", (c) => c.notNull())
    .addColumn("photo_m", "text", (c) => c.notNull())
    .addColumn("photo_s", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("file_size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("message_photos_patient_content").unique().on("message_photos").columns(["patient_id", "content_hash"]).execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("conversation_id", "integer", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("sender_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("from_staff", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("photo_id", "integer", (c) => c.references("message_photos.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("withdrawn_at", "text")
    .execute();
  await db.schema.createIndex("messages_conversation").on("messages").columns(["conversation_id", "id"]).execute();
  // Who may see a photo: the message that carries it.
  await db.schema.createIndex("messages_photo").on("messages").column("photo_id").execute();

  await db.schema
    .createTable("saved_replies")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("clinic_id", "integer", (c) => c.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("saved_replies_clinic").on("saved_replies").columns(["clinic_id", "title"]).execute();

  await db.schema.alterTable("care_summaries").addColumn("waiting_messages", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("care_summaries").addColumn("waiting_since_day", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("care_summaries").dropColumn("waiting_since_day").execute();
  await db.schema.alterTable("care_summaries").dropColumn("waiting_messages").execute();
  await db.schema.dropTable("saved_replies").execute();
  await db.schema.dropTable("messages").execute();
  await db.schema.dropTable("message_photos").execute();
  await db.schema.dropTable("conversations").execute();
}
