import type { Locator } from '@playwright/test';
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
