import { beforeAll, describe, expect, it } from "vitest";
import { awardBadges } from "~/badges/award.server";
import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn, weekStart } from "~/domain/calendar";
import { translateMessage } from "~/i18n/i18n.server";
import { caloriesBurnedOn, createJournalEntry, createLog, createLogs, deleteActivity, getLog, journalSummary, listLogs, updateLog } from "./activity.server";
import { POTENTIAL_BURN_EXERCISE_ID } from "./codes";
import { deleteExercise, exerciseFilters, exercisePotentialBurn, getExercise, listExercises, relatedExercises, updateExercise } from "./exercises.server";
import { goalForWeek, saveGoal, updateGoal } from "./goals.server";
import { historyGraph, historySummary } from "./history.server";
import { addExercisesToPlan, addPlansToMyWorkout, clearMyPlan, deletePlanEntry, listMyPlan, planForDay, setPlanRows, updatePlanEntry } from "./my-workout.server";
import { getWorkoutPlan, listWorkoutPlans } from "./plans.server";
import { flagsOf } from "./weekdays";
import type { Viewer } from "~/domain/outcome";

const TZ = "America/New_York";

/** A refusal with its messages as a person reading English sees them (the area's messages travel as keys). */
function inEnglish<T>(outcome: T): T {
  if (!outcome || typeof outcome !== "object" || !("errors" in outcome)) return outcome;
  const errors = outcome.errors as Record<string, string[]>;
  return { ...outcome, errors: Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map((m) => translateMessage("en", m))])) };
}
const today = () => todayIn(TZ);
let seq = 0;

/** A fresh patient (clinic 1, New York time), so each test owns its data. */
async function newPatient(): Promise<Viewer> {
  seq += 1;
  const now = nowIso();
  const { id } = await db
    .insertInto("users")
    .values({
      email: `fitness-unit-${Date.now()}-${seq}@example.com`,
      password_hash: "x",
      user_type: "P",
      first_name: "Unit",
      last_name: "Tester",
      city: "Tampa",
      state: "FL",
      clinic_id: 1,
      created_at: now,
      password_changed_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, user_type: "P", time_zone: TZ };
}

/** A clinic's weigh-in, written as a clinic's import would: the row, then the weight badges (decision 0060). */
async function weighIn(userId: number, day: string, kg: number) {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("weights").values({ user_id: userId, measured_on: day, member_created: 0, weight_kg: kg, created_at: now, updated_at: now }).execute();
    await awardBadges(trx, userId, ["weights"]);
  });
}

