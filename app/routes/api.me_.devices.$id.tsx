import { signOutDevice } from "~/account/devices.server";
import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { clientOf } from "~/security/client.server";
import { z } from "zod";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    summary: "Sign one browser or app out",
    description: "Another member's, or one already signed out, is not found.",
    params: { id: z.string().describe('A device id from GET /api/me/devices: "web-…" or "app-…".') },
    responses: { 204: null },
    refuses: [404],
    handler: async ({ request, context, params, user }) => {
      unwrap(await signOutDevice(user, params.id ?? "", clientOf(request, context)));
      return noContent();
    },
  }),
});
