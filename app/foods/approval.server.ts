import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { type Db, done, forbidden, invalid, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { accessRow } from "./access.server";
import { message } from "~/i18n/languages";
import { notify } from "~/notifications/notify.server";
import { foodDecided } from "~/notifications/messages";
import { DECLINE_CODES, type DeclineCode, type FoodStatus } from "./codes";
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
export async function foodForReview(viewer: Viewer, foodId: number): Promise<Outcome<FoodDetail & Pick<PendingFood, "owner">>> {
  if (!isAdmin(viewer)) return forbidden;
  const food = await getFood(viewer, foodId);
  if (!food || food.status === "approved") return notFound;
  const entry = (await queueEntries([food.id])).get(food.id);
  return done({ ...food, owner: entry?.owner ?? null });
}

/** What the food's owner is told, and whether the decision changes anything they were told before. */
async function ownerView(trx: Db, foodId: number) {
  return trx.selectFrom("foods").select(["name", "owner_id", "status", "decline_code"]).where("id", "=", foodId).executeTakeFirstOrThrow();
}

/** POST /api/food/approve_food {approved_food_id}: the food joins the database; its owner is told (issue 26). */
export async function approveFood(viewer: Viewer, approvedFoodId: number): Promise<Outcome<{ id: number; status: FoodStatus }>> {
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
      const owner = await ownerView(trx, approvedFoodId);
      if (owner.owner_id !== null) await notify(trx, owner.owner_id, foodDecided({ id: approvedFoodId, name: owner.name, approved: true }));
    }
    return done({ id: approvedFoodId, status: "approved" as const });
  });
}

/** POST /api/food/{id}/decline/?decline_code=: only a food awaiting approval (or declined, to change the code). */
export async function declineFood(
  viewer: Viewer,
  foodId: number,
  declineCode: DeclineCode,
): Promise<Outcome<{ id: number; status: FoodStatus; decline_code: DeclineCode }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food) return notFound;
    if (food.status === "approved") return invalid({ non_field_errors: [FOOD_MSG.notAwaitingApproval] });
    const before = await ownerView(trx, foodId);
    await trx
      .updateTable("foods")
      .set({ status: "declined", decline_code: declineCode, updated_at: nowIso() })
      .where("id", "=", foodId)
      .execute();
    // Told once per decision: declining again with the same reason says nothing new.
    if (before.owner_id !== null && (before.status !== "declined" || before.decline_code !== declineCode)) {
      // The reason travels as a key too: the owner reads it in their own language (issue 41).
      const reason = DECLINE_CODES.some((d) => d.code === declineCode) ? message(`foods:declineCodes.${declineCode}`) : undefined;
      await notify(trx, before.owner_id, foodDecided({ id: foodId, name: before.name, approved: false, reason }));
    }
    return done({ id: foodId, status: "declined" as const, decline_code: declineCode });
  });
}
