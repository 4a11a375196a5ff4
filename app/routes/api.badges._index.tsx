import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { badgeCards } from "~/badges/award.server";
import { auditOwn } from "~/security/audit.server";

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
      await auditOwn({ request, context, user }, "read", "badge");
      return ok(pageOf(request, slicePage(cards, query)));
    },
  }),
});
