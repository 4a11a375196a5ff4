import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { describePreferences, getPreferences, setPreferences } from "~/notifications/notifications.server";

/**
 * GET /api/me/preferences: `{preferences: {kind: channel}, kinds: [{kind, channel, choices}]}`.
 * PUT (or PATCH) with `{kind: channel, …}` (or `{preferences: {…}}`) changes the kinds named:
 * "portal" or "email" for every kind, "off" for reminders too (docs/decisions/0131).
 */
const answer = (prefs: Awaited<ReturnType<typeof getPreferences>>) => ({ preferences: prefs, kinds: describePreferences(prefs) });

const body = z.preprocess(
  (v) => (v && typeof v === "object" && "preferences" in v && typeof (v as { preferences: unknown }).preferences === "object" ? (v as { preferences: unknown }).preferences : v),
  z.record(z.unknown(), { invalid_type_error: "Expected an object of kind: channel." }),
);

const change = endpoint({
  auth: "user",
  body,
  handler: async ({ body, user }) => ok(answer(unwrap(await setPreferences(user, body)))),
});

export const { loader, action } = apiRoute({
  GET: endpoint({ auth: "user", handler: async ({ user }) => ok(answer(await getPreferences(user))) }),
  PUT: change,
  PATCH: change,
});
