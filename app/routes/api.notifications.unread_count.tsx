import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unreadCount } from "~/notifications/notifications.server";

/** GET /api/notifications/unread_count: `{count}`, the bell's number. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ user }) => ok({ count: await unreadCount(user) }),
  }),
});
