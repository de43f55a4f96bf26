import { useLocation } from 'react-router-dom';
import { samePageIn, usePageLanguages } from '@/lib/site-languages';

/**
 * The same page in each of the site's languages: plain links (another language is another document, with its own
 * texts), so they work before and without the app. The page's first script remembers the one followed.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const page = usePageLanguages();
  const { pathname, search } = useLocation();
  if (!page || page.languages.length < 2) return null;
  return (
    <li className="mt-2 border-t border-slate-100 pt-3 md:mt-0 md:ms-2 md:border-0 md:pt-0">
      <ul aria-label={label} className="flex gap-1" data-language-switch="">
        {page.languages.map(({ code, name }) => (
          <li key={code}>
            <a
              href={samePageIn(code, page, pathname, search)}
              hrefLang={code}
              lang={code}
              aria-current={code === page.current ? 'true' : undefined}
              className="block rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 aria-[current]:bg-brand-50 aria-[current]:text-brand-700"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
