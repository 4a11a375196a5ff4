import type { Generated, Selectable } from "kysely";

/**
 * Medications and supplements (migration 0080, docs/decisions/0200). Doses are numbers in the unit
 * the row names (the formulary's `unit`, copied onto the regimen when it starts); days are the
 * clinic's calendar days (YYYY-MM-DD), times its wall clock (HH:MM).
 */

/** The programme's formulary: one entry per medicine or supplement. */
export interface MedicationsTable {
  id: Generated<number>;
  name: string;
  generic_name: string;
  /** injection, tablet, capsule, liquid, supplement (app/medications/codes.ts). */
  kind: string;
  /** subcutaneous, intramuscular, oral. */
  route: string;
  /** mg, mcg, IU, mL, tablet, capsule, serving: the unit of every dose below. */
  unit: string;
  /** JSON [number, …]. */
  strengths: string;
  prescription: Generated<number>;
  /** daily, weekly or as_needed. */
  usual_schedule: Generated<string>;
  /** JSON ["HH:MM", …]. */
  usual_times: Generated<string>;
  /** JSON [{dose, weeks}, …]: the dose-step plan (the last step's weeks null). */
  steps: Generated<string>;
  plan_note: Generated<string>;
  /** Where the steps come from (the label), named and linked. */
  source: Generated<string>;
  retired_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What a patient takes: set by the clinic (`prescribed_by` names who) or by the patient. */
export interface MedicationRegimensTable {
  id: Generated<number>;
  user_id: number;
  medication_id: number;
  /** clinic or self. */
  set_by: string;
  prescribed_by: number | null;
  unit: string;
  /** daily, weekly or as_needed. */
  schedule: string;
  /** JSON ["HH:MM", …]: the daily doses' times, or the weekly dose's one time. */
  times: Generated<string>;
  /** The weekly dose's day, Sunday 0 … Saturday 6. */
  weekday: number | null;
  start_day: string;
  end_day: string | null;
  /** active, paused or stopped. */
  status: Generated<string>;
  stop_reason: Generated<string>;
  titrate_to: number | null;
  instructions: Generated<string>;
  supply: number | null;
  supply_on: string | null;
  created_at: string;
  updated_at: string;
}

/** A regimen's dose from a day on (or its pause): the history, never rewritten. */
export interface MedicationStepsTable {
  id: Generated<number>;
  regimen_id: number;
  from_day: string;
  dose: number;
  paused: Generated<number>;
  /** start, plan, change, pause or resume. */
  source: string;
  set_by: number | null;
  note: Generated<string>;
  created_at: string;
}

/** A recorded dose: taken or skipped, for one scheduled dose of a regimen. */
export interface MedicationDosesTable {
  id: Generated<number>;
  regimen_id: number;
  user_id: number;
  due_day: string;
  /** The scheduled time it is for, HH:MM; null for an as-needed dose. */
  slot: string | null;
  /** taken or skipped. */
  status: string;
  taken_day: string | null;
  taken_time: string | null;
  /** forgot, side_effects, ran_out, clinic, other (skipped only). */
  reason: string | null;
  site: string | null;
  dose: number;
  note: Generated<string>;
  created_at: string;
}

/** The daily check-in: one row per day and symptom. */
export interface SideEffectsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  symptom: string;
  /** 1 (mild) to 5 (severe). */
  severity: number;
  note: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface MedicationsTables {
  medications: MedicationsTable;
  medication_regimens: MedicationRegimensTable;
  medication_steps: MedicationStepsTable;
  medication_doses: MedicationDosesTable;
  side_effects: SideEffectsTable;
}

export type MedicationRow = Selectable<MedicationsTable>;
export type RegimenRow = Selectable<MedicationRegimensTable>;
export type StepRow = Selectable<MedicationStepsTable>;
export type DoseRow = Selectable<MedicationDosesTable>;
export type SideEffectRow = Selectable<SideEffectsTable>;
