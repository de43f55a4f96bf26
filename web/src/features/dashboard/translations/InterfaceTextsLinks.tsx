import { KNOWN_LANGUAGES, siteLanguageList, type SiteLanguages } from '@portfolio/common';
import { Link } from '@/components/links';
import { interfaceTextEditorTexts as T } from '@/config/interface-text-editor-texts';
import { dashboardPaths } from '../dashboard-paths';

/** Where the owner words the interface's texts: a link to each of the site's languages, the default one first. */
export function InterfaceTextsLinks({ languages }: { languages: SiteLanguages }) {
  return (
    <section className="panel grid gap-3" aria-labelledby="interface-texts-heading">
      <h2 id="interface-texts-heading">{T.linksHeading}</h2>
      <p className="text-sm text-slate-600">{T.linksHint}</p>
      <ul className="flex flex-wrap gap-2">
        {siteLanguageList(languages).map((code) => (
          <li key={code}>
            <Link to={dashboardPaths.interfaceTexts(code)} className="btn-secondary" lang={code}>
              {KNOWN_LANGUAGES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
