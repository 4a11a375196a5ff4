import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteMeasure, updateMeasure } from "~/foods/foods.server";
import { measure } from "~/foods/api-shapes";
import { measureSchema } from "~/foods/schemas";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "user",
    summary: "Change a measure of a food",
    description:
      "Staff change any food's measures, a patient their own food's. USDA measures are never changed (`non_field_errors: [\"USDA measures cannot be changed or deleted.\"]`); a measure the food already has is `measure: [\"Item exists in list\"]`.",
    body: measureSchema,
    responses: { 200: measure },
    handler: async ({ params, body, user }) => ok(unwrap(await updateMeasure(user, idParam(params.id), body))),
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Delete a measure of a food",
    description: "Never a USDA measure, never a food's last one (`non_field_errors: [\"At least one measurement is required\"]`).",
    responses: { 204: null },
    refuses: [400],
    handler: async ({ params, user }) => {
      unwrap(await deleteMeasure(user, idParam(params.id)));
      return noContent();
    },
  }),
});
