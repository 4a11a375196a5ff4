import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Accessibility checks for browser tests: axe-core with every rule it has, at any impact: the
 * WCAG 2.0/2.1 level A and AA rules and axe's best practices (unique landmarks, roles an element
 * may take, headings in order; issue 24). Call it on a screen once it shows what the person would
 * see:
 *
 *   await gotoHydrated(page, "/fitness/journal");
 *   await expectNoA11yViolations(page);
 *
 * Every violation fails the test, listed with its rule, the elements and axe's summary; fix the
 * markup or the design tokens (app/styles/tokens.css), never the rule list.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/** Rules axe has but does not run unless asked. */
const EXTRA_RULES = ["label-content-name-mismatch", "target-size"];

export type A11yOptions = {
  /** Check only this part of the page (a CSS selector), e.g. an open side panel. */
  include?: string;
  /**
   * The WCAG rules alone, without axe's best practices for a web page (one main landmark, a
   * level-one heading): for an email, which a mail program shows inside its own page.
   */
  wcagOnly?: boolean;
};

/** The violations axe finds on the page as it is now, one readable line per element. */
export async function a11yViolations(page: Page, options: A11yOptions = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a blank page per check (much
  // faster); the portal has no cross-origin frames, the one thing it cannot look into.
  // axe's own rule set (every rule it enables by default), not a list of tags: nothing is left out.
  // Two rules axe ships turned off are turned on (issue 36): a control's name must contain the
  // words it shows (WCAG 2.5.3), and a target is at least 24 px or spaced as if it were (2.5.8).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) });
  if (options.include) builder = builder.include(options.include);
  if (options.wcagOnly) builder = builder.withTags([...WCAG_TAGS, "wcag22aa"]);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}) ${n.target.join(" ")}: ${(n.failureSummary ?? v.help).replace(/\s+/g, " ").trim()}`),
  );
}

/** Fails the test when axe finds any violation on the page (or in `include`), whatever its impact. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}) {
  const violations = await a11yViolations(page, options);
  expect(violations, `axe: accessibility violations on ${new URL(page.url()).pathname}${new URL(page.url()).search}`).toEqual([]);
}

/**
 * Opens `url` as a browser without JavaScript shows it, in a page that can still run axe (axe
 * cannot run where scripts are off: it waits on timers). The page's own scripts are taken out of
 * the HTML and its <noscript> content is shown, which is what a browser without JavaScript does.
 */
export async function gotoWithoutScripts(page: Page, url: string) {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
      .replace(/<\/?noscript>/gi, "");
    await route.fulfill({ response, body: html });
  });
  try {
    await page.goto(url);
  } finally {
    await page.unrouteAll({ behavior: "wait" });
  }
}
