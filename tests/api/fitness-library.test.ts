import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired } from "./client";
import { getPage, signInAll, type Tokens } from "./foods-support";
import { BRISK_WALK, clinicToday, expectStatus, freshPatient, pageGet, sessionCookie, weighIn } from "./fitness-support";
import { compareNames } from "../../app/db/name-compare";

interface ExerciseJson {
  id: number;
  name: string;
  type: string;
  type_of_activity: string;
  description: string;
  met: number;
  flame: number;
  flame_value: string;
  featured: boolean;
  main_image: { data: string } | null;
  [key: string]: unknown;
}

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

describe("fitness calls need a token", () => {
  it("answers 401 without one (or with a bad one) on every call", async () => {
    await expectTokenRequired([
      ["GET", "/api/exercises"],
      ["GET", "/api/exercises/1078"],
      ["GET", "/api/exercises/1078/related_exercises/"],
      ["GET", "/api/exercises/1078/potential_burn/"],
      ["GET", "/api/exercises/my_history/"],
      ["GET", "/api/exercise_filters"],
      ["GET", "/api/workout_plans"],
      ["GET", "/api/workout_plans/1"],
      ["GET", "/api/member_exercise_plans"],
      ["POST", "/api/member_exercise_plans/"],
      ["PUT", "/api/member_exercise_plans/1"],
      ["DELETE", "/api/member_exercise_plans/1/"],
      ["POST", "/api/member_exercise_plans/bulk_create"],
      ["POST", "/api/member_exercise_plans/add_plans_to_myworkout"],
      ["GET", "/api/member_exercise_plans/plan_for_day/?weekday=1"],
      ["DELETE", "/api/manage_my_workout"],
      ["GET", "/api/history_summary"],
      ["GET", "/api/log_exercises?limit=15"],
      ["POST", "/api/log_exercises"],
      ["PUT", "/api/log_exercises/1"],
      ["DELETE", "/api/log_exercises/1"],
      ["POST", "/api/log_exercises/bulk_create/"],
      ["GET", "/api/fitness_journals/"],
      ["POST", "/api/fitness_journals/"],
      ["PUT", "/api/fitness_journals/1"],
      ["DELETE", "/api/fitness_journals/1"],
      ["GET", "/api/fitness_journals/summary/"],
      ["GET", "/api/fitness_goals/"],
      ["POST", "/api/fitness_goals/"],
      ["PUT", "/api/fitness_goals/1"],
    ]);
  });
});

