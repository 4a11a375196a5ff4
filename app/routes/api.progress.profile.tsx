import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { parseWith, unitsOf, unwrap } from "~/api/domain.server";
import { db } from "~/db/db.server";
import { bodyProfileSchemaFor } from "~/progress/schemas";
import { getBodyProfile, setGoalWeight, setOwnHeight } from "~/progress/weights.server";
import { lengthOf, type Units, weightOf } from "~/domain/units";
import { auditHealth } from "~/security/audit.server";

async function profileOf(userId: number, units: Units) {
  const p = await getBodyProfile(db, userId);
  return { height: lengthOf(p.height_cm, units), goal_weight: weightOf(p.goal_weight_kg, units) };
}

/**
 * /api/progress/profile: the member's height (inches, or centimetres with `?units=metric`; part
 * of the clinic record, which a member may give only while none is recorded) and goal weight
 * (pounds, or kilograms; null removes it).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      const profile = await profileOf(user.id, unitsOf(request));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "read", record: "body_profile", detail: "api" });
      return ok(profile);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: z.unknown(),
    handler: async ({ request, context, body: raw, user }) => {
      const units = unitsOf(request);
      const body = parseWith(bodyProfileSchemaFor(units), raw);
      if (body.height !== undefined) unwrap(await setOwnHeight(user, body.height, units));
      if (body.goal_weight !== undefined) unwrap(await setGoalWeight(user, body.goal_weight, units));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "update", record: "body_profile", detail: "api" });
      return ok(await profileOf(user.id, units));
    },
  }),
});
