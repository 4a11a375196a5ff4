import { isAdmin } from "~/domain/users";
import { nowIso } from "~/db/db.server";
import type { Db, Trx, Viewer } from "~/domain/outcome";
import type { FoodStatus } from "./codes";

/** Who may see and change a food (staff: every food; a patient: the approved database and their own). The food domain's front door is foods.server.ts. */

interface FoodAccessRow {
  id: number;
  owner_id: number | null;
  status: FoodStatus;
}

export function canSee(viewer: Viewer, food: FoodAccessRow): boolean {
  return isAdmin(viewer) || food.status === "approved" || food.owner_id === viewer.id;
}

export function canChange(viewer: Viewer, food: FoodAccessRow): boolean {
  return isAdmin(viewer) || food.owner_id === viewer.id;
}

export async function accessRow(conn: Db, foodId: number): Promise<FoodAccessRow | undefined> {
  return conn.selectFrom("foods").select(["id", "owner_id", "status"]).where("id", "=", foodId).executeTakeFirst();
}

/** Marks a food changed; a patient's change sends it back for approval. */
export async function touchFood(trx: Trx, viewer: Viewer, food: FoodAccessRow): Promise<void> {
  const byOwner = !isAdmin(viewer) && food.owner_id === viewer.id;
  await trx
    .updateTable("foods")
    .set(byOwner ? { updated_at: nowIso(), status: "pending", decline_code: null } : { updated_at: nowIso() })
    .where("id", "=", food.id)
    .execute();
}
