import { type Kysely, sql } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

const ACTIVITY_TYPES = sql`('Cardio', 'Resistance', 'Flexibility', 'None')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The exercise library: Compendium of Physical Activities (2011) activities.
  await db.schema
    .createTable("exercises")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("compendium_code", "text", (c) => c.notNull())
    .addColumn("compendium_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("met", "real", (c) => c.notNull().check(sql`met > 0 and met < 30`))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("type_of_activity", "text", (c) => c.notNull().check(sql`type_of_activity in ${ACTIVITY_TYPES}`))
    .addColumn("description_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("instructions_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("flame", "integer", (c) => c.notNull().defaultTo(1).check(sql`flame between 1 and 3`))
    // Hidden by staff; the member logs that name it keep their history.
    .addColumn("deleted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("exercises_live_name").on("exercises").columns(["deleted_at", "name"]).execute();

  await db.schema
    .createTable("exercise_images")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("photo_o", "text", (c) => c.notNull())
    .addColumn("photo_l", "text", (c) => c.notNull())
    .addColumn("photo_m", "text", (c) => c.notNull())
    .addColumn("photo_s", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("exercise_images_exercise").on("exercise_images").columns(["exercise_id", "seq"]).execute();

  await db.schema
    .createTable("exercise_videos")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("youtube_id", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("thumb_m", "text", (c) => c.notNull())
    .addColumn("thumb_s", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("exercise_videos_exercise").on("exercise_videos").columns(["exercise_id", "seq"]).execute();

  await db.schema
    .createTable("exercise_related")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("related_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .addCheckConstraint("exercise_related_not_self", sql`exercise_id <> related_id`)
    .execute();
  await db.schema.createIndex("exercise_related_pair").on("exercise_related").columns(["exercise_id", "related_id"]).unique().execute();

  await db.schema
    .createTable("workout_plans")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("group_name", "text", (c) => c.notNull())
    .addColumn("subgroup", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("plan_details", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("workout_plan_items")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("plan_id", "integer", (c) => c.notNull().references("workout_plans.id").onDelete("cascade"))
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn("minutes", "integer", (c) => c.notNull().check(sql`minutes > 0`))
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("workout_plan_items_plan").on("workout_plan_items").columns(["plan_id", "weekday", "seq"]).execute();

  // A member's own plan: one row per exercise, a flag per weekday.
  let plan = db.schema
    .createTable("member_exercise_plans")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("is_plan", "integer", (c) => c.notNull().defaultTo(0));
  for (const day of ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]) {
    plan = plan.addColumn(day, "integer", (c) => c.notNull().defaultTo(0).check(sql`${sql.ref(day)} in (0, 1)`));
  }
  await plan
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("member_exercise_plans_user_exercise").on("member_exercise_plans").columns(["user_id", "exercise_id"]).unique().execute();

  // What members did: My Workout logs and fitness journal entries, one record (decision 0051).
  await db.schema
    .createTable("exercise_logs")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // No cascade: staff hide exercises (deleted_at) and a member's history keeps them.
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id"))
    .addColumn("done_on", "text", (c) => c.notNull())
    .addColumn("weekday", "integer", (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn("type_of_activity", "text", (c) => c.notNull().check(sql`type_of_activity in ${ACTIVITY_TYPES}`))
    .addColumn("minutes", "integer", (c) => c.notNull().check(sql`minutes > 0`))
    .addColumn("calories_kcal", "real", (c) => c.check(sql`calories_kcal >= 0`))
    .addColumn("calories_gross_kcal", "real")
    .addColumn("calories_entered", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("weight_lifted_kg", "real", (c) => c.check(sql`weight_lifted_kg >= 0`))
    .addColumn("reps", "integer", (c) => c.check(sql`reps >= 0`))
    .addColumn("sets", "integer", (c) => c.check(sql`sets >= 0`))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('log', 'journal')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // History, summaries and a day's calories read one member's rows by day: the index covers them.
  await db.schema
    .createIndex("exercise_logs_user_day")
    .on("exercise_logs")
    .columns(["user_id", "done_on", "minutes", "calories_kcal", "exercise_id", "type_of_activity"])
    .execute();

  await db.schema
    .createTable("fitness_goals")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The Sunday that starts the goal's week.
    .addColumn("week_start", "text", (c) => c.notNull())
    .addColumn("set_on", "text", (c) => c.notNull())
    .addColumn("cardio_minutes", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("resistance_sessions", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("flexibility_sessions", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("calories_kcal", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("fitness_goals_user_week").on("fitness_goals").columns(["user_id", "week_start"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "fitness_goals",
    "exercise_logs",
    "member_exercise_plans",
    "workout_plan_items",
    "workout_plans",
    "exercise_related",
    "exercise_videos",
    "exercise_images",
    "exercises",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
