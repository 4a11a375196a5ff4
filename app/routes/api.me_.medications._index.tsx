import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { addOwnSupplement, myRegimens } from "~/medications/own-regimens.server";
import { regimen } from "~/medications/api-shapes";
import { ownRegimenSchema } from "~/medications/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's medicines and supplements",
    description:
      "Active first, then paused, then stopped. Each with its dose today, schedule, dose steps (`titration`: history and the plan still to come), who set it (`set_by` clinic or self), start and end days, status and supply. An audited read.",
    responses: { 200: page(regimen) },
    query: pageQuery(50, 100),
    handler: async (args) => {
      const { request, query, user } = args;
      const all = await myRegimens(user);
      await auditOwn(args, "read", "medications");
      return ok(pageOf(request, slicePage(all.results, query)));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Add a supplement of the caller's own",
    description:
      "`medication` is a formulary entry of kind `supplement` (a prescription medicine: `medication: [\"This medicine needs a prescription: only your clinic can add it.\"]`); `dose` one of its strengths; `schedule` daily (with `times`), weekly (with `weekday` and one time) or as_needed; `start_day` today when left out.",
    responses: { 201: regimen },
    body: ownRegimenSchema,
    handler: async (args) => {
      const created = unwrap(await addOwnSupplement(args.user, args.body));
      await auditOwn(args, "create", "medication", { recordId: created.id });
      return ok(created, 201);
    },
  }),
});
