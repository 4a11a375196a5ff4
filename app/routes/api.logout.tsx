import { z } from "zod";
import { logoutApp } from "~/account/devices.server";
import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { callerFamilyId } from "~/auth/jwt.server";
import { clientOf } from "~/security/client.server";
import { queryFlag } from "~/validation/rules";

/**
 * POST /api/logout/ (issue 24 item 3): the calling app's sign-in is revoked: its token, and any
 * refresh of it, stops working (204). `{everywhere: true}` signs the account out of every
 * browser and app.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    body: z.object({ everywhere: queryFlag() }),
    handler: async ({ request, context, body, user }) => {
      const familyId = await callerFamilyId(request);
      if (familyId !== null) await logoutApp(user, familyId, body.everywhere === true, clientOf(request, context));
      return noContent();
    },
  }),
});
