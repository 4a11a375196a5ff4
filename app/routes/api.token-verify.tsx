import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { errors, shape } from "~/api/shapes";
import { checkToken, tokenBody } from "~/auth/jwt.server";
import { apiLanguage, translateMessage } from "~/i18n/i18n.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    summary: "Check a token",
    description: "The token back when it is valid; otherwise `non_field_errors` (\"Signature has expired.\", …).",
    body: tokenBody,
    responses: { 200: shape({ token: z.string() }), 400: errors.nonField },
    handler: async ({ request, body }) => {
      const check = await checkToken(body.token);
      if (!check.ok) return ok({ non_field_errors: [translateMessage(await apiLanguage(request, null), check.message)] }, 400);
      return ok({ token: body.token });
    },
  }),
});
