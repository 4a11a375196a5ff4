import { z } from "zod";
import { apiErrors, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { COMMENT_PAGE_SIZE } from "~/recipes/codes";
import { createComment, listPendingComments, listRecipeComments } from "~/recipes/comments.server";
import { commentSchema } from "~/recipes/schemas";
import { integer, MSG, queryFlag } from "~/validation/rules";

const query = pageQuery(COMMENT_PAGE_SIZE).extend({
  recipe: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
  approved: queryFlag(),
  not_approved: queryFlag(),
});

export const { loader, action } = apiRoute({
  /**
   * GET /api/comments/?recipe={id}&approved=True: a recipe's approved comments, newest first.
   * GET /api/comments/?not_approved=True&limit: the comments waiting for moderation (staff).
   * Unapproved comments are never listed by recipe.
   */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) => {
      const page = { limit: query.limit, offset: query.offset };
      if (query.not_approved) return ok(pageOf(request, { ...unwrap(await listPendingComments(user, page)), ...page }));
      if (query.recipe === undefined) throw apiErrors.validation({ recipe: [MSG.required] });
      if (query.approved === false) throw apiErrors.validation({ approved: ["Only approved comments are listed by recipe."] });
      return ok(pageOf(request, { ...found(await listRecipeComments(query.recipe, user, page)), ...page }));
    },
  }),
  /**
   * POST /api/comments/ {title, notes, rating, recipe}: any member who can see the recipe. The
   * comment waits for approval (`is_approved: null`) and is not listed until then.
   */
  POST: endpoint({
    auth: "user",
    body: commentSchema,
    handler: async ({ body, user }) => ok(unwrap(await createComment(body, user)), 201),
  }),
});
