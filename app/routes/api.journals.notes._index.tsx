import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { notesForCaller } from "~/care/api.server";
import { listNotes } from "~/care/notes.server";
import { auditOwn } from "~/security/audit.server";
import { optionalDay } from "~/journal/schemas";
import { page } from "~/api/shapes";
import { careNote } from "~/clinical/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The notes the care team left the caller, newest first",
    description: "One day's (`date`) or all. An audited read.",
    responses: { 200: page(careNote) },
    query: pageQuery(20).extend({ date: optionalDay }),
    handler: async (args) => {
      const { request, query, user } = args;
      const page = await listNotes(user, { date: query.date, limit: query.limit, offset: query.offset });
      await auditOwn(args, "read", "care_note");
      return ok(pageOf(request, { ...page, results: await notesForCaller(request, user, page.results), limit: query.limit, offset: query.offset }));
    },
  }),
});
