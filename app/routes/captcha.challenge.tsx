import { createCaptchaChallenge } from "~/captcha/captcha.server";

/** A fresh proof-of-work challenge for the captcha widget (and for the mobile apps). */
export async function loader() {
  return Response.json(await createCaptchaChallenge(), { headers: { "Cache-Control": "no-store" } });
}
