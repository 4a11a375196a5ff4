import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { requireReportCaller } from "~/reports/access.server";
import { removeQuestion } from "~/reports/questions.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    summary: "Remove one of the caller's questions for the visit",
    description: "Another patient's, like one already removed, is not found. Patients only (staff: 403).",
    responses: { 204: null },
    refuses: [403],
    handler: async (args) => {
      requireReportCaller(args.user);
      const { id } = unwrap(await removeQuestion(args.user, idParam(args.params.id)));
      await auditOwn(args, "delete", "visit_question", { recordId: id });
      return noContent();
    },
  }),
});