const exerciseId = async (name: string) => (await db.selectFrom("exercises").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

let staff: Viewer;
beforeAll(async () => {
  const admin = await db.selectFrom("users").select(["id", "user_type", "staff_role"]).where("email", "=", "admin@example.com").executeTakeFirstOrThrow();
  staff = { ...admin, time_zone: TZ };
});

describe("the seeded library", () => {
  it("has about 160 Compendium activities, and exercise 1078 is a brisk walk", async () => {
    const page = await listExercises(staff, { limit: 30, offset: 0 });
    expect(page.count).toBeGreaterThanOrEqual(150);
    expect(page.results).toHaveLength(30);
    const brisk = await getExercise(staff, POTENTIAL_BURN_EXERCISE_ID);
    expect(brisk).toMatchObject({ name: "Brisk walk", compendium_code: "17200", met: 4.3, type_of_activity: "Cardio", flame: 2, flame_value: "Moderate" });
    expect(brisk!.main_image?.photo_m).toMatch(/^\/uploads\/images\//);
    expect(brisk!.videos[0].embed_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    expect(brisk!.description).toContain("<p>");
    expect(brisk!.instructions).toContain("<ol>");
  });

  it("searches names and filters by type of activity, kind and intensity", async () => {
    const walks = await listExercises(staff, { search: "walk", type_of_activity: ["Cardio"], type: ["Walking"], limit: 30, offset: 0 });
    expect(walks.count).toBeGreaterThan(5);
    expect(walks.results.every((e) => e.type === "Walking" && e.type_of_activity === "Cardio")).toBe(true);
    const vigorous = await listExercises(staff, { flame: [3], limit: 100, offset: 0 });
    expect(vigorous.results.every((e) => e.met >= 6)).toBe(true);
    expect((await listExercises(staff, { search: "zzqqxx", limit: 30, offset: 0 })).count).toBe(0);
    const filters = await exerciseFilters(staff);
    expect(filters.find((f) => f.id === "type_of_activity:Cardio")?.count).toBeGreaterThan(50);
    expect(filters.some((f) => f.param === "type" && f.value === "Swimming & water")).toBe(true);
  });

  it("lists related exercises in labelled groups: easier, similar, harder", async () => {
    const groups = (await relatedExercises(staff, POTENTIAL_BURN_EXERCISE_ID))!;
    expect(groups.map((g) => g.label)).toEqual(["Easier options", "Similar activities", "More challenging"]);
    const brisk = (await getExercise(staff, POTENTIAL_BURN_EXERCISE_ID))!;
    const mets = await db.selectFrom("exercises").select(["id", "met"]).execute();
    const metOf = new Map(mets.map((m) => [m.id, m.met]));
    expect(groups[0].data.every((r) => metOf.get(r.id)! < brisk.met)).toBe(true);
    expect(groups[2].data.every((r) => metOf.get(r.id)! > brisk.met)).toBe(true);
  });

  it("has a dozen workout plans with a schedule by weekday", async () => {
    const plans = await listWorkoutPlans(staff, { limit: 100, offset: 0 });
    expect(plans.count).toBeGreaterThanOrEqual(12);
    const chair = plans.results.find((p) => p.subgroup === "Chair exercises")!;
    const detail = (await getWorkoutPlan(staff, chair.id))!;
    expect(detail.work_schedule).toHaveLength(7);
    expect(detail.work_schedule.some((d) => d.items.length > 0 && d.items[0].time.endsWith("min"))).toBe(true);
  });

  it("gives the demo patients a plan, eight weeks of activity and weekly goals", async () => {
    const jane = await db.selectFrom("users").select(["id", "user_type", "staff_role"]).where("email", "=", "patient@example.com").executeTakeFirstOrThrow();
    const viewer = { ...jane, time_zone: TZ };
    expect((await listMyPlan(viewer)).length).toBeGreaterThan(3);
    const logs = await listLogs(viewer, { from: addDays(today(), -60), limit: 500, offset: 0 });
    expect(logs.count).toBeGreaterThan(30);
    expect(logs.results.every((l) => l.datedone < today() || l.datedone === today())).toBe(true);
    const goal = await goalForWeek(viewer, today());
    expect(goal).toMatchObject({ id: null, cardio: 150 });
    expect(goal!.carried_from).not.toBeNull();
  });
});

describe("logs and the journal: one record, calories from the energy rule", () => {
  it("computes the net calories from the weight on or before the day done", async () => {
    const p = await newPatient();
    const brisk = POTENTIAL_BURN_EXERCISE_ID;
    await weighIn(p.id, addDays(today(), -20), 110);
    await weighIn(p.id, addDays(today(), -5), 100);
    const before = await createLog(p, { exercise: brisk, datedone: addDays(today(), -10), duration: 30 });
    const after = await createLog(p, { exercise: brisk, datedone: addDays(today(), -1), duration: 30 });
    // (4.3 − 1) × kg × 0.5 h
    expect(before.ok && before.data).toMatchObject({ calories: 181.5, calories_gross: 236.5, calories_entered: false });
    expect(after.ok && after.data).toMatchObject({ calories: 165, calories_gross: 215 });
  });

  it("keeps calories the member typed, and stores none without a weight", async () => {
    const p = await newPatient();
    const typed = await createLog(p, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: today(), duration: 20, calories: 123 });
    expect(typed.ok && typed.data).toMatchObject({ calories: 123, calories_entered: true, calories_gross: null });
    const none = await createLog(p, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: today(), duration: 20 });
    expect(none.ok && none.data.calories).toBeNull();
    // Potential Burn asks for a weight.
    expect(await exercisePotentialBurn(p, POTENTIAL_BURN_EXERCISE_ID)).toMatchObject({ value: null });
    await weighIn(p.id, today(), 100);
    expect(await exercisePotentialBurn(p, POTENTIAL_BURN_EXERCISE_ID)).toMatchObject({ value: 165 });
  });

  it("refuses a future date and an unknown exercise, and writes nothing", async () => {
    const p = await newPatient();
    const future = await createLog(p, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: addDays(today(), 1), duration: 20 });
    expect(inEnglish(future)).toEqual({ ok: false, reason: "invalid", errors: { datedone: ["Date cannot be in the future!"] } });
    const unknown = await createJournalEntry(p, { date: today(), exercise: 999999, type_of_activity: "Cardio", minutes: 10 });
    expect(inEnglish(unknown)).toEqual({ ok: false, reason: "invalid", errors: { exercise: ["Select a valid choice."] } });
    const bulk = await createLogs(p, [
      { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: today(), duration: 10 },
      { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: addDays(today(), 2), duration: 10 },
    ]);
    expect(inEnglish(bulk)).toEqual({ ok: false, reason: "invalid", errors: { "1.datedone": ["Date cannot be in the future!"] } });
    expect((await listLogs(p, { limit: 10, offset: 0 })).count).toBe(0);
  });

  it("is the same record through the log and the journal, counted once for the day", async () => {
    const p = await newPatient();
    await weighIn(p.id, addDays(today(), -30), 90);
    const day = today();
    const pushups = await exerciseId("Wall push-ups");
    await createLog(p, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: day, duration: 40 });
    const entry = await createJournalEntry(p, { date: day, exercise: pushups, type_of_activity: "Resistance", weight_lifted: 10, reps: 12, number_of_sets: 2, minutes: 10 });
    expect(entry.ok && entry.data).toMatchObject({ weight_lifted: 10, reps: 12, number_of_sets: 2, type_of_activity: "Resistance" });
    const summary = await journalSummary(p, day);
    expect(summary.list).toHaveLength(2);
    expect(summary).toMatchObject({ start_date: weekStart(day), cardio: 40, resistance: 1, flexibility: 0 });
    // 3.3 × 90 × 40/60 = 198; 2.8 × 90 × 10/60 = 42.
    expect(summary.calories_burned).toBe(240);
    expect(await caloriesBurnedOn(db, p.id, day)).toBe(240);
    expect(await caloriesBurnedOn(db, p.id, addDays(day, -1))).toBe(0);
  });

  it("recomputes on edit, and a member reaches only their own records", async () => {
    const p = await newPatient();
    const other = await newPatient();
    await weighIn(p.id, addDays(today(), -3), 100);
    const made = await createLog(p, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: today(), duration: 30, notes: "Park loop" });
    if (!made.ok) throw new Error("log not created");
    const edited = await updateLog(p, made.data.id, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: today(), duration: 60, notes: "Two loops" });
    expect(edited.ok && edited.data).toMatchObject({ duration: 60, calories: 330, notes: "Two loops" });
    expect(await getLog(other, made.data.id)).toBeNull();
    expect(await updateLog(other, made.data.id, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: today(), duration: 5 })).toEqual({ ok: false, reason: "not_found" });
    expect(await deleteActivity(other, made.data.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await deleteActivity(p, made.data.id)).toEqual({ ok: true, data: { id: made.data.id } });
  });
});

