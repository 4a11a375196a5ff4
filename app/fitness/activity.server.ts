/**
 * What members did (docs/decisions/0051): a log against My Workout and an entry of the weekly
 * fitness journal are the same record seen two ways. This file is the front door; the record is
 * in ./activity-records.server.ts, its two views in ./logs.server.ts and ./fitness-journal.server.ts.
 */
export { caloriesBurnedByDay, caloriesBurnedOn, deleteActivity, memberWeightOn, weightForDay } from "./activity-records.server";
export { createLog, createLogs, getLog, listLogs, logJson, updateLog, type LogJson } from "./logs.server";
export {
  createJournalEntry,
  getJournalEntry,
  journalJson,
  journalSummary,
  journalWeek,
  listJournal,
  updateJournalEntry,
  weekOf,
  type JournalJson,
  type JournalSummary,
} from "./fitness-journal.server";
