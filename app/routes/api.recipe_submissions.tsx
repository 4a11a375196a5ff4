import { apiRoute, endpoint, ok } from "~/api/api.server";
import { apiLanguage, translate } from "~/i18n/i18n.server";
import { parseWith, requirePatientCaller, unwrap } from "~/api/domain.server";
import { readMultipart } from "~/api/multipart.server";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { recipeSubmissionSchema } from "~/recipes/schemas";
import { submitRecipe } from "~/recipes/submissions.server";
import { IMAGE_MSG } from "~/validation/images";
import { recipeSubmitted } from "~/recipes/api-shapes";

/** Room for the text fields and the multipart framing on top of the one image. */
const MAX_BODY = MAX_IMAGE_BYTES + 256 * 1024;

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Submit a recipe for review (patients)",
    description: "Multipart: one `image` (jpeg, png, gif or bmp, judged by content; at most 10 MB). It is stored inactive and waits in the staff approval list; the app shows 'Inavlid Fields' for a 400. Staff edit recipes directly (403).",
    reads: { multipart: recipeSubmissionSchema },
    responses: { 201: recipeSubmitted },
    refuses: [403],
    handler: async ({ request, user }) => {
      // Before reading an upload that would be refused anyway.
      requirePatientCaller(user);
      const form = await readMultipart(request, MAX_BODY, IMAGE_MSG.tooLarge);
      const { image, ...fields } = parseWith(recipeSubmissionSchema, form);
      const { id } = unwrap(await submitRecipe(user, fields, image));
      return ok({ id, name: fields.name, active: false, is_submitted: true, detail: translate(await apiLanguage(request, user.language), "recipes:toast.submitted") }, 201);
    },
  }),
});
