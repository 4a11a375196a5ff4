import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { message } from "~/i18n/languages";
import { apiLanguage } from "~/i18n/i18n.server";
import { unwrap } from "~/api/domain.server";
import { getPreferences, preferencesAnswer, setPreferences } from "~/notifications/notifications.server";
import { preferences } from "~/notifications/api-shapes";
import { CHANNELS } from "~/notifications/kinds";

const body = z.preprocess(
  (v) => (v && typeof v === "object" && "preferences" in v && typeof (v as { preferences: unknown }).preferences === "object" ? (v as { preferences: unknown }).preferences : v),
  z.record(z.unknown(), { invalid_type_error: message("common:api.channelObject") }),
);

/** What the document shows of the body (the handler reads it whole and names each bad kind). */
const changes = z.record(z.enum(CHANNELS));

const change = endpoint({
  auth: "user",
  summary: "Change how the caller hears of each kind of notification",
  description:
    '`{kind: channel, …}` (or `{preferences: {…}}`) changes the kinds named: "portal" or "email" (portal and email) for every kind, "off" for the reminders too (docs/decisions/0131). An unknown kind, or one that is not the caller\'s (`{kind: ["Not a kind of notification."]}`: patients have theirs, staff `care_flags`), or a choice the kind does not offer (`{kind: ["Select a valid choice."]}`) changes nothing.',
  responses: { 200: preferences },
  body,
  reads: { json: z.union([changes, z.object({ preferences: changes }).strict()]) },
  handler: async ({ request, body, user }) => ok(preferencesAnswer(unwrap(await setPreferences(user, body)), user, await apiLanguage(request, user.language))),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "How the caller hears of each kind of notification",
    description: "`preferences` by kind, and each kind with its choices: a patient's kinds for a patient, `care_flags` for staff.",
    responses: { 200: preferences },
    handler: async ({ request, user }) => ok(preferencesAnswer(await getPreferences(user), user, await apiLanguage(request, user.language))),
  }),
  PUT: change,
  PATCH: change,
});
