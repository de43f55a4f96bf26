import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (colour contrast included), and axe-core's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A small phone: the header's menu collapses and wide tables scroll sideways, so pages are checked there too. */
export const SMALL_SCREEN = { width: 375, height: 740 } as const;

/**
 * Runs axe-core on the page as it is now. Every WCAG A/AA failure fails the test, whatever its impact; of the best
 * practices, the serious and critical ones do.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  let axe = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // The YouTube player is another site's page (and offline here).
    .exclude('iframe[src*="youtube-nocookie.com"]');
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  const failures = violations.filter(
    ({ tags, impact }) =>
      tags.some((tag) => tag.startsWith('wcag')) || impact === 'serious' || impact === 'critical',
  );
  expect(
    failures.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target) })),
    `axe-core violations on ${page.url()}`,
  ).toEqual([]);
}

/** The same check at the current width, then on a small phone. */
export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize(SMALL_SCREEN);
  await expectNoAxeViolations(page);
}
