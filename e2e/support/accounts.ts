import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export { OWNER_ACCOUNT, VISITOR_ACCOUNT } from '../../scripts/demo-accounts';

/** Signs in through the /signIn form, the way a person does, and waits to be sent on. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signIn$/);
}

/** An address no other run has used. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@portfolio.test`;
}
