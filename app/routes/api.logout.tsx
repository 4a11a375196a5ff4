import { z } from "zod";
import { logoutApp } from "~/account/devices.server";
import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { callerFamilyId } from "~/auth/jwt.server";
import { clientOf } from "~/security/client.server";
import { flag } from "~/validation/rules";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Sign the calling app out",
    description: "Its token, and any refresh of it, stops working. `{everywhere: true}` signs the account out of every browser and app, and voids every password-reset link and a pending email change (its new address no longer confirms; the account's address is told).",
    responses: { 204: null },
    body: z.object({ everywhere: flag().describe("true: every browser and app of the account.") }),
    handler: async ({ request, context, body, user }) => {
      const familyId = await callerFamilyId(request);
      if (familyId !== null) await logoutApp(user, familyId, body.everywhere === true, clientOf(request, context));
      return noContent();
    },
  }),
});
