import { z } from "zod";
import { type Audience, channelsOf, kindsFor, type NotificationKind } from "./kinds";

const formSchemaOf = (userType: "P" | "A") =>
  z.object(
    Object.fromEntries(
      kindsFor({ user_type: userType }).map((kind) => [kind, z.enum(channelsOf(kind) as [string, ...string[]], { errorMap: () => ({ message: "Select a valid choice." }) })]),
    ) as Partial<Record<NotificationKind, z.ZodEnum<[string, ...string[]]>>>,
  );
const FORMS: Record<Audience, ReturnType<typeof formSchemaOf>> = { patients: formSchemaOf("P"), staff: formSchemaOf("A") };

/** The profile's preference form: one choice for each of the member's kinds, among the channels that kind offers. */
export const preferencesFormSchemaFor = (member: { user_type: string }) => FORMS[member.user_type === "A" ? "staff" : "patients"];
