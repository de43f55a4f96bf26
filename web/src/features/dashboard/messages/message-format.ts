import type { ContactMessage } from '@/features/dashboard/data/live-messages';
import { dayAndTimeFormat } from '@/lib/local-format';

export function formatReceived(date: Date | undefined): string {
  return date ? dayAndTimeFormat.format(date) : '';
}

/**
 * A reply in the owner's mail program, quoting the subject of the contact form. The address is encoded (but its @),
 * so that one stored before addresses were checked cannot add recipients or headers (`?cc=…`) to the link.
 */
export function replyLink(message: Pick<ContactMessage, 'email'>): string {
  const address = encodeURIComponent(message.email).replace('%40', '@');
  return `mailto:${address}?subject=${encodeURIComponent('Re: your message from the portfolio')}`;
}
