import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (colour contrast included), and axe-core's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A small phone: the header's menu collapses and wide tables scroll sideways, so pages are checked there too. */
export const SMALL_SCREEN = { width: 375, height: 740 } as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious failures axe-core finds on the page as it is now: every WCAG A/AA one, and serious best practices. */
async function axeFailures(page: Page, include: string | undefined) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context: ElementContext = {
    ...(include && { include: [include] }),
    exclude: ['iframe[src*="youtube-nocookie.com"]'],
  };
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    iframes: false,
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ([context, options]) => {
      const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
      const results = await axe.run(context, options);
      return results.violations.map(({ id, impact, tags, nodes }) => ({
        id,
        impact,
        tags,
        targets: nodes.map((node) => node.target),
      }));
    },
    // Plain JSON on the way in: axe's own types are too deep for Playwright's serialisation types.
    [context as unknown, options as unknown] as const,
  );
  return violations
    .filter(
      ({ tags, impact }) =>
        tags.some((tag) => tag.startsWith('wcag')) || impact === 'serious' || impact === 'critical',
    )
    .map(({ id, impact, targets }) => ({ id, impact, targets }));
}

/**
 * Runs axe-core on the page as it is now, in the light theme and then in the dark one (the page follows the
 * system's): both must meet WCAG AA. Every WCAG A/AA failure fails the test, whatever its impact; of the best
 * practices, the serious and critical ones do.
 *
 * axe-core is put into the page once and run there, in the top document only: the site's one iframe is the YouTube
 * player, another site's page (and offline here). (@axe-core/playwright opens a second page for every run to merge
 * the frames' results, which made each check about ten times slower.)
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  const failures: Record<string, unknown[]> = {};
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change with a short transition on some controls: contrast is measured once they have settled. An
    // animation cancelled meanwhile (a loader removed) has settled too: its `finished` rejects with AbortError.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    failures[colorScheme] = await axeFailures(page, include);
  }
  expect(failures, `axe-core violations on ${page.url()}`).toEqual({ dark: [], light: [] });
}

/** The same check at the current width, then on a small phone. */
export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize(SMALL_SCREEN);
  await expectNoAxeViolations(page);
}
