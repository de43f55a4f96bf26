/** The suggestion's words, in the language it suggests: the visitor reads that one better than the page's. */
export interface SuggestionTexts {
  offer: string;
  read: string;
  dismiss: string;
}

/**
 * Each shipped catalog's language, written in itself. Kept apart from the catalogs: a page loads only its own
 * language's, and the suggestion speaks another.
 */
const IN_ITS_OWN_LANGUAGE: Record<string, SuggestionTexts> = {
  en: { offer: 'This page is also in English.', read: 'Read it in English', dismiss: 'No, thanks' },
  bn: { offer: 'এই পাতাটি বাংলাতেও আছে।', read: 'বাংলায় পড়ুন', dismiss: 'না, ধন্যবাদ' },
  ar: { offer: 'هذه الصفحة متوفرة بالعربية أيضًا.', read: 'اقرأها بالعربية', dismiss: 'لا، شكرًا' },
};

/**
 * The suggestion's words for a language: its own where the product ships them; otherwise English's, naming the
 * language as it names itself (the switcher's name).
 */
export function suggestionTexts(code: string, name: string): { texts: SuggestionTexts; lang: string } {
  const own = IN_ITS_OWN_LANGUAGE[code];
  if (own) return { texts: own, lang: code };
  return {
    texts: { offer: `This page is also in ${name}.`, read: `Read it in ${name}`, dismiss: 'No, thanks' },
    lang: 'en',
  };
}
