import { referral } from "~/account/api-shapes";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { referralCard } from "~/referral/codes.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's referral code, its link and how many leads it brought (patients)",
    description: "The link is what the referral card's QR code opens. Staff see the leads through GET /api/leads: 403.",
    responses: { 200: referral },
    refuses: [403],
    handler: async ({ user }) => ok(unwrap(await referralCard(user))),
  }),
});
