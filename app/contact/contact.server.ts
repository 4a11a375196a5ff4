import type { ActionFunctionArgs } from "@remix-run/node";
import { createLead } from "~/account/accounts.server";
import { contactFormSchema, type LeadSubject } from "~/account/registration-schemas";
import { CAPTCHA_ERROR, createFallbackQuestion, verifyCaptchaForm } from "~/captcha/captcha.server";
import { message } from "~/i18n/languages";
import { formFailure, parseForm, readForm } from "~/page/form.server";
import { paths } from "~/paths";
import { normalizeReferralCode } from "~/referral/code-format";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/toast.server";

export const LEAD_OK = message("contact:msg.sent");

/** The form, with a referral code from the link a member shared (`?ref=`), if it looks like one. */
export function contactLoader({ request }: { request: Request }) {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  const code = normalizeReferralCode(ref);
  return { fallback: createFallbackQuestion(), referralCode: /^[A-Z0-9]{4,16}$/.test(code) ? code : "" };
}

/**
 * The subject comes from the page, never from the form. Routes call this from their own `action`
 * function (not `export const action = factory(...)`): a top-level call would survive the browser
 * build's tree-shaking and run there, where this .server module is empty.
 */
export async function contactAction({ request, context }: ActionFunctionArgs, subject: LeadSubject) {
  await enforceRateLimit("contact", request, context);
  const formData = await readForm(request);
  const parsed = parseForm("contact", formData, contactFormSchema);
  if (!parsed.ok) return formFailure("contact", { result: parsed.submission.reply(), notice: message("contact:msg.invalid") });
  const solved = await verifyCaptchaForm(Object.fromEntries(formData));
  if (!solved) {
    return formFailure("contact", { result: parsed.submission.reply({ formErrors: [CAPTCHA_ERROR] }), notice: message("contact:msg.tryAgain") });
  }
  await createLead({ ...parsed.value, subject });
  // "/" for a signed-out visitor is the sign-in page; going there directly keeps the notice.
  return redirectWithToast(paths.signin(), { type: "success", message: LEAD_OK });
}
