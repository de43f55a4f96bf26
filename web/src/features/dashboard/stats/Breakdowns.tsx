import {
  DEVICE_CLASSES,
  DIRECT_REFERRER,
  isLanguageCode,
  KNOWN_LANGUAGES,
  OTHER_VISITS,
  type VisitStats,
} from '@portfolio/common';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { CountTable, type CountRow } from './CountTable';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

const TOP_ROWS = 10;

/** The name of a page that is not a project's, in the page's language. */
function pageNameOf(path: string): string | undefined {
  const names = dashboardHomeTexts.stats.pages;
  const byPath: Record<string, string> = {
    [paths.home]: names.home,
    [paths.allProjects]: names.allProjects,
    [paths.about]: names.about,
    [paths.services]: names.services,
    [paths.contact]: names.contact,
    [OTHER_VISITS]: names.other,
  };
  return byPath[path];
}

type PageViews = VisitStats['pages'][number];

const projectName = (page: PageViews) =>
  page.title ? (
    <Link to={page.path} className="text-brand-700 hover:underline">
      {page.title}
    </Link>
  ) : (
    <span className="text-slate-600">{dashboardHomeTexts.stats.deletedProject}</span>
  );

const pageName = (page: PageViews) => (
  <>
    {page.title ?? pageNameOf(page.path) ?? page.path}{' '}
    <code className="text-xs font-normal text-slate-600">{page.path}</code>
  </>
);

const pageRows = (pages: PageViews[], name: (page: PageViews) => CountRow['name']): CountRow[] =>
  pages.slice(0, TOP_ROWS).map((page) => ({ key: page.path, views: page.views, name: name(page) }));

/** The range's views by project, page, source and device: a table each. */
export function Breakdowns({ stats }: { stats: VisitStats }) {
  const T = dashboardHomeTexts.stats;
  const total = stats.totals.views;
  const tables = [
    {
      caption: T.topProjects,
      nameHeading: T.project,
      total,
      empty: T.noProjectViews,
      rows: pageRows(
        stats.pages.filter((page) => page.projectId !== undefined),
        projectName,
      ),
    },
    {
      caption: T.topPages,
      nameHeading: T.page,
      total,
      empty: T.noPageViews,
      rows: pageRows(stats.pages, pageName),
    },
    {
      caption: T.sources,
      nameHeading: T.source,
      total: stats.referrers.reduce((sum, referrer) => sum + referrer.views, 0),
      empty: T.noVisits,
      rows: stats.referrers.slice(0, TOP_ROWS).map((referrer) => ({
        key: referrer.host,
        views: referrer.views,
        name: referrer.host === DIRECT_REFERRER ? T.direct : referrer.host,
      })),
    },
    {
      caption: T.devicesTitle,
      nameHeading: T.device,
      total: DEVICE_CLASSES.reduce((sum, device) => sum + stats.devices[device], 0),
      empty: T.noViews,
      rows: DEVICE_CLASSES.map((device) => ({
        key: device,
        views: stats.devices[device],
        name: T.devices[device],
      })),
    },
    {
      caption: T.languages,
      nameHeading: T.language,
      total: stats.languages.reduce((sum, language) => sum + language.views, 0),
      empty: T.noViews,
      rows: stats.languages.map(({ language, views }) => ({
        key: language,
        views,
        name: isLanguageCode(language) ? `${KNOWN_LANGUAGES[language]} (${language})` : language,
      })),
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {tables.map((table) => (
        <CountTable key={table.caption} {...table} />
      ))}
    </div>
  );
}
