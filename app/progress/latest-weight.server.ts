import type { Db } from "~/domain/outcome";

/**
 * The patient's most recent weight in kilograms on or before a day (any kind of weigh-in), or
 * null when none is recorded. Fitness energy (MET × kg × h) and BMI read it.
 */
export async function latestWeightKg(conn: Db, patientId: number, onOrBefore?: string): Promise<number | null> {
  let q = conn.selectFrom("weights").select("weight_kg").where("user_id", "=", patientId);
  if (onOrBefore) q = q.where("measured_on", "<=", onOrBefore);
  const row = await q.orderBy("measured_on", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? row.weight_kg : null;
}
