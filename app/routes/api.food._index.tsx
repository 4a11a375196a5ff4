import { isAdmin } from "~/domain/users";
import { apiErrors, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { createFood, FOOD_PAGE_SIZE, getFood, listFoods } from "~/foods/foods.server";
import { foodListFiltersSchema, foodSchema } from "~/foods/schemas";

const query = pageQuery(FOOD_PAGE_SIZE).merge(foodListFiltersSchema);

export const { loader, action } = apiRoute({
  /**
   * GET /api/food?ordering&limit&offset&search&declined&p_id&p&hier3_id: the food database
   * (staff; `declined` lists the declined foods instead), or for a patient the database plus
   * their own foods.
   */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) => {
      if (query.declined && !isAdmin(user)) throw apiErrors.forbidden();
      return ok(pageOf(request, { ...(await listFoods(user, query)), limit: query.limit, offset: query.offset }));
    },
  }),
  /** POST /api/food/: staff add a food to the database (approved at once). */
  POST: endpoint({
    auth: "admin",
    body: foodSchema,
    handler: async ({ body, user }) => {
      const { id } = unwrap(await createFood(body, user));
      return ok(found(await getFood(id, user)), 201);
    },
  }),
});
