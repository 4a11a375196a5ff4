import { apiErrors, apiRoute, endpoint } from "~/api/api.server";

const notFound = endpoint({
  auth: "none",
  summary: "Unknown /api paths answer JSON 404",
  // The absence of an endpoint: the document lists none here (app/api/openapi.server.ts).
  responses: {},
  handler: () => {
    throw apiErrors.notFound();
  },
});

/** Unknown /api paths answer JSON 404, not the web's redirect to /signin. */
export const { loader, action } = apiRoute({ GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound });
