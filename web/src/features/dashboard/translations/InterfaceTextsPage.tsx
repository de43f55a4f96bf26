import {
  isLanguageCode,
  KNOWN_LANGUAGES,
  textDirection,
  type InterfaceTextEntry,
  type InterfaceTexts,
} from '@portfolio/common';
import { useEffect, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { interfaceTextEditorTexts as T } from '@/config/interface-text-editor-texts';
import { translationsTexts } from '@/config/translations-texts';
import { alertSuccess } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { loadInterfaceTexts, saveInterfaceTexts } from '@/features/dashboard/api/interface-text-requests';
import { reportSaveRefusal } from '@/features/dashboard/api/request-failure';
import { InterfaceTextRow, rowColumns } from './InterfaceTextRow';
import { DashboardLink } from '../DashboardHeadings';

/** Whether a text matches the filter: its key, its English, the catalog's text or the owner's own. */
function matches(entry: InterfaceTextEntry, own: string, filter: string): boolean {
  const words = filter.trim().toLocaleLowerCase();
  return [entry.key, entry.english, entry.catalog ?? '', own].some((text) =>
    text.toLocaleLowerCase().includes(words),
  );
}

/**
 * `/dashboard/translations/interface/{language}`: every text of the interface with its English and the language's
 * catalog text beside a field for the owner's own; a text left empty keeps the catalog's. Saved whole, published.
 */
export function InterfaceTextsPage({ language }: { language: string }) {
  const languageName = isLanguageCode(language) ? KNOWN_LANGUAGES[language] : language;
  useDocumentTitle(T.title(languageName));
  const [loaded, setLoaded] = useState<InterfaceTexts | 'failed'>();
  const [own, setOwn] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const [ownOnly, setOwnOnly] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadInterfaceTexts(language).then(
      (texts) => {
        setLoaded(texts);
        setOwn(texts.overrides);
      },
      () => setLoaded('failed'),
    );
  }, [language]);

  const entries = useMemo(() => (loaded && loaded !== 'failed' ? loaded.texts : []), [loaded]);
  const shown = useMemo(
    () =>
      entries.filter((entry) => (!ownOnly || own[entry.key]) && matches(entry, own[entry.key] ?? '', filter)),
    [entries, own, filter, ownOnly],
  );
  const back = (
    <DashboardLink to={paths.dashboardTranslations}>{translationsTexts.backToStatus}</DashboardLink>
  );
  if (loaded === 'failed')
    return (
      <p className="form-error" role="alert">
        {T.loadFailed} {back}
      </p>
    );
  if (!loaded) return <p className="text-slate-600">{T.loading}</p>;

  async function save() {
    setBusy(true);
    setErrors({});
    const overrides = Object.fromEntries(Object.entries(own).filter(([, text]) => text.trim() !== ''));
    // Each text's syntax and values checked as the API checks them, before asking it (the check and FormatJS's
    // parser load now, the dashboard's chunk stays without them).
    const { messageProblem } = await import('@/i18n/message-check');
    const problems = entries.flatMap(({ key, arguments: arity }) => {
      const problem = key in overrides && messageProblem(overrides[key] ?? '', arity);
      return problem ? [[key, problem] as const] : [];
    });
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems));
      return setBusy(false);
    }
    try {
      setOwn((await saveInterfaceTexts(language, overrides)).overrides);
      void alertSuccess(T.saved);
    } catch (failure) {
      reportSaveRefusal(failure, setErrors, T.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  // The default language's texts are the English ones (or the owner's): no catalog column.
  const withCatalog = entries.some((entry) => entry.catalog !== undefined);
  const ownCount = Object.values(own).filter((text) => text.trim() !== '').length;
  const refused = Object.keys(errors).length > 0;
  const direction = textDirection(language);
  return (
    <div className="dashboard-page grid gap-6">
      {back}
      <h1>{T.title(languageName)}</h1>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="panel flex flex-wrap items-end gap-4">
          <div className="form-field min-w-0 flex-1 basis-64">
            <label htmlFor="interface-filter">{T.filter}</label>
            <input
              id="interface-filter"
              type="search"
              className="field-input"
              value={filter}
              aria-describedby="interface-filter-hint"
              onChange={(event) => setFilter(event.target.value)}
            />
            <p id="interface-filter-hint" className="text-xs text-slate-600">
              {T.filterHint}
            </p>
          </div>
          <button
            type="button"
            className={ownOnly ? 'btn-primary' : 'btn-secondary'}
            aria-pressed={ownOnly}
            onClick={() => setOwnOnly(!ownOnly)}
          >
            {T.ownOnly}
          </button>
          <p className="w-full text-sm text-slate-600" role="status">
            {T.count(shown.length, entries.length, ownCount)}
          </p>
        </div>
        {refused && (
          <p className="form-error" role="alert">
            {errors._ ?? errors.language ?? errors.overrides ?? T.someRefused}
          </p>
        )}
        {shown.length === 0 ? (
          <p className="text-slate-600">{T.none}</p>
        ) : (
          <div className="panel grid gap-0 p-0">
            {/* The columns' names, for the eye: each row's cells name themselves to a screen reader. */}
            <div
              aria-hidden="true"
              className={`hidden gap-4 border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-700 lg:grid ${rowColumns(withCatalog)}`}
            >
              <span>{T.keyColumn}</span>
              <span>{T.englishColumn}</span>
              {withCatalog && <span>{T.catalogColumn(languageName)}</span>}
              <span>{T.ownColumn}</span>
            </div>
            <ul className="grid">
              {shown.map((entry) => (
                <InterfaceTextRow
                  key={entry.key}
                  entry={entry}
                  withCatalog={withCatalog}
                  language={language}
                  languageName={languageName}
                  direction={direction}
                  value={own[entry.key] ?? ''}
                  error={errors[entry.key]}
                  readOnly={busy}
                  onChange={(text) => setOwn((current) => ({ ...current, [entry.key]: text }))}
                />
              ))}
            </ul>
          </div>
        )}
        {/* Kept in view at the window's bottom: the list is hundreds of texts long. */}
        <div className="sticky bottom-0 z-10 flex justify-end border-t border-slate-200 bg-white/95 py-3 backdrop-blur">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? T.saving : T.save}
          </button>
        </div>
      </form>
    </div>
  );
}
