import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Accessibility checks for browser tests: axe-core with the WCAG 2.0/2.1 level A and AA rules.
 * Call it on a screen once it shows what the person would see:
 *
 *   await gotoHydrated(page, "/fitness/journal");
 *   await expectNoA11yViolations(page);
 *
 * Every violation fails the test, listed with its rule, the elements and axe's summary; fix the
 * markup or the design tokens (app/styles/tokens.css), never the rule list.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

export type A11yOptions = {
  /** Check only this part of the page (a CSS selector), e.g. an open side panel. */
  include?: string;
};

/** The violations axe finds on the page as it is now, one readable line per element. */
export async function a11yViolations(page: Page, options: A11yOptions = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a blank page per check (much
  // faster); the portal has no cross-origin frames, the one thing it cannot look into.
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS]).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}) ${n.target.join(" ")}: ${(n.failureSummary ?? v.help).replace(/\s+/g, " ").trim()}`),
  );
}

/** Fails the test when axe finds any WCAG 2.1 A/AA violation on the page (or in `include`). */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}) {
  const violations = await a11yViolations(page, options);
  expect(violations, `axe: accessibility violations on ${new URL(page.url()).pathname}${new URL(page.url()).search}`).toEqual([]);
}
