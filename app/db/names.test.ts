import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "./db.server";
import { compareNames } from "./name-compare";
import { byName } from "./names";

/**
 * Names sort as a person reads them, the same on SQLite and PostgreSQL (`npm run test:pg` runs
 * this file on a cluster whose default collation is C; the expression pins "C" itself, so a
 * server in en_US or an ICU locale answers the same), and the same in memory.
 */
const NAMES = ["Walk Your Way Up", "Walk to Jog", "WALKING", "Walk-jog intervals", "apple", "Banana", "O'Brien", "Obama", "Zucchini", "éclair", "Éclair", "10 Workouts", "2 Minute Plank", "", "a"];
const EXPECTED = ["", "10 Workouts", "2 Minute Plank", "a", "apple", "Banana", "O'Brien", "Obama", "Walk to Jog", "Walk Your Way Up", "Walk-jog intervals", "WALKING", "Zucchini", "Éclair", "éclair"];

async function sortedByDatabase(direction: "asc" | "desc"): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const base = Number((await sql<{ m: number | null }>`select max(id) as m from clinics`.execute(trx)).rows[0].m ?? 0) + 10_000;
    // Inserted in an order of their own, so an order by id could not pass for the rule.
    const shuffled = NAMES.map((name, i) => ({ name, i })).sort((a, b) => ((a.i * 7) % NAMES.length) - ((b.i * 7) % NAMES.length));
    await trx
      .insertInto("clinics")
      .values(shuffled.map(({ name }, k) => ({ id: base + k, name: `${name}`, city: "Tampa", state: "FL", phone: "" })))
      .execute();
    const rows = await trx.selectFrom("clinics").select(["id", "name"]).where("id", ">=", base).orderBy(byName(trx, "name"), direction).orderBy("id").execute();
    await trx.deleteFrom("clinics").where("id", ">=", base).execute();
    return rows.map((r) => r.name);
  });
}

describe("byName: the one order of names", () => {
  it("ignores the case of A–Z and compares the rest character by character, on this engine", async () => {
    expect(await sortedByDatabase("asc")).toEqual(EXPECTED);
    expect(await sortedByDatabase("desc")).toEqual([...EXPECTED].reverse());
  });

  it("compareNames sorts in memory exactly as the database does", async () => {
    expect([...NAMES].sort(compareNames)).toEqual(await sortedByDatabase("asc"));
    // The same name in two cases is a tie, left to the caller's next key (the id).
    expect(compareNames("Walk to Jog", "walk to jog")).toBe(0);
    expect(compareNames("Walk to Jog", "Walk Your Way Up")).toBeLessThan(0);
  });
});
