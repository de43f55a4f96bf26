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
 * Records each text (or value of `attribute`) that an element matching `selector` shows from now on, in order,
 * however briefly it shows; the returned function reads the record. A check that looks now and then can miss a short
 * state on a busy machine: a success alert closes by itself after 1.5 s, an upload's part-way progress can end
 * between two looks, and a save's step between the upload's end and the answer can be shorter than that.
 */
export async function recordShown(
  page: Page,
  selector: string,
  attribute?: string,
): Promise<() => Promise<string[]>> {
  const key = `shown ${selector} ${attribute ?? 'text'}`;
  await page.evaluate(
    ({ selector, attribute, key }) => {
      const shown: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = shown;
      const look = () => {
        for (const element of document.querySelectorAll(selector)) {
          const value = (attribute ? element.getAttribute(attribute) : element.textContent)?.trim() ?? '';
          if (value && shown.at(-1) !== value) shown.push(value);
        }
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      look();
    },
    { selector, attribute, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], key);
}

/** The titles of the alerts (SweetAlert2 popups) the page shows from now on. */
export function recordAlertTitles(page: Page): Promise<() => Promise<string[]>> {
  return recordShown(page, '.swal2-title');
}

/** The whole texts (title, text and buttons) of the alerts the page shows from now on: a fresh record each call. */
export function recordAlertTexts(page: Page): Promise<() => Promise<string[]>> {
  return recordShown(page, '.swal2-popup');
}

/** Waits until an alert in a `recordAlertTexts` record has shown `text`, however briefly it showed. */
export async function expectAlertShown(
  alerts: () => Promise<string[]>,
  text: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(alerts, { message: `an alert showing "${text}"`, ...options })
    .toContainEqual(expect.stringContaining(text));
}
