import { isAdmin } from "~/domain/users";
import { apiErrors, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { createRecipe, getRecipe, listRecipes, RECIPE_PAGE_SIZE } from "~/recipes/recipes.server";
import { recipeBasicsSchema, recipeListQuerySchema } from "~/recipes/schemas";
import { page } from "~/api/shapes";
import { recipeCard, recipeDetail } from "~/recipes/api-shapes";

const query = pageQuery(RECIPE_PAGE_SIZE).merge(recipeListQuerySchema);

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Recipe cards",
    description: "Staff see every recipe and may narrow by state (the approval list is `is_submitted=True&active=False&declined=False`); a patient sees active recipes only, and asking for anything else is refused (403) rather than quietly answered. `category` takes category ids, repeated or comma-separated: alternatives within a group, every group must match. `search`, given, needs 3 characters or more (\"Enter search term!\").",
    responses: { 200: page(recipeCard) },
    refuses: [403],
    query,
    handler: async ({ request, query, user }) => {
      if (!isAdmin(user) && (query.active === false || query.declined === true || query.is_submitted === true)) throw apiErrors.forbidden();
      return ok(pageOf(request, { ...(await listRecipes(user, query)), limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Create a recipe from its basic details (staff)",
    description: "It starts inactive (`active: false`).",
    responses: { 201: recipeDetail },
    body: recipeBasicsSchema,
    handler: async ({ body, user }) => {
      const { id } = unwrap(await createRecipe(user, body));
      return ok(found(await getRecipe(user, id)), 201);
    },
  }),
});
