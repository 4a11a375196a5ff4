import { z } from "zod";
import { API_MSG, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { page } from "~/api/shapes";
import { unwrap } from "~/api/domain.server";
import { createMedication, listCatalogue } from "~/medications/catalogue.server";
import { CATALOGUE_PAGE_SIZE, MEDICATION_KINDS } from "~/medications/codes";
import { medication } from "~/medications/api-shapes";
import { catalogueSchema } from "~/medications/schemas";
import { queryFlag } from "~/validation/rules";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The programme's formulary: medicines and supplements, by name",
    description:
      "Anyone signed in. `kind` narrows it (`supplement`: what a patient may add themselves). `retired=True` also lists the entries taken off the list (administrators only; ignored for others). Each entry names the label its dose steps come from.",
    responses: { 200: page(medication) },
    query: pageQuery(CATALOGUE_PAGE_SIZE, 200).extend({
      kind: z.preprocess((v) => (v === "" ? undefined : v), z.enum(MEDICATION_KINDS, { errorMap: () => ({ message: API_MSG.oneOf(MEDICATION_KINDS) }) }).optional()),
      retired: queryFlag(),
    }),
    handler: async ({ request, query, user }) => {
      const list = await listCatalogue(user, { kind: query.kind, retired: query.retired, limit: query.limit, offset: query.offset });
      return ok(pageOf(request, { ...list, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Add a medicine or supplement to the formulary (administrators)",
    description:
      'Strengths and the dose-step plan in `unit`; each step\'s dose is one of the strengths, the last step\'s weeks null. The name is unique (any case): `name: ["A medicine with this name is already in the list."]`.',
    responses: { 201: medication },
    body: catalogueSchema,
    handler: async ({ body, user }) => ok(unwrap(await createMedication(user, body)), 201),
  }),
});
