import type { Generated, Insertable, Selectable } from "kysely";

/**
 * Weigh-ins (migration 0004). Canonical units are in the column names: kilograms, centimetres,
 * per cent, ohms, mmHg, beats per minute. Pounds and inches are for display only.
 */
export interface WeightsTable {
  id: Generated<number>;
  user_id: number;
  /** The clinic calendar day, YYYY-MM-DD. */
  measured_on: string;
  /** 0: the clinic's weigh-in at an appointment (the spec's z = 0); 1: the member's own entry. */
  member_created: Generated<number>;
  weight_kg: number;
  impedance_ohm: number | null;
  fat_pct: number | null;
  fat_mass_kg: number | null;
  ffm_kg: number | null;
  tbw_kg: number | null;
  bp_systolic: number | null;
  bp_diastolic: number | null;
  pulse_bpm: number | null;
  waist_cm: number | null;
  /**
   * 1: confirmed although implausibly far from the trend, and not yet reviewed by the care team
   * (migration 0064, decision 0173): it earns no badge until they have. 0 otherwise.
   */
  needs_review: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface BodyTables {
  weights: WeightsTable;
}

export type WeightRow = Selectable<WeightsTable>;
export type NewWeight = Insertable<WeightsTable>;
