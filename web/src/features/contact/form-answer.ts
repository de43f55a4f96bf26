import type { ContactFields, ContactFormAnswer } from '@portfolio/common';

/**
 * The contact page's answer to its form sent natively; a message sent brings the visitor to paths.contactSent,
 * which says so.
 */
export type { ContactFormAnswer };

/** The page data key under which the answer travels to the form, for the server render and hydration alike. */
export const CONTACT_FORM_ANSWER_KEY = 'contact-form-answer';

const CONTACT_FIELDS = [
  'name',
  'number',
  'email',
  'message',
] as const satisfies readonly (keyof ContactFields)[];

/** What a posted body holds for the form's fields, as text (anything else is dropped: it is shown back as is). */
export function contactValuesOf(body: Record<string, unknown>): ContactFields {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(body[name])])) as ContactFields;
}

/** A refusal's field errors (the API's 400) as the form shows them: beside its own fields, and the others. */
export function contactErrorsOf(
  fields: Record<string, string>,
): Pick<ContactFormAnswer, 'errors' | 'otherErrors'> {
  const isFormField = (name: string) => (CONTACT_FIELDS as readonly string[]).includes(name);
  const entries = Object.entries(fields);
  const others = entries.filter(([name]) => !isFormField(name)).map(([, message]) => message);
  return {
    errors: Object.fromEntries(entries.filter(([name]) => isFormField(name))),
    ...(others.length > 0 && { otherErrors: others }),
  };
}
