import { z } from "zod";
import { MSG } from "~/validation/rules";
import { type Audience, audienceOf, channelsOf, kindsOfAudience, type NotificationKind } from "./kinds";

const formSchemaOf = (audience: Audience) =>
  z.object(
    Object.fromEntries(
      kindsOfAudience(audience).map((kind) => [kind, z.enum(channelsOf(kind) as [string, ...string[]], { errorMap: () => ({ message: MSG.invalidChoice }) })]),
    ) as Partial<Record<NotificationKind, z.ZodEnum<[string, ...string[]]>>>,
  );
const FORMS: Record<Audience, ReturnType<typeof formSchemaOf>> = { patients: formSchemaOf("patients"), staff: formSchemaOf("staff") };

/** The profile's preference form: one choice for each of the member's kinds, among the channels that kind offers. */
export const preferencesFormSchemaFor = (member: { user_type: string }) => FORMS[audienceOf(member)];
