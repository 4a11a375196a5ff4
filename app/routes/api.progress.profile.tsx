import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { db } from "~/db/db.server";
import { bodyProfileSchema } from "~/progress/schemas";
import { getBodyProfile, setGoalWeight, setOwnHeight } from "~/progress/weights.server";
import { inOf, lbOf } from "~/domain/units";
import { auditHealth } from "~/security/audit.server";

async function profileOf(userId: number) {
  const p = await getBodyProfile(db, userId);
  return { height: inOf(p.height_cm), goal_weight: lbOf(p.goal_weight_kg) };
}

/**
 * /api/progress/profile: the member's height (inches; part of the clinic record, which a member
 * may give only while none is recorded) and goal weight (pounds; null removes it).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      const profile = await profileOf(user.id);
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "read", record: "body_profile", detail: "api" });
      return ok(profile);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: bodyProfileSchema,
    handler: async ({ request, context, body, user }) => {
      if (body.height !== undefined) unwrap(await setOwnHeight(user, body.height));
      if (body.goal_weight !== undefined) unwrap(await setGoalWeight(user, body.goal_weight));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "update", record: "body_profile", detail: "api" });
      return ok(await profileOf(user.id));
    },
  }),
});
