import type { Kysely } from "kysely";
import { bulkInsert } from "../../app/db/bulk";
import type { Database } from "../../app/db/schema";
import { addDays, todayIn, weekdayOf } from "../../app/domain/calendar";
import { nextSite, scheduledDoses, type Plan } from "../../app/medications/schedule";
import { titrationSteps } from "../../app/medications/titration";
import { DEMO } from "./accounts";
import { FORMULARY, MEDICATION_STORIES, SIDE_EFFECT_STORIES } from "./medications-data";
import { seededRandom } from "./progress";

/**
 * The formulary and the Tampa demo's medicines (issue 38): a dozen of the care demo's patients and
 * the demo patient on months of regimens (titrations, a dose brought back down, a pause, a missed
 * stretch, a nausea week after a step up), with their recorded doses, injection sites rotated and
 * side-effect check-ins. Deterministic for a given day. The care summaries are rebuilt after it
 * (seed index), and `checkMedicationFlags` (run by the seed's test) holds each story to the flags
 * it should raise.
 */

const NOW = () => new Date().toISOString();

export async function seedFormulary(db: Kysely<Database>): Promise<Map<string, { id: number; unit: string; kind: string; steps: { dose: number; weeks: number | null }[] }>> {
  const existing = await db.selectFrom("medications").select(["id", "name"]).execute();
  if (existing.length === 0) {
    const now = NOW();
    await bulkInsert(
      db,
      "medications",
      ["name", "generic_name", "kind", "route", "unit", "strengths", "prescription", "usual_schedule", "usual_times", "steps", "plan_note", "source", "created_at", "updated_at"],
      FORMULARY.map((m) => [m.name, m.generic_name, m.kind, m.route, m.unit, JSON.stringify(m.strengths), m.prescription ? 1 : 0, m.usual_schedule, JSON.stringify(m.usual_times), JSON.stringify(m.steps), m.plan_note, m.source, now, now]),
    );
  }
  const rows = await db.selectFrom("medications").select(["id", "name", "unit", "kind", "steps"]).execute();
  return new Map(rows.map((r) => [r.name, { id: r.id, unit: r.unit, kind: r.kind, steps: JSON.parse(r.steps) as { dose: number; weeks: number | null }[] }]));
}


