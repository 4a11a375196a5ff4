import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unreadCount } from "~/notifications/notifications.server";
import { unread } from "~/notifications/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "How many of the caller's notifications are unread (the bell's number)",
    description: "Not an audited read: a bare count names nothing.",
    responses: { 200: unread },
    handler: async ({ user }) => ok({ count: await unreadCount(user) }),
  }),
});
