import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, parseWith, requirePatientCaller, unwrap } from "~/api/domain.server";
import { createPersonalFood, getFood } from "~/foods/foods.server";
import { personalFoodSchema } from "~/foods/schemas";

/** POST /api/food/myfood/ (patients): a personal food; it waits for approval. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    // Checked after the role, so staff learn they may not, not what the body lacks.
    body: z.unknown(),
    handler: async ({ body, user }) => {
      requirePatientCaller(user);
      const { id } = unwrap(await createPersonalFood(parseWith(personalFoodSchema, body), user));
      return ok(found(await getFood(id, user)), 201);
    },
  }),
});
