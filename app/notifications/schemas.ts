import { z } from "zod";
import { channelsOf, KIND_NAMES, type NotificationKind } from "./kinds";

/** The profile's preference form: one choice per kind, each among the channels that kind offers. */
export const preferencesFormSchema = z.object(
  Object.fromEntries(
    KIND_NAMES.map((kind) => [kind, z.enum(channelsOf(kind) as [string, ...string[]], { errorMap: () => ({ message: "Select a valid choice." }) })]),
  ) as Record<NotificationKind, z.ZodEnum<[string, ...string[]]>>,
);
