import { VALIDATION_MESSAGES, type ContactFormAnswer } from '@portfolio/common';
import { renderInLanguage } from '@/i18n/render-in-language';

type Messages = Record<string, unknown>;

/** Each validation message as the API writes it (English), by its key: read once, while the texts are English. */
const KEYS_OF_ENGLISH = new Map(
  Object.entries(VALIDATION_MESSAGES as Messages).flatMap(([key, message]) =>
    typeof message === 'string' ? [[message, key] as const] : [],
  ),
);

/**
 * A refused form's messages in the page's language: the API answers its validation messages in English, and each one
 * that is a message of the catalogs is given in `language` instead (one built from values stays as it came).
 */
export function inPageLanguage(answer: ContactFormAnswer, language: string | undefined): ContactFormAnswer {
  if (language === undefined) return answer;
  return renderInLanguage(language, () => {
    const local = (message: string) => {
      const key = KEYS_OF_ENGLISH.get(message);
      const translated = key === undefined ? undefined : (VALIDATION_MESSAGES as Messages)[key];
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
