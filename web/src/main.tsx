import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { resolveLazyRoutes } from './app/lazy-routes';
import { routes } from './app/router';
import { APP_FAILED_ATTRIBUTE } from '@/config/early-controls';
import { loadAuthWhenIdle } from '@/lib/auth';
import { INTERFACE_TEXTS_ELEMENT_ID, pageDataOf, readJsonElement, readPageData } from './lib/page-data';
import { whenIdle } from './lib/when-idle';
import { readSiteContent } from './lib/site-content';
import { pageLanguageBase } from './lib/language-prefix';
import './lib/react-dom-client-init';
import type { Catalog } from './i18n/parse-catalog';
import { ROOT_ELEMENT_ID } from './config/page-root';
import './styles.css';

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`The page has no #${ROOT_ELEMENT_ID}`);

/** Public pages arrive rendered (with their data as JSON); the signed-in areas arrive as the frame only. */
const entries = readPageData();
const pageData = pageDataOf(entries ?? {});

/** Ends the current task: between start-up steps the browser may handle a tap or paint, so none is one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** A page in another language than the default one is under its prefix (`/bn`), the router's base. */
const basename = pageLanguageBase();

async function start(root: HTMLElement) {
  const { pathname, search, hash } = window.location;
  // A page in another language than English gets its texts, and any page the owner's wording of them, before any
  // page's module loads or the app renders.
  const ownTexts = readJsonElement<Catalog>(INTERFACE_TEXTS_ELEMENT_ID);
  if (document.documentElement.lang != 'en' || ownTexts)
    await import('./i18n/page-language').then((language) => language.default(ownTexts));
  await nextTask();
  // A server-rendered page is hydrated. It works whole without the app, so if a chunk it needs cannot be loaded,
  // it stays as it is (its links load pages from the server) and is marked as one the app did not start on.
  const hydrate = entries !== undefined;
  if (
    hydrate &&
    !(await resolveLazyRoutes(routes, `${pathname}${search}${hash}`, basename).then(
      () => true,
      () => false,
    ))
  ) {
    document.documentElement.setAttribute(APP_FAILED_ATTRIBUTE, '');
    return;
  }
  await nextTask();
  const router = createBrowserRouter(routes, { basename });
  // The page's data describes the page it came with: after the first navigation, pages ask the API.
  const firstLocation = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === firstLocation) return;
    pageData.expire();
    stopWatching();
  });
  const page = <App router={router} pageData={pageData} siteContent={readSiteContent()} />;
  // StrictMode's checks run in development only; the production build leaves the wrapper out.
  const app = import.meta.env.DEV ? <StrictMode>{page}</StrictMode> : page;
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // in one long task; the page is already painted from the server's HTML meanwhile.
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  loadAuthWhenIdle();
  // The start script reported the arrival; what reports the pages the app shows next, and offers the page in the
  // visitor's language, loads once the browser is idle (a failed load only leaves them undone).
  whenIdle(() => {
    import('./app/after-start').then(
      ({ afterStart }) => afterStart(router, pathname),
      () => {},
    );
  });
}

void start(container);
