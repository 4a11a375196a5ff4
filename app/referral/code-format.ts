import { z } from "zod";

/** What a visitor typed or scanned, as stored: upper case, no spaces or dashes. */
export const normalizeReferralCode = (v: string) => v.toUpperCase().replace(/[\s-]/g, "");

export const REFERRAL_CODE_MSG = "Please check the referral code: letters and digits only.";

/** An optional referral code on the contact form and POST /api/leads. */
export const referralCodeField = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? normalizeReferralCode(v) : v === null ? undefined : v),
    z
      .string({ invalid_type_error: REFERRAL_CODE_MSG })
      .max(16, "Must be 16 characters or less")
      .refine((v) => v === "" || /^[A-Z0-9]{4,16}$/.test(v), REFERRAL_CODE_MSG)
      .transform((v) => (v === "" ? undefined : v))
      .optional(),
  );