describe("GET /api/exercises", () => {
  it("lists the library by name, 30 a page, as cards", async () => {
    const page = await getPage<ExerciseJson>("/api/exercises", t.jane);
    expect(page.count).toBeGreaterThanOrEqual(150);
    expect(page.results).toHaveLength(30);
    expect(new URL(page.next!).searchParams.get("offset")).toBe("30");
    const names = page.results.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.results[0]).toMatchObject({
      id: expect.any(Number),
      type: expect.any(String),
      type_of_activity: expect.stringMatching(/^(Cardio|Resistance|Flexibility|None)$/),
      description: expect.any(String),
      met: expect.any(Number),
      compendium_code: expect.stringMatching(/^\d{5}$/),
      flame_value: expect.stringMatching(/^(Light|Moderate|Vigorous)$/),
      main_image: { data: expect.stringMatching(/^\/uploads\//) },
    });
    const second = await getPage<ExerciseJson>(`/api/exercises?offset=30`, t.jane);
    expect(second.results.map((e) => e.id)).not.toContain(page.results[0].id);
  });

  it("searches from 3 characters and filters (lists repeated or comma-separated)", async () => {
    const swim = await getPage<ExerciseJson>("/api/exercises?search=swim&type_of_activity=Cardio", t.jane);
    expect(swim.count).toBeGreaterThan(3);
    expect(swim.results.every((e) => /swim/i.test(e.name + e.description + e.type) && e.type_of_activity === "Cardio")).toBe(true);
    const twoKinds = await getPage<ExerciseJson>("/api/exercises?type=Walking,Running&limit=100", t.jane);
    expect(new Set(twoKinds.results.map((e) => e.type))).toEqual(new Set(["Walking", "Running"]));
    const repeated = await getPage<ExerciseJson>("/api/exercises?type=Walking&type=Running&limit=100", t.jane);
    expect(repeated.count).toBe(twoKinds.count);
    const vigorousFeatured = await getPage<ExerciseJson>("/api/exercises?flame=3&featured=true&limit=100", t.jane);
    expect(vigorousFeatured.results.every((e) => e.flame === 3 && e.featured)).toBe(true);
    expect((await getPage<ExerciseJson>("/api/exercises?search=nothingmatchesthis", t.jane)).count).toBe(0);
  });

  it("an empty search, or one under 3 characters, is 'Enter search term!' (spec part 2 §5), not the whole library", async () => {
    for (const term of ["", "sw", "   "]) {
      expect(await call(`/api/exercises?search=${encodeURIComponent(term)}`, { token: t.jane })).toMatchObject({
        status: 400,
        data: { error_code: "VALIDATION_ERROR", errors: { search: ["Enter search term!"] } },
      });
    }
  });

  it("refuses bad query values", async () => {
    const res = await call("/api/exercises?type_of_activity=Yoga&flame=9&featured=maybe&limit=0", { token: t.jane });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      error_code: "VALIDATION_ERROR",
      errors: { "type_of_activity.0": ["Select a valid choice."], "flame.0": ["Select a valid choice."], featured: ["Must be a valid boolean."], limit: [expect.any(String)] },
    });
  });
});

describe("one exercise", () => {
  it("GET /api/exercises/{id}: the details, videos for the privacy-enhanced player, related groups", async () => {
    const e = await expectStatus<ExerciseJson & { videos: { youtube_id: string; embed_url: string; thumbnail: string }[]; related: { label: string; data: { id: number; name: string; src: string }[] }[]; already_in_plan: boolean; instructions: string }>(
      200,
      `/api/exercises/${BRISK_WALK}/`,
      { token: t.jane },
    );
    expect(e).toMatchObject({ id: BRISK_WALK, name: "Brisk walk", met: 4.3, compendium_code: "17200", flame: 2 });
    expect(e.description).toMatch(/^<p>/);
    expect(e.instructions).toContain("<ol>");
    expect(e.videos[0].embed_url).toBe(`https://www.youtube-nocookie.com/embed/${e.videos[0].youtube_id}?autoplay=1&rel=0`);
    expect(e.videos[0].thumbnail).toMatch(/^\/uploads\/images\/.+_m\.jpg$/);
    expect(e.related.map((g) => g.label)).toEqual(["Easier options", "Similar activities", "More challenging"]);
    expect(typeof e.already_in_plan).toBe("boolean");
    expect(await call("/api/exercises/999999", { token: t.jane })).toMatchObject({ status: 404, data: { error_code: "NOT_FOUND" } });
    expect((await call("/api/exercises/abc", { token: t.jane })).status).toBe(404);
  });

  it("GET …/related_exercises/: the same groups as a short list", async () => {
    const page = await getPage<{ label: string; data: { id: number }[] }>(`/api/exercises/${BRISK_WALK}/related_exercises/`, t.jane);
    expect(page.next).toBeNull();
    expect(page.results.length).toBe(3);
    expect((await call("/api/exercises/999999/related_exercises", { token: t.jane })).status).toBe(404);
  });

  it("GET …/potential_burn/: a prompt without a weight, then 15/30/45/60 minutes at the latest weight", async () => {
    const p = await freshPatient("burn");
    const none = await expectStatus(200, `/api/exercises/${BRISK_WALK}/potential_burn/`, { token: p.token });
    expect(none).toEqual({ value: null, name: "Brisk walk", met: 4.3, weight_kg: null, met_table: [], message: "Add your weight to see the calories this burns for you." });
    await weighIn(p.id, await clinicToday(), 100);
    const burn = await expectStatus<{ value: number; met_table: { minutes: number; calories: number; gross_calories: number }[] }>(200, `/api/exercises/${BRISK_WALK}/potential_burn`, { token: p.token });
    expect(burn.value).toBe(165);
    expect(burn.met_table.map((r) => [r.minutes, r.calories, r.gross_calories])).toEqual([
      [15, 83, 108],
      [30, 165, 215],
      [45, 248, 323],
      [60, 330, 430],
    ]);
    // Its message in the caller's language (issue 41), as is the prompt.
    expect((await call(`/api/exercises/${BRISK_WALK}/potential_burn`, { token: p.token })).data.message).toBe("30 minutes of brisk walk burns about 165 calories above rest at your weight.");
    const es = await call(`/api/exercises/${BRISK_WALK}/potential_burn`, { token: p.token, headers: { "Accept-Language": "es" } });
    expect(es.data.message).toBe("30 minutos de brisk walk queman unas 165 calorías por encima del reposo con su peso.");
    const other = await freshPatient("burn-es");
    const prompt = await call(`/api/exercises/${BRISK_WALK}/potential_burn`, { token: other.token, headers: { "Accept-Language": "es" } });
    expect(prompt.data.message).toBe("Agregue su peso para ver las calorías que esto le hace quemar.");
  });
});

