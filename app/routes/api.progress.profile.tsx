import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { db } from "~/db/db.server";
import { bodyProfileSchema } from "~/progress/schemas";
import { getBodyProfile, setGoalWeight, setOwnHeight } from "~/progress/weights.server";
import { inOf, lbOf } from "~/progress/units";
import { auditHealth } from "~/security/audit.server";
import { bodyProfile } from "~/progress/responses.server";

async function profileOf(userId: number) {
  const p = await getBodyProfile(db, userId);
  return { height: inOf(p.height_cm), goal_weight: lbOf(p.goal_weight_kg) };
}

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's height (inches) and goal weight (pounds)",
    responses: { 200: bodyProfile },
    handler: async ({ request, context, user }) => {
      const profile = await profileOf(user.id);
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "read", record: "body_profile", detail: "api" });
      return ok(profile);
    },
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Set the caller's height or goal weight",
    description: "The height is part of the clinic record: a member may give it only while none is recorded. A null goal weight removes it.",
    responses: { 200: bodyProfile },
    refuses: [403],
    body: bodyProfileSchema,
    handler: async ({ request, context, body, user }) => {
      if (body.height !== undefined) unwrap(await setOwnHeight(user, body.height));
      if (body.goal_weight !== undefined) unwrap(await setGoalWeight(user, body.goal_weight));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "update", record: "body_profile", detail: "api" });
      return ok(await profileOf(user.id));
    },
  }),
});
