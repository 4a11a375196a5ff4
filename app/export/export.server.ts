import { badgeById, badgeName } from "~/badges/catalogue";
import { db } from "~/db/db.server";
import { csvField } from "~/domain/csv";
import type { Db, Viewer } from "~/domain/outcome";
import { todayIn } from "~/domain/calendar";
import { DEFAULT_UNITS, isUnits, roundTo } from "~/domain/units";
import { mealLabel } from "~/journal/codes";
import type { MealCode } from "~/db/tables/journal";
import { i18nOf, translate, translateMessage } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { imageTypeLabel } from "~/testimonials/codes";
import { MEDICATION_EXPORT_SECTIONS } from "~/medications/export.server";
import { zipStream, type ZipEntry } from "./zip.server";

/**
 * A patient's own data, everything the portal holds about them (issue 12; docs/decisions/0074):
 * profile, appointments, food journal, nutrition goals, fitness plan, activity (logs and the
 * fitness journal: one record), fitness goals, weights, badges, testimonials (their photos'
 * details; the photos themselves stay in the clinic's private store), favourites and comments,
 * and medicines (regimens, dose steps, doses, side effects).
 *
 * Streamed, never built in memory: each section is read in pages of BATCH rows by id (keyset),
 * so the connection is never held between pages and other requests keep being answered, and
 * every page is written out before the next is read. JSON is one object; CSV is one file per
 * section in a ZIP. Quantities keep their canonical units, named in the column, rounded as a
 * person reads them (`forPeople`); codes are written as the pages name them (a meal "Breakfast",
 * not "A"; a photo "Before", not "B"; a badge by its name in the member's units).
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

/** A CSV header from a select list: each column's alias, or its name without the table's. */
const headerOf = (select: readonly string[]) => select.map((c) => c.split(" as ").pop()!.replace(/^\w+\./, ""));

// What a section selects is also its CSV header, so a column added to one is in both (the
// sections that reshape their rows, food_journal, badges and testimonials, list their own).
const PROFILE_COLUMNS = ["u.id", "u.email", "u.first_name", "u.middle_name", "u.last_name", "u.city", "u.state", "c.name as clinic", "c.city as clinic_city", "c.state as clinic_state", "b.height_cm", "b.goal_weight_kg"] as const;
const APPOINTMENTS_COLUMNS = ["id", "appt_date", "appt_time"] as const;
const NUTRITION_GOALS_COLUMNS = ["id", "starts_on", "calories_kcal", "protein_kcal", "vegetable_srv", "fruit_srv", "fat_srv", "starch_srv", "dairy_srv", "misc_srv", "hydration_floz", "electrolyte_floz"] as const;
const FITNESS_PLAN_COLUMNS = ["p.id", "e.name as exercise", "p.sunday", "p.monday", "p.tuesday", "p.wednesday", "p.thursday", "p.friday", "p.saturday"] as const;
const ACTIVITY_COLUMNS = ["l.id", "l.done_on", "e.name as exercise", "l.type_of_activity", "l.minutes", "l.calories_kcal", "l.weight_lifted_kg", "l.reps", "l.sets", "l.notes", "l.source"] as const;
const FITNESS_GOALS_COLUMNS = ["id", "week_start", "set_on", "cardio_minutes", "resistance_sessions", "flexibility_sessions", "calories_kcal"] as const;
const WEIGHTS_COLUMNS = ["id", "measured_on", "member_created", "weight_kg", "impedance_ohm", "fat_pct", "fat_mass_kg", "ffm_kg", "tbw_kg", "bp_systolic", "bp_diastolic", "pulse_bpm", "waist_cm"] as const;
const TESTIMONIAL_PHOTOS_COLUMNS = ["id", "name", "type", "weight_kg", "week", "created_at"] as const;
const FAVOURITE_RECIPES_COLUMNS = ["f.id", "r.name as recipe", "f.created"] as const;
const RECIPE_COMMENTS_COLUMNS = ["c.id", "r.name as recipe", "c.title", "c.notes", "c.rating", "c.is_approved", "c.created"] as const;

