import { signOutDevice } from "~/account/devices.server";
import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { clientOf } from "~/security/client.server";

/** DELETE /api/me/devices/{id}: signs that browser or app out (204). Another member's, or one already signed out, is 404. */
export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      unwrap(await signOutDevice(user, params.id ?? "", clientOf(request, context)));
      return noContent();
    },
  }),
});