describe("my workout", () => {
  it("adds exercises once, books them on a weekday when asked, and adds plans by their weekdays", async () => {
    const p = await newPatient();
    const yoga = await exerciseId("Hatha yoga");
    const added = await addExercisesToPlan(p, [POTENTIAL_BURN_EXERCISE_ID, yoga]);
    expect(added.ok && added.data.map((r) => [r.exercise, r.is_plan, r.monday])).toEqual(
      expect.arrayContaining([
        [POTENTIAL_BURN_EXERCISE_ID, 0, 0],
        [yoga, 0, 0],
      ]),
    );
    await addExercisesToPlan(p, [yoga], 3);
    expect((await planForDay(p, 3)).map((r) => r.exercise)).toEqual([yoga]);
    expect(await listMyPlan(p)).toHaveLength(2);
    expect(inEnglish(await addExercisesToPlan(p, []))).toEqual({ ok: false, reason: "invalid", errors: { exercise: ["Please select exercise!"] } });
    expect(inEnglish(await addExercisesToPlan(p, [999999]))).toEqual({ ok: false, reason: "invalid", errors: { exercise: ["Select a valid choice."] } });

    const plans = await listWorkoutPlans(staff, { search: "Walk Your Way Up", limit: 5, offset: 0 });
    const withPlan = await addPlansToMyWorkout(p, [plans.results[0].id]);
    const brisk = withPlan.ok ? withPlan.data.find((r) => r.exercise === POTENTIAL_BURN_EXERCISE_ID) : undefined;
    expect(brisk).toMatchObject({ is_plan: 1, monday: 1, tuesday: 1, friday: 1, wednesday: 0 });
  });

  it("edits a row's weekdays, warns when nothing changed, deletes and removes all", async () => {
    const p = await newPatient();
    const other = await newPatient();
    const added = await addExercisesToPlan(p, [POTENTIAL_BURN_EXERCISE_ID]);
    const row = added.ok ? added.data[0] : null;
    if (!row) throw new Error("not added");
    expect(await updatePlanEntry(p, row.id, flagsOf([1, 3]))).toMatchObject({ ok: true, data: { monday: 1, wednesday: 1, is_plan: 1 } });
    expect(inEnglish(await updatePlanEntry(p, row.id, flagsOf([1, 3])))).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: ["Nothing to update!"] } });
    expect(await updatePlanEntry(other, row.id, flagsOf([0]))).toEqual({ ok: false, reason: "not_found" });
    expect(await deletePlanEntry(other, row.id)).toEqual({ ok: false, reason: "not_found" });

    const yoga = await exerciseId("Hatha yoga");
    const set = await setPlanRows(p, [
      { exercise: POTENTIAL_BURN_EXERCISE_ID, ...flagsOf([1, 3]) },
      { exercise: yoga, ...flagsOf([0]) },
    ]);
    expect(set.ok && set.data).toHaveLength(2);
    expect(inEnglish(await setPlanRows(p, [{ exercise: yoga, ...flagsOf([0]) }]))).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: ["Nothing to update!"] } });
    expect(await clearMyPlan(p)).toBe(2);
    expect(await listMyPlan(p)).toEqual([]);
  });
});

