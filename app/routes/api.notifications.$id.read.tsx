import { apiRoute, endpoint, ok } from "~/api/api.server";
import { apiLanguage } from "~/i18n/i18n.server";
import { idParam, unwrap } from "~/api/domain.server";
import { markRead } from "~/notifications/notifications.server";
import { notification } from "~/notifications/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Mark one of the caller's notifications read",
    description: "Reading it again changes nothing. Another member's is not found.",
    responses: { 200: notification },
    handler: async ({ request, params, user }) => ok(unwrap(await markRead(user, idParam(params.id), await apiLanguage(request, user.language)))),
  }),
});
