import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA: what FuelLinq promises (DESIGN.md). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Where WCAG itself makes an exception that axe cannot see. Nothing else is let through.
 *
 * - Map markers of stations at (nearly) the same spot overlap, so their clickable space is below 24 px:
 *   2.5.8 Target Size's "equivalent" exception applies, since every station on the map is also a link of its
 *   own in the list beside it (and a lone marker is 24 × 24 px, components/map/map-view.tsx).
 */
const EXCEPTIONS = [{ rule: 'target-size', html: /class="[^"]*\bleaflet-marker-icon\b/ }];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation and element: the rule, its impact, where, and axe's summary of what is wrong. */
function describe(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !EXCEPTIONS.some((e) => e.rule === violation.id && e.html.test(node.html)))
      .map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ') ?? violation.help}`,
      ),
  );
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG 2.2 AA violation, listing
 * each one. Call it once the page has finished loading what it shows (a skeleton is not the page).
 */
export async function expectNoSeriousViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Only the violations come back with every element: axe still runs every rule on every element, but does
  // not build the long lists of what passed (the slow part on a long page).
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(describe(serious), `WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}
