import { apiRoute, endpoint, ok } from "~/api/api.server";
import { parseWith, requirePatientCaller, unwrap } from "~/api/domain.server";
import { readMultipart } from "~/api/multipart.server";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { recipeSubmissionSchema } from "~/recipes/schemas";
import { submitRecipe } from "~/recipes/submissions.server";
import { IMAGE_MSG } from "~/uploads/schemas";

/** Room for the text fields and the multipart framing on top of the one image. */
const MAX_BODY = MAX_IMAGE_BYTES + 256 * 1024;

/**
 * POST /api/recipe_submissions (multipart: name, preptime, cooktime, yields, serving_size,
 * ingredients, directions, notes, image): a patient submits a recipe for review. It is stored
 * inactive and waits in the staff approval list. Staff edit recipes directly (403).
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    handler: async ({ request, user }) => {
      // Before reading an upload that would be refused anyway.
      requirePatientCaller(user);
      const form = await readMultipart(request, MAX_BODY, IMAGE_MSG.tooLarge);
      const { image, ...fields } = parseWith(recipeSubmissionSchema, form);
      const { id } = unwrap(await submitRecipe(fields, image, user));
      return ok({ id, name: fields.name, active: false, is_submitted: true, detail: "Recipe Submitted" }, 201);
    },
  }),
});
