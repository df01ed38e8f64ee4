import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** docs/architecture.md §9: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * The rules whose outcome depends on colours: all that can change when only the theme changes
 * (the DOM, names and landmarks stay the same), so a page already checked in light needs only
 * these in dark. They are half of axe's time on a large page.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation; `soft`
 * lets the test go on to its other pages and report them all; `coloursOnly` runs the colour rules
 * alone, for a page already checked in the other theme.
 */
export async function expectAccessible(
  page: Page,
  where = page.url(),
  { soft = false, coloursOnly = false }: { soft?: boolean; coloursOnly?: boolean } = {},
): Promise<void> {
  // Legacy mode runs axe in the page itself instead of opening a blank page for every run: much
  // faster, and the app has no cross-origin frames that would need the newer mode.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (
    coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS)
  ).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: `${violation.id} (${violation.impact}): ${violation.help}`,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  (soft ? expect.soft : expect)(blocking, `axe-core on ${where}`).toEqual([]);
}
