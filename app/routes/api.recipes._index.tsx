import { isAdmin } from "~/domain/users";
import { apiErrors, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { createRecipe, getRecipe, listRecipes, RECIPE_PAGE_SIZE } from "~/recipes/recipes.server";
import { recipeBasicsSchema, recipeListQuerySchema } from "~/recipes/schemas";

const query = pageQuery(RECIPE_PAGE_SIZE).merge(recipeListQuerySchema);

export const { loader, action } = apiRoute({
  /**
   * GET /api/recipes?ordering&limit(30)&offset&search&declined&active&is_submitted&featured&category:
   * recipe cards. Staff see every recipe and may narrow by state (the approval list is
   * is_submitted=True&active=False&declined=False); a patient sees active recipes only, and
   * asking for anything else is refused rather than quietly answered with active ones.
   */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) => {
      if (!isAdmin(user) && (query.active === false || query.declined === true || query.is_submitted === true)) throw apiErrors.forbidden();
      return ok(pageOf(request, { ...(await listRecipes(user, query)), limit: query.limit, offset: query.offset }));
    },
  }),
  /** POST /api/recipes/: staff create a recipe from its basic details; it starts inactive. */
  POST: endpoint({
    auth: "admin",
    body: recipeBasicsSchema,
    handler: async ({ body, user }) => {
      const { id } = unwrap(await createRecipe(body, user));
      return ok(found(await getRecipe(id, user)), 201);
    },
  }),
});
