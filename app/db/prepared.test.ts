import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "./db.server";
import { preparedRead } from "./prepared";

/** A read prepared once answers exactly what the same builder answers each time (both engines). */
describe("preparedRead", () => {
  const byClinicAndName = preparedRead(["clinicId", "from", "limit"], (a: { clinicId: number; from: string; limit: number }) =>
    db.selectFrom("clinics").select(["id", "name", "state"]).where("id", ">=", a.clinicId).where("name", ">=", a.from).orderBy("id").limit(a.limit),
  );
  const built = (clinicId: number, from: string, limit: number) =>
    db.selectFrom("clinics").select(["id", "name", "state"]).where("id", ">=", clinicId).where("name", ">=", from).orderBy("id").limit(limit).execute();

  it("puts each call's arguments where the builder's were, call after call", async () => {
    const [first, second] = await db.selectFrom("clinics").select("id").orderBy("id").limit(2).execute();
    expect(second).toBeDefined();
    for (const [clinicId, from, limit] of [
      [first.id, "", 5],
      [second.id, "", 1],
      [first.id, "M", 3],
      [first.id, "zzz", 3],
    ] as const) {
      expect(await byClinicAndName(db, { clinicId, from, limit })).toEqual(await built(clinicId, from, limit));
    }
    expect(await byClinicAndName(db, { clinicId: first.id, from: "", limit: 1 })).toHaveLength(1);
  });

  it("runs inside a transaction, seeing what it wrote", async () => {
    const name = `Prepared ${Date.now()}`;
    await db
      .transaction()
      .execute(async (trx) => {
        const id = Number((await sql<{ m: number }>`select max(id) as m from clinics`.execute(trx)).rows[0].m) + 1000;
        await trx.insertInto("clinics").values({ id, name, city: "Tampa", state: "FL", phone: "" }).execute();
        expect(await byClinicAndName(trx, { clinicId: id, from: "", limit: 5 })).toEqual([{ id, name, state: "FL" }]);
        expect(await byClinicAndName(trx, { clinicId: id + 1, from: "", limit: 5 })).toEqual([]);
        throw new Error("roll back");
      })
      .catch((e: Error) => expect(e.message).toBe("roll back"));
    expect(await db.selectFrom("clinics").select("id").where("name", "=", name).execute()).toEqual([]);
  });

  it("reads a list for `in` as the builder does, whatever its length, and refuses an empty one", async () => {
    const ids = (await db.selectFrom("clinics").select("id").orderBy("id").limit(12).execute()).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    const byIds = preparedRead(["ids", "from"], (a: { ids: number[]; from: string }) =>
      db.selectFrom("clinics").select(["id", "name"]).where("id", "in", a.ids).where("name", ">=", a.from).orderBy("id"),
    );
    const builtIn = (list: number[], from: string) => db.selectFrom("clinics").select(["id", "name"]).where("id", "in", list).where("name", ">=", from).orderBy("id").execute();
    // Lengths on each side of a padded size (4, 8, 16), and repeats, in both orders of calls.
    for (const list of [[ids[0]], ids.slice(0, 3), ids.slice(0, 4), ids.slice(2, 7), ids.slice(0, 9), [ids[5], ids[1], ids[5]], ids.slice(0, 4)]) {
      const rows = await byIds(db, { ids: list, from: "" });
      expect(rows).toEqual(await builtIn(list, ""));
      expect(rows.map((r) => r.id)).toEqual([...new Set(list)].sort((a, b) => a - b));
    }
    expect(await byIds(db, { ids: ids.slice(0, 5), from: "zzz" })).toEqual([]);
    await expect(byIds(db, { ids: [], from: "" })).rejects.toThrow(/empty/);
  });

  it("refuses a shape it cannot keep: an argument written into the SQL text, or a write", async () => {
    const inText = preparedRead(["column"], (a: { column: string }) => db.selectFrom("clinics").select(sql.ref<string>(a.column).as("x")));
    await expect(inText(db, { column: "name" })).rejects.toThrow(/not a parameter/);
    const write = preparedRead(["id"], (a: { id: number }) => db.deleteFrom("clinics").where("id", "=", a.id) as never);
    await expect(write(db, { id: -1 })).rejects.toThrow(/only a select/);
  });
});
