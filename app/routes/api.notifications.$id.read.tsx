import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { markRead } from "~/notifications/notifications.server";

/** POST /api/notifications/{id}/read: one of the caller's notifications, now read. Another member's is 404. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    handler: async ({ params, user }) => ok(unwrap(await markRead(user, idParam(params.id)))),
  }),
});
