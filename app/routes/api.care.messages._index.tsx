import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { inboxApiQuery, inboxQueryFromApi } from "~/messages/api.server";
import { careInbox } from "~/messages/inbox.server";
import { inboxPage } from "~/messages/api-shapes";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "staff",
    summary: "A page of one of the caller's clinics' conversations with patients (staff)",
    description:
      "`clinic` defaults to the caller's own clinic when they look after it, else their first with patients; a clinic not theirs is not found. `status`: waiting (open, waiting for the care team: the default, oldest waiting first), answered (waiting for the patient), closed or all, the others latest activity first; `assigned`: me, nobody or empty for anyone; `patient`: one patient's. Each patient listed is an audited read.",
    responses: { 200: inboxPage },
    refuses: [404],
    query: inboxApiQuery,
    handler: async (args) => {
      const { request, query } = args;
      const inbox = unwrap(await careInbox(args.user, inboxQueryFromApi(query)));
      await auditStaff(args, [...new Set(inbox.results.map((r) => r.patient.id))], "read", "conversation", { detail: "inbox" });
      return ok({ clinic: { id: inbox.clinic.id, name: inbox.clinic.name }, counts: inbox.counts, ...pageOf(request, { count: inbox.count, results: inbox.results, limit: query.limit, offset: query.offset }) });
    },
  }),
});
