import { z } from "zod";
import { id, int, named, shape, timestamp } from "~/api/shapes";
import { CHANNELS, KIND_NAMES } from "./kinds";

/** What the notification calls answer (docs/api.md, Notifications), checked against the domain's types. */

export const notification = named(
  "Notification",
  shape({
    id: id(),
    kind: z.string().describe("food_decision, recipe_decision, testimonial_published, badge_earned, clinic_goal, care_note, care_message, appointment, nothing_logged, weigh_in_due or weekly_summary; for staff care_flags."),
    title: z.string(),
    body: z.string(),
    link: z.string().describe('The portal path it is about ("" for none).'),
    created_at: timestamp(),
    read: z.boolean(),
    read_at: timestamp().nullable(),
  }),
);

export const unread = shape({ count: int().min(0) });
export const markedAll = shape({ updated: int().min(0).describe("How many were unread.") });

const channel = z.enum(CHANNELS);

export const preferences = named(
  "NotificationPreferences",
  shape({
    preferences: shape(Object.fromEntries(KIND_NAMES.map((k) => [k, channel.optional()])) as Record<string, z.ZodOptional<typeof channel>>).describe(
      "The caller's kinds only: a patient's kinds for a patient, care_flags for staff.",
    ),
    kinds: z.array(shape({ kind: z.enum(KIND_NAMES as unknown as [string, ...string[]]), channel, choices: z.array(shape({ value: channel, label: z.string() })) })),
  }),
);
