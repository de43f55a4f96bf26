import {
  ALL_CATEGORIES,
  filterProjects,
  isFilterActive,
  PROJECT_CATEGORIES,
  type ProjectSummary,
} from '@portfolio/common';
import { useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Link, NavLink } from '@/components/links';
import { useSiteContent } from '@/lib/site-content';
import { useDocumentTitle } from '@/lib/document-title';
import { pageMeta } from '@/config/page-meta';
import { paths } from '@/config/paths';
import { projectListTexts, projectsHeading } from '@/config/project-list-texts';
import type { RequestState } from '@/lib/use-request';
import { useCategoryProjects } from './api/use-projects';
import { ProjectFilters } from './components/ProjectFilters';
import { ProjectList } from './components/ProjectList';
import { OldFilterLinkNotice } from './components/OldFilterLinkNotice';
import { useProjectFilter } from './filters/use-project-filter';
import { projectFilterTexts } from '@/config/project-filter-texts';

// Made when drawn: a page in another language puts its texts in place after this module is loaded.
const categoryTabs = () => [
  { category: ALL_CATEGORIES, label: projectListTexts.allCategories },
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
  state: RequestState<ProjectSummary[]>;
  onRetry?: () => void;
}) {
  const heading = projectsHeading(category);
  useDocumentTitle(...pageMeta.projects(heading, useSiteContent()));
  const { filter, filtered, toggleLink, setQuery, clearLink, formAction } = useProjectFilter();
  const searchRef = useRef<HTMLInputElement>(null);
  const projects = state.status === 'success' ? state.data : undefined;
  const hasProjects = projects !== undefined && projects.length > 0;
  // Derived during render from the URL, so the server and the browser draw the same list.
  const shown = useMemo(() => projects && filterProjects(projects, filter), [projects, filter]);
  const listState: RequestState<ProjectSummary[]> = shown ? { status: 'success', data: shown } : state;
  const filtering = isFilterActive(filter);
  const clearButton = (
    <Link
      to={clearLink}
      preventScrollReset
      className="btn-secondary"
      // The link that had the focus may be gone; the search box is where a new search starts.
      onClick={() => searchRef.current?.focus()}
    >
      {projectFilterTexts.clearFilters}
    </Link>
  );
  return (
    <section className="section">
      <h1 className="page-title">{heading}</h1>
      <nav aria-label={projectListTexts.categoriesLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {categoryTabs().map((tab) => (
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
      {hasProjects && (
        <ProjectFilters
          projects={projects}
          filter={filter}
          toggleLink={toggleLink}
          formAction={formAction}
          onQueryChange={setQuery}
          searchRef={searchRef}
        />
      )}
      {hasProjects && !filtered && <OldFilterLinkNotice filteredPath={formAction} />}
      <div className="mt-8 min-h-80">
        {hasProjects && shown && (
          <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
            {/* Read out politely whenever the filter changes the number of projects shown. */}
            <p aria-live="polite" aria-atomic="true" className="text-sm text-slate-600">
              {projectFilterTexts.resultCount(shown.length, projects.length)}
            </p>
            {filtering && shown.length > 0 && clearButton}
          </div>
        )}
        <ProjectList
          state={listState}
          layout="category"
          onRetry={onRetry}
          emptyAction={filtering ? clearButton : undefined}
        />
      </div>
    </section>
  );
}
