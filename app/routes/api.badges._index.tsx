import { apiLanguage } from "~/i18n/i18n.server";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, withUnits } from "~/api/domain.server";
import { badgeCards } from "~/badges/award.server";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { badgeCard } from "~/badges/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Every badge of the programme, with how often the caller earned it",
    description: "0: not yet; the description says what earns it. The weight badges are named in pounds, or in kilograms with `?units=metric` (\"First 2.3 Kilograms\"), their picture too.",
    responses: { 200: page(badgeCard) },
    query: withUnits(pageQuery(100)),
    handler: async ({ request, context, query, user }) => {
      const cards = await badgeCards(user, query.units, await apiLanguage(request, user.language));
      await auditOwn({ request, context, user }, "read", "badge");
      return ok(pageOf(request, slicePage(cards, query)));
    },
  }),
});
