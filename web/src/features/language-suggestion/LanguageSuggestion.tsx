import { textDirection, type PageLanguages } from '@portfolio/common';
import { dismissSuggestion } from './suggested-language';
import { suggestionTexts } from './suggestion-texts';

/**
 * A discreet offer of the same page in the visitor's language, when the site has it and the page is in another: a
 * box at the bottom of the window, over nothing the page lays out (no shift), in the language it offers. Following
 * it remembers the language as the switcher does (the page's first script sees a link of `[data-language-switch]`);
 * "No, thanks" remembers that too, and it is not offered again. Never a redirect.
 */
export function LanguageSuggestion({
  language,
  href,
  onClose,
}: {
  language: PageLanguages['languages'][number];
  /** The page shown, in that language. */
  href: string;
  onClose: () => void;
}) {
  const { texts, lang } = suggestionTexts(language.code, language.name);
  return (
    <aside
      aria-label={texts.offer}
      lang={lang}
      dir={textDirection(lang)}
      data-testid="language-suggestion"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg"
    >
      <p className="min-w-40 flex-1">{texts.offer}</p>
      <div data-language-switch="" className="flex flex-wrap items-center gap-2">
        <a href={href} hrefLang={language.code} className="button">
          {texts.read}
        </a>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            dismissSuggestion();
            onClose();
          }}
        >
          {texts.dismiss}
        </button>
      </div>
    </aside>
  );
}
