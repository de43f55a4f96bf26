import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_SHOWN } from '@portfolio/common';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_PAGE_FIELD_ID } from '@/config/early-controls-search';
import { paths } from '@/config/paths';
import { searchTexts as t } from '@/config/search-texts';
import { useDocumentTitle } from '@/lib/document-title';
import { useSiteContent } from '@/lib/site-content';
import { SearchResults } from './SearchResults';
import { useSiteSearch, type SiteSearchState } from './use-site-search';

/** The results' list, which the field names as what it controls. */
const RESULTS_ID = 'search-results';
/** The state of the address changes the field makes itself. */
const FROM_FIELD = 'search-field';

/** The query of the page's address: `?q=…`. */
function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** What the live region says: read out when it changes, so a screen reader hears the count as the visitor types. */
function statusText(state: SiteSearchState): string {
  if (state.status === 'empty') return t.empty;
  if (state.status === 'failed') return t.failed;
  if (state.status === 'searching') return state.previous ? '' : t.searching;
  const { total, query } = state.answer;
  return total === 0 ? t.noMatch(query.trim()) : t.count(total, query.trim());
}

/**
 * `/search?q=…`: the posts, projects and pages that match, best first. Without the app it is a GET form the
 * function answers with the results; with it, results follow the typing, from the published index files, and the
 * address follows the field (replaced, so Back leaves the search in one step).
 */
export function SearchPage() {
  const owner = useSiteContent();
  useDocumentTitle(t.title, t.description(owner.name));
  const { search, state: navigationState } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => queryOf(search));
  const field = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLOListElement>(null);
  // The header's form (or Back) may change the address's query while the page is shown: the field follows it, but
  // not its own changes, which may arrive after the visitor has typed on.
  const addressQuery = queryOf(search);
  const [shownAddress, setShownAddress] = useState(addressQuery);
  if (shownAddress !== addressQuery) {
    setShownAddress(addressQuery);
    if (navigationState !== FROM_FIELD) setText(addressQuery);
  }
  const state = useSiteSearch(text);
  const answer =
    state.status === 'done' ? state.answer : state.status === 'searching' ? state.previous : undefined;
  const shownResults = answer !== undefined && answer.results.length > 0 && state.status !== 'empty';

  useEffect(() => {
    if (addressQuery === text) return;
    const query = text ? `?${new URLSearchParams({ q: text })}` : '';
    void navigate(
      { pathname: paths.search, search: query },
      { replace: true, preventScrollReset: true, state: FROM_FIELD },
    );
  }, [text, addressQuery, navigate]);

  function onFieldKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
    } else if (event.key === 'ArrowDown') {
      const first = results.current?.querySelector('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  // In the page's own language: the router's base is its prefix.
  const searchAction = useHref(paths.search);
  return (
    <div className="section">
      <h1 className="page-title">{t.title}</h1>
      <form
        role="search"
        aria-label={t.formLabel}
        action={searchAction}
        className="mt-6 flex max-w-2xl gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        {/* The label wraps the field: its name is read out, and a press on it (or the field) focuses the field. */}
        <label className="grow">
          <span className="sr-only">{t.fieldLabel}</span>
          <input
            ref={field}
            id={SEARCH_PAGE_FIELD_ID}
            type="search"
            name="q"
            value={text}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            aria-describedby="search-hint"
            aria-controls={shownResults ? RESULTS_ID : undefined}
            className="field-input"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onFieldKey}
          />
        </label>
        <button type="submit" className="btn-primary">
          {t.submit}
        </button>
      </form>
      <p id="search-hint" className="mt-2 text-sm text-slate-600">
        {t.keyboardHint}
      </p>
      <p role="status" className="mt-8 text-lg font-medium text-slate-800">
        {statusText(state)}
      </p>
      {answer?.cut && <p className="mt-1 text-sm text-slate-600">{t.cut(SEARCH_QUERY_MAX_LENGTH)}</p>}
      {state.status === 'failed' && (
        <button type="button" className="btn-secondary mt-4" onClick={state.retry}>
          {t.retry}
        </button>
      )}
      {shownResults && answer && (
        <>
          <SearchResults id={RESULTS_ID} ref={results} answer={answer} backTo={field} />
          {answer.total > SEARCH_RESULTS_SHOWN && (
            <p className="mt-6 text-sm text-slate-600">{t.moreThanShown(SEARCH_RESULTS_SHOWN)}</p>
          )}
        </>
      )}
    </div>
  );
}