describe("weekly goals", () => {
  it("are set for today only, carried into later weeks, and adjusted only in their own week", async () => {
    const p = await newPatient();
    const values = { cardio: 150, resistance: 2, flexibility: 1, calories_burned: 1000 };
    expect(inEnglish(await saveGoal(p, { date: addDays(today(), -1), ...values }))).toEqual({ ok: false, reason: "invalid", errors: { date: ["Goals can only be adjusted for today."] } });
    expect(inEnglish(await saveGoal(p, { date: addDays(today(), 1), ...values }))).toEqual({ ok: false, reason: "invalid", errors: { date: ["Date cannot be in the future!"] } });
    const saved = await saveGoal(p, { date: today(), ...values });
    expect(saved.ok && saved.data).toMatchObject({ created: true, goal: { cardio: 150, start_date: weekStart(today()), carried_from: null } });
    const again = await saveGoal(p, { date: today(), ...values, cardio: 180 });
    expect(again.ok && again.data).toMatchObject({ created: false, goal: { cardio: 180 } });
    expect(await goalForWeek(p, addDays(today(), 14))).toMatchObject({ id: null, cardio: 180, carried_from: weekStart(today()) });
    expect(await goalForWeek(p, addDays(today(), -14))).toBeNull();

    // A goal of an earlier week stays as it was.
    const old = await db
      .insertInto("fitness_goals")
      .values({ user_id: p.id, week_start: addDays(weekStart(today()), -14), set_on: addDays(weekStart(today()), -14), cardio_minutes: 60, resistance_sessions: 1, flexibility_sessions: 0, calories_kcal: 300, created_at: nowIso(), updated_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(inEnglish(await updateGoal(p, old.id, { date: today(), ...values }))).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: ["Only this week's goal can be adjusted."] } });
    const other = await newPatient();
    expect(await updateGoal(other, old.id, { date: today(), ...values })).toEqual({ ok: false, reason: "not_found" });
  });
});

