import { z } from "zod";
import { UNIT_SYSTEMS } from "~/domain/units";
import { LANGUAGE_CODE, message } from "~/i18n/languages";
import { email, MSG, optionalText, requiredText, withPasswordConfirmation } from "~/validation/rules";
import { normalizePhone } from "./phone";

/** One schema per change of a member's own account, used by /profile (conform) and /api/me. */

/** The area's messages: keys of the account namespace, said in the reader's language where shown (issue 41). */
export const ACCOUNT_MSG = {
  phone: message("account:msg.phone"),
  units: message("account:msg.units"),
  detailsSaved: message("account:msg.detailsSaved"),
  unitsSaved: message("account:msg.unitsSaved"),
  languageSaved: message("account:language.saved"),
  wrongPassword: message("account:msg.wrongPassword"),
  samePassword: message("account:msg.samePassword"),
  passwordChanged: message("account:msg.passwordChanged"),
  emailSame: message("account:msg.emailSame"),
  emailTaken: message("account:msg.emailTaken"),
  emailSent: (to: string) => message("account:msg.emailSent", { to }),
  emailCancelled: message("account:msg.emailCancelled"),
  emailLinkBad: message("account:msg.emailLinkBad"),
  preferencesSaved: message("account:msg.preferencesSaved"),
  preferencesChoose: message("account:msg.preferencesChoose"),
  tryAgain: message("account:msg.tryAgain"),
  deviceSignedOut: message("account:msg.deviceSignedOut"),
  everywhere: message("account:msg.everywhere"),
  unknownDevice: message("account:msg.unknownDevice"),
} as const;

/** A phone number as typed: checked, and stored in its one normalised form (./phone.ts); empty clears it. */
const phone = optionalText({ max: 32 }).transform((v, ctx) => {
  if (!v) return v;
  const normalized = normalizePhone(v);
  if (normalized === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: ACCOUNT_MSG.phone });
    return z.NEVER;
  }
  return normalized;
});

/** Name parts and phone (the clinic, city, state and date of birth are the clinic's record). */
export const profileDetailsSchema = z.object({
  first_name: requiredText({ max: 64 }),
  middle_name: optionalText({ max: 64 }),
  last_name: requiredText({ max: 64 }),
  phone,
});
export type ProfileDetailsInput = z.output<typeof profileDetailsSchema>;

export const unitsSchema = z.object({
  units: z.enum(UNIT_SYSTEMS, { errorMap: () => ({ message: ACCOUNT_MSG.units }) }),
});

/**
 * A language code of the shape the translation files use; whether the portal has it is the
 * domain's check (updateProfile), since the languages are the files on the server.
 */
export const languageSchema = z.object({
  language: z
    .string({ errorMap: () => ({ message: message("account:language.invalid") }) })
    .regex(LANGUAGE_CODE, { message: message("account:language.invalid") })
    .describe('One of the portal\'s languages ("en", "es"); anything else is refused with a field error and nothing is stored.'),
});

/** PUT /api/me: any of the details and the units; what is left out stays. */
export const profileUpdateSchema = profileDetailsSchema
  .partial()
  .extend({ units: unitsSchema.shape.units.optional(), language: languageSchema.shape.language.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: MSG.required, path: ["non_field_errors"] });
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

export const passwordChangeSchema = withPasswordConfirmation({
  current_password: requiredText({ max: 100 }),
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  email: email(),
  current_password: requiredText({ max: 100 }),
});
export type EmailChangeInput = z.output<typeof emailChangeSchema>;
