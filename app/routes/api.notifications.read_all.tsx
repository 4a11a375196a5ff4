import { apiRoute, endpoint, ok } from "~/api/api.server";
import { markAllRead } from "~/notifications/notifications.server";

/** POST /api/notifications/read_all: every unread notification of the caller read; `{updated}` says how many. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    handler: async ({ user }) => ok({ updated: await markAllRead(user) }),
  }),
});
