import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, parseWith, requirePatientCaller, unwrap } from "~/api/domain.server";
import { createPersonalFood, getFood } from "~/foods/foods.server";
import { foodDetail } from "~/foods/api-shapes";
import { personalFoodSchema } from "~/foods/schemas";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Add a personal food (patients)",
    description: "It waits for approval (`status: \"pending\"`, `source: \"Personal food\"`). Staff have no My Food: 403.",
    // Checked after the role, so staff learn they may not, not what the body lacks.
    body: z.unknown(),
    reads: { json: personalFoodSchema },
    responses: { 201: foodDetail },
    refuses: [403],
    handler: async ({ body, user }) => {
      requirePatientCaller(user);
      const { id } = unwrap(await createPersonalFood(user, parseWith(personalFoodSchema, body)));
      return ok(found(await getFood(user, id)), 201);
    },
  }),
});
