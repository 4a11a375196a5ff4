import { z } from "zod";
import { isAdmin } from "~/domain/users";
import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, parseWith, unwrap } from "~/api/domain.server";
import { deleteFood, getFood, updateFood, updatePersonalFood } from "~/foods/foods.server";
import { foodDetail } from "~/foods/api-shapes";
import { foodSchema, personalFoodSchema } from "~/foods/schemas";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A food with its nutrition table",
    description: "Another patient's personal food is not found.",
    responses: { 200: foodDetail },
    handler: async ({ params, user }) => ok(found(await getFood(user, idParam(params.id)))),
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Change a food",
    description:
      "Staff edit any food with the full form (UPC, useful, data source, link); a patient edits one of their own foods with the personal-food fields (the staff fields are ignored), which sends it back for approval. Anyone else's food is not found.",
    // Read as is, then checked against the caller's schema.
    body: z.unknown(),
    reads: { json: z.union([foodSchema.describe("Staff: the full form."), personalFoodSchema.describe("A patient: their own food.")]) },
    responses: { 200: foodDetail },
    handler: async ({ params, body, user }) => {
      const id = idParam(params.id);
      const outcome = isAdmin(user)
        ? await updateFood(user, id, parseWith(foodSchema, body))
        : await updatePersonalFood(user, id, parseWith(personalFoodSchema, body));
      unwrap(outcome);
      return ok(found(await getFood(user, id)));
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Delete a food, with its measures and nutrient values",
    description: "Staff delete any food, a patient only their own. A food that recipes use is refused (`non_field_errors`).",
    responses: { 204: null },
    refuses: [400],
    handler: async ({ params, user }) => {
      unwrap(await deleteFood(user, idParam(params.id)));
      return noContent();
    },
  }),
});
