/**
 * The daily food journal: entries, hydration and electrolyte, goals, a day's and a range's
 * summary, copying, and the Add to Journal picker. The journal page and the /api journal calls
 * both use these functions (docs/decisions/0040-0043).
 *
 * Whose journal: always the caller's own. Every function takes the viewer and works on
 * `viewer.id`'s rows only; another patient's entry or goal is "not found", never "forbidden",
 * so its existence is not revealed. Staff keep a journal of their own like anyone (spec part 2
 * §6: "journal: admin yes").
 *
 * Every write runs in one transaction and ends in `journalChanged`, the one place that reacts to
 * a change of a patient's journal (badges are awarded there).
 *
 * This file is the domain's front door; the work lives in files along its sections: rows, days,
 * entries, fluids, copying, goals and the picker.
 */
export { toEntry, toSummary, goalProgress } from "./rows.server";
export { todayOf, timeNowIn, journalDay, summarizeDays } from "./days.server";
export { listEntries, getEntry, createEntry, updateEntry, deleteEntry } from "./entries.server";
export { changeFluid } from "./fluids.server";
export { copyEntries, repeatEntry } from "./copying.server";
export { goalInForce, listGoals, saveGoal } from "./goals.server";
export { pickerShortcuts, pickerRecipes, pickerFoods, pickedItem, panelData } from "./picker.server";
