import { localizable } from '../localizable';

/**
 * The names the account and contact forms' messages give their fields ("Message must be at most 5000
 * characters"), in the page's language like the messages themselves: the forms' labels read the same words.
 */
export const FIELD_LABELS = localizable('fieldLabels', {
  name: 'Name',
  phone: 'Phone Number',
  email: 'Email',
  message: 'Message',
});
