import { z } from "zod";
import { referralCodeField } from "~/referral/code-format";
import { email, MSG, requiredText, withPasswordConfirmation } from "~/validation/rules";

/** One schema per mutation, shared by the page (conform) and the /api handler. */

export const loginSchema = z.object({
  email: email(),
  password: requiredText({ max: 100 }),
});

/** Digits only: the code is printed on a receipt in any format; dashes and spaces are ignored. */
export const registrationCode = () =>
  requiredText({ max: 64 }).transform((v) => v.replace(/[\s-]/g, ""));

export const registerSchema = withPasswordConfirmation({
  unique_id: registrationCode(),
  email: email(),
});

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = withPasswordConfirmation({ token: requiredText({ max: 250 }) });

export const newsletterSchema = z.object({ email: email() });

export const LEAD_SUBJECTS = ["Request Information", "Schedule an Appointment"] as const;

export const leadSchema = z.object({
  first_name: requiredText({ max: 64 }),
  email: email(),
  zip: requiredText({ max: 5 }),
  comments: requiredText({ max: 1000 }),
  subject: z.enum(LEAD_SUBJECTS, { errorMap: () => ({ message: MSG.required }) }),
  /** A member's referral code, from their card's QR code or typed (app/referral). */
  referral_code: referralCodeField(),
});


export type LeadSubject = (typeof LEAD_SUBJECTS)[number];

/** The page's form: the subject is the page title, set on the server. */
export const contactFormSchema = leadSchema.omit({ subject: true });