describe("GET /api/exercise_filters", () => {
  it("gives the filter panel's choices with counts, to send back as query parameters", async () => {
    const page = await getPage<{ id: string; group: string; param: string; value: string; label: string; count: number }>("/api/exercise_filters", t.jane);
    const groups = new Set(page.results.map((f) => f.group));
    expect(groups).toEqual(new Set(["Type of activity", "Kind of activity", "Intensity", "Featured"]));
    const walking = page.results.find((f) => f.param === "type" && f.value === "Walking")!;
    const list = await getPage<ExerciseJson>(`/api/exercises?${walking.param}=${encodeURIComponent(walking.value)}&limit=100`, t.jane);
    expect(list.count).toBe(walking.count);
  });

  it("says its groups and labels in the caller's language (Accept-Language: es); params and values stay the same", async () => {
    const res = await call("/api/exercise_filters?limit=500", { token: t.jane, headers: { "Accept-Language": "es" } });
    expect(res.status).toBe(200);
    const results = res.data.results as { group: string; param: string; value: string; label: string }[];
    expect(new Set(results.map((f) => f.group))).toEqual(new Set(["Tipo de actividad", "Clase de actividad", "Intensidad", "Destacados"]));
    expect(results.find((f) => f.param === "type" && f.value === "Walking")).toMatchObject({ label: "Caminar" });
    expect(results.find((f) => f.param === "type_of_activity" && f.value === "Resistance")).toMatchObject({ label: "Fuerza" });
    expect(results.find((f) => f.param === "flame" && f.value === "3")).toMatchObject({ label: "Vigorosa" });
  });
});

