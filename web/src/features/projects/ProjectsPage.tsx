import { ALL_CATEGORIES, PROJECT_CATEGORIES, type Project } from '@portfolio/common';
import { NavLink, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title';
import { pageMeta } from '../../config/page-meta';
import { paths } from '../../config/paths';
import { projectsHeading, texts } from '../../config/texts';
import type { RequestState } from '../../lib/use-request';
import { useCategoryProjects } from './api/use-projects';
import { ProjectList } from './components/ProjectList';

const CATEGORY_TABS = [
  { category: ALL_CATEGORIES, label: texts.projects.allCategories },
  ...Object.entries(PROJECT_CATEGORIES).map(([category, label]) => ({ category, label })),
];

/** `/projects/{categoryOfProject}`: the projects of a category. */
export function ProjectsPage() {
  const { categoryOfProject = ALL_CATEGORIES } = useParams();
  const { state, retry } = useCategoryProjects(categoryOfProject);
  return <ProjectsPageView category={categoryOfProject} state={state} onRetry={retry} />;
}

export function ProjectsPageView({
  category,
  state,
  onRetry,
}: {
  category: string;
  state: RequestState<Project[]>;
  onRetry?: () => void;
}) {
  const heading = projectsHeading(category);
  const meta = pageMeta.projects(heading);
  useDocumentTitle(meta.title, meta.description);
  return (
    <section className="section">
      <h1 className="page-title">{heading}</h1>
      <nav aria-label={texts.projects.categoriesLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {CATEGORY_TABS.map((tab) => (
            <li key={tab.category}>
              <NavLink
                to={paths.projects(tab.category)}
                className={({ isActive }) =>
                  `inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
                    isActive
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700'
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 min-h-80">
        <ProjectList state={state} layout="category" onRetry={onRetry} />
      </div>
    </section>
  );
}
