import { VALIDATION_MESSAGES } from '@portfolio/common';
import { bearerOf, OWNER_ACCOUNT } from './support/accounts';
import { expect, test } from './support/fixtures';
import { holdAppBack, refuseAppScripts, waitForHydration } from './support/hydration';
import { clearContactRateLimits } from './support/rate-limits';

// The contact form works from the first paint: sent natively with the app's scripts refused, and what is typed
// before the app takes over is kept.

test.describe('the contact form without the app', () => {
  test.beforeEach(async ({ page }) => {
    // A journey that sends a message starts from an empty count: locally every sender has one address.
    await clearContactRateLimits(page.request);
    await refuseAppScripts(page);
  });

  test('sends a message natively: it is stored, and the answer says so', async ({ page, request }) => {
    const words = `Sent without the app ${Date.now()}`;
    await page.goto('/want');
    await page.getByLabel('Name').fill('Early Visitor');
    await page.getByLabel('Phone Number').fill('+8801700000000');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Message').fill(words);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/want/sent');
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');

    const inbox = await request.get('/api/messages', { headers: await bearerOf(OWNER_ACCOUNT) });
    const messages = (await inbox.json()) as { message: string; name: string }[];
    expect(messages.filter((message) => message.message === words)).toEqual([
      expect.objectContaining({ name: 'Early Visitor' }),
    ]);
  });

  test('a bad message gets the page again, its values kept and each error beside its field', async ({
    page,
  }) => {
    await page.goto('/want');
    await page.getByLabel('Name').fill('Early Visitor');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Message').fill('Kept, though the rest was wrong');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/want/send');
    await expect(page.getByLabel('Name')).toHaveValue('Early Visitor');
    await expect(page.getByLabel('Message')).toHaveValue('Kept, though the rest was wrong');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidEmail);
    await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.phoneRequired,
    );
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  });
});

test('what is typed into the contact form before the app starts is still there when it has', async ({
  page,
}) => {
  const releaseApp = await holdAppBack(page);
  await page.goto('/want');
  await page.getByLabel('Name').fill('Typed early');
  releaseApp();
  await waitForHydration(page);
  await expect(page.getByLabel('Name')).toHaveValue('Typed early');
  // The app's own checks now answer: the other fields are required.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
  await expect(page).toHaveURL('/want');
  await expect(page.getByLabel('Name')).toHaveValue('Typed early');
});
