import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import type { ZodError } from "zod";
import { fieldErrors } from "~/validation/rules";
import { addExercisesSchema, addPlansSchema, goalSchema, journalSchema, logSchema, planRowsSchema, weekdaysSchema } from "./schemas";

/** Field errors as an English reader reads them (the messages travel as keys, issue 41). */
const inEnglish = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => translateMessage("en", m))]));

const errorsOf = (r: { success: boolean; error?: ZodError }) => (r.success ? {} : inEnglish(fieldErrors(r.error!)));

describe("exercise log", () => {
  it("needs a date and a duration; calories and notes are optional", () => {
    expect(errorsOf(logSchema.safeParse({ exercise: "1078" }))).toEqual({ datedone: ["Required"], duration: ["Required"] });
    const ok = logSchema.parse({ exercise: "1078", datedone: "2026/11/20", duration: "30", calories: "", notes: "" });
    expect(ok).toEqual({ exercise: 1078, datedone: "2026-11-20", duration: 30, calories: undefined, notes: undefined });
  });

  it("refuses a bad date, a duration that is not a whole number of minutes or longer than a day", () => {
    expect(errorsOf(logSchema.safeParse({ exercise: 1, datedone: "2026-02-30", duration: 30 }))).toEqual({ datedone: ["Please enter a valid date"] });
    expect(errorsOf(logSchema.safeParse({ exercise: 1, datedone: "2026-02-03", duration: "1.5" }))).toEqual({ duration: ["Please provide a valid integer"] });
    expect(errorsOf(logSchema.safeParse({ exercise: 1, datedone: "2026-02-03", duration: 0 }))).toEqual({ duration: ["Must be 1 or more"] });
    expect(errorsOf(logSchema.safeParse({ exercise: 1, datedone: "2026-02-03", duration: 1441 }))).toEqual({ duration: ["Must be 1440 or less"] });
    expect(errorsOf(logSchema.safeParse({ exercise: 1, datedone: "2026-02-03", duration: 20, calories: "-5" }))).toEqual({ calories: ["Must be 0 or more"] });
  });
});

describe("fitness journal entry", () => {
  const base = { date: "2026-11-20", exercise: "1072", minutes: "15" };

  it("needs minutes, and weight, reps and sets for resistance", () => {
    expect(errorsOf(journalSchema.safeParse({ ...base, minutes: "", type_of_activity: "Cardio" }))).toEqual({ minutes: ["Required"] });
    expect(errorsOf(journalSchema.safeParse({ ...base, type_of_activity: "Resistance" }))).toEqual({
      weight_lifted: ["Required"],
      reps: ["Required"],
      number_of_sets: ["Required"],
    });
    expect(journalSchema.parse({ ...base, type_of_activity: "Resistance", weight_lifted: "0", reps: "12", number_of_sets: "2" })).toMatchObject({
      weight_lifted: 0,
      reps: 12,
      number_of_sets: 2,
    });
  });

  it("knows the four types of activity", () => {
    expect(errorsOf(journalSchema.safeParse({ ...base, type_of_activity: "Yoga" }))).toEqual({ type_of_activity: ["Required"] });
  });
});

describe("weekly goals", () => {
  it("each of the four fields is checked as a number", () => {
    expect(errorsOf(goalSchema.safeParse({ date: "2026/11/23", cardio: "abc", resistance: "1.5", flexibility: "-1", calories_burned: "1,200" }))).toEqual({
      cardio: ["Please provide a valid integer"],
      resistance: ["Please provide a valid integer"],
      flexibility: ["Must be 0 or more"],
      calories_burned: ["Please provide a valid number, up to 1 decimal place"],
    });
    // Calories go in steps of 0.1 (spec part 3 §5: "goal steps 1 or 0.1").
    expect(errorsOf(goalSchema.safeParse({ date: "2026/11/23", cardio: "1", resistance: "1", flexibility: "1", calories_burned: "400.05" }))).toEqual({
      calories_burned: ["Please provide a valid number, up to 1 decimal place"],
    });
    expect(goalSchema.parse({ date: "2026/11/23", cardio: "150", resistance: "2", flexibility: "1", calories_burned: "1200.5" })).toEqual({
      date: "2026-11-23",
      cardio: 150,
      resistance: 2,
      flexibility: 1,
      calories_burned: 1200.5,
    });
  });
});

describe("my workout", () => {
  it("adds exercises given comma-joined, as a list or as checkboxes; none is 'Please select exercise!'", () => {
    expect(addExercisesSchema.parse({ is_plan: 0, exercise: "3,1,3" }).exercise).toEqual([3, 1]);
    expect(addExercisesSchema.parse({ exercise: [5, "6"] }).exercise).toEqual([5, 6]);
    expect(addExercisesSchema.parse({ exercise: "7", weekday: "2" })).toMatchObject({ exercise: [7], weekday: 2 });
    expect(errorsOf(addExercisesSchema.safeParse({ is_plan: 0, exercise: "" })).exercise?.map((m) => translateMessage("en", m))).toEqual(["Please select exercise!"]);
    expect(errorsOf(addExercisesSchema.safeParse({ exercise: "1,x" }))).toEqual({ "exercise.1": ["Select a valid choice."] });
    expect(errorsOf(addExercisesSchema.safeParse({ exercise: "1", weekday: 7 }))).toEqual({ weekday: ["Must be 6 or less"] });
  });

  it("adds plans given comma-joined", () => {
    expect(addPlansSchema.parse({ plan: "2,4" }).plan).toEqual([2, 4]);
    expect(errorsOf(addPlansSchema.safeParse({})).plan?.map((m) => translateMessage("en", m))).toEqual(["Please select plan!"]);
  });

  it("reads weekday flags from checkboxes and JSON; a missing day is not booked", () => {
    expect(weekdaysSchema.parse({ monday: "on", friday: 1, sunday: true, tuesday: 0, is_plan: 1 })).toMatchObject({
      sunday: 1,
      monday: 1,
      tuesday: 0,
      wednesday: 0,
      friday: 1,
      saturday: 0,
    });
  });

  it("bulk rows name each exercise once", () => {
    expect(errorsOf(planRowsSchema.safeParse([{ exercise: 1, monday: 1 }, { exercise: 1 }]))).toEqual({ "1.exercise": ["Select a valid choice."] });
    expect(errorsOf(planRowsSchema.safeParse([]))).toEqual({ non_field_errors: ["Required"] });
  });
});
