import { db } from "~/db/db.server";
import { CORE_NUTRIENTS, type DeclineCode, type FoodStatus, type ServingsType } from "./codes";
import type { FoodSummary } from "./types";

/**
 * A food as a card in a list or a search result: the columns it is read from and the shape it
 * is sent in. One place for the plain lists (foods.server.ts) and the full-text search.
 */

export const SUMMARY_COLUMNS = [
  "f.id",
  "f.name",
  "f.long_desc",
  "f.source",
  "f.status",
  "f.decline_code",
  "f.owner_id",
  "f.base_weight",
  "f.hier1_id",
  "f.hier2_id",
  "f.hier3_id",
  "f.protein_calories",
  "f.servings_type",
] as const;

export interface SummaryRow {
  id: number;
  name: string;
  long_desc: string;
  source: string;
  status: FoodStatus;
  decline_code: DeclineCode | null;
  owner_id: number | null;
  base_weight: number;
  hier1_id: number | null;
  hier2_id: number | null;
  hier3_id: number | null;
  protein_calories: number;
  servings_type: ServingsType;
}

export async function toSummaries(rows: SummaryRow[]): Promise<FoodSummary[]> {
  const energy = await energyOf(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    long_desc: r.long_desc,
    source: r.source,
    status: r.status,
    decline_code: r.decline_code,
    owner_id: r.owner_id,
    base_weight: r.base_weight,
    hier1: r.hier1_id,
    hier2: r.hier2_id,
    hier3: r.hier3_id,
    energy_kcal: energy.get(r.id) ?? null,
    protein_calories: r.protein_calories,
    servings_type: r.servings_type,
  }));
}

/** Energy (kcal per base weight) of a page of foods, for the cards. */
export async function energyOf(foodIds: number[]): Promise<Map<number, number>> {
  if (foodIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("nutrient_values as v")
    .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
    .select(["v.food_id", "v.value"])
    .where("n.number", "=", CORE_NUTRIENTS.energy)
    .where("v.food_id", "in", foodIds)
    .execute();
  return new Map(rows.map((r) => [r.food_id, r.value]));
}
