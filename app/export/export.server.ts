import { badgeById } from "~/badges/catalogue";
import { db } from "~/db/db.server";
import { csvField } from "~/domain/csv";
import type { Db, Viewer } from "~/domain/outcome";
import { todayIn } from "~/domain/calendar";
import { zipStream, type ZipEntry } from "./zip.server";

/**
 * A patient's own data, everything the portal holds about them (issue 12; docs/decisions/0074):
 * profile, appointments, food journal, nutrition goals, fitness plan, activity (logs and the
 * fitness journal: one record), fitness goals, weights, badges, testimonials (their photos'
 * details; the photos themselves stay in the clinic's private store), favourites and comments.
 *
 * Streamed, never built in memory: each section is read in pages of BATCH rows by id (keyset),
 * so the connection is never held between pages and other requests keep being answered, and
 * every page is written out before the next is read. JSON is one object; CSV is one file per
 * section in a ZIP. Quantities keep their canonical units, named in the column.
 */

const BATCH = 500;

type Row = Record<string, string | number | null>;

interface Section {
  /** The JSON key and the CSV file's name. */
  key: string;
  columns: string[];
  /** One page of rows after `afterId`, ordered by id (the first column is always `id`). */
  page: (conn: Db, userId: number, afterId: number, limit: number) => Promise<Row[]>;
  /** A section that is one object (the profile), not a list. */
  single?: boolean;
}

