import { queryWords, searchSite, type SearchAnswer } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { usePageData } from '@/lib/page-data';
import { browserSearchIndex, forgetSearchManifest, searchRequestKey } from './api/search-index-client';

export type SiteSearchState =
  | { status: 'empty' }
  | { status: 'searching'; previous?: SearchAnswer }
  | { status: 'done'; answer: SearchAnswer }
  | { status: 'failed'; retry: () => void };

/** One search from the published index; once more with a fresh manifest if the files it named are gone. */
async function search(query: string): Promise<SearchAnswer> {
  try {
    return await searchSite(query, browserSearchIndex);
  } catch {
    forgetSearchManifest();
    return searchSite(query, browserSearchIndex);
  }
}

/**
 * The answer to `query`: the one the server rendered the page with, else searched in the browser from the index
 * files (no function runs). While a newer query is searched, the last answer stays shown.
 */
export function useSiteSearch(query: string): SiteSearchState {
  const served = usePageData().take(searchRequestKey(query));
  const [answer, setAnswer] = useState<SearchAnswer | undefined>(
    served && 'data' in served ? (served.data as SearchAnswer) : undefined,
  );
  const [failedQuery, setFailedQuery] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const empty = queryWords(query).words.length === 0;

  useEffect(() => {
    if (empty || answer?.query === query) return;
    let current = true;
    search(query).then(
      (found) => current && setAnswer(found),
      () => current && setFailedQuery(query),
    );
    return () => {
      current = false;
    };
    // `answer` is left out: a new answer must not start another search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, empty, attempt]);

  if (empty) return { status: 'empty' };
  if (answer?.query === query) return { status: 'done', answer };
  if (failedQuery === query) {
    const retry = () => {
      setFailedQuery(undefined);
      setAttempt((count) => count + 1);
    };
    return { status: 'failed', retry };
  }
  return { status: 'searching', previous: answer };
}