describe("history", () => {
  it("sums minutes and calories per day and week, and summarises weeks newest first", async () => {
    const p = await newPatient();
    await weighIn(p.id, addDays(today(), -40), 100);
    await createLog(p, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: today(), duration: 30 });
    // The first day of last week: in "the last two weeks" whatever day of the week today is (a
    // fixed 8 days back fell outside them on a week's first day).
    const lastWeek = addDays(weekStart(today()), -7);
    await createLog(p, { exercise: POTENTIAL_BURN_EXERCISE_ID, datedone: lastWeek, duration: 60 });
    const graph = await historyGraph(p, { time_span: "2", group_by: "week", exercise: null }, today(), "en");
    expect(graph.chart_title).toBe("All exercises: minutes and calories burned by week, the last two weeks");
    expect(graph.data_categories).toEqual([addDays(weekStart(today()), -7), weekStart(today())]);
    expect(graph.data_series[0].data.map((d) => d.y)).toEqual([60, 30]);
    expect(graph.data_series[1].data.map((d) => d.y)).toEqual([330, 165]);
    expect(graph.exercise).toEqual([{ id: POTENTIAL_BURN_EXERCISE_ID, name: "Brisk walk" }]);

    const all = await historySummary(p, null, today());
    expect(all.start_date).toBe(lastWeek);
    expect(all.results[0].week_of).toBe(weekStart(today()));
    expect(all.total).toBe(495);
    const recent = await historySummary(p, 3, today());
    expect(recent.total).toBe(165);
  });
});

describe("staff and the library", () => {
  it("only staff change exercises; deleting one leaves plans but keeps members' logs", async () => {
    const p = await newPatient();
    const list = await listExercises(staff, { search: "Trampoline", limit: 5, offset: 0 });
    const id = list.results[0].id;
    const current = (await getExercise(staff, id))!;
    const input = {
      name: current.name,
      compendium_code: current.compendium_code,
      compendium_description: current.compendium_description,
      met: current.met,
      type: current.type,
      type_of_activity: current.type_of_activity,
      featured: current.featured,
      flame: current.flame,
      description: current.description,
      instructions: current.instructions,
    };
    expect(await updateExercise(p, id, { ...input, name: "Hacked" })).toEqual({ ok: false, reason: "forbidden" });
    expect(inEnglish(await updateExercise(staff, id, input))).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: ["Nothing to update!"] } });
    expect(await updateExercise(staff, id, { ...input, featured: true })).toEqual({ ok: true, data: { id } });

    await addExercisesToPlan(p, [id], 2);
    const log = await createLog(p, { exercise: id, datedone: today(), duration: 15, calories: 50 });
    expect(await deleteExercise(p, id)).toEqual({ ok: false, reason: "forbidden" });
    expect(await deleteExercise(staff, id)).toEqual({ ok: true, data: { id } });
    expect(await getExercise(staff, id)).toBeNull();
    expect(await listMyPlan(p)).toEqual([]);
    const kept = log.ok ? await getLog(p, log.data.id) : null;
    expect(kept).toMatchObject({ exercise: id, exercise_name: current.name, calories: 50 });
    // Editing the log keeps its exercise even though it has left the library.
    expect(log.ok && (await updateLog(p, log.data.id, { exercise: id, datedone: today(), duration: 20, calories: 60 })).ok).toBe(true);
    expect(await deleteExercise(staff, id)).toEqual({ ok: false, reason: "not_found" });
  });
});

