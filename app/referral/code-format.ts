import { z } from "zod";
import { message } from "~/i18n/languages";

/** What a visitor typed or scanned, as stored: upper case, no spaces or dashes. */
export const normalizeReferralCode = (v: string) => v.toUpperCase().replace(/[\s-]/g, "");

export const REFERRAL_CODE_MSG = message("contact:form.referralInvalid");

/** An optional referral code on the contact form and POST /api/leads. */
export const referralCodeField = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? normalizeReferralCode(v) : v === null ? undefined : v),
    z
      .string({ invalid_type_error: REFERRAL_CODE_MSG })
      .max(16, message("common:validation.maxLength", { max: 16 }))
      .refine((v) => v === "" || /^[A-Z0-9]{4,16}$/.test(v), REFERRAL_CODE_MSG)
      .transform((v) => (v === "" ? undefined : v))
      .optional(),
  );
