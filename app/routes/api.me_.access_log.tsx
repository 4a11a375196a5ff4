import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { ACCESS_LOG_PAGE_SIZE } from "~/care/codes";
import { accessLog } from "~/security/access-log.server";

export const { loader, action } = apiRoute({
  /**
   * GET /api/me/access_log?limit&offset: who viewed or changed the caller's record (staff name and
   * clinic, when, what), newest first; the caller's own reads are not listed.
   */
  GET: endpoint({
    auth: "user",
    query: pageQuery(ACCESS_LOG_PAGE_SIZE),
    handler: async ({ request, query, user }) => ok(pageOf(request, { ...(await accessLog(user, query)), limit: query.limit, offset: query.offset })),
  }),
});
