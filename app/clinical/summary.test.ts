import { beforeAll, describe, expect, it } from "vitest";
import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import { createLog, deleteActivity, updateLog } from "~/fitness/activity.server";
import { changeFluid, copyEntries, createEntry, deleteEntry } from "~/journal/journal.server";
import { entrySchema } from "~/journal/schemas";
import { weightEntrySchema } from "~/progress/schemas";
import { addClinicWeight, addWeight, deleteWeight, updateWeight } from "~/progress/weigh-ins.server";
import { seededRandom } from "../../db/seed/progress";
import { computeCareSummary, rebuildCareSummary } from "./summary.server";

/**
 * The summaries the care panel reads are kept by every write (docs/decisions/0122). After a long
 * run of random writes of every kind (weigh-ins of both kinds, food entries, drinks, copies,
 * exercise logs; adds, edits and deletes, on days back to a month ago) each patient's stored
 * summary equals a recomputation from their rows, and so do the flags' open episodes.
 */

const TZ = "America/New_York";
const today = () => todayIn(TZ);
let seq = 0;

async function newPatient() {
  seq += 1;
  const now = nowIso();
  const { id } = await db
    .insertInto("users")
    .values({
      email: `care-summary-${Date.now()}-${seq}@example.com`,
      password_hash: "x",
      user_type: "P",
      first_name: "Summary",
      last_name: `Tester ${seq}`,
      city: "Tampa",
      state: "FL",
      clinic_id: 1,
      created_at: now,
      password_changed_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, user_type: "P" as const, staff_role: null, time_zone: TZ };
}

let foodId = 0;
let brisk = 0;
let nurse = { id: 0, user_type: "A" as const };
beforeAll(async () => {
  foodId = (await db.selectFrom("foods").select("id").where("ndb_no", "=", "09040").executeTakeFirstOrThrow()).id;
  brisk = (await db.selectFrom("exercises").select("id").where("deleted_at", "is", null).orderBy("id").executeTakeFirstOrThrow()).id;
  nurse = { id: (await db.selectFrom("users").select("id").where("email", "=", "nurse@example.com").executeTakeFirstOrThrow()).id, user_type: "A" };
});

const stored = (id: number) => db.selectFrom("care_summaries").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow();
const openEpisodes = (id: number) =>
  db.selectFrom("care_flags").select(["code", "since"]).where("patient_id", "=", id).where("cleared_on", "is", null).orderBy("code").execute();

describe("summaries kept on write", () => {
  it("equal a full recomputation after 150 random writes of every kind", async () => {
    const random = seededRandom(2025);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const day = () => addDays(today(), -Math.floor(random() * 30));
    const patients = [await newPatient(), await newPatient()];
    const made = new Map<number, { weights: number[]; entries: number[]; logs: number[] }>(patients.map((p) => [p.id, { weights: [], entries: [], logs: [] }]));
    for (let i = 0; i < 150; i++) {
      const p = pick(patients);
      const mine = made.get(p.id)!;
      const kind = Math.floor(random() * 10);
      // Weights swing widely so that every weight flag is raised and cleared along the way.
      const weight = () => weightEntrySchema.parse({ weight: Math.round((180 + (random() - 0.5) * 40) * 10) / 10, date: day(), confirm: "on" });
      if (kind === 0) {
        const w = await addWeight(p, weight());
        if (w.ok) mine.weights.push(w.data.row.id);
      } else if (kind === 1) {
        const w = await addClinicWeight(p, nurse, weight());
        expect(w.ok).toBe(true);
      } else if (kind === 2 && mine.weights.length) {
        const id = pick(mine.weights);
        if (random() < 0.5) {
          await deleteWeight(p, id);
          mine.weights = mine.weights.filter((x) => x !== id);
        } else await updateWeight(p, id, weight());
      } else if (kind === 3 || kind === 4) {
        const e = await createEntry(p, entrySchema.parse({ food: foodId, measure: "g", quantity: 100, added_on: day() }));
        if (e.ok) mine.entries.push(e.data.entry.id);
      } else if (kind === 5 && mine.entries.length) {
        const id = pick(mine.entries);
        await deleteEntry(p, id);
        mine.entries = mine.entries.filter((x) => x !== id);
      } else if (kind === 6) {
        await changeFluid(p, day(), "hydration", { delta: 8 });
      } else if (kind === 7) {
        await copyEntries(p, { from: day(), to: day(), meal: "all" });
      } else if (kind === 8) {
        const l = await createLog(p, { exercise: brisk, datedone: day(), duration: 10 + Math.floor(random() * 50) });
        if (l.ok) mine.logs.push(l.data.id);
      } else if (mine.logs.length) {
        const id = pick(mine.logs);
        if (random() < 0.5) {
          await deleteActivity(p, id);
          mine.logs = mine.logs.filter((x) => x !== id);
        } else await updateLog(p, id, { exercise: brisk, datedone: day(), duration: 45 });
      }
    }
    for (const p of patients) {
      const kept = await stored(p.id);
      const { user_id: _u, updated_at: _t, ...columns } = kept;
      expect(columns).toEqual(await computeCareSummary(db, p.id, today()));
      const episodesKept = await openEpisodes(p.id);
      await db.transaction().execute((trx) => rebuildCareSummary(trx, p.id));
      expect(await openEpisodes(p.id)).toEqual(episodesKept);
    }
    // The run raised something worth a look, or the comparison proves little.
    const raised = await db.selectFrom("care_flags").select("code").where("patient_id", "in", patients.map((p) => p.id)).execute();
    expect(new Set(raised.map((r) => r.code)).size).toBeGreaterThan(1);
  });

  it("a staff member's own journal keeps no summary: only patients are on a panel", async () => {
    const staff = { id: nurse.id, user_type: "A" as const, staff_role: "care" as const, time_zone: TZ };
    await changeFluid(staff, today(), "hydration", { delta: 8 });
    expect(await db.selectFrom("care_summaries").select("user_id").where("user_id", "=", nurse.id).executeTakeFirst()).toBeUndefined();
  });
});
