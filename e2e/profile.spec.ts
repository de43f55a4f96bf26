import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAlertShown, recordAlertTexts } from './support/alerts';
import { createRegisteredAccount, expectSentToSignIn, revokeSessions, signIn } from './support/accounts';

async function dismissAlert(page: Page, text: string) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toContainText(text);
  const ok = popup.getByRole('button', { name: 'OK' });
  if (await ok.isVisible()) await ok.click();
  await expect(popup).toBeHidden();
}

/** A new account, signed in, on its profile page with the password form open. */
async function openPasswordForm(page: Page) {
  const account = await createRegisteredAccount();
  await signIn(page, account);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Change Password' }).click();
  return { account, main };
}

test('change password: the warnings, a wrong old password, then success', async ({ page }) => {
  const { account, main } = await openPasswordForm(page);
  const oldPassword = main.getByLabel('Old Password');
  const newPassword = main.getByLabel('New Password');
  const update = main.getByRole('button', { name: 'Update Password' });

  await update.click();
  await dismissAlert(page, 'Please fill both old and new password fields.');

  await oldPassword.fill(account.password);
  await newPassword.fill(account.password);
  await update.click();
  await dismissAlert(page, 'Old and new passwords must be different.');

  await newPassword.fill('weakpass');
  await update.click();
  await dismissAlert(page, 'Password must include 1 uppercase, 1 lowercase, and be 6+ characters.');

  await oldPassword.fill('Wrong2026');
  await newPassword.fill('Changed2026');
  await update.click();
  await dismissAlert(page, 'Incorrect old password.');

  await oldPassword.fill(account.password);
  const alerts = await recordAlertTexts(page);
  await update.click();
  await expectAlertShown(alerts, 'Password changed successfully!');
  await expect(main.getByLabel('Old Password')).toHaveCount(0);

  await main.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, { email: account.email, password: 'Changed2026' });
});

test('typing a weak new password and clicking Update at once warns on that first click', async ({ page }) => {
  const { account, main } = await openPasswordForm(page);
  await main.getByLabel('Old Password').fill(account.password);
  await main.getByLabel('New Password').fill('weakpass');
  await main.getByRole('button', { name: 'Update Password' }).click();
  await dismissAlert(page, 'Password must include 1 uppercase, 1 lowercase, and be 6+ characters.');
  await expect(
    main.getByText('Password must include 1 uppercase, 1 lowercase, and be 6+ characters.'),
  ).toBeVisible();
});

test('edit the profile name, cancel, and the verification email', async ({ page }) => {
  const account = await createRegisteredAccount('Before Edit');
  await signIn(page, account);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByText('Before Edit')).toBeVisible();

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await main.getByLabel('Username').fill('Discarded');
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByText('Before Edit')).toBeVisible();

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await main.getByLabel('Username').fill('After Edit');
  await main.getByRole('button', { name: 'Save Profile' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
  // The header's avatar names the user by the new name without a reload.
  await expect(page.getByRole('banner').locator('[title="After Edit"]')).toBeVisible();
  await expect(main.getByText('After Edit')).toBeVisible();

  await main.getByRole('button', { name: 'Please Verify Email' }).click();
  await expect(page.locator('.swal2-popup')).toContainText(
    'A verification email has been sent to your inbox.',
  );
  await expect(page.getByRole('button', { name: 'Go to Gmail' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.swal2-popup')).toBeHidden();
  await expect(main.getByText('Verification email sent. Please check your inbox.')).toBeVisible();
});

test('a session revoked on the server: the popup, /forbidden, then a reload', async ({ page }) => {
  const account = await createRegisteredAccount();
  await signIn(page, account);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByText(account.email)).toBeVisible();

  await revokeSessions(account.uid);
  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await main.getByLabel('Username').fill('Too Late');
  await main.getByRole('button', { name: 'Save Profile' }).click();

  await expect(page.locator('.swal2-popup')).toContainText('Session expired. Please log in again.');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByText('You don’t have permission to access this page.')).toBeVisible();
  await page.waitForEvent('load', { timeout: 10_000 });
  await page.goto('/profile');
  await expectSentToSignIn(page);
});

test('delete my account: says what goes, asks for the password again, then the account is gone', async ({
  page,
}) => {
  const account = await createRegisteredAccount();
  await signIn(page, account);
  await page.goto('/profile');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Delete my account' }).click();
  const form = main.getByRole('form', { name: 'Delete my account' });
  await expect(form).toContainText('the list of devices you signed in from');
  const password = form.getByLabel('Enter your password to confirm.');
  const confirm = form.getByRole('button', { name: 'Delete my account for good' });

  await password.fill('Wrong2026');
  await confirm.click();
  await expect(form.getByRole('alert')).toHaveText('The password is not correct.');

  await password.fill(account.password);
  await confirm.click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');

  // The account is gone: signing in with it again fails.
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/signIn$/);
});

test('/bn/profile is in Bengali: its headings, details, buttons and devices, and its dates', async ({
  page,
}) => {
  await signIn(page, await createRegisteredAccount());
  await page.goto('/bn/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'আমার প্রোফাইল' })).toBeVisible();
  await expect(main.getByText('ব্যবহারকারীর নাম', { exact: true })).toBeVisible();
  await expect(main.getByText('অ্যাকাউন্ট তৈরি', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'প্রোফাইল সম্পাদনা করুন' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'সব ডিভাইস থেকে সাইন আউট করুন' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'আমার লগইন ডিভাইস' })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'শেষ ব্যবহার' })).toBeVisible();
  // The account's day in Bengali digits, as the language writes dates.
  await expect(main.locator('dd').last()).toHaveText(/[০-৯]/);
  await expect(main.getByText('My Profile')).toHaveCount(0);
});
