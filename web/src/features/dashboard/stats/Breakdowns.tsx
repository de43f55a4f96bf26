import {
  DEVICE_CLASSES,
  DIRECT_REFERRER,
  isLanguageCode,
  KNOWN_LANGUAGES,
  OTHER_VISITS,
  type DeviceClass,
  type VisitStats,
} from '@portfolio/common';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { CountTable, type CountRow } from './CountTable';

const TOP_ROWS = 10;

const DEVICE_LABELS: Record<DeviceClass, string> = { desktop: 'Desktop', phone: 'Phone', tablet: 'Tablet' };

/** The names of the pages that are not a project's. */
const PAGE_NAMES: Record<string, string> = {
  [paths.home]: 'Home',
  [paths.allProjects]: 'All projects',
  [paths.about]: 'About',
  [paths.services]: 'Services',
  [paths.contact]: 'Contact',
  [OTHER_VISITS]: 'Other pages',
};

type PageViews = VisitStats['pages'][number];

const projectName = (page: PageViews) =>
  page.title ? (
    <Link to={page.path} className="text-brand-700 hover:underline">
      {page.title}
    </Link>
  ) : (
    <span className="text-slate-600">A deleted project</span>
  );

const pageName = (page: PageViews) => (
  <>
    {page.title ?? PAGE_NAMES[page.path] ?? page.path}{' '}
    <code className="text-xs font-normal text-slate-600">{page.path}</code>
  </>
);

const pageRows = (pages: PageViews[], name: (page: PageViews) => CountRow['name']): CountRow[] =>
  pages.slice(0, TOP_ROWS).map((page) => ({ key: page.path, views: page.views, name: name(page) }));

/** The range's views by project, page, source and device: a table each. */
export function Breakdowns({ stats }: { stats: VisitStats }) {
  const total = stats.totals.views;
  const tables = [
    {
      caption: 'Top projects',
      nameHeading: 'Project',
      total,
      empty: 'No project page was viewed in this range.',
      rows: pageRows(
        stats.pages.filter((page) => page.projectId !== undefined),
        projectName,
      ),
    },
    {
      caption: 'Top pages',
      nameHeading: 'Page',
      total,
      empty: 'No page was viewed in this range.',
      rows: pageRows(stats.pages, pageName),
    },
    {
      caption: 'Where visitors come from',
      nameHeading: 'Source',
      total: stats.referrers.reduce((sum, referrer) => sum + referrer.views, 0),
      empty: 'No visit arrived in this range.',
      rows: stats.referrers.slice(0, TOP_ROWS).map((referrer) => ({
        key: referrer.host,
        views: referrer.views,
        name:
          referrer.host === DIRECT_REFERRER ? 'Direct (a typed address, a bookmark, an app)' : referrer.host,
      })),
    },
    {
      caption: 'Devices',
      nameHeading: 'Device',
      total: DEVICE_CLASSES.reduce((sum, device) => sum + stats.devices[device], 0),
      empty: 'No view was counted in this range.',
      rows: DEVICE_CLASSES.map((device) => ({
        key: device,
        views: stats.devices[device],
        name: DEVICE_LABELS[device],
      })),
    },
    {
      caption: 'Languages',
      nameHeading: 'Language',
      total: stats.languages.reduce((sum, language) => sum + language.views, 0),
      empty: 'No view was counted in this range.',
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
