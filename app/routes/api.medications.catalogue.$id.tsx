import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { getMedication, retireMedication, updateMedication } from "~/medications/catalogue.server";
import { medication } from "~/medications/api-shapes";
import { catalogueSchema } from "~/medications/schemas";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One entry of the formulary",
    description: "A retired entry is found by administrators only.",
    responses: { 200: medication },
    handler: async ({ params, user }) => ok(found(await getMedication(user, idParam(params.id)))),
  }),
  PUT: endpoint({
    auth: "admin",
    summary: "Replace an entry of the formulary (administrators)",
    description: "Every field, as for POST. Regimens already started keep the unit and steps they began with.",
    responses: { 200: medication },
    body: catalogueSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateMedication(user, idParam(params.id), body))),
  }),
  DELETE: endpoint({
    auth: "admin",
    summary: "Take an entry off the formulary (administrators)",
    description: "It is no longer offered; the regimens that name it keep it. An entry already retired is not found.",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await retireMedication(user, idParam(params.id)));
      return noContent();
    },
  }),
});
