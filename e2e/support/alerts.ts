import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Presses a dialog's button until what it leads to has happened (`done` passes). Under load a SweetAlert2 dialog has
 * missed a press: it stayed open and did nothing. Its user would press again, and so does this; `done` is what the
 * test checks, so a press that never works still fails it.
 */
export async function pressUntil(button: Locator, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await done();
  }).toPass({ timeout: 30_000 });
}

/**
 * Records each text that an element matching `selector` shows from now on, in order, however briefly it shows; the
 * returned function reads the record. A check that looks now and then can miss a short state on a busy machine: a
 * success alert closes by itself after 1.5 s, and a save's step between the upload's end and the answer can be
 * shorter than the time between two looks.
 */
export async function recordShownTexts(page: Page, selector: string): Promise<() => Promise<string[]>> {
  const key = `shownTexts ${selector}`;
  await page.evaluate(
    ({ selector, key }) => {
      const shown: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = shown;
      const look = () => {
        for (const element of document.querySelectorAll(selector)) {
          const text = element.textContent?.trim() ?? '';
          if (text && shown.at(-1) !== text) shown.push(text);
        }
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
      look();
    },
    { selector, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], key);
}

/** The titles of the alerts (SweetAlert2 popups) the page shows from now on. */
export function recordAlertTitles(page: Page): Promise<() => Promise<string[]>> {
  return recordShownTexts(page, '.swal2-title');
}
