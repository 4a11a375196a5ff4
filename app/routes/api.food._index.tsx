import { isAdmin } from "~/domain/users";
import { apiErrors, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { createFood, FOOD_PAGE_SIZE, getFood, listFoods } from "~/foods/foods.server";
import { foodDetail, foodSummary } from "~/foods/api-shapes";
import { foodListFiltersSchema, foodSchema } from "~/foods/schemas";

const query = pageQuery(FOOD_PAGE_SIZE).merge(foodListFiltersSchema);

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The food database",
    description:
      "Staff read the database (approved foods), or with `declined=true` the declined foods; a patient reads the database plus their own foods. Filtered by a food group (`p_id` and its level `p`, or `hier3_id`) and a search in name and description (`search`, given, needs 3 characters or more: \"Enter search term!\").",
    query,
    responses: { 200: page(foodSummary) },
    refuses: [403],
    handler: async ({ request, query, user }) => {
      if (query.declined && !isAdmin(user)) throw apiErrors.forbidden();
      return ok(pageOf(request, { ...(await listFoods(user, query)), limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Add a food to the database (staff)",
    description: "The food is approved at once. At least one servings value above 0 unless `servings_type` is 7 (Zero): `non_field_errors: [\"Atleast one servings type is required!\"]`.",
    body: foodSchema,
    responses: { 201: foodDetail },
    handler: async ({ body, user }) => {
      const { id } = unwrap(await createFood(user, body));
      return ok(found(await getFood(user, id)), 201);
    },
  }),
});
