import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { z } from "zod";
import { eitherUnits, found, idParam, parseWith, unitsQuery, unwrap } from "~/api/domain.server";
import { weightEntrySchemaFor } from "~/progress/schemas";
import { deleteWeight, updateWeight } from "~/progress/weigh-ins.server";
import { getOwnWeight } from "~/progress/weights.server";
import { auditOwn } from "~/security/audit.server";
import { weighIn } from "~/progress/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: unitsQuery,
    summary: "One of the caller's own weigh-ins",
    description: "The clinic's weigh-ins, and anyone else's, are not found.",
    responses: { 200: weighIn },
    handler: async ({ request, context, params, query, user }) => {
      const row = found(await getOwnWeight(user, idParam(params.id), query.units));
      await auditOwn({ request, context, user }, "read", "weight", { recordId: row.id });
      return ok(row);
    },
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Change one of the caller's own weigh-ins",
    responses: { 200: weighIn },
    refuses: [403],
    query: unitsQuery,
    body: z.unknown(),
    reads: { json: eitherUnits(weightEntrySchemaFor) },
    handler: async ({ request, context, params, body, query, user }) => {
      const units = query.units;
      const { row } = unwrap(await updateWeight(user, idParam(params.id), parseWith(weightEntrySchemaFor(units), body), units));
      await auditOwn({ request, context, user }, "update", "weight", { recordId: row.id });
      return ok(row);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Delete one of the caller's own weigh-ins",
    responses: { 204: null },
    refuses: [403],
    handler: async ({ request, context, params, user }) => {
      const id = idParam(params.id);
      unwrap(await deleteWeight(user, id));
      await auditOwn({ request, context, user }, "delete", "weight", { recordId: id });
      return noContent();
    },
  }),
});
