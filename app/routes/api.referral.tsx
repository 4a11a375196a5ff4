import { apiRoute, endpoint, ok } from "~/api/api.server";
import { requirePatientCaller } from "~/api/domain.server";
import { db } from "~/db/db.server";
import { referralCodeFor, referralCount } from "~/referral/codes.server";
import { referralUrl } from "~/referral/links.server";

/**
 * GET /api/referral: the member's personal referral code, the request-information link that
 * carries it (what the card's QR code opens) and how many leads it has brought. Members only
 * (staff see the leads through GET /api/leads).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ user }) => {
      requirePatientCaller(user);
      const code = await referralCodeFor(db, user.id);
      return ok({ code, url: referralUrl(code), referrals: await referralCount(db, user.id) });
    },
  }),
});
