import { Link } from '@/components/links';
import { paths } from '@/config/paths';

const chip = 'rounded-full border px-3 py-1 text-sm font-medium transition-colors';
const chipIdle = `${chip} border-slate-200 bg-slate-50 text-slate-700 hover:border-brand-600 hover:text-brand-700`;
const chipActive = `${chip} border-brand-600 bg-brand-600 text-white`;

/** Tags as links to the list filtered by each: plain links, so they work before and without the app. */
export function TagLinks({ tags, active, allLabel }: { tags: string[]; active?: string; allLabel?: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {allLabel && (
        <li>
          <Link
            to={paths.writing}
            className={active ? chipIdle : chipActive}
            aria-current={active ? undefined : 'page'}
          >
            {allLabel}
          </Link>
        </li>
      )}
      {tags.map((tag) => {
        const current = active?.toLowerCase() === tag.toLowerCase();
        return (
          <li key={tag}>
            <Link
              to={paths.writingTag(tag)}
              className={current ? chipActive : chipIdle}
              aria-current={current ? 'page' : undefined}
            >
              {tag}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
