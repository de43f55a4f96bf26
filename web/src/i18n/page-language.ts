// The browser's side: a page in another language than English loads this chunk, and with it its language's
// catalog (chunks per language, parsed at build time), before the app renders or hydrates the server's HTML.
import { whenLoaded } from '@portfolio/common';
import { paths } from '@/config/paths';
import { pageLanguageBase } from '@/lib/language-prefix';
import { whenIdle } from '@/lib/when-idle';
import { isInterfaceLanguage, type InterfaceLanguage } from './interface-languages';
import { applyInterfaceLanguage, applyInterfaceTexts, mergeCatalogs } from './interface-texts';
import type { Catalog } from './parse-catalog';

type CatalogChunk = () => Promise<{ default: object }>;

/**
 * Each language's catalog in three parts: what the home page shows as served (every page's texts, the writing's),
 * the rest of the public pages (the other pages' own, a list's loading and failure, the forms', the validation
 * messages), and the owner's dashboard. The first load of `/` in a language, budgeted as `/` is, takes the first
 * part only; the dashboard's part loads on the dashboard's pages only.
 */
const CATALOGS: Record<
  InterfaceLanguage,
  [home: CatalogChunk, pages: CatalogChunk, dashboard: CatalogChunk]
> = {
  bn: [
    () => import('./catalogs/bn.json'),
    () => import('./catalogs/bn-pages'),
    () => import('./catalogs/bn-dashboard'),
  ],
  ar: [
    () => import('./catalogs/ar.json'),
    () => import('./catalogs/ar-pages.json'),
    () => import('./catalogs/ar-dashboard'),
  ],
};

/**
 * Puts the page's language's texts (`<html lang>`, which the server sets) in place for good (a page keeps its
 * language), and the owner's wording of them (`overrides`, which the page carries) over them; English for a language
 * without a catalog. The home page takes the other pages' part once the browser is idle; any other page before it
 * renders.
 */
export default async function applyPageLanguage(overrides?: Catalog): Promise<void> {
  const { lang: language } = document.documentElement;
  const owned = overrides ? [overrides] : [];
  if (!isInterfaceLanguage(language)) return void applyInterfaceTexts(language, ...owned);
  const [home, pages, dashboard] = CATALOGS[language];
  // The page's path without its language's prefix (`/bn/` → `/`).
  const path = window.location.pathname.slice(pageLanguageBase()?.length ?? 0) || paths.home;
  const onHome = path === paths.home;
  // A part that cannot load stops the app's start: the page stays as the server made it, in its language.
  // Off the dashboard its place is the home part again (the same module, merged twice alike): fewer bytes than a
  // list of two or three parts.
  const parts = await Promise.all(
    onHome ? [home()] : [home(), pages(), path.startsWith(paths.dashboard) ? dashboard() : home()],
  );
  const texts = applyInterfaceLanguage(language, ...parts.map((part) => part.default as Catalog), ...owned);
  // A part added later (the other pages', the dashboard's) keeps the owner's wording over it.
  const add = (part: Catalog) => texts.add(mergeCatalogs(part, ...owned));
  // The dashboard's module adds its part when the app comes to it from another page (dashboard-language.ts).
  whenLoaded.addPart = add;
  if (onHome) whenIdle(() => void pages().then((part) => add(part.default as Catalog)));
}
