import { textDirection, type PageLanguages } from '@portfolio/common';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { samePageIn } from '@/lib/site-languages';
import { dismissSuggestion, suggestedLanguage, thisVisitor } from './suggested-language';
import { suggestionTexts } from './suggestion-texts';

/**
 * A discreet offer of the same page in the visitor's language, when the site has it and the page is in another: a
 * box at the bottom of the window, over nothing the page lays out (no shift), in the language it offers. Following
 * it remembers the language as the switcher does (the page's first script sees a link of `[data-language-switch]`);
 * "No, thanks" remembers that too, and it is not offered again. Never a redirect.
 */
export default function LanguageSuggestion({ page }: { page: PageLanguages }) {
  const { pathname, search } = useLocation();
  const [language] = useState(() => suggestedLanguage(page, thisVisitor()));
  const [open, setOpen] = useState(true);
  if (!language || !open) return null;
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
        <a
          href={samePageIn(language.code, page, pathname, search)}
          hrefLang={language.code}
          className="button"
        >
          {texts.read}
        </a>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            dismissSuggestion();
            setOpen(false);
          }}
        >
          {texts.dismiss}
        </button>
      </div>
    </aside>
  );
}
