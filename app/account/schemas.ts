import { z } from "zod";
import { UNIT_SYSTEMS } from "~/domain/units";
import { email, optionalText, requiredText, withPasswordConfirmation } from "~/validation/rules";
import { normalizePhone } from "./phone";

/** One schema per change of a member's own account, used by /profile (conform) and /api/me. */

export const ACCOUNT_MSG = {
  phone: "Please enter a phone number with its area code, such as (813) 555-0142: digits, spaces and + ( ) - . only.",
  units: "Select a valid choice.",
  detailsSaved: "Your details are saved.",
  unitsSaved: "Units saved.",
  wrongPassword: "Your current password is not right.",
  samePassword: "Choose a password you have not been using.",
  passwordChanged: "Your password is changed. You are still signed in here; every other device and app was signed out.",
  emailSame: "This is already your email address.",
  emailTaken: "A member with this email address already exists.",
  emailSent: (to: string) => `We sent a confirmation link to ${to}. Your email changes when you follow it.`,
  emailCancelled: "The email change is cancelled.",
  emailConfirmed: (to: string) => `Your email address is changed. From now on you sign in with ${to}.`,
  emailConfirmAsk: (to: string) => `Sign in to the patient portal with ${to} from now on?`,
  emailLinkBad: "This confirmation link is not valid any more. Ask for a new one on your profile.",
  preferencesSaved: "Your notification choices are saved.",
  deviceSignedOut: "That device is signed out.",
  everywhere: "You are signed out on every device and app.",
  unknownDevice: "That device is already signed out.",
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

/** PUT /api/me: any of the details and the units; what is left out stays. */
export const profileUpdateSchema = profileDetailsSchema
  .partial()
  .extend({ units: unitsSchema.shape.units.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Required", path: ["non_field_errors"] });
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
