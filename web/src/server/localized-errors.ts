import { FIELD_LABELS, TEXT_LIMITS, VALIDATION_MESSAGES, type ContactFormAnswer } from '@portfolio/common';
import { renderInLanguage } from '@/i18n/render-in-language';

type Messages = Record<string, unknown>;
const M = VALIDATION_MESSAGES;

/** Each contact field's name in the messages and its length limit, as the shared schema refuses it. */
const CONTACT_FIELDS = [
  ['name', TEXT_LIMITS.name],
  ['phone', TEXT_LIMITS.phone],
  ['email', TEXT_LIMITS.email],
  ['message', TEXT_LIMITS.message],
] as const;

/**
 * The contact form's messages built from a field's label (and limit), each as a message of the texts in place when
 * it is called: called while the texts are English it gives the API's message, in a language that language's, with
 * the field's label in it too.
 */
function labelledMessages(): (() => string)[] {
  return CONTACT_FIELDS.flatMap(([field, limit]) => {
    const label = () => FIELD_LABELS[field];
    return [
      () => M.tooLong(label(), limit),
      () => M.required(label()),
      () => M.controlCharacters(label()),
      () => M.blankLooking(label()),
      () => M.stackedMarks(label()),
    ];
  });
}

/**
 * Each validation message as the API writes it (English), with how to write it in the texts in place: read once,
 * while the texts are English.
 */
const BY_ENGLISH = new Map<string, () => string>([
  ...Object.entries(VALIDATION_MESSAGES as Messages).flatMap(([key, message]) =>
    typeof message === 'string'
      ? [[message, () => (VALIDATION_MESSAGES as Messages)[key] as string] as const]
      : [],
  ),
  ...labelledMessages().map((message) => [message(), message] as const),
]);

/**
 * A refused form's messages in the page's language: the API answers its validation messages in English, and each one
 * of the catalogs (or built from a contact field's label) is given in `language` instead; any other stays as it came.
 */
export function inPageLanguage(answer: ContactFormAnswer, language: string | undefined): ContactFormAnswer {
  if (language === undefined) return answer;
  return renderInLanguage(language, () => {
    const local = (message: string) => {
      const translated = BY_ENGLISH.get(message)?.();
      return typeof translated === 'string' ? translated : message;
    };
    return {
      ...answer,
      errors: Object.fromEntries(
        Object.entries(answer.errors).map(([field, message]) => [field, local(message ?? '')]),
      ),
      ...(answer.otherErrors && { otherErrors: answer.otherErrors.map(local) }),
    };
  });
}
