import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { badgeCards } from "~/badges/award.server";
import { auditHealth } from "~/security/audit.server";

/**
 * GET /api/badges/: every badge of the programme, `{id, name, description, image, badge_count,
 * last_earned, repeatable}`, with how often the caller earned it (0: not yet; the description
 * says what earns it).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: pageQuery(100),
    handler: async ({ request, context, query, user }) => {
      const cards = await badgeCards(user);
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "read", record: "badge", detail: "api" });
      return ok(pageOf(request, slicePage(cards, query)));
    },
  }),
});
