import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { Migrator, sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../app/db/connection";
import { forMigrations } from "../migrations/dialect";
import { migrations } from "../migrations/index";

/**
 * Migrations that rewrite rows, checked on rows written the way the version before them allowed.
 * A throwaway SQLite file each (the PostgreSQL run migrates its own databases from empty).
 */
let open: { db: Kysely<unknown>; dir: string } | undefined;
afterEach(async () => {
  await open?.db.destroy();
  if (open) fs.rmSync(open.dir, { recursive: true, force: true });
  open = undefined;
});

async function databaseAt(migration: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-migration-"));
  const db = openDatabase<unknown>({ sqliteFile: path.join(dir, "portal.sqlite") });
  open = { db, dir };
  const migrator = new Migrator({ db: forMigrations(db), provider: { getMigrations: async () => migrations } });
  const to = async (name: string) => {
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  };
  await to(migration);
  return { db, to };
}

const rows = <T>(db: Kysely<unknown>, query: ReturnType<typeof sql<T>>) => query.execute(db).then((r) => r.rows);

describe("0016_content_keys", () => {
  it("merges images and exercise pictures stored twice for the same content, keeping the oldest and what pointed at the copies", async () => {
    const { db, to } = await databaseAt("0015_badge_streak_index");
    const now = "2026-01-01T00:00:00.000Z";
    await sql`insert into users (id, email, password_hash, created_at, password_changed_at) values (7, 'p@example.com', 'x', ${now}, ${now})`.execute(db);
    const image = (id: number, hash: string, owner: number | null) =>
      sql`insert into images (id, name, photo_o, photo_l, photo_m, photo_s, file_name, file_size, content_type, created, content_hash, owner_id)
          values (${id}, 'Plate', ${`images/${hash.slice(0, 2)}/${hash}_o.png`}, 'l', 'm', 's', 'a.png', 1, 'image/png', ${now}, ${hash}, ${owner})`.execute(db);
    const aaa = "aa" + "1".repeat(18);
    const bbb = "bb" + "2".repeat(18);
    await image(1, aaa, null);
    await image(2, aaa, null); // a race's second catalogue row
    await image(3, aaa, 7); // the patient's own: kept
    await image(4, bbb, null);
    await sql`insert into recipes (id, name, created, updated) values (1, 'Soup', ${now}, ${now})`.execute(db);
    await sql`insert into recipe_images (recipe_id, image_id, seq) values (1, 2, 1), (1, 4, 2)`.execute(db);

    await sql`insert into exercises (id, name, compendium_code, met, category, type_of_activity, created_at, updated_at)
              values (1, 'Step-ups', '02068', 4, 'Conditioning', 'Cardio', ${now}, ${now}), (2, 'Squats', '02054', 5, 'Strength', 'Resistance', ${now}, ${now})`.execute(db);
    const picture = (id: number, exercise: number, hash: string) =>
      sql`insert into exercise_images (id, exercise_id, seq, photo_o, photo_l, photo_m, photo_s)
          values (${id}, ${exercise}, ${id}, ${`images/${hash.slice(0, 2)}/${hash}_o.png`}, 'l', 'm', 's')`.execute(db);
    await picture(1, 1, aaa);
    await picture(2, 1, aaa); // added twice by the editor
    await picture(3, 1, bbb);
    await picture(4, 2, aaa); // another exercise: kept

    await to("0016_content_keys");

    expect(await rows(db, sql<{ id: number }>`select id from images order by id`)).toEqual([{ id: 1 }, { id: 3 }, { id: 4 }]);
    expect(await rows(db, sql<{ image_id: number }>`select image_id from recipe_images order by seq`)).toEqual([{ image_id: 1 }, { image_id: 4 }]);
    expect(await rows(db, sql<{ id: number; content_hash: string }>`select id, content_hash from exercise_images order by id`)).toEqual([
      { id: 1, content_hash: aaa },
      { id: 3, content_hash: bbb },
      { id: 4, content_hash: aaa },
    ]);
    // From now on the database refuses a second row for the same content.
    await expect(image(5, aaa, null)).rejects.toThrow(/UNIQUE/);
    await expect(sql`insert into exercise_images (exercise_id, content_hash, photo_o, photo_l, photo_m, photo_s) values (1, ${aaa}, 'o', 'l', 'm', 's')`.execute(db)).rejects.toThrow(/UNIQUE/);
    await expect(image(6, aaa, 7)).rejects.toThrow(/UNIQUE/);
    await image(7, bbb, 7); // the patient's own gallery is another gallery
  });
});

describe("0017_badge_earned_day", () => {
  it("dates each existing earning by when it was earned: a streak the day it reached its length, anything else its own day", async () => {
    const { db, to } = await databaseAt("0016_content_keys");
    const now = "2026-01-01T00:00:00.000Z";
    await sql`insert into users (id, email, password_hash, created_at, password_changed_at) values (7, 'p@example.com', 'x', ${now}, ${now})`.execute(db);
    await sql`insert into member_badges (user_id, badge_id, start_day, end_day, created_at) values
      (7, 1, '2026-03-04', '2026-03-04', ${now}),
      (7, 6, '2026-10-02', '2026-11-26', ${now}),
      (7, 7, '2026-10-02', '2026-11-26', ${now}),
      (7, 8, '2026-02-25', '2026-03-05', ${now})`.execute(db);
    await to("0017_badge_earned_day");
    expect(await rows(db, sql<{ badge_id: number; earned_day: string }>`select badge_id, earned_day from member_badges order by badge_id`)).toEqual([
      { badge_id: 1, earned_day: "2026-03-04" },
      { badge_id: 6, earned_day: "2026-10-08" },
      { badge_id: 7, earned_day: "2026-10-31" },
      { badge_id: 8, earned_day: "2026-03-03" },
    ]);
  });
});

describe("0018_food_common_names", () => {
  it("gives a portal's USDA foods their common names and searches them", async () => {
    const { db, to } = await databaseAt("0017_badge_earned_day");
    const now = "2026-01-01T00:00:00.000Z";
    await sql`insert into foods (id, ndb_no, name, long_desc, source, created_at, updated_at) values
      (1, '08121', 'Cereals', 'Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt', 'USDA', ${now}, ${now}),
      (2, null, 'Oat bites', 'Oat bites, homemade', 'Member', ${now}, ${now})`.execute(db);
    await to("0018_food_common_names");
    expect(await rows(db, sql<{ id: number; common_name: string }>`select id, common_name from foods order by id`)).toEqual([
      { id: 1, common_name: "oatmeal, cooked" },
      { id: 2, common_name: "" },
    ]);
    expect(await rows(db, sql<{ id: number }>`select rowid as id from foods_fts where foods_fts match 'oatmeal'`)).toEqual([{ id: 1 }]);
    // Kept in step afterwards, like the name and description.
    await sql`update foods set common_name = 'oat snack' where id = 2`.execute(db);
    expect(await rows(db, sql<{ id: number }>`select rowid as id from foods_fts where foods_fts match 'snack'`)).toEqual([{ id: 2 }]);
  });
});

describe("migrations landing in any order", () => {
  it("a database that already ran a later-numbered migration (another branch's 0055) still takes this branch's 0016-0018", async () => {
    const { migrateToLatest } = await import("./migrate");
    const mine = ["0016_content_keys", "0017_badge_earned_day", "0018_food_common_names"];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-migration-"));
    const db = openDatabase<unknown>({ sqliteFile: path.join(dir, "portal.sqlite") });
    open = { db, dir };
    const others = Object.fromEntries(Object.entries(migrations).filter(([name]) => !mine.includes(name)));
    const { error } = await new Migrator({ db: forMigrations(db), provider: { getMigrations: async () => others } }).migrateToLatest();
    if (error) throw error;
    await migrateToLatest(db);
    const ran = await rows(db, sql<{ name: string }>`select name from kysely_migration order by name`);
    expect(ran.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });
});

describe("0057_phone_numbers", () => {
  it("writes each member's phone in its one form; a number it cannot read stays as typed", async () => {
    const { db, to } = await databaseAt("0056_read_indexes");
    const now = "2026-01-01T00:00:00.000Z";
    const typed = ["(813) 555-0142", "813.555.0142", "+1 813 555 0199", "+44 20 7946 0958", "", "555-0142"];
    for (const [i, phone] of typed.entries()) {
      await sql`insert into users (id, email, password_hash, created_at, password_changed_at, phone) values (${i + 1}, ${`p${i}@example.com`}, 'x', ${now}, ${now}, ${phone})`.execute(db);
    }
    await to("0057_phone_numbers");
    expect((await rows(db, sql<{ phone: string }>`select phone from users order by id`)).map((r) => r.phone)).toEqual([
      "(813) 555-0142",
      "(813) 555-0142",
      "(813) 555-0199",
      "+442079460958",
      "",
      "555-0142",
    ]);
  });
});
