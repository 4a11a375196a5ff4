import { describe, expect, it } from "vitest";
import { call, withServerDb } from "./client";
import { getPage } from "./foods-support";
import { addDays, auditRows, BRISK_WALK, clinicToday, expectStatus, freshPatient, weighIn } from "./fitness-support";

interface LogJson {
  id: number;
  exercise: number;
  exercise_name: string;
  datedone: string;
  duration: number;
  calories: number | null;
  calories_gross: number | null;
  calories_entered: boolean;
  notes: string;
  weekday: number;
}

interface JournalJson {
  id: number;
  date: string;
  exercise: number;
  exercise_title: string;
  type_of_activity: string;
  weight_lifted: number | null;
  reps: number | null;
  number_of_sets: number | null;
  minutes: number;
  calories_burned: number | null;
}

const weekStartOf = (day: string) => addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());

async function pushupsId(token: string) {
  const page = await getPage<{ id: number; name: string }>("/api/exercises?search=push-ups", token);
  return page.results.find((e) => e.name === "Wall push-ups")!.id;
}

describe("exercise logs (log_exercises)", () => {
  it("POST computes the net calories from the latest weight; typed calories are kept", async () => {
    const p = await freshPatient("log");
    const today = await clinicToday();
    await weighIn(p.id, addDays(today, -7), 100);
    const log = await expectStatus<LogJson>(201, "/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK, datedone: today.replaceAll("-", "/"), duration: 30, notes: "Around the lake" } });
    expect(log).toMatchObject({ exercise: BRISK_WALK, exercise_name: "Brisk walk", datedone: today, duration: 30, calories: 165, calories_gross: 215, calories_entered: false, notes: "Around the lake" });
    expect(log.weekday).toBe(new Date(`${today}T00:00:00Z`).getUTCDay());
    const typed = await expectStatus<LogJson>(201, "/api/log_exercises/", { token: p.token, json: { exercise: BRISK_WALK, datedone: today, duration: 30, calories: 200 } });
    expect(typed).toMatchObject({ calories: 200, calories_entered: true, calories_gross: null });
  });

  it("refuses a future date, a missing duration and an unknown exercise, and saves nothing", async () => {
    const p = await freshPatient("log");
    const today = await clinicToday();
    const future = await call("/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK, datedone: addDays(today, 1), duration: 30 } });
    expect(future).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { datedone: ["Date cannot be in the future!"] } } });
    const missing = await call("/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK } });
    expect(missing.data).toMatchObject({ errors: { datedone: ["Required"], duration: ["Required"] } });
    const unknown = await call("/api/log_exercises", { token: p.token, json: { exercise: 999999, datedone: today, duration: 10 } });
    expect(unknown.data).toMatchObject({ errors: { exercise: ["Select a valid choice."] } });
    expect((await getPage<LogJson>("/api/log_exercises?limit=15", p.token)).count).toBe(0);
  });

  it("speaks Spanish to a caller asking for it: the refusals, with the same error codes, and the chart's title and series", async () => {
    const p = await freshPatient("log");
    const today = await clinicToday();
    const es = { "Accept-Language": "es" };
    const future = await call("/api/log_exercises", { token: p.token, headers: es, json: { exercise: BRISK_WALK, datedone: addDays(today, 1), duration: 30 } });
    expect(future).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { datedone: ["¡La fecha no puede ser futura!"] } } });
    const goal = await call("/api/fitness_goals/", { token: p.token, headers: es, json: { date: addDays(today, -1), cardio: 150, resistance: 2, flexibility: 1, calories_burned: 1200 } });
    expect(goal).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { date: ["Las metas solo pueden ajustarse para el día de hoy."] } } });
    const chart = await call("/api/exercises/my_history/?time_span=2&group_by=week", { token: p.token, headers: es });
    expect(chart.data).toMatchObject({ chart_title: "Todos los ejercicios: minutos y calorías quemadas por semana, las últimas dos semanas", data_series: [{ name: "Minutos" }, { name: "Calorías quemadas" }] });
    const span = await call("/api/exercises/my_history/?time_span=3", { token: p.token, headers: es });
    expect(span).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { time_span: ["Elija una opción válida."] } } });
    expect((await getPage<LogJson>("/api/log_exercises?limit=15", p.token)).count).toBe(0);
  });

  it("lists newest first, 15 a page; PUT replaces, DELETE removes; another patient's log is not found", async () => {
    const p = await freshPatient("log");
    const other = await freshPatient("log");
    const today = await clinicToday();
    const made = await expectStatus<LogJson[]>(201, "/api/log_exercises/bulk_create/", {
      token: p.token,
      json: Array.from({ length: 17 }, (_, i) => ({ exercise: BRISK_WALK, datedone: addDays(today, -i), duration: 10 + i })),
    });
    expect(made).toHaveLength(17);
    const first = await getPage<LogJson>("/api/log_exercises?limit=15", p.token);
    expect(first.count).toBe(17);
    expect(first.results).toHaveLength(15);
    expect(first.results[0].datedone).toBe(today);
    expect(first.results.map((l) => l.datedone)).toEqual([...first.results.map((l) => l.datedone)].sort().reverse());
    const onDay = await getPage<LogJson>(`/api/log_exercises?date=${addDays(today, -2)}`, p.token);
    expect(onDay.results.map((l) => l.duration)).toEqual([12]);

    const id = made[0].id;
    const put = await expectStatus<LogJson>(200, `/api/log_exercises/${id}`, { token: p.token, method: "PUT", json: { exercise: BRISK_WALK, datedone: today, duration: 45, calories: 99, notes: "Edited" } });
    expect(put).toMatchObject({ id, duration: 45, calories: 99, notes: "Edited" });
    expect((await call(`/api/log_exercises/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(`/api/log_exercises/${id}`, { token: other.token, method: "PUT", json: { exercise: BRISK_WALK, datedone: today, duration: 5 } })).status).toBe(404);
    expect((await call(`/api/log_exercises/${id}`, { token: other.token, method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/log_exercises/${id}`, { token: p.token, method: "DELETE" })).status).toBe(204);
    expect((await call(`/api/log_exercises/${id}`, { token: p.token })).status).toBe(404);
  });

  it("bulk_create is all or none, errors keyed index.field", async () => {
    const p = await freshPatient("log");
    const today = await clinicToday();
    const res = await call("/api/log_exercises/bulk_create", {
      token: p.token,
      json: [
        { exercise: BRISK_WALK, datedone: today, duration: 10 },
        { exercise: BRISK_WALK, datedone: addDays(today, 3), duration: 10 },
      ],
    });
    expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { "1.datedone": ["Date cannot be in the future!"] } });
    // A day's booked exercises, not an unbounded list: each log costs a few queries.
    const tooMany = await call("/api/log_exercises/bulk_create", { token: p.token, json: Array.from({ length: 201 }, () => ({ exercise: BRISK_WALK, datedone: today, duration: 1 })) });
    expect(tooMany.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["At most 200 at a time"] } });
    expect((await getPage<LogJson>("/api/log_exercises", p.token)).count).toBe(0);
  });

  it("every read and write is audited as the patient's own health data, without values", async () => {
    const p = await freshPatient("log");
    const since = new Date().toISOString();
    const log = await expectStatus<LogJson>(201, "/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK, datedone: await clinicToday(), duration: 20, notes: "secret note" } });
    await getPage<LogJson>("/api/log_exercises", p.token);
    await call(`/api/log_exercises/${log.id}`, { token: p.token, method: "DELETE" });
    const rows = await auditRows(p.id, since);
    expect(rows.map((r) => [r.event, r.record_type, r.record_id])).toEqual([
      ["health_create", "exercise_log", log.id],
      ["health_read", "exercise_log", null],
      ["health_delete", "exercise_log", log.id],
    ]);
    expect(rows.every((r) => r.user_id === p.id && !r.detail.includes("secret"))).toBe(true);
  });
});

