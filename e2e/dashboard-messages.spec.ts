import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { expectAlertShown, recordAlertTexts } from './support/alerts';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { clearContactRateLimits } from './support/rate-limits';

test('a contact message appears in Messages, is marked read when opened, and is deleted', async ({
  page,
}) => {
  const sender = `E2E Sender ${randomUUID().slice(0, 8)}`;
  await clearContactRateLimits(page.request);
  const sent = await page.request.post('/api/contact', {
    data: {
      name: sender,
      number: '+880 1711 000000',
      email: 'sender@example.com',
      message: 'Could you build a booking app for my clinic?',
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, OWNER_ACCOUNT);
  await page.goto('/dashboard/messages');
  const item = page
    .getByRole('list', { name: 'Contact messages' })
    .getByRole('listitem')
    .filter({ hasText: sender });
  await expect(item).toContainText('Unread');
  await expect(
    page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem').first(),
  ).toContainText(sender);

  await item.getByRole('button').click();
  const detail = page.getByRole('article', { name: `Message from ${sender}` });
  await expect(detail).toContainText('Could you build a booking app for my clinic?');
  await expect(detail.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:sender@example\.com\?subject=/,
  );
  // Opening it marked it read; the live list shows that without a reload.
  await expect(item).not.toContainText('Unread');
  await expect(detail.getByRole('button', { name: 'Mark as unread' })).toBeVisible();

  await detail.getByRole('button', { name: 'Delete' }).click();
  const alerts = await recordAlertTexts(page);
  // An alert is a dialog named by its title.
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, delete it!' })
    .click();
  await expectAlertShown(alerts, 'Deleted!');
  await expect(item).toHaveCount(0);
  await expect(detail).toHaveCount(0);
});
