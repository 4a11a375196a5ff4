import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalid, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { accessRow } from "./access.server";
import type { DeclineCode, FoodStatus } from "./codes";
import { getFood } from "./food.server";
import { queueEntries } from "./lists.server";
import { FOOD_MSG } from "./schemas";
import type { FoodDetail, PendingFood } from "./types";

/** Food approval: approving and declining a patient's submission. The food domain's front door is foods.server.ts. */

/**
 * GET /api/food/{id}/approve_food: a food in the approval queue (awaiting approval, or declined),
 * in full with its nutrition table, and who sent it: what a reviewer reads before approving or
 * declining. An approved food is no longer in the queue: not found.
 */
export async function foodForReview(foodId: number, viewer: Viewer): Promise<Outcome<FoodDetail & Pick<PendingFood, "owner">>> {
  if (!isAdmin(viewer)) return forbidden;
  const food = await getFood(foodId, viewer);
  if (!food || food.status === "approved") return notFound;
  const entry = (await queueEntries([food.id])).get(food.id);
  return done({ ...food, owner: entry?.owner ?? null });
}

/** POST /api/food/approve_food {approved_food_id}: the food joins the database. */
export async function approveFood(approvedFoodId: number, viewer: Viewer): Promise<Outcome<{ id: number; status: FoodStatus }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, approvedFoodId);
    if (!food) return notFound;
    if (food.status !== "approved") {
      await trx
        .updateTable("foods")
        .set({ status: "approved", decline_code: null, updated_at: nowIso() })
        .where("id", "=", approvedFoodId)
        .execute();
    }
    return done({ id: approvedFoodId, status: "approved" as const });
  });
}

/** POST /api/food/{id}/decline/?decline_code=: only a food awaiting approval (or declined, to change the code). */
export async function declineFood(
  foodId: number,
  declineCode: DeclineCode,
  viewer: Viewer,
): Promise<Outcome<{ id: number; status: FoodStatus; decline_code: DeclineCode }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food) return notFound;
    if (food.status === "approved") return invalid({ non_field_errors: [FOOD_MSG.notAwaitingApproval] });
    await trx
      .updateTable("foods")
      .set({ status: "declined", decline_code: declineCode, updated_at: nowIso() })
      .where("id", "=", foodId)
      .execute();
    return done({ id: foodId, status: "declined" as const, decline_code: declineCode });
  });
}
