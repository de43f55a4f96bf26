import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/accounts';
import { installGapiStandIn } from './support/google';

test('Google sign-in through the Auth emulator popup registers, then welcomes back', async ({
  page,
  context,
}) => {
  await installGapiStandIn(context);
  const email = uniqueEmail('google');

  await page.goto('/signIn');
  const firstPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const chooser = await firstPopup;
  await chooser.locator('#add-account-button').click();
  await chooser.locator('#email-input').fill(email);
  await chooser.locator('#display-name-input').fill('Google Person');
  await chooser.locator('#sign-in').click();

  await expect(page.getByText('User Logged in Successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByRole('main').getByText('Google Person')).toBeVisible();
  // A Google account has no password to change.
  await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/signIn');
  const secondPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const again = await secondPopup;
  await again.locator('li.js-reuse-account').filter({ hasText: email }).click();
  await expect(page.getByText('Welcome Back! You’re already registered.')).toBeVisible();
  await expect(page).toHaveURL('/');
});
