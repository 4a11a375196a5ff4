import { apiRoute, endpoint, ok } from "~/api/api.server";
import { z } from "zod";
import { eitherUnits, parseWith, unitsQuery, unwrap } from "~/api/domain.server";
import { bodyProfileSchemaFor } from "~/progress/schemas";
import { bodyProfile as bodyProfileShape } from "~/progress/api-shapes";
import { bodyProfile, checkGoalWeight, setGoalWeight, setOwnHeight } from "~/progress/profile.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: unitsQuery,
    summary: "The caller's height (inches) and goal weight (pounds)",
    responses: { 200: bodyProfileShape },
    handler: async ({ request, context, query, user }) => {
      const profile = await bodyProfile(user, query.units);
      await auditOwn({ request, context, user }, "read", "body_profile");
      return ok(profile);
    },
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Set the caller's height or goal weight",
    description: "The height is part of the clinic record: a member may give it only while none is recorded. A null goal weight removes it. `height`: \"Your height is on your clinic record. Please ask your clinic to change it.\" once one is recorded; `non_field_errors: [\"Required\"]` for neither. A goal weight above the current weight (the latest weigh-in) is a 400 keyed `goal_weight` (naming the current weight) and `confirm`, and nothing is saved; sent again with `confirm: true` it saves (docs/decisions/0174).",
    responses: { 200: bodyProfileShape },
    refuses: [403],
    query: unitsQuery,
    body: z.unknown(),
    reads: { json: eitherUnits(bodyProfileSchemaFor) },
    handler: async ({ request, context, body: raw, query, user }) => {
      const units = query.units;
      const body = parseWith(bodyProfileSchemaFor(units), raw);
      // A goal above the current weight is asked about before anything of the call is saved.
      if (body.goal_weight !== undefined) unwrap(await checkGoalWeight(user, body.goal_weight, units, body.confirm));
      if (body.height !== undefined) unwrap(await setOwnHeight(user, body.height, units));
      if (body.goal_weight !== undefined) unwrap(await setGoalWeight(user, body.goal_weight, units, true));
      await auditOwn({ request, context, user }, "update", "body_profile");
      return ok(await bodyProfile(user, units));
    },
  }),
});
