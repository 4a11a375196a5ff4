import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { listNotes } from "~/care/notes.server";
import { auditOwn } from "~/security/audit.server";
import { optionalDay } from "~/journal/schemas";

export const { loader, action } = apiRoute({
  /** GET /api/journals/notes?date=: the notes the care team left the caller (on one day, or all), newest first. */
  GET: endpoint({
    auth: "user",
    query: pageQuery(20).extend({ date: optionalDay }),
    handler: async (args) => {
      const { request, query, user } = args;
      const page = await listNotes(user, { date: query.date, limit: query.limit, offset: query.offset });
      await auditOwn(args, "read", "care_note");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
});
