import type { SearchAnswer } from '@portfolio/common';
import type { KeyboardEvent, RefObject } from 'react';
import { Link } from '@/components/links';
import { searchTexts as t } from '@/config/search-texts';

/** ↓ and ↑ move through the results' links; ↑ from the first goes back to the field. */
function moveThrough(event: KeyboardEvent<HTMLOListElement>, backTo: RefObject<HTMLInputElement | null>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? links[Math.min(at + 1, links.length - 1)] : links[at - 1];
  (next ?? backTo.current)?.focus();
}

/** The results shown: each one's kind, title (its link) and snippet, the matched words marked. */
export function SearchResults({
  id,
  answer,
  ref,
  backTo,
}: {
  id: string;
  answer: SearchAnswer;
  ref: RefObject<HTMLOListElement | null>;
  backTo: RefObject<HTMLInputElement | null>;
}) {
  return (
    <ol
      ref={ref}
      id={id}
      aria-label={t.resultsLabel}
      className="mt-6 grid max-w-3xl gap-4"
      onKeyDown={(event) => moveThrough(event, backTo)}
    >
      {answer.results.map((result) => (
        <li key={result.url} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t.kinds[result.kind]}
          </p>
          <h2 className="mt-1 text-lg font-semibold text-slate-900">
            <Link to={result.url} className="hover:text-brand-700 focus-visible:text-brand-700">
              {result.title}
            </Link>
          </h2>
          <p className="mt-2 text-slate-700">
            {result.snippet.map(([piece, marked], index) =>
              marked ? (
                <mark key={index} className="rounded-sm bg-amber-50 px-0.5 font-semibold text-amber-900">
                  {piece}
                </mark>
              ) : (
                piece
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
