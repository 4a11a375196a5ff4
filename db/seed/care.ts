import type { Kysely } from "kysely";
import { hashPassword } from "../../app/auth/password.server";
import { CARE_DIGEST_JOBS, digestKey, morningCount, newFlagsOf } from "../../app/care/digest.server";
import { openFlags, seriesFacts, type WeighIn } from "../../app/clinical/flags";
import { bulkInsert } from "../../app/db/bulk";
import type { Database } from "../../app/db/schema";
import { addDays, todayIn, weekdayOf } from "../../app/domain/calendar";
import { caloriesFor } from "../../app/fitness/energy";
import { inToCm, lbToKg } from "../../app/domain/units";
import { CARE_PATIENTS, DEMO_NOTES, type CarePatientSeed, type Story } from "./care-data";
import { DEMO } from "./accounts";
import { seededRandom } from "./progress";

/**
 * The Tampa clinic's panel (issue 25): about forty patients with weeks to months of clinic
 * weigh-ins (entered by the nurse), their own weigh-ins, four weeks of food journals (days of the
 * demo patient's journal, copied) and walks, goals the clinic set, and appointments; notes from
 * the nurse, a reviewed flag and a flag's history. Each story is checked against the flag rules
 * (care-data.ts says which flag it raises). Deterministic for a given day.
 */

const JOURNAL_DAYS = 28;
const CLINIC_EVERY = 14;

/** Per cent of body weight lost (positive) or gained a week, by day of the programme. */
function weeklyPct(story: Story, day: number, span: number): number {
  const steady = day < 28 ? 0.9 : day < 112 ? 0.6 : 0.35;
  switch (story) {
    case "plateau":
      return day >= span - 40 ? 0 : steady;
    case "rapid_loss":
      return day >= span - 21 ? 2.4 : 0.8;
    case "regain":
      return day >= span - 42 ? -0.8 : steady;
    default:
      return steady;
  }
}

