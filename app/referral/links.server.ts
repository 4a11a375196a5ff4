import { env } from "~/env.server";
import { paths } from "~/paths";

/** The request-information page with the member's code: what the referral card's QR code opens. */
export const referralUrl = (code: string) => `${env.PUBLIC_URL.replace(/\/+$/, "")}${paths.requestInformation()}?ref=${encodeURIComponent(code)}`;
