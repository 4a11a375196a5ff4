import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, parseWith, unwrap } from "~/api/domain.server";
import { declineFood } from "~/foods/foods.server";
import { declined } from "~/foods/api-shapes";
import { declineSchema } from "~/foods/schemas";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    summary: "Decline a food awaiting approval (staff)",
    description:
      "The code may come in the query (as the apps send it) or in the body: A, B, C, D, E or Z. Only a food awaiting approval can be declined (`non_field_errors`).",
    query: z.object({ decline_code: z.unknown().openapi({ type: "string", enum: declineSchema.shape.decline_code.options }) }),
    body: z.unknown(),
    reads: { json: declineSchema.partial().optional() },
    responses: { 200: declined },
    handler: async ({ params, query, body, user }) => {
      const id = idParam(params.id);
      const fromBody = body && typeof body === "object" && "decline_code" in body ? body.decline_code : undefined;
      const { decline_code } = parseWith(declineSchema, { decline_code: query.decline_code ?? fromBody });
      return ok(unwrap(await declineFood(user, id, decline_code)));
    },
  }),
});
