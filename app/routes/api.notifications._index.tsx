import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { NOTIFICATIONS_PAGE_SIZE } from "~/notifications/kinds";
import { listNotifications } from "~/notifications/notifications.server";
import { auditOwn } from "~/security/audit.server";
import { queryFlag } from "~/validation/rules";

/**
 * GET /api/notifications/?limit=20&offset&unread=True: the caller's notifications, newest first
 * (kept 180 days), each `{id, kind, title, body, link, created_at, read, read_at}`.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: pageQuery(NOTIFICATIONS_PAGE_SIZE).extend({ unread: queryFlag() }),
    handler: async ({ request, context, query, user }) => {
      const page = await listNotifications(user, { limit: query.limit, offset: query.offset, unread: query.unread });
      await auditOwn({ request, context, user }, "read", "notifications");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
});
