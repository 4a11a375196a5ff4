import { z } from "zod";
import { apiErrors, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { COMMENT_PAGE_SIZE } from "~/recipes/codes";
import { createComment, listPendingComments, listRecipeComments } from "~/recipes/comments.server";
import { commentSchema } from "~/recipes/schemas";
import { integer, MSG, queryFlag } from "~/validation/rules";
import { page } from "~/api/shapes";
import { comment, pendingComment } from "~/recipes/api-shapes";

const query = pageQuery(COMMENT_PAGE_SIZE).extend({
  recipe: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
  approved: queryFlag(),
  not_approved: queryFlag(),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Comments: a recipe's approved ones, or (staff) those waiting for moderation",
    description: "`recipe={id}&approved=True`: the recipe's approved comments, newest first (`recipe` \"Required\"; `approved=False` is refused). `not_approved=True` (staff): the comments waiting for moderation, oldest first, each with `recipe_name`; a patient gets 403. Unapproved comments are never listed by recipe.",
    responses: { 200: z.union([page(comment), page(pendingComment)]) },
    refuses: [403, 404],
    query,
    handler: async ({ request, query, user }) => {
      const page = { limit: query.limit, offset: query.offset };
      if (query.not_approved) return ok(pageOf(request, { ...unwrap(await listPendingComments(user, page)), ...page }));
      if (query.recipe === undefined) throw apiErrors.validation({ recipe: [MSG.required] });
      if (query.approved === false) throw apiErrors.validation({ approved: ["Only approved comments are listed by recipe."] });
      return ok(pageOf(request, { ...found(await listRecipeComments(user, query.recipe, page)), ...page }));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Comment on a recipe the caller can see",
    description: "The comment waits for approval (`is_approved: null`; the app shows 'Your comment will be visible after approval.') and is not listed until then. `title`, `notes` \"Required\"; `rating` 0–10.",
    responses: { 201: comment },
    refuses: [404],
    body: commentSchema,
    handler: async ({ body, user }) => ok(unwrap(await createComment(user, body)), 201),
  }),
});
