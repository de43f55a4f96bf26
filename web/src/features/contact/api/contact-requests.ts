import type { ContactFields } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';

// Sent without a token: anyone may write to the owner.

/** What the contact form sends: its fields plus `website`, a honeypot that people leave empty. */
export type ContactSubmission = ContactFields & { website: string };

/** POST /contact: stores the message for the owner (and forwards it when a form service is configured). */
export async function sendContactMessage(message: ContactSubmission): Promise<void> {
  await apiRequest('/contact', { method: 'POST', json: message, authenticated: false });
}
