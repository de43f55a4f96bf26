// The dashboard's texts in the page's language when the app comes to the dashboard from another of its pages: the
// page's first load took the language's dashboard catalog only on a dashboard page (page-language.ts), so the
// dashboard's frame adds it here, before its pages render. A page in English loads nothing more.
import { whenLoaded } from '@portfolio/common';
import { useEffect, useState } from 'react';
// The languages' type only: their list is in page-language.ts's chunk, which the dashboard's would then share.
import type { InterfaceLanguage } from './interface-languages';

const DASHBOARD_CATALOGS: Record<InterfaceLanguage, () => Promise<{ default: object }>> = {
  bn: () => import('./catalogs/bn-dashboard'),
  ar: () => import('./catalogs/ar-dashboard'),
};

/** The catalog's part being added, once; then whether it is in place. */
let adding: Promise<void> | undefined;
let added = false;

/** The page's language's dashboard part, if the page is in a language with a catalog and the part is not in place. */
function missingPart(): (() => Promise<{ default: object }>) | undefined {
  const { lang: language } = document.documentElement;
  // Set once a page language's texts are in place: never in English.
  if (added || !whenLoaded.addPart || !Object.hasOwn(DASHBOARD_CATALOGS, language)) return undefined;
  return DASHBOARD_CATALOGS[language as InterfaceLanguage];
}

/**
 * Whether the dashboard's texts are in the page's language yet: at once in English, else once the language's
 * dashboard catalog is added to the texts in place (the same texts again where the first load took it), for the text
 * modules loaded now and those that load later. A part that cannot load leaves the dashboard in English.
 */
export function useDashboardLanguage(): boolean {
  const [ready, setReady] = useState(() => !missingPart());
  useEffect(() => {
    const load = missingPart();
    if (!load) return;
    adding ??= load().then((part) => whenLoaded.addPart?.(part.default));
    const done = () => {
      added = true;
      setReady(true);
    };
    adding.then(done, done);
  }, []);
  return ready;
}
