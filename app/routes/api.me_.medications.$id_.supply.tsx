import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { setSupply } from "~/medications/own-regimens.server";
import { regimen } from "~/medications/api-shapes";
import { supplySchema } from "~/medications/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "The doses on hand now of one of the caller's medicines",
    description: "Any of the caller's medicines, the clinic's too: the refill reminder counts down from it.",
    responses: { 200: regimen },
    body: supplySchema,
    handler: async (args) => {
      const r = unwrap(await setSupply(args.user, idParam(args.params.id), args.body.supply));
      await auditOwn(args, "update", "medication", { recordId: r.id, detail: "supply" });
      return ok(r);
    },
  }),
});
