import { apiRoute, endpoint, ok } from "~/api/api.server";
import { shortListOf, shortListQuery } from "~/api/short-list.server";
import { RECENT_VIEWS_LIMIT } from "~/recipes/codes";
import { recentViews } from "~/recipes/recipes.server";
import { integer } from "~/validation/rules";
import { z } from "zod";
import { shortList } from "~/api/shapes";
import { recipeCard } from "~/recipes/api-shapes";

const query = shortListQuery(RECENT_VIEWS_LIMIT).extend({
  exclude: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's recently viewed recipes, latest first",
    description: "`exclude` leaves out the recipe being shown.",
    responses: { 200: shortList(recipeCard) },
    query,
    handler: async ({ query, user }) => ok(shortListOf(await recentViews(user, { limit: query.limit, exclude: query.exclude }))),
  }),
});
