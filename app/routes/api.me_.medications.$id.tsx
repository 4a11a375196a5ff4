import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { editOwnRegimen, myRegimen } from "~/medications/own-regimens.server";
import { regimen } from "~/medications/api-shapes";
import { ownEditSchema } from "~/medications/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One of the caller's medicines",
    description: "Another member's is not found. An audited read.",
    responses: { 200: regimen },
    handler: async (args) => {
      const r = found(await myRegimen(args.user, idParam(args.params.id)));
      await auditOwn(args, "read", "medication", { recordId: r.id });
      return ok(r);
    },
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Change a supplement of the caller's own",
    description:
      "The dose (one of its strengths: a new step from today, earlier days keep theirs), the instructions and the supply on hand. A medicine the clinic set is the clinic's to change (403); a stopped one cannot change.",
    responses: { 200: regimen },
    refuses: [403],
    body: ownEditSchema,
    handler: async (args) => {
      const r = unwrap(await editOwnRegimen(args.user, idParam(args.params.id), args.body));
      await auditOwn(args, "update", "medication", { recordId: r.id });
      return ok(r);
    },
  }),
});
