import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { ACCESS_LOG_PAGE_SIZE } from "~/care/codes";
import { accessLog } from "~/care/access-log.server";
import { apiLanguage } from "~/i18n/i18n.server";
import { page } from "~/api/shapes";
import { accessLogEntry } from "~/care/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Who viewed or changed the caller's record, newest first",
    description:
      "An accounting of disclosures: every read or write of the caller's health data by someone else (their clinic's care team, a programme administrator). Views by the same person of the same kind of record within the same hour are one line; every change is a line naming what changed. The caller's own reads are not listed.",
    responses: { 200: page(accessLogEntry) },
    query: pageQuery(ACCESS_LOG_PAGE_SIZE),
    handler: async ({ request, query, user }) => ok(pageOf(request, { ...(await accessLog(user, query, await apiLanguage(request, user.language ?? null))), limit: query.limit, offset: query.offset })),
  }),
});
