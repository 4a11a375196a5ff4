import { listDevices } from "~/account/devices.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { callerFamilyId } from "~/auth/jwt.server";
import { device } from "~/account/api-shapes";
import { page } from "~/api/shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Where the account is signed in: each browser and app",
    description: "The caller's own first, then by last activity; the whole list on one page.",
    responses: { 200: page(device) },
    handler: async ({ request, user }) => {
      const results = await listDevices(user, { familyId: (await callerFamilyId(request)) ?? undefined });
      return ok({ count: results.length, next: null, previous: null, results });
    },
  }),
});
