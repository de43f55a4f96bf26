import type { Project } from '@portfolio/common';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { dashboardTexts } from '@/config/dashboard-texts';
import { dayFormat } from '@/lib/local-format';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';
import { PanelHeading } from '../DashboardHeadings';

const SHOWN = 5;

/** The drafts most recently worked on, with the way to edit each one and to preview it as its public page. */
export function DraftsPanel({ projects }: { projects: readonly Project[] }) {
  const T = dashboardHomeTexts.home;
  const drafts = projects
    .filter((project) => !project.published)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, SHOWN);
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="drafts-title">
      <PanelHeading
        id="drafts-title"
        title={T.drafts}
        to={paths.dashboardMyProjects}
        linkText={T.manageProjects}
      />
      {drafts.length === 0 ? (
        <p className="empty-state py-8">{dashboardTexts.noDrafts}</p>
      ) : (
        <ul className="grid gap-3">
          {drafts.map((project) => (
            <li key={project._id} className="flex items-center gap-3">
              <img
                src={project.thumbnail || project.image}
                alt=""
                width={64}
                height={36}
                loading="lazy"
                className="h-9 w-16 shrink-0 rounded object-cover ring-1 ring-slate-200"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{project.title}</p>
                <p className="text-xs text-slate-500">
                  {T.updated(project.updatedAt ? dayFormat.format(new Date(project.updatedAt)) : '—')}
                </p>
              </div>
              {[
                { action: T.edit, label: T.editLabel, to: paths.dashboardUpdateProject(project._id) },
                { action: T.preview, label: T.previewLabel, to: paths.project(project._id) },
              ].map(({ action, label, to }) => (
                <Link
                  key={action}
                  to={to}
                  className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  aria-label={label(project.title)}
                >
                  {action}
                </Link>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