describe("history", () => {
  it("GET /api/history_summary: weeks newest first with seven day values and a total", async () => {
    const p = await freshPatient("hist");
    const today = await clinicToday();
    await weighIn(p.id, addDays(today, -30), 100);
    await expectStatus(201, "/api/log_exercises/bulk_create", {
      token: p.token,
      json: [
        { exercise: BRISK_WALK, datedone: today, duration: 60 },
        { exercise: BRISK_WALK, datedone: addDays(today, -7), duration: 30 },
      ],
    });
    const all = await expectStatus<{ results: { week_of: string; days: number[]; total: number }[]; total: number }>(200, "/api/history_summary", { token: p.token });
    expect(all.results).toHaveLength(2);
    expect(all.results[0].week_of).toBe(weekStartOf(today));
    expect(all.results[0].days[new Date(`${today}T00:00:00Z`).getUTCDay()]).toBe(330);
    expect(all.results[0].total).toBe(330);
    expect(all.total).toBe(495);
    const recent = await expectStatus<{ total: number }>(200, "/api/history_summary?days_to_do=3", { token: p.token });
    expect(recent.total).toBe(330);
    expect((await call("/api/history_summary?days_to_do=abc", { token: p.token })).data).toMatchObject({ error_code: "VALIDATION_ERROR" });
  });

  it("GET /api/exercises/my_history/: the chart's categories and series, by day or week, for one exercise", async () => {
    const p = await freshPatient("hist");
    const today = await clinicToday();
    await weighIn(p.id, addDays(today, -30), 100);
    await expectStatus(201, "/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK, datedone: today, duration: 30 } });
    const byDay = await expectStatus<{ chart_title: string; data_categories: string[]; data_series: { name: string; color: string; data: { x: string; y: number }[] }[]; exercise: { id: number }[] }>(
      200,
      "/api/exercises/my_history/?time_span=2&group_by=day",
      { token: p.token },
    );
    expect(byDay.data_categories[0]).toBe(addDays(weekStartOf(today), -7));
    expect(byDay.data_categories.at(-1)).toBe(today);
    expect(byDay.data_series.map((s) => s.name)).toEqual(["Minutes", "Calories burned"]);
    expect(byDay.chart_title).toBe("All exercises: minutes and calories burned by day, the last two weeks");
    expect(byDay.data_series[1].data.at(-1)).toEqual({ x: today, y: 165 });
    expect(byDay.exercise).toEqual([{ id: BRISK_WALK, name: "Brisk walk" }]);
    const weeks = await expectStatus<{ data_categories: string[] }>(200, `/api/exercises/my_history?time_span=all&group_by=week&exercise=${BRISK_WALK}`, { token: p.token });
    expect(weeks.data_categories).toEqual([weekStartOf(today)]);
    expect((await call("/api/exercises/my_history/?time_span=3&group_by=month", { token: p.token })).data).toMatchObject({
      errors: { time_span: ["Select a valid choice."], group_by: ["Select a valid choice."] },
    });
  });
});

describe("the weekly fitness journal", () => {
  it("POST /api/fitness_journals/: minutes required, and weight, reps and sets for resistance", async () => {
    const p = await freshPatient("jour");
    const today = await clinicToday();
    const pushups = await pushupsId(p.token);
    const missing = await call("/api/fitness_journals/", { token: p.token, json: { date: today, exercise: pushups, type_of_activity: "Resistance" } });
    expect(missing.data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: { minutes: ["Required"], weight_lifted: ["Required"], reps: ["Required"], number_of_sets: ["Required"] },
    });
    const entry = await expectStatus<JournalJson>(201, "/api/fitness_journals/", {
      token: p.token,
      json: { date: today, exercise: pushups, type_of_activity: "Resistance", weight_lifted: 12.5, reps: 10, number_of_sets: 3, minutes: 15, calories_burned: 40 },
    });
    expect(entry).toMatchObject({ exercise_title: "Wall push-ups", weight_lifted: 12.5, reps: 10, number_of_sets: 3, minutes: 15, calories_burned: 40 });
    const future = await call("/api/fitness_journals/", { token: p.token, json: { date: addDays(today, 1), exercise: pushups, type_of_activity: "Cardio", minutes: 15 } });
    expect(future.data).toMatchObject({ errors: { date: ["Date cannot be in the future!"] } });
  });

  it("GET …/summary/?date=: the week's totals and entries, logs from My Workout included", async () => {
    const p = await freshPatient("jour");
    const today = await clinicToday();
    await weighIn(p.id, addDays(today, -3), 90);
    const pushups = await pushupsId(p.token);
    await expectStatus(201, "/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK, datedone: today, duration: 40 } });
    await expectStatus(201, "/api/fitness_journals", { token: p.token, json: { date: today, exercise: pushups, type_of_activity: "Resistance", weight_lifted: 0, reps: 12, number_of_sets: 2, minutes: 10 } });
    await expectStatus(201, "/api/fitness_journals", { token: p.token, json: { date: today, exercise: pushups, type_of_activity: "Resistance", weight_lifted: 0, reps: 12, number_of_sets: 2, minutes: 10 } });
    const summary = await expectStatus<{ start_date: string; end_date: string; cardio: number; resistance: number; flexibility: number; calories_burned: number; list: JournalJson[] }>(
      200,
      `/api/fitness_journals/summary/?date=${today}`,
      { token: p.token },
    );
    expect(summary).toMatchObject({ start_date: weekStartOf(today), end_date: addDays(weekStartOf(today), 6), cardio: 40, resistance: 1, flexibility: 0 });
    // 3.3 × 90 × 40/60 = 198; twice 2.8 × 90 × 10/60 = 42.
    expect(summary.calories_burned).toBe(282);
    expect(summary.list).toHaveLength(3);
    const resistance = await getPage<JournalJson>(`/api/fitness_journals/?date=${today}&type_of_activity=Resistance`, p.token);
    expect(resistance.count).toBe(2);
    const lastWeek = await expectStatus<{ list: unknown[]; cardio: number }>(200, `/api/fitness_journals/summary/?date=${addDays(weekStartOf(today), -1)}`, { token: p.token });
    expect(lastWeek).toMatchObject({ list: [], cardio: 0 });
  });

  it("PUT and DELETE /api/fitness_journals/{id}; another patient's entry is not found", async () => {
    const p = await freshPatient("jour");
    const other = await freshPatient("jour");
    const today = await clinicToday();
    const entry = await expectStatus<JournalJson>(201, "/api/fitness_journals/", { token: p.token, json: { date: today, exercise: BRISK_WALK, type_of_activity: "Cardio", minutes: 20, calories_burned: 80 } });
    const put = await expectStatus<JournalJson>(200, `/api/fitness_journals/${entry.id}`, { token: p.token, method: "PUT", json: { date: today, exercise: BRISK_WALK, type_of_activity: "Cardio", minutes: 25, calories_burned: 90 } });
    expect(put).toMatchObject({ minutes: 25, calories_burned: 90 });
    // Calories keep one decimal: more is refused, not rounded. A weight lifted sent back as shown keeps what was typed.
    const twoPlaces = await call(`/api/fitness_journals/${entry.id}`, { token: p.token, method: "PUT", json: { date: today, exercise: BRISK_WALK, type_of_activity: "Cardio", minutes: 25, calories_burned: 90.25 } });
    expect(twoPlaces.status).toBe(400);
    expect(twoPlaces.data.errors).toEqual({ calories_burned: ["Please provide a valid number, up to 1 decimal place"] });
    const lifted = { date: today, exercise: BRISK_WALK, type_of_activity: "Resistance", minutes: 25, reps: 10, number_of_sets: 2 };
    await expectStatus(200, `/api/fitness_journals/${entry.id}`, { token: p.token, method: "PUT", json: { ...lifted, weight_lifted: 22.25 } });
    const liftedKg = async () => (await withServerDb((db) => db.prepare("select weight_lifted_kg as kg from exercise_logs where id = ?").get<{ kg: number }>(entry.id)))!.kg;
    const typedKg = await liftedKg();
    expect(typedKg / 0.45359237).toBeCloseTo(22.25, 9);
    const shown = await expectStatus<JournalJson>(200, `/api/fitness_journals/${entry.id}`, { token: p.token, method: "PUT", json: { ...lifted, weight_lifted: 22.3, minutes: 30 } });
    expect(shown).toMatchObject({ weight_lifted: 22.3, minutes: 30 });
    expect(await liftedKg()).toBe(typedKg);
    expect((await call(`/api/fitness_journals/${entry.id}`, { token: other.token })).status).toBe(404);
    expect((await call(`/api/fitness_journals/${entry.id}`, { token: other.token, method: "PUT", json: { date: today, exercise: BRISK_WALK, type_of_activity: "Cardio", minutes: 1 } })).status).toBe(404);
    expect((await call(`/api/fitness_journals/${entry.id}`, { token: other.token, method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/fitness_journals/${entry.id}/`, { token: p.token, method: "DELETE" })).status).toBe(204);
  });
});

describe("weekly goals", () => {
  it("POST with today's date (YYYY/MM/DD) sets this week's goal; GET by start_date carries it forward; PUT adjusts", async () => {
    const p = await freshPatient("goal");
    const today = await clinicToday();
    expect((await getPage("/api/fitness_goals/", p.token)).count).toBe(0);
    const body = { date: today.replaceAll("-", "/"), cardio: 150, resistance: 2, flexibility: 1, calories_burned: 1200 };
    const goal = await expectStatus<{ id: number; start_date: string }>(201, "/api/fitness_goals/", { token: p.token, json: body });
    expect(goal).toMatchObject({ start_date: weekStartOf(today), cardio: 150, resistance: 2, flexibility: 1, calories_burned: 1200, carried_from: null });
    const next = await getPage<{ id: number | null; carried_from: string }>(`/api/fitness_goals/?start_date=${addDays(today, 14)}`, p.token);
    expect(next.results[0]).toMatchObject({ id: null, carried_from: weekStartOf(today), cardio: 150 });
    const put = await expectStatus(200, `/api/fitness_goals/${goal.id}`, { token: p.token, method: "PUT", json: { ...body, cardio: 180 } });
    expect(put).toMatchObject({ id: goal.id, cardio: 180 });
    // POST again this week replaces the week's goal.
    expect(await expectStatus(200, "/api/fitness_goals/", { token: p.token, json: { ...body, cardio: 200 } })).toMatchObject({ id: goal.id, cardio: 200 });
  });

  it("refuses another day than today, non-numbers, and another patient's goal", async () => {
    const p = await freshPatient("goal");
    const other = await freshPatient("goal");
    const today = await clinicToday();
    const body = { date: today, cardio: 150, resistance: 2, flexibility: 1, calories_burned: 1200 };
    expect((await call("/api/fitness_goals/", { token: p.token, json: { ...body, date: addDays(today, -1) } })).data).toMatchObject({ errors: { date: ["Goals can only be adjusted for today."] } });
    expect((await call("/api/fitness_goals/", { token: p.token, json: { ...body, date: addDays(today, 1) } })).data).toMatchObject({ errors: { date: ["Date cannot be in the future!"] } });
    expect((await call("/api/fitness_goals/", { token: p.token, json: { ...body, cardio: "lots", resistance: 1.5 } })).data).toMatchObject({
      errors: { cardio: ["Please provide a valid integer"], resistance: ["Please provide a valid integer"] },
    });
    const goal = await expectStatus<{ id: number }>(201, "/api/fitness_goals/", { token: p.token, json: body });
    expect((await call(`/api/fitness_goals/${goal.id}`, { token: other.token, method: "PUT", json: body })).status).toBe(404);
    expect((await getPage("/api/fitness_goals/", other.token)).count).toBe(0);
  });
});