describe("workout plans", () => {
  it("GET /api/workout_plans: search and order", async () => {
    const all = await getPage<{ id: number; name: string; group: string; subgroup: string; description: string; days_per_week: number }>("/api/workout_plans", t.jane);
    expect(all.count).toBeGreaterThanOrEqual(12);
    expect(all.results[0]).toEqual({ id: expect.any(Number), name: expect.any(String), group: expect.any(String), subgroup: expect.any(String), description: expect.any(String), days_per_week: expect.any(Number), exercise_count: expect.any(Number) });
    const bySub = await getPage<{ subgroup: string }>("/api/workout_plans?ordering=-subgroup", t.jane);
    const subs = bySub.results.map((p) => p.subgroup);
    expect(subs).toEqual([...subs].sort((a, b) => b.localeCompare(a)));
    const chair = await getPage<{ name: string; subgroup: string; description: string }>("/api/workout_plans?search=chair", t.jane);
    expect(chair.results.filter((p) => p.subgroup === "Chair exercises").length).toBeGreaterThanOrEqual(2);
    expect(chair.results.every((p) => /chair/i.test(`${p.name} ${p.subgroup} ${p.description}`))).toBe(true);
    expect((await call("/api/workout_plans?ordering=price", { token: t.jane })).data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { ordering: ["Select a valid choice."] } });
  });

  it("GET /api/workout_plans?order=: the spec's name for the order is honoured; an empty search is 'Enter search term!'", async () => {
    const names = (await getPage<{ name: string }>("/api/workout_plans?order=-name&limit=100", t.jane)).results.map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(12);
    // The one order of names on either engine (decision 0171): case of A–Z aside, not the locale.
    expect(names).toEqual([...names].sort((a, b) => compareNames(b, a)));
    expect((await call("/api/workout_plans?order=price", { token: t.jane })).data).toMatchObject({ errors: { order: ["Select a valid choice."] } });
    expect(await call("/api/workout_plans?search=", { token: t.jane })).toMatchObject({ status: 400, data: { errors: { search: ["Enter search term!"] } } });
    expect(await call("/api/workout_plans?search=ch", { token: t.jane })).toMatchObject({ status: 400, data: { errors: { search: ["Enter search term!"] } } });
  });

  it("GET /api/workout_plans/{id}: the schedule by weekday, Sunday first", async () => {
    const all = await getPage<{ id: number; name: string }>("/api/workout_plans?search=Walk%20Your%20Way", t.jane);
    const plan = await expectStatus<{ work_schedule: { weekday: number; day: string; items: { id: number; name: string; time: string }[] }[]; notes_html: string }>(200, `/api/workout_plans/${all.results[0].id}`, { token: t.jane });
    expect(plan.work_schedule.map((d) => d.day)).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(plan.work_schedule[1].items).toEqual([{ id: BRISK_WALK, name: "Brisk walk", time: "30 min", minutes: 30, type_of_activity: "Cardio", main_image: expect.any(Object) }]);
    expect(plan.work_schedule[0].items).toEqual([]);
    expect((await call("/api/workout_plans/99999", { token: t.jane })).status).toBe(404);
  });
});

describe("staff change the library; patients may not", () => {
  const body = {
    name: "Chair marching",
    compendium_code: "02024",
    compendium_description: "calisthenics (e.g., situps, abdominal crunches), light effort",
    met: 2.8,
    type: "Strength",
    type_of_activity: "Resistance",
    featured: false,
    flame: 1,
    description: "March in place while seated.",
    instructions: "<ol><li>Sit tall.</li><li>Lift one knee, then the other.</li></ol><script>alert(1)</script>",
  };

  it("POST, PUT and DELETE /api/exercises answer 403 to a patient and change nothing", async () => {
    expect(await call("/api/exercises", { token: t.jane, json: body })).toMatchObject({ status: 403, data: { error_code: "PERMISSION_DENIED" } });
    expect((await call(`/api/exercises/${BRISK_WALK}`, { token: t.jane, method: "PUT", json: body })).status).toBe(403);
    expect((await call(`/api/exercises/${BRISK_WALK}`, { token: t.jane, method: "DELETE" })).status).toBe(403);
    expect((await expectStatus<ExerciseJson>(200, `/api/exercises/${BRISK_WALK}`, { token: t.jane })).name).toBe("Brisk walk");
  });

  it("staff add, edit (sanitized HTML; 'Nothing to update!') and delete an exercise", async () => {
    const made = await expectStatus<ExerciseJson & { instructions: string }>(201, "/api/exercises", { token: t.staff, json: body });
    expect(made).toMatchObject({ name: "Chair marching", met: 2.8, type: "Strength", flame: 1 });
    expect(made.description).toBe("<p>March in place while seated.</p>");
    expect(made.instructions).not.toContain("script");
    const same = await call(`/api/exercises/${made.id}`, { token: t.staff, method: "PUT", json: { ...body, description: made.description, instructions: made.instructions } });
    expect(same).toMatchObject({ status: 400, data: { errors: { non_field_errors: ["Nothing to update!"] } } });
    const edited = await expectStatus<ExerciseJson>(200, `/api/exercises/${made.id}/`, { token: t.staff, method: "PUT", json: { ...body, name: "Seated marching", featured: true } });
    expect(edited).toMatchObject({ name: "Seated marching", featured: true });
    const bad = await call(`/api/exercises/${made.id}`, { token: t.staff, method: "PUT", json: { ...body, name: "", compendium_code: "2024", met: 0, type_of_activity: "Yoga", flame: 4 } });
    expect(bad.data).toMatchObject({
      error_code: "VALIDATION_ERROR",
      errors: { name: ["Required"], compendium_code: ["Enter the five-digit Compendium code"], met: ["Must be 1 or more"], type_of_activity: ["Required"], flame: ["Must be 3 or less"] },
    });
    expect((await call(`/api/exercises/${made.id}`, { token: t.staff, method: "DELETE" })).status).toBe(204);
    expect((await call(`/api/exercises/${made.id}`, { token: t.jane })).status).toBe(404);
    expect((await call(`/api/exercises/${made.id}`, { token: t.staff, method: "DELETE" })).status).toBe(404);
  });
});

