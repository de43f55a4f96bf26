import { expect, test } from './support/fixtures';
import sharp from 'sharp';
import { expectSentToSignIn, signIn, uniqueEmail, VISITOR_ACCOUNT } from './support/accounts';

function avatarPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
}

test('a wrong password shows "Invalid email or password."', async ({ page }) => {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(VISITOR_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong2026x');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
});

test('the password rule is checked before anything is sent', async ({ page }) => {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(VISITOR_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByText(
      'Password must include at least 1 uppercase, 1 lowercase letter, and be at least 6 characters long.',
    ),
  ).toBeVisible();
});

test('/profile while signed out goes to /signIn, and back to /profile after signing in', async ({ page }) => {
  await page.goto('/profile');
  await expectSentToSignIn(page);
  await page.getByLabel('Email').fill(VISITOR_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('User Logged in Successfully')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(VISITOR_ACCOUNT.email)).toBeVisible();
  await expect(main.getByRole('table')).toContainText('Chrome');
});

test('sign up refuses a photo that is not an accepted image, creating nothing', async ({ page }) => {
  await page.goto('/signUp');
  await page.getByLabel('Name').fill('Svg Person');
  await page.getByLabel('Photo').setInputFiles('web/public/images/default-avatar.svg');
  await page.getByLabel('Email').fill(uniqueEmail('svg'));
  await page.getByLabel('Password', { exact: true }).fill('Signup2026');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Only JPEG, PNG, WebP or GIF images are accepted')).toBeVisible();
  await expect(page).toHaveURL(/\/signUp$/);
});

test('sign up with a photo, land back where one came from, see the profile and the device', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/profile');
  await expectSentToSignIn(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('New Person');
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await avatarPng() });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Signup2026');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page.getByText('User SignUp Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByText('New Person')).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByText('Your email is not verified.')).toBeVisible();
  await expect(main.getByText('Not Verified', { exact: true })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Photo of New Person' })).toHaveAttribute(
    'src',
    /127\.0\.0\.1:9199/,
  );
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Chrome');
  await expect(rows.nth(1)).toContainText('Linux');

  // Signing out clears this device on the server before the session ends.
  await main.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, { email, password: 'Signup2026' });
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(2);
});