export async function seedMedications(db: Kysely<Database>): Promise<void> {
  const formulary = await seedFormulary(db);
  const done = await db.selectFrom("medication_regimens").select("id").limit(1).executeTakeFirst();
  if (done) {
    console.log("medications: already seeded");
    return;
  }
  const started = performance.now();
  const clinic = await db.selectFrom("clinics").select("time_zone").where("id", "=", 1).executeTakeFirstOrThrow();
  const today = todayIn(clinic.time_zone);
  const nurse = await db.selectFrom("users").select("id").where("email", "=", DEMO.nurse.email).executeTakeFirstOrThrow();
  const people = await db.selectFrom("users").select(["id", "email", "first_name", "last_name"]).where("clinic_id", "=", 1).where("user_type", "=", "P").execute();
  const idOf = (name: string) => {
    const p = name === "Jane" ? people.find((u) => u.email === DEMO.patient.email) : people.find((u) => `${u.first_name} ${u.last_name}` === name);
    if (!p) throw new Error(`medications seed: no patient ${name}`);
    return p.id;
  };
  const now = NOW();
  const steps: unknown[][] = [];
  const doses: unknown[][] = [];
  const lastSite = new Map<number, string | null>();
  for (const [i, story] of MEDICATION_STORIES.entries()) {
    const m = formulary.get(story.medication);
    if (!m) throw new Error(`medications seed: no ${story.medication} in the formulary`);
    const userId = idOf(story.patient);
    const entry = FORMULARY.find((f) => f.name === story.medication)!;
    const start = addDays(today, -story.startedDaysAgo);
    const schedule = entry.usual_schedule;
    const times = story.times ?? entry.usual_times;
    const weekday = schedule === "weekly" ? weekdayOf(start) : null;
    const plan = story.titrate ? titrationSteps(m, story.dose, story.titrateTo, start) : null;
    if (plan && !plan.ok) throw new Error(`medications seed: ${story.medication} cannot titrate from ${story.dose}`);
    const stepList = plan?.ok ? plan.data.map((s, k) => ({ ...s, paused: false, source: k === 0 ? "start" : "plan", note: "" })) : [{ from_day: start, dose: story.dose, paused: false, source: "start", note: "" }];
    let kept = stepList;
    if (story.change) {
      const from = addDays(today, -story.change.daysAgo);
      kept = [...stepList.filter((s) => s.from_day < from), { from_day: from, dose: story.change.dose, paused: false, source: "change", note: story.change.note }];
    }
    if (story.pausedDaysAgo !== undefined) {
      const from = addDays(today, -story.pausedDaysAgo);
      const last = kept.filter((s) => s.from_day <= from).at(-1)!;
      kept = [...kept.filter((s) => s.from_day <= from), { from_day: from, dose: last.dose, paused: true, source: "pause", note: "Paused while the blood pressure reading is checked." }];
    }
    const { id } = await db
      .insertInto("medication_regimens")
      .values({
        user_id: userId,
        medication_id: m.id,
        set_by: story.setBy,
        prescribed_by: story.setBy === "clinic" ? nurse.id : null,
        unit: m.unit,
        schedule,
        times: JSON.stringify(times),
        weekday,
        start_day: start,
        end_day: null,
        status: story.pausedDaysAgo !== undefined ? "paused" : "active",
        stop_reason: "",
        titrate_to: story.titrate && !story.change ? (plan?.ok ? plan.data.at(-1)!.dose : null) : null,
        instructions: story.instructions ?? "",
        supply: story.supply ?? null,
        supply_on: story.supply === undefined ? null : addDays(today, -3),
        created_at: `${start}T14:00:00.000Z`,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const s of kept) steps.push([id, s.from_day, s.dose, s.paused ? 1 : 0, s.source, story.setBy === "clinic" ? nurse.id : userId, s.note, now]);

    const random = seededRandom(9100 + i);
    const recorded = (day: string) => {
      if (story.missed && day >= addDays(today, -story.missed[0]) && day <= addDays(today, -story.missed[1])) return "none";
      // Recent doses were all taken, so that only the stories meant to raise a flag raise one.
      if (!story.missed && story.takes >= 0.8 && day >= addDays(today, -10)) return "taken";
      const r = random();
      return r < story.takes ? "taken" : r < story.takes + (1 - story.takes) / 3 ? "skipped" : "none";
    };
    const asPlan: Plan = { schedule, times, weekday, start_day: start, end_day: null, steps: kept };
    if (schedule === "as_needed") {
      for (let d = start; d < today; d = addDays(d, 1)) {
        if (random() < story.takes) doses.push([id, userId, d, null, "taken", d, "16:30", null, null, story.dose, "", `${d}T21:30:00.000Z`]);
      }
      continue;
    }
    for (const dose of scheduledDoses(asPlan, start, addDays(today, -1))) {
      const what = recorded(dose.day);
      if (what === "none") continue;
      const late = schedule === "weekly" && random() < 0.15 ? 1 : 0;
      const takenDay = addDays(dose.day, late);
      if (takenDay >= today) continue;
      const minutes = Math.floor(random() * 50);
      const [h, mm] = dose.slot.split(":").map(Number);
      const at = h * 60 + mm + minutes;
      const takenTime = `${String(Math.floor(at / 60) % 24).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
      let site: string | null = null;
      if (what === "taken" && m.kind === "injection") {
        site = nextSite(lastSite.get(userId) ?? null);
        lastSite.set(userId, site);
      }
      const reason = what === "skipped" ? (["forgot", "side_effects", "ran_out", "other"] as const)[Math.floor(random() * 4)] : null;
      doses.push([id, userId, dose.day, dose.slot, what, what === "taken" ? takenDay : dose.day, what === "taken" ? takenTime : null, reason, site, dose.dose, "", `${takenDay}T12:00:00.000Z`]);
    }
  }
  await bulkInsert(db, "medication_steps", ["regimen_id", "from_day", "dose", "paused", "source", "set_by", "note", "created_at"], steps);
  await bulkInsert(db, "medication_doses", ["regimen_id", "user_id", "due_day", "slot", "status", "taken_day", "taken_time", "reason", "site", "dose", "note", "created_at"], doses);
  const effects: unknown[][] = [];
  for (const s of SIDE_EFFECT_STORIES) {
    const userId = idOf(s.patient);
    s.severities.forEach((severity, k) => {
      const day = addDays(today, -s.fromDaysAgo + k);
      if (severity > 0 && day <= today) effects.push([userId, day, s.symptom, severity, k === 0 ? (s.note ?? "") : "", `${day}T20:00:00.000Z`, `${day}T20:00:00.000Z`]);
    });
  }
  await bulkInsert(db, "side_effects", ["user_id", "day", "symptom", "severity", "note", "created_at", "updated_at"], effects);
  console.log(
    `medications: ${FORMULARY.length} formulary entries, ${MEDICATION_STORIES.length} regimens, ${doses.length} doses, ${effects.length} side effects (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** Each story's patient has exactly the medication flags it should (run after the summaries are built). */
export async function checkMedicationFlags(db: Kysely<Database>, expected: Record<string, string[]>): Promise<void> {
  for (const [name, flags] of Object.entries(expected)) {
    const q = db.selectFrom("users as u").leftJoin("care_summaries as s", "s.user_id", "u.id").select(["s.missed_doses_since", "s.side_effects_since"]);
    const row = await (name === "Jane" ? q.where("u.email", "=", DEMO.patient.email) : q.where("u.first_name", "=", name.split(" ")[0]).where("u.last_name", "=", name.split(" ").slice(1).join(" "))).executeTakeFirst();
    const open = [...(row?.missed_doses_since ? ["missed_doses"] : []), ...(row?.side_effects_since ? ["side_effects"] : [])];
    if (open.join() !== [...flags].sort().join()) throw new Error(`medications seed: ${name} raises [${open.join(", ")}], the story says [${flags.join(", ")}]`);
  }
}
