import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { regimenSites } from "~/medications/api-shapes";
import { mySites } from "~/medications/sites.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The injection site to use next for one of the caller's injections",
    description:
      "The site after the last one used, in the rotation round the body that /medications suggests (abdomen, thighs, upper arms; left and right, upper and lower), over all the caller's injections; the first site when none was recorded. `repeated` is true when the last two injections were at the same site (the page warns). Another member's medicine is not found; a medicine that is not an injection has no site: `non_field_errors: [\"Only an injection has a site.\"]`. An audited read.",
    responses: { 200: regimenSites },
    refuses: [400, 404],
    handler: async (args) => {
      const sites = unwrap(await mySites(args.user, idParam(args.params.id)));
      await auditOwn(args, "read", "medication", { recordId: sites.regimen, detail: "site" });
      return ok(sites);
    },
  }),
});
