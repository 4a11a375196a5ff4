import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { apiLanguage } from "~/i18n/i18n.server";
import { NOTIFICATIONS_PAGE_SIZE } from "~/notifications/kinds";
import { listNotifications } from "~/notifications/notifications.server";
import { auditOwn } from "~/security/audit.server";
import { queryFlag } from "~/validation/rules";
import { page } from "~/api/shapes";
import { notification } from "~/notifications/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's notifications, newest first",
    description: "Kept 180 days; `unread=True` keeps the unread. Titles and bodies are in the caller's language (Accept-Language, else their chosen one). An audited read (they name decisions, badges and the weekly summary's weight change).",
    responses: { 200: page(notification) },
    query: pageQuery(NOTIFICATIONS_PAGE_SIZE).extend({ unread: queryFlag() }),
    handler: async ({ request, context, query, user }) => {
      const page = await listNotifications(user, { limit: query.limit, offset: query.offset, unread: query.unread, language: await apiLanguage(request, user.language) });
      await auditOwn({ request, context, user }, "read", "notifications");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
});