/** The weight (lb) on each day of the programme, from the start to today. */
function curve(p: CarePatientSeed, span: number): number[] {
  const lb = [p.startLb];
  for (let d = 1; d <= span; d++) lb.push(lb[d - 1] * (1 - weeklyPct(p.story, d, span) / 700));
  return lb;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function seedCare(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom("users").select("id").where("email", "=", emailOf(CARE_PATIENTS[0])).executeTakeFirst();
  if (existing) {
    console.log("care: already seeded");
    return;
  }
  const started = performance.now();
  const clinic = await db.selectFrom("clinics").select(["id", "city", "state", "time_zone"]).where("id", "=", 1).executeTakeFirstOrThrow();
  const nurse = await db.selectFrom("users").select("id").where("email", "=", DEMO.nurse.email).executeTakeFirstOrThrow();
  const jane = await db.selectFrom("users").select("id").where("email", "=", DEMO.patient.email).executeTakeFirstOrThrow();
  const today = todayIn(clinic.time_zone);
  const walks = await db.selectFrom("exercises").select(["id", "met", "type_of_activity"]).where("category", "=", "Walking").where("deleted_at", "is", null).orderBy("id").limit(3).execute();
  // The demo patient's journal days, to be copied onto the panel's patients.
  const template = await db.selectFrom("journal_entries").selectAll().where("user_id", "=", jane.id).where("day", "<", today).orderBy("day").orderBy("id").execute();
  const templateDays = [...new Set(template.map((e) => e.day))];
  const hash = await hashPassword(DEMO.patient.password);
  const now = new Date().toISOString();

  const weights: Record<string, unknown>[] = [];
  const entries: Record<string, unknown>[] = [];
  const logs: Record<string, unknown>[] = [];
  const appointments: Record<string, unknown>[] = [];
  const profiles: Record<string, unknown>[] = [];
  const goals: Record<string, unknown>[] = [];
  const expected = new Map<number, Story>();

  for (const [i, p] of CARE_PATIENTS.entries()) {
    const random = seededRandom(7000 + i);
    const noise = (pct: number) => 1 + (random() - 0.5) * 2 * (pct / 100);
    const span = p.weeks * 7 + (i % 5);
    const start = addDays(today, -span);
    const lb = curve(p, span);
    const { id } = await db
      .insertInto("users")
      .values({
        email: emailOf(p),
        password_hash: hash,
        user_type: "P",
        first_name: p.first,
        last_name: p.last,
        city: clinic.city,
        state: clinic.state,
        clinic_id: clinic.id,
        created_at: `${start}T14:00:00.000Z`,
        password_changed_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expected.set(id, p.story);
    // The last day anything is logged, and the last weigh-in.
    const lastActive = p.story === "quiet" ? addDays(today, -p.gap!) : today;
    const lastWeighIn = p.story === "quiet" || p.story === "no_weigh_in" ? addDays(today, -p.gap!) : today;
    const weigh = (d: number, member: boolean, kg: number) =>
      weights.push({
        user_id: id,
        measured_on: addDays(start, d),
        member_created: member ? 1 : 0,
        weight_kg: kg,
        created_by: member ? id : nurse.id,
        created_at: `${addDays(start, d)}T${member ? "07:10" : "09:30"}:00.000Z`,
        updated_at: now,
      });
    // The clinic's weigh-ins: at intake, then every two weeks back from the last visit.
    const lastClinic = p.story === "quiet" || p.story === "no_weigh_in" ? span - p.gap! : span - (i % 6);
    const visits = new Set([0]);
    for (let d = lastClinic; d > 0; d -= CLINIC_EVERY) visits.add(d);
    for (const d of [...visits].sort((a, b) => a - b)) weigh(d, false, lbToKg(round1(lb[d] * noise(0.15))));
    const home = p.story === "rapid_loss" ? 1 : 7;
    if (p.weighsAtHome) {
      const homeFrom = p.story === "rapid_loss" ? span - 21 : 3;
      for (let d = homeFrom; d <= span; d += home) {
        if (addDays(start, d) > lastWeighIn) break;
        weigh(d, true, lbToKg(round1(lb[d] * noise(0.25))));
      }
    }
    if (p.story === "implausible") {
      // A slipped digit the patient then typed again correctly, the same morning.
      const d = span - 2 - (i % 3);
      const typo = i % 2 ? lb[d] * 0.9 : lb[d] * 1.08;
      weigh(d, true, lbToKg(round1(typo)));
      weigh(d, true, lbToKg(round1(lb[d])));
    }

    // Four weeks of journal days (or since they joined), most days, up to the last active day.
    for (let back = Math.min(JOURNAL_DAYS, span); back >= 0; back--) {
      const day = addDays(today, -back);
      if (day > lastActive || day === today || random() < (p.story === "no_weigh_in" ? 0.05 : 0.15)) continue;
      const from = templateDays[(i * 7 + back) % templateDays.length];
      for (const e of template.filter((t) => t.day === from)) {
        const { id: _id, user_id: _user, day: _day, created_at, updated_at, ...rest } = e;
        entries.push({ ...rest, user_id: id, day, created_at: `${day}${created_at.slice(10)}`, updated_at: `${day}${updated_at.slice(10)}` });
      }
      // A walk on three or four days a week.
      if (walks.length && random() < 0.55) {
        const walk = walks[(i + back) % walks.length];
        const minutes = 20 + 5 * Math.floor(random() * 6);
        logs.push({
          user_id: id,
          exercise_id: walk.id,
          done_on: day,
          weekday: weekdayOf(day),
          type_of_activity: walk.type_of_activity,
          minutes,
          ...caloriesFor({ met: walk.met, minutes, weightKg: lbToKg(lb[Math.min(span, span - back)]), entered: null }),
          weight_lifted_kg: null,
          reps: null,
          sets: null,
          notes: "",
          source: "log",
          created_at: `${day}T18:30:00.000Z`,
          updated_at: `${day}T18:30:00.000Z`,
        });
      }
    }
    appointments.push({ user_id: id, appt_date: addDays(start, lastClinic), appt_time: "09:30", created_at: now });
    if (i % 9 !== 4) appointments.push({ user_id: id, appt_date: addDays(today, 1 + ((i * 5) % 21)), appt_time: ["09:00", "10:30", "13:15", "15:45"][i % 4], created_at: now });
    profiles.push({ user_id: id, height_cm: inToCm(p.heightIn), goal_weight_kg: i % 4 === 3 ? null : lbToKg(Math.round(p.startLb * 0.82)), height_set_by: nurse.id, updated_at: now });
    goals.push({
      user_id: id,
      starts_on: start,
      calories_kcal: 1200 + 100 * (i % 4),
      protein_kcal: 400,
      vegetable_srv: 4,
      fruit_srv: 2,
      fat_srv: 2,
      starch_srv: 2,
      dairy_srv: 1,
      misc_srv: 1,
      hydration_floz: 64,
      electrolyte_floz: 16,
      set_by: nurse.id,
      created_at: `${start}T14:30:00.000Z`,
      updated_at: `${start}T14:30:00.000Z`,
    });
  }

  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]);
    await bulkInsert(db, table, columns, rows.map((r) => columns.map((c) => r[c] ?? null)));
  };
  await insert("weights", weights);
  await insert("journal_entries", entries);
  await insert("exercise_logs", logs);
  await insert("appointments", appointments);
  await insert("body_profiles", profiles);
  await insert("nutrition_goals", goals);
  await checkStories(db, expected, today);
  console.log(
    `care: ${CARE_PATIENTS.length} Tampa patients, ${weights.length} weigh-ins, ${entries.length} journal rows, ${logs.length} walks (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

const emailOf = (p: CarePatientSeed) => `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";

/** Every story raises its flag, and the steady and new patients none: the demo shows what it says. */
async function checkStories(db: Kysely<Database>, expected: Map<number, Story>, today: string) {
  const ids = [...expected.keys()];
  const [rows, journal, exercise] = await Promise.all([
    db.selectFrom("weights").select(["id", "user_id", "measured_on", "weight_kg", "member_created"]).where("user_id", "in", ids).orderBy("measured_on").orderBy("id").execute(),
    db.selectFrom("journal_entries").select(["user_id", (eb) => eb.fn.max("day").as("d")]).where("user_id", "in", ids).groupBy("user_id").execute(),
    db.selectFrom("exercise_logs").select(["user_id", (eb) => eb.fn.max("done_on").as("d")]).where("user_id", "in", ids).groupBy("user_id").execute(),
  ]);
  const users = await db.selectFrom("users").select(["id", "created_at"]).where("id", "in", ids).execute();
  for (const [id, story] of expected) {
    const series: WeighIn[] = rows.filter((r) => r.user_id === id).map((r) => ({ id: r.id, day: r.measured_on, kg: r.weight_kg, member: r.member_created !== 0 }));
    const facts = seriesFacts(series);
    const open = openFlags(
      {
        ...facts,
        last_journal_day: (journal.find((j) => j.user_id === id)?.d as string | undefined) ?? null,
        last_exercise_day: (exercise.find((j) => j.user_id === id)?.d as string | undefined) ?? null,
        joined_day: users.find((u) => u.id === id)!.created_at.slice(0, 10),
      },
      today,
    ).map((f) => f.code as string);
    const ok = story === "steady" || story === "new" ? open.length === 0 : open.includes(story);
    if (!ok) throw new Error(`care seed: patient ${id} (${story}) raises [${open.join(", ")}]`);
  }
}

/**
 * After the summaries are built: the nurse's notes, a plateau she reviewed, and a flag that was
 * raised and cleared months ago (so the record's history has something to show).
 */
export async function seedCareReviews(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom("care_notes").select("id").limit(1).executeTakeFirst();
  if (done) return;
  const clinic = await db.selectFrom("clinics").select("time_zone").where("id", "=", 1).executeTakeFirstOrThrow();
  const today = todayIn(clinic.time_zone);
  const nurse = await db.selectFrom("users").select("id").where("email", "=", DEMO.nurse.email).executeTakeFirstOrThrow();
  const byName = async (name: string) => {
    const [first, ...last] = name.split(" ");
    return (await db.selectFrom("users").select("id").where("first_name", "=", first).where("last_name", "=", last.join(" ")).executeTakeFirstOrThrow()).id;
  };
  for (const n of DEMO_NOTES) {
    const day = addDays(today, -n.daysAgo);
    await db
      .insertInto("care_notes")
      .values({ patient_id: await byName(n.patient), author_id: nurse.id, day, body: n.text, created_at: `${day}T16:00:00.000Z`, read_at: n.read ? `${addDays(day, 1)}T08:00:00.000Z` : null })
      .execute();
  }
  const samuel = await byName("Samuel Okafor");
  await db
    .updateTable("care_flags")
    .set({ reviewed_at: `${addDays(today, -3)}T15:00:00.000Z`, reviewed_by: nurse.id, review_note: "Talked it through at his visit; new meal plan from Monday." })
    .where("patient_id", "=", samuel)
    .where("code", "=", "plateau")
    .where("cleared_on", "is", null)
    .execute();
  await db
    .insertInto("care_flags")
    .values({
      patient_id: await byName("Olivia Bennett"),
      code: "quiet",
      since: addDays(today, -80),
      cleared_on: addDays(today, -74),
      reviewed_at: `${addDays(today, -78)}T15:00:00.000Z`,
      reviewed_by: nurse.id,
      review_note: "Phoned: away on a family trip, back next week.",
      created_at: `${addDays(today, -80)}T12:00:00.000Z`,
    })
    .execute();
}

/**
 * The nurse's bell shows this morning's count (docs/decisions/0124): the flags the seed raised
 * yesterday (a patient gone quiet, one without a weigh-in), counted by the morning job's own
 * functions and written as the notification it writes, with its job marked done, so the worker
 * does not count the same morning again. After seedNotifications (which seeds only an empty bell).
 */
export async function seedMorningCount(db: Kysely<Database>): Promise<void> {
  const nurse = await db.selectFrom("users").select("id").where("email", "=", DEMO.nurse.email).executeTakeFirstOrThrow();
  const told = await db.selectFrom("notifications").select("id").where("user_id", "=", nurse.id).where("kind", "=", "care_flags").executeTakeFirst();
  if (told) return;
  const clinic = await db.selectFrom("clinics").select("time_zone").where("id", "=", 1).executeTakeFirstOrThrow();
  const today = todayIn(clinic.time_zone);
  const clinics = await newFlagsOf(db, { id: nurse.id, user_type: "A", staff_role: "care", time_zone: clinic.time_zone }, today);
  if (clinics.length === 0) throw new Error("care seed: no flag was raised yesterday for the nurse's morning count");
  const now = new Date();
  const n = morningCount(clinics, today, null);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("notifications").values({ user_id: nurse.id, kind: n.kind, title: n.title, body: n.body ?? "", link: n.link ?? "", created_at: now.toISOString(), read_at: null }).execute();
    await trx
      .insertInto("jobs")
      .values({
        kind: CARE_DIGEST_JOBS.digest,
        payload: JSON.stringify({ user: nurse.id, day: today }),
        idempotency_key: digestKey(nurse.id, today),
        status: "done",
        run_at: now.getTime(),
        created_at: now.toISOString(),
        finished_at: now.toISOString(),
      })
      .execute();
  });
  console.log(`care: the nurse's morning count, "${n.title}"`);
}
