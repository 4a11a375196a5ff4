import { apiRoute, endpoint, ok } from "~/api/api.server";
import { markAllRead } from "~/notifications/notifications.server";
import { markedAll } from "~/notifications/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Mark every notification of the caller read",
    responses: { 200: markedAll },
    handler: async ({ user }) => ok({ updated: await markAllRead(user) }),
  }),
});
