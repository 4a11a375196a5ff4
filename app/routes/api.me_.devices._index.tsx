import { listDevices } from "~/account/devices.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { callerFamilyId } from "~/auth/jwt.server";

/**
 * GET /api/me/devices: where the account is signed in, `{results: [{id, kind ("web" | "app"),
 * name, ip, signed_in_at, last_active_at, current}]}`, the caller's own app first.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, user }) => {
      const results = await listDevices(user, { familyId: (await callerFamilyId(request)) ?? undefined });
      return ok({ count: results.length, next: null, previous: null, results });
    },
  }),
});
