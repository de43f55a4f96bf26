import {
  KNOWN_LANGUAGES,
  LANGUAGE_CODES,
  MAX_OTHER_LANGUAGES,
  type LanguageCode,
  type SiteLanguages,
} from '@portfolio/common';
import { useState } from 'react';
import { FormField } from '@/components/FormField';
import { translationsTexts as T } from '@/config/translations-texts';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { saveOtherLanguages } from '@/features/dashboard/api/translation-requests';
import { fieldErrorsOf, isSessionRefusal } from '@/features/dashboard/api/request-failure';

/** The site's languages: the default one, each other one with its Remove button, and a language to add. */
export function LanguagesPanel({
  languages,
  onSaved,
}: {
  languages: SiteLanguages;
  onSaved: (languages: SiteLanguages) => void;
}) {
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const addable = LANGUAGE_CODES.filter(
    (code) => code !== languages.default && !languages.others.includes(code),
  );

  async function save(others: LanguageCode[]) {
    setBusy(true);
    setError(undefined);
    try {
      onSaved(await saveOtherLanguages(others));
      setChosen('');
      void alertSuccess(T.languagesSaved);
    } catch (failure) {
      const message = fieldErrorsOf(failure).others;
      setError(message);
      if (!message && !isSessionRefusal(failure)) void alertError(T.languagesFailed);
    } finally {
      setBusy(false);
    }
  }

  async function remove(code: LanguageCode) {
    const name = KNOWN_LANGUAGES[code];
    if (!(await confirmDanger(T.removeConfirmTitle(name), T.removeConfirmText, T.remove))) return;
    await save(languages.others.filter((other) => other !== code));
  }

  return (
    <section className="panel grid gap-4" aria-labelledby="languages-heading">
      <h2 id="languages-heading">{T.languagesHeading}</h2>
      <p className="text-slate-700">
        {T.defaultLanguage(KNOWN_LANGUAGES[languages.default])}{' '}
        <span className="text-slate-600">({languages.default})</span>
      </p>
      {languages.others.length === 0 ? (
        <p className="text-slate-600">{T.noOtherLanguage}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {languages.others.map((code) => (
            <li
              key={code}
              className="flex items-center gap-2 rounded-lg border border-slate-200 py-1 ps-3 pe-1"
            >
              <span lang={code}>{KNOWN_LANGUAGES[code]}</span>
              <span className="text-xs text-slate-600">({code})</span>
              <button
                type="button"
                className="btn-secondary px-3 py-1 text-sm"
                aria-label={T.removeLabel(KNOWN_LANGUAGES[code])}
                disabled={busy}
                onClick={() => void remove(code)}
              >
                {T.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {languages.others.length < MAX_OTHER_LANGUAGES && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) void save([...languages.others, chosen as LanguageCode]);
          }}
        >
          <FormField id="add-language" label={T.addLanguageLabel} error={error} className="min-w-56">
            <select
              id="add-language"
              className="field-input"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{T.chooseLanguage}</option>
              {addable.map((code) => (
                <option key={code} value={code} lang={code}>
                  {KNOWN_LANGUAGES[code]} ({code})
                </option>
              ))}
            </select>
          </FormField>
          <button type="submit" className="btn-primary" disabled={busy || !chosen}>
            {T.addLanguage}
          </button>
        </form>
      )}
    </section>
  );
}
