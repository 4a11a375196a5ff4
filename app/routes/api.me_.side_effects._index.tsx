import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { listSideEffects, logSideEffect } from "~/medications/side-effects.server";
import { sideEffect } from "~/medications/api-shapes";
import { checkRange, rangeFields, sideEffectSchema } from "~/medications/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's side-effect check-ins from `from` to `to`, newest first",
    description: "`to` defaults to today, `from` to 6 days before `to`; at most 92 days. An audited read.",
    responses: { 200: page(sideEffect) },
    query: pageQuery(100, 500).extend(rangeFields).superRefine(checkRange),
    handler: async (args) => {
      const { request, query, user } = args;
      const rows = await listSideEffects(user, { from: query.from, to: query.to });
      await auditOwn(args, "read", "side_effect");
      return ok(pageOf(request, slicePage(rows, query)));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Record a side effect",
    description:
      "`day` (today when left out; never in the future), `symptom` (nausea, vomiting, constipation, diarrhoea, heartburn, fatigue, headache, injection_site, other), `severity` 1 to 5 and an optional `note`. The same symptom again on the same day changes it: 201 when new, 200 when changed.",
    responses: { 201: sideEffect, 200: sideEffect },
    body: sideEffectSchema,
    handler: async (args) => {
      const { sideEffect: row, created } = unwrap(await logSideEffect(args.user, args.body));
      await auditOwn(args, created ? "create" : "update", "side_effect", { recordId: row.id });
      return ok(row, created ? 201 : 200);
    },
  }),
});
