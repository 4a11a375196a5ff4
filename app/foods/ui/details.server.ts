import type { SessionUser } from "~/auth/users.server";
import { requireIdParam } from "~/auth/params.server";
import { getFood, listMeasures } from "~/foods/foods.server";
import type { FoodDetail, IngredientWeightRow } from "~/foods/types";

export interface FoodDetailsData {
  food: FoodDetail;
  measures: IngredientWeightRow[];
}

/** One food with its nutrition table and measures, or a 404. */
export async function loadFoodDetails(user: SessionUser, idParam: string | undefined): Promise<FoodDetailsData> {
  const id = requireIdParam(idParam);
  const food = await getFood(id, user);
  if (!food) throw new Response("Not found", { status: 404, statusText: "Not Found" });
  return { food, measures: (await listMeasures(id, user)) ?? [] };
}
