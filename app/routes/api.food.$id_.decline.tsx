import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, parseWith, unwrap } from "~/api/domain.server";
import { declineFood } from "~/foods/foods.server";
import { declineSchema } from "~/foods/schemas";

/**
 * POST /api/food/{id}/decline/?decline_code= (staff): declines a food awaiting approval. The code
 * may come in the query (as the apps send it) or in the body.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    query: z.object({ decline_code: z.unknown() }),
    body: z.unknown(),
    handler: async ({ params, query, body, user }) => {
      const id = idParam(params.id);
      const fromBody = body && typeof body === "object" && "decline_code" in body ? body.decline_code : undefined;
      const { decline_code } = parseWith(declineSchema, { decline_code: query.decline_code ?? fromBody });
      return ok(unwrap(await declineFood(id, decline_code, user)));
    },
  }),
});
