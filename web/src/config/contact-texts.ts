import { FIELD_LABELS, localizable } from '@portfolio/common';

/** The contact form's texts: they load with the contact page only (its title is `texts.contact.title`). */
export const contactTexts = localizable('contact', {
  name: FIELD_LABELS.name,
  number: FIELD_LABELS.phone,
  email: FIELD_LABELS.email,
  message: FIELD_LABELS.message,
  send: 'Send Message',
  sending: 'Sending…',
  sentTitle: 'Message sent',
  sentBody: 'Thank you! I’ll get back to you soon.',
  rateLimited: 'Too many messages from your connection. Please try again in a few minutes.',
  failed: 'Your message could not be sent. Please try again later.',
  tooLarge: 'Your message is too long to send. Please shorten it and send it again.',
  crossSite:
    'This form was sent from another site, so your message was not taken. Please write it here and send it from this page.',
} as const);