const SECTIONS: Section[] = [
  {
    key: "profile",
    single: true,
    columns: ["id", "email", "first_name", "middle_name", "last_name", "city", "state", "clinic", "clinic_city", "clinic_state", "height_cm", "goal_weight_kg"],
    page: async (conn, userId, afterId) =>
      conn
        .selectFrom("users as u")
        .leftJoin("clinics as c", "c.id", "u.clinic_id")
        .leftJoin("body_profiles as b", "b.user_id", "u.id")
        .select(["u.id", "u.email", "u.first_name", "u.middle_name", "u.last_name", "u.city", "u.state", "c.name as clinic", "c.city as clinic_city", "c.state as clinic_state", "b.height_cm", "b.goal_weight_kg"])
        .where("u.id", "=", userId)
        .where("u.id", ">", afterId)
        .execute(),
  },
  {
    key: "appointments",
    columns: ["id", "appt_date", "appt_time"],
    page: (conn, userId, afterId, limit) =>
      conn.selectFrom("appointments").select(["id", "appt_date", "appt_time"]).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute(),
  },
  {
    key: "food_journal",
    columns: [
      "id", "day", "time", "meal", "kind", "item", "quantity", "measure_text", "food_g", "fluid_floz", "energy_kcal", "protein_kcal",
      "vegetable_srv", "fruit_srv", "fat_srv", "starch_srv", "dairy_srv", "misc_srv", "protein_g", "carbohydrate_g", "fat_g", "fiber_g", "sugars_g",
      "sodium_mg", "hunger_before", "hunger_after", "created_at",
    ],
    page: async (conn, userId, afterId, limit) => {
      const rows = await conn
        .selectFrom("journal_entries")
        .select([
          "id", "day", "time", "meal", "kind", "item_name", "item_desc", "recipe_servings", "quantity", "measure_text", "food_g", "fluid_floz", "energy_kcal", "protein_kcal",
          "vegetable_srv", "fruit_srv", "fat_srv", "starch_srv", "dairy_srv", "misc_srv", "protein_g", "carbohydrate_g", "fat_g", "fiber_g", "sugars_g",
          "sodium_mg", "hunger_before", "hunger_after", "created_at",
        ])
        .where("user_id", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute();
      // The item as the journal names it: a food by its full description ("Bread, whole-wheat,
      // commercially prepared", not its first word), a recipe by its name.
      return rows.map(({ item_name, item_desc, recipe_servings, ...r }) => ({ ...r, item: recipe_servings === null ? item_desc || item_name : item_name }));
    },
  },
  {
    key: "nutrition_goals",
    columns: ["id", "starts_on", "calories_kcal", "protein_kcal", "vegetable_srv", "fruit_srv", "fat_srv", "starch_srv", "dairy_srv", "misc_srv", "hydration_floz", "electrolyte_floz"],
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("nutrition_goals")
        .select(["id", "starts_on", "calories_kcal", "protein_kcal", "vegetable_srv", "fruit_srv", "fat_srv", "starch_srv", "dairy_srv", "misc_srv", "hydration_floz", "electrolyte_floz"])
        .where("user_id", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute(),
  },
  {
    key: "fitness_plan",
    columns: ["id", "exercise", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("member_exercise_plans as p")
        .innerJoin("exercises as e", "e.id", "p.exercise_id")
        .select(["p.id", "e.name as exercise", "p.sunday", "p.monday", "p.tuesday", "p.wednesday", "p.thursday", "p.friday", "p.saturday"])
        .where("p.user_id", "=", userId)
        .where("p.id", ">", afterId)
        .orderBy("p.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "activity",
    columns: ["id", "done_on", "exercise", "type_of_activity", "minutes", "calories_kcal", "weight_lifted_kg", "reps", "sets", "notes", "source"],
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("exercise_logs as l")
        .innerJoin("exercises as e", "e.id", "l.exercise_id")
        .select(["l.id", "l.done_on", "e.name as exercise", "l.type_of_activity", "l.minutes", "l.calories_kcal", "l.weight_lifted_kg", "l.reps", "l.sets", "l.notes", "l.source"])
        .where("l.user_id", "=", userId)
        .where("l.id", ">", afterId)
        .orderBy("l.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "fitness_goals",
    columns: ["id", "week_start", "set_on", "cardio_minutes", "resistance_sessions", "flexibility_sessions", "calories_kcal"],
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("fitness_goals")
        .select(["id", "week_start", "set_on", "cardio_minutes", "resistance_sessions", "flexibility_sessions", "calories_kcal"])
        .where("user_id", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute(),
  },
  {
    key: "weights",
    columns: ["id", "measured_on", "member_created", "weight_kg", "impedance_ohm", "fat_pct", "fat_mass_kg", "ffm_kg", "tbw_kg", "bp_systolic", "bp_diastolic", "pulse_bpm", "waist_cm"],
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("weights")
        .select(["id", "measured_on", "member_created", "weight_kg", "impedance_ohm", "fat_pct", "fat_mass_kg", "ffm_kg", "tbw_kg", "bp_systolic", "bp_diastolic", "pulse_bpm", "waist_cm"])
        .where("user_id", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute(),
  },
  {
    key: "badges",
    columns: ["id", "badge", "start_day", "end_day"],
    page: async (conn, userId, afterId, limit) => {
      const rows = await conn.selectFrom("member_badges").select(["id", "badge_id", "start_day", "end_day"]).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute();
      return rows.map((r) => ({ id: r.id, badge: badgeById(r.badge_id)?.name ?? `Badge ${r.badge_id}`, start_day: r.start_day, end_day: r.end_day }));
    },
  },
  {
    key: "testimonials",
    columns: ["id", "fulltext", "published", "created_at"],
    page: async (conn, userId, afterId, limit) => {
      const rows = await conn.selectFrom("testimonials").select(["id", "fulltext", "active", "created_at"]).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute();
      return rows.map((r) => ({ id: r.id, fulltext: r.fulltext, published: r.active, created_at: r.created_at }));
    },
  },
  {
    key: "testimonial_photos",
    columns: ["id", "name", "type", "weight_kg", "week", "created_at"],
    page: (conn, userId, afterId, limit) =>
      conn.selectFrom("testimonial_images").select(["id", "name", "type", "weight_kg", "week", "created_at"]).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute(),
  },
  {
    key: "favourite_recipes",
    columns: ["id", "recipe", "created"],
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("recipe_favorites as f")
        .innerJoin("recipes as r", "r.id", "f.recipe_id")
        .select(["f.id", "r.name as recipe", "f.created"])
        .where("f.user_id", "=", userId)
        .where("f.id", ">", afterId)
        .orderBy("f.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "recipe_comments",
    columns: ["id", "recipe", "title", "notes", "rating", "is_approved", "created"],
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("comments as c")
        .innerJoin("recipes as r", "r.id", "c.recipe_id")
        .select(["c.id", "r.name as recipe", "c.title", "c.notes", "c.rating", "c.is_approved", "c.created"])
        .where("c.user_id", "=", userId)
        .where("c.id", ">", afterId)
        .orderBy("c.id")
        .limit(limit)
        .execute(),
  },
];

export const EXPORT_SECTIONS = SECTIONS.map((s) => s.key);

/**
 * A stored number as it was meant: a binary float's last digits are noise (160 lb is 72.5747792
 * kg, stored as 72.57477920000001), so a value is written to 12 significant digits, more than
 * any measurement here has. The database keeps the full value.
 */
export function withoutFloatNoise(value: string | number | null): string | number | null {
  return typeof value === "number" && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value;
}

/** A row in its section's column order, every number without float noise. */
const cleaned = (section: Section, row: Row): Row => Object.fromEntries(section.columns.map((c) => [c, withoutFloatNoise(row[c] ?? null)]));

async function* rowsOf(section: Section, conn: Db, userId: number): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = (await section.page(conn, userId, after, BATCH)).map((row) => cleaned(section, row));
    if (rows.length === 0) return;
    yield rows;
    if (section.single || rows.length < BATCH) return;
    after = Number(rows[rows.length - 1].id);
  }
}

const encoder = new TextEncoder();

/** The whole export as one JSON object, written a page of rows at a time. */
export async function* exportJson(viewer: Viewer, conn: Db = db, now = new Date()): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`{"exported_at":${JSON.stringify(now.toISOString())},"units":"canonical units are named in each field (kg, cm, kcal, g, mg, floz, minutes)"`);
  for (const section of SECTIONS) {
    if (section.single) {
      let value: Row | null = null;
      for await (const rows of rowsOf(section, conn, viewer.id)) value = rows[0] ?? null;
      yield encoder.encode(`,${JSON.stringify(section.key)}:${JSON.stringify(value)}`);
      continue;
    }
    yield encoder.encode(`,${JSON.stringify(section.key)}:[`);
    let first = true;
    for await (const rows of rowsOf(section, conn, viewer.id)) {
      const body = rows.map((r) => JSON.stringify(r)).join(",");
      yield encoder.encode(first ? body : `,${body}`);
      first = false;
    }
    yield encoder.encode("]");
  }
  yield encoder.encode("}\n");
}

async function* csvOf(section: Section, conn: Db, userId: number): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`${section.columns.join(",")}\r\n`);
  for await (const rows of rowsOf(section, conn, userId)) {
    yield encoder.encode(rows.map((r) => `${section.columns.map((c) => csvField(r[c])).join(",")}\r\n`).join(""));
  }
}

/** The export as CSV files (one per section) in a ZIP. */
export function exportZip(viewer: Viewer, conn: Db = db, now = new Date()): AsyncGenerator<Uint8Array> {
  const entries: ZipEntry[] = SECTIONS.map((section) => ({ name: `${section.key}.csv`, chunks: csvOf(section, conn, viewer.id) }));
  return zipStream(entries, now);
}

export type ExportFormat = "json" | "zip";

/** The download as an HTTP response: streamed, never cached, named by the day. */
export function exportResponse(viewer: Viewer, format: ExportFormat, now = new Date()): Response {
  const source = format === "json" ? exportJson(viewer, db, now) : exportZip(viewer, db, now);
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await source.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (e) {
        controller.error(e);
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
  // Named by the clinic's day, the day the patient sees on every page.
  const name = `my-portal-data-${todayIn(viewer.time_zone, now)}.${format}`;
  return new Response(stream, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "application/zip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
