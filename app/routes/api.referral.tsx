import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { referralCard } from "~/referral/codes.server";

/**
 * GET /api/referral: the member's personal referral code, the request-information link that
 * carries it (what the card's QR code opens) and how many leads it has brought. Members only
 * (staff see the leads through GET /api/leads).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ user }) => ok(unwrap(await referralCard(user))),
  }),
});
