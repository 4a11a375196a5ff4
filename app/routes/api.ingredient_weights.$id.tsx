import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteMeasure, updateMeasure } from "~/foods/foods.server";
import { measureSchema } from "~/foods/schemas";

export const { loader, action } = apiRoute({
  /** PUT /api/ingredient_weights/{id}/ {seq, quantity, measure, grams}: never a USDA measure. */
  PUT: endpoint({
    auth: "user",
    body: measureSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateMeasure(idParam(params.id), body, user))),
  }),
  /** DELETE /api/ingredient_weights/{id}/: never a USDA measure, never a food's last one. */
  DELETE: endpoint({
    auth: "user",
    handler: async ({ params, user }) => {
      unwrap(await deleteMeasure(idParam(params.id), user));
      return noContent();
    },
  }),
});
