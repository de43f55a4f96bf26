import type { ProjectSummary } from '@portfolio/common';
import type { ReactNode } from 'react';
import { Loader } from '@/components/Loader';
import { texts } from '@/config/texts';
import type { RequestState } from '@/lib/use-request';
import { ProjectCard } from './ProjectCard';

/** Three columns on large screens for the home list, four on the category pages. */
const LAYOUTS = {
  home: {
    grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
    sizes: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
    eagerCount: 0,
    placeholders: 3,
    loadingClass: 'relative',
  },
  category: {
    grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
    sizes: '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw',
    // The first card is the page's largest paint on a phone; the others load once laid out, after it.
    eagerCount: 1,
    placeholders: 4,
    // The list is the page: while it loads it fills the screen, so that the footer does not jump down after.
    loadingClass: 'relative min-h-screen',
  },
} as const;

interface ProjectListProps {
  state: RequestState<ProjectSummary[]>;
  layout: keyof typeof LAYOUTS;
  headingLevel?: 'h2' | 'h3';
  /** Asks again after a failure; when given, the error text comes with a button. */
  onRetry?: () => void;
  /** Shown under the empty state's text, e.g. a way out of a filter that matches nothing. */
  emptyAction?: ReactNode;
}

/** A grid of project cards with its loading overlay, error text and empty state. */
export function ProjectList({ state, layout, headingLevel, onRetry, emptyAction }: ProjectListProps) {
  const { grid, sizes, eagerCount, placeholders, loadingClass } = LAYOUTS[layout];
  if (state.status === 'error') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4">
        <p role="alert" className="text-red-800">
          {texts.projects.loadError}
        </p>
        {onRetry && (
          <button type="button" className="btn-secondary" onClick={onRetry}>
            {texts.projects.retry}
          </button>
        )}
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={loadingClass}>
        <Loader overlay label={texts.projects.loading} />
        {/* Card-shaped placeholders keep the page from jumping when the cards arrive. */}
        <ul className={grid} aria-hidden="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <li
              key={index}
              className="h-80 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none"
            />
          ))}
        </ul>
      </div>
    );
  }
  if (state.data.length === 0) {
    return (
      <div className="rounded-xl bg-slate-50 px-5 py-10 text-center">
        <p className="text-slate-600">{texts.projects.empty}</p>
        {emptyAction && <div className="mt-4">{emptyAction}</div>}
      </div>
    );
  }
  return (
    <ul className={grid}>
      {state.data.map((project, index) => (
        <li key={project._id}>
          <ProjectCard
            project={project}
            imageSizes={sizes}
            eager={index < eagerCount}
            highPriority={index === 0 && eagerCount > 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