describe("the fitness pages' guards, over HTTP", () => {
  it("signed out, every fitness page sends to /signin and comes back after", async () => {
    for (const page of ["/fitness", "/fitness/home", "/fitness/exercises", "/fitness/my-workout?panel=plans", "/fitness/journal"]) {
      const res = await pageGet(page);
      expect(res.status, page).toBe(302);
      expect(res.location, page).toBe(`/signin?redirectTo=${encodeURIComponent(page)}`);
    }
  });

  it("the exercise editor sends a patient to /; staff get it; unknown ids are 404, bad ids go home", async () => {
    const patient = await sessionCookie("patient@example.com", "patient-demo-password");
    const staff = await sessionCookie("admin@example.com", "admin-demo-password");
    expect(await pageGet(`/fitness/exercises/${BRISK_WALK}/edit`, patient)).toEqual({ status: 302, location: "/" });
    expect((await pageGet(`/fitness/exercises/${BRISK_WALK}/edit`, staff)).status).toBe(200);
    expect((await pageGet(`/fitness/exercises/${BRISK_WALK}/edit?step=media`, staff)).status).toBe(200);
    expect((await pageGet("/fitness/exercises/999999/edit", staff)).status).toBe(404);
    expect((await pageGet("/fitness/exercises/999999/details", patient)).status).toBe(404);
    expect((await pageGet("/fitness/workout-plans/99999/details", patient)).status).toBe(404);
    expect(await pageGet("/fitness/exercises/abc/details", patient)).toEqual({ status: 302, location: "/home" });
    for (const page of ["/fitness", "/fitness/exercises", `/fitness/exercises/${BRISK_WALK}/details`, "/fitness/workout-plans", "/fitness/my-workout", "/fitness/my-progress", "/fitness/my-history?tab=details", "/fitness/journal?add=1"]) {
      expect((await pageGet(page, patient)).status, page).toBe(200);
    }
  });

  it("a patient's post of a staff delete on the exercise list changes nothing", async () => {
    const patient = await sessionCookie("patient@example.com", "patient-demo-password");
    const res = await fetch(`${process.env.API_URL}/fitness/exercises`, {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", id: String(BRISK_WALK) }),
      headers: { Cookie: patient },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect((await expectStatus<{ name: string }>(200, `/api/exercises/${BRISK_WALK}`, { token: t.jane })).name).toBe("Brisk walk");
  });
});
