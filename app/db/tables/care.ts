import type { Generated, Selectable } from "kysely";

/**
 * The care team (migrations 0021, 0022; docs/decisions/0122). Weights in kilograms, days as the
 * clinic's calendar days (YYYY-MM-DD), minutes of exercise.
 */

/** One row per patient, kept current on every write of their weigh-ins, journal and exercise. */
export interface CareSummariesTable {
  user_id: number;
  start_day: string | null;
  start_kg: number | null;
  trend_kg: number | null;
  trend_low_kg: number | null;
  /** The trend's change over the 4 weeks to the last weigh-in, kg. */
  trend_28d_kg: number | null;
  last_weigh_in_day: string | null;
  last_journal_day: string | null;
  last_exercise_day: string | null;
  /** JSON [[day, food entries], …]: the 14 days up to the last journal write. */
  recent_food: Generated<string>;
  /** JSON [[day, minutes], …]: the 14 days up to the last exercise write. */
  recent_minutes: Generated<string>;
  plateau_since: string | null;
  rapid_loss_since: string | null;
  regain_since: string | null;
  implausible_since: string | null;
  implausible_weight_id: number | null;
  /** The patient's messages waiting for the care team's answer, and the clinic day the oldest was sent (migration 0090). */
  waiting_messages: Generated<number>;
  waiting_since_day: string | null;
  /** Doses taken of doses due over the 28 days to `medications_on`, 0–1; null when none were due (migration 0080). */
  adherence_28d: number | null;
  missed_doses_since: string | null;
  side_effects_since: string | null;
  /** The clinic day the three medication columns were worked out for. */
  medications_on: string | null;
  /**
   * JSON [[flag code, day], …]: every flag the columns above raise and the clinic day it begins, a
   * calendar flag's (no weigh-in, gone quiet, unanswered) perhaps still to come; open on the days
   * from it on (app/clinical/flags.ts `flagDays`, `openOn`). What the panel reads of every patient.
   * Null until worked out (rows older than migration 0121): the panel works those out from the columns.
   */
  flag_days: string | null;
  updated_at: string;
}

/** A flag's episode: raised on `since`, perhaps reviewed, cleared when its condition stopped. */
export interface CareFlagsTable {
  id: Generated<number>;
  patient_id: number;
  code: string;
  since: string;
  cleared_on: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  review_note: Generated<string>;
  created_at: string;
}

/** A note a staff member left for a patient on a day of their journal. */
export interface CareNotesTable {
  id: Generated<number>;
  patient_id: number;
  author_id: number | null;
  day: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

export interface CareTables {
  care_summaries: CareSummariesTable;
  care_flags: CareFlagsTable;
  care_notes: CareNotesTable;
}

export type CareSummaryRow = Selectable<CareSummariesTable>;
export type CareFlagRow = Selectable<CareFlagsTable>;