const SECTIONS: Section[] = [
  {
    key: "profile",
    single: true,
    columns: headerOf(PROFILE_COLUMNS),
    page: async (conn, userId, afterId) =>
      conn
        .selectFrom("users as u")
        .leftJoin("clinics as c", "c.id", "u.clinic_id")
        .leftJoin("body_profiles as b", "b.user_id", "u.id")
        .select(PROFILE_COLUMNS)
        .where("u.id", "=", userId)
        .where("u.id", ">", afterId)
        .execute(),
  },
  {
    key: "appointments",
    columns: headerOf(APPOINTMENTS_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn.selectFrom("appointments").select(APPOINTMENTS_COLUMNS).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute(),
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
      return rows.map(({ item_name, item_desc, recipe_servings, meal, ...r }) => ({
        ...r,
        meal: mealLabel(meal as MealCode),
        item: recipe_servings === null ? item_desc || item_name : item_name,
      }));
    },
  },
  {
    key: "nutrition_goals",
    columns: headerOf(NUTRITION_GOALS_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("nutrition_goals")
        .select(NUTRITION_GOALS_COLUMNS)
        .where("user_id", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute(),
  },
  {
    key: "fitness_plan",
    columns: headerOf(FITNESS_PLAN_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("member_exercise_plans as p")
        .innerJoin("exercises as e", "e.id", "p.exercise_id")
        .select(FITNESS_PLAN_COLUMNS)
        .where("p.user_id", "=", userId)
        .where("p.id", ">", afterId)
        .orderBy("p.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "activity",
    columns: headerOf(ACTIVITY_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("exercise_logs as l")
        .innerJoin("exercises as e", "e.id", "l.exercise_id")
        .select(ACTIVITY_COLUMNS)
        .where("l.user_id", "=", userId)
        .where("l.id", ">", afterId)
        .orderBy("l.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "fitness_goals",
    columns: headerOf(FITNESS_GOALS_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("fitness_goals")
        .select(FITNESS_GOALS_COLUMNS)
        .where("user_id", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute(),
  },
  {
    key: "weights",
    columns: headerOf(WEIGHTS_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("weights")
        .select(WEIGHTS_COLUMNS)
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
      const [rows, member] = await Promise.all([
        conn.selectFrom("member_badges").select(["id", "badge_id", "start_day", "end_day"]).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute(),
        conn.selectFrom("users").select(["units", "language"]).where("id", "=", userId).executeTakeFirst(),
      ]);
      // Named as the member reads them: "First 2.3 Kilograms" to a member who reads kilograms, in their language.
      const units = isUnits(member?.units) ? member.units : DEFAULT_UNITS;
      const language = member?.language ?? DEFAULT_LANGUAGE;
      return rows.map((r) => {
        const def = badgeById(r.badge_id);
        return { id: r.id, badge: def ? translateMessage(language, badgeName(def, units)) : `Badge ${r.badge_id}`, start_day: r.start_day, end_day: r.end_day };
      });
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
    columns: headerOf(TESTIMONIAL_PHOTOS_COLUMNS),
    page: async (conn, userId, afterId, limit) => {
      const rows = await conn.selectFrom("testimonial_images").select(TESTIMONIAL_PHOTOS_COLUMNS).where("user_id", "=", userId).where("id", ">", afterId).orderBy("id").limit(limit).execute();
      return rows.map((r) => ({ ...r, type: imageTypeLabel(r.type) }));
    },
  },
  {
    key: "favourite_recipes",
    columns: headerOf(FAVOURITE_RECIPES_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("recipe_favorites as f")
        .innerJoin("recipes as r", "r.id", "f.recipe_id")
        .select(FAVOURITE_RECIPES_COLUMNS)
        .where("f.user_id", "=", userId)
        .where("f.id", ">", afterId)
        .orderBy("f.id")
        .limit(limit)
        .execute(),
  },
  {
    key: "recipe_comments",
    columns: headerOf(RECIPE_COMMENTS_COLUMNS),
    page: (conn, userId, afterId, limit) =>
      conn
        .selectFrom("comments as c")
        .innerJoin("recipes as r", "r.id", "c.recipe_id")
        .select(RECIPE_COMMENTS_COLUMNS)
        .where("c.user_id", "=", userId)
        .where("c.id", ">", afterId)
        .orderBy("c.id")
        .limit(limit)
        .execute(),
  },
  // Medicines, their dose steps, recorded doses and side effects (issue 38).
  ...MEDICATION_EXPORT_SECTIONS,
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

/**
 * Decimals a person reads a quantity to, by the unit its column names (issue 36): the portal's
 * own precision, a little finer where the page converts (10 g of a weight is less than the 0.1 lb
 * a page shows, so 175 lb typed reads back as 79.38 kg and converts back to 175.0 lb).
 */
const DECIMALS: readonly [RegExp, number][] = [
  [/_kg$/, 2],
  [/_cm$/, 1],
  [/_pct$/, 1],
  [/_kcal$/, 0],
  [/_mg$/, 1],
  [/_g$/, 1],
  [/_srv$/, 2],
  [/_floz$/, 2],
  [/_ohm$/, 1],
  [/^quantity$/, 2],
];

/** A stored number rounded for the person who asked for it; the database keeps the full value. */
export function forPeople(column: string, value: string | number | null): string | number | null {
  if (typeof value !== "number" || Number.isInteger(value)) return value;
  const digits = DECIMALS.find(([pattern]) => pattern.test(column))?.[1];
  return digits === undefined ? withoutFloatNoise(value) : roundTo(value, digits);
}

/** A row in its section's column order, every number rounded for people. */
const cleaned = (section: Section, row: Row): Row => Object.fromEntries(section.columns.map((c) => [c, forPeople(c, row[c] ?? null)]));

async function* rowsOf(conn: Db, section: Section, userId: number): AsyncGenerator<Row[]> {
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

/** The whole export as one JSON object, written a page of rows at a time; its note on units in `language`. */
export async function* exportJson(viewer: Viewer, language: string = DEFAULT_LANGUAGE, now = new Date()): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`{"exported_at":${JSON.stringify(now.toISOString())},"units":${JSON.stringify(translate(language, "export:json.units"))}`);
  for (const section of SECTIONS) {
    if (section.single) {
      let value: Row | null = null;
      for await (const rows of rowsOf(db, section, viewer.id)) value = rows[0] ?? null;
      yield encoder.encode(`,${JSON.stringify(section.key)}:${JSON.stringify(value)}`);
      continue;
    }
    yield encoder.encode(`,${JSON.stringify(section.key)}:[`);
    let first = true;
    for await (const rows of rowsOf(db, section, viewer.id)) {
      const body = rows.map((r) => JSON.stringify(r)).join(",");
      yield encoder.encode(first ? body : `,${body}`);
      first = false;
    }
    yield encoder.encode("]");
  }
  yield encoder.encode("}\n");
}

/**
 * A column's name in the CSV header, in the member's language (issue 41): English keeps the
 * field's own name (what the JSON export calls it); a column with no translation keeps it too.
 */
const headerIn = (language: string, column: string): string =>
  i18nOf(language).exists(`export:columns.${column}`) ? translate(language, `export:columns.${column}`) : column;

async function* csvOf(conn: Db, section: Section, userId: number, language: string): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`${section.columns.map((c) => csvField(headerIn(language, c))).join(",")}\r\n`);
  for await (const rows of rowsOf(conn, section, userId)) {
    yield encoder.encode(rows.map((r) => `${section.columns.map((c) => csvField(r[c])).join(",")}\r\n`).join(""));
  }
}

async function* once(text: string): AsyncGenerator<Uint8Array> {
  yield encoder.encode(text);
}

/** The export as CSV files (one per section) in a ZIP, headed by a readme; written in `language` (the member's). */
export function exportZip(viewer: Viewer, language: string, now = new Date()): AsyncGenerator<Uint8Array> {
  const readme: ZipEntry = {
    name: translate(language, "export:readme.name"),
    chunks: once(translate(language, "export:readme.text", { day: todayIn(viewer.time_zone, now) })),
  };
  const entries: ZipEntry[] = SECTIONS.map((section) => ({ name: `${section.key}.csv`, chunks: csvOf(db, section, viewer.id, language) }));
  return zipStream([readme, ...entries], now);
}

export type ExportFormat = "json" | "zip";

/** The download as an HTTP response: streamed, never cached, named by the day; the CSV files in `language`. */
export function exportResponse(viewer: Viewer, format: ExportFormat, language: string, now = new Date()): Response {
  const source = format === "json" ? exportJson(viewer, language, now) : exportZip(viewer, language, now);
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