describe("the editor's media and related exercises", () => {
  it("staff add and order pictures, add videos with a local thumbnail, and relate exercises; patients may not", async () => {
    const { addExerciseImage, addExerciseVideo, addRelated, relatedRows, removeExerciseImage, removeExerciseVideo, removeRelated, setMainImage } = await import("./exercise-media.server");
    const sharp = (await import("sharp")).default;
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "fitness-media-"));
    const uploads = (await import("~/uploads/folder-storage.server")).folderStorage(uploadsDir);
    const p = await newPatient();
    const id = (await listExercises(staff, { search: "Bocce", limit: 1, offset: 0 })).results[0].id;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
    const file = { name: "bocce.png", size: png.length, data: new Uint8Array(png) };

    expect(await addExerciseImage(p, id, file, uploads)).toEqual({ ok: false, reason: "forbidden" });
    expect(await addExerciseImage(staff, 999999, file, uploads)).toEqual({ ok: false, reason: "not_found" });
    expect(inEnglish(await addExerciseImage(staff, id, null, uploads))).toEqual({ ok: false, reason: "invalid", errors: { photo: ["Please upload one image"] } });
    const text = { name: "x.png", size: 9, data: new TextEncoder().encode("just text") };
    expect(inEnglish(await addExerciseImage(staff, id, text, uploads))).toEqual({ ok: false, reason: "invalid", errors: { photo: ["Unsupported format! (text)"] } });
    const added = await addExerciseImage(staff, id, file, uploads);
    if (!added.ok) throw new Error("image not added");
    expect((await getExercise(staff, id))!.image_list.map((i) => i.id).at(-1)).toBe(added.data.id);
    expect(await setMainImage(staff, id, added.data.id)).toEqual({ ok: true, data: { id: added.data.id } });
    expect((await getExercise(staff, id))!.main_image?.photo_m).toMatch(/_m\.jpg$/);
    expect((await getExercise(staff, id))!.image_list[0].id).toBe(added.data.id);
    expect(await removeExerciseImage(staff, id, added.data.id)).toEqual({ ok: true, data: { id: added.data.id } });

    const video = await addExerciseVideo(staff, id, { youtube: "abcdefghijk" }, uploads);
    if (!video.ok) throw new Error("video not added");
    const videos = (await getExercise(staff, id))!.videos;
    expect(videos.at(-1)).toMatchObject({ youtube_id: "abcdefghijk", title: expect.stringMatching(/^How to: /), embed_url: "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0" });
    expect(fs.readdirSync(path.join(uploadsDir, "images")).length).toBeGreaterThan(0);
    expect(await removeExerciseVideo(staff, id, video.data.id)).toEqual({ ok: true, data: { id: video.data.id } });

    const yoga = await exerciseId("Hatha yoga");
    const rel = await addRelated(staff, id, { related: yoga, label: "Similar activities" });
    expect(rel.ok).toBe(true);
    const relatedError = async (related: number) => {
      const out = await addRelated(staff, id, { related, label: "Easier options" });
      return !out.ok && out.reason === "invalid" && out.errors.related?.map((m) => translateMessage("en", m));
    };
    expect(await relatedError(yoga)).toEqual(["This exercise is already listed."]);
    expect(await relatedError(id)).toEqual(["An exercise cannot be related to itself."]);
    expect(await addRelated(p, id, { related: yoga, label: "Easier options" })).toEqual({ ok: false, reason: "forbidden" });
    expect((await relatedRows(staff, id)).some((r) => r.related_id === yoga && r.label === "Similar activities")).toBe(true);
    if (rel.ok) expect(await removeRelated(staff, id, rel.data.id)).toEqual({ ok: true, data: { id: rel.data.id } });
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });
});
