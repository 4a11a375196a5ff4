import { z } from "zod";
import { isAdmin } from "~/domain/users";
import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, parseWith, unwrap } from "~/api/domain.server";
import { deleteFood, getFood, updateFood, updatePersonalFood } from "~/foods/foods.server";
import { foodSchema, personalFoodSchema } from "~/foods/schemas";

export const { loader, action } = apiRoute({
  /** GET /api/food/{id}/: a food with its nutrition table (nut_data, header row first). */
  GET: endpoint({
    auth: "user",
    handler: async ({ params, user }) => ok(found(await getFood(idParam(params.id), user))),
  }),
  /**
   * PUT /api/food/{id}: staff edit any food with the full form (UPC, useful, data source, link);
   * a patient edits one of their own foods with the personal-food fields, which sends it back
   * for approval. Anyone else's food is not found.
   */
  PUT: endpoint({
    auth: "user",
    // Read as is, then checked against the caller's schema.
    body: z.unknown(),
    handler: async ({ params, body, user }) => {
      const id = idParam(params.id);
      const outcome = isAdmin(user)
        ? await updateFood(id, parseWith(foodSchema, body), user)
        : await updatePersonalFood(id, parseWith(personalFoodSchema, body), user);
      unwrap(outcome);
      return ok(found(await getFood(id, user)));
    },
  }),
  /** DELETE /api/food/{id}: staff delete any food, a patient only their own. */
  DELETE: endpoint({
    auth: "user",
    handler: async ({ params, user }) => {
      unwrap(await deleteFood(idParam(params.id), user));
      return noContent();
    },
  }),
});
