import type { PostHeading } from '@portfolio/common';
import { writingTexts } from '@/config/writing-texts';

/** A long post's contents: its h2 and h3 headings, linking to their ids (in-page links, no app needed). */
export function TableOfContents({ headings }: { headings: PostHeading[] }) {
  return (
    <nav aria-labelledby="contents-title" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="contents-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {writingTexts.contents}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'ps-4' : undefined}>
            <a href={`#${heading.id}`} className="text-brand-700 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
