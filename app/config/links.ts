/**
 * Pages of the programme's public website that the portal links to (footer, Shop, Need Help).
 * They live outside the portal, which sends every unknown signed-out path to /signin.
 */
const SITE = "https://www.clinic-programme.example";

export const EXTERNAL = {
  terms: `${SITE}/terms-of-use`,
  phi: `${SITE}/notice-of-privacy-practices`,
  privacy: `${SITE}/privacy-policy`,
  accessibility: `${SITE}/accessibility`,
  feedback: `${SITE}/feedback`,
  appStore: `${SITE}/apps`,
} as const;

export const FIRST_COPYRIGHT_YEAR = 2016;
export const CLINIC_COUNT = 91;
