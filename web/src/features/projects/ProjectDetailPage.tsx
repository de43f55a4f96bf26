import type { Project } from '@portfolio/common';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/links';
import { PageLoader } from '@/components/PageLoader';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/config/paths';
import { projectTexts } from '@/config/project-texts';
import { ApiRequestError } from '@/lib/api-client';
import type { RequestState } from '@/lib/use-request';
import { useProject } from './api/use-projects';
import { ProjectDetails } from './components/ProjectDetails';

/**
 * `/project/{id}` as visitors see it. An unknown id or a draft (the API answers 404 to visitors for both) shows
 * what `notFound` renders for that id: the app's 404 page, or the owner's preview of a draft.
 */
export function ProjectDetailPage({ notFound }: { notFound: (id: string) => ReactNode }) {
  const { id = '' } = useParams();
  const { state, retry } = useProject(id);
  return <ProjectDetailView state={state} onRetry={retry} notFound={() => notFound(id)} />;
}

/** The spec leaves fetch errors open: a 404 shows `notFound`, any other failure an error with a retry. */
export function ProjectDetailView({
  state,
  onRetry,
  notFound,
}: {
  state: RequestState<Project>;
  onRetry: () => void;
  notFound: () => ReactNode;
}) {
  if (state.status === 'success') return <ProjectDetails project={state.data} />;
  if (state.status === 'loading') {
    return <PageLoader label={projectTexts.loading} />;
  }
  if (state.error instanceof ApiRequestError && state.error.status === 404) return notFound();
  return (
    <ProjectProblem title={projectTexts.loadErrorTitle} body={projectTexts.loadErrorBody}>
      <button type="button" className="btn-primary" onClick={onRetry}>
        {projectTexts.retry}
      </button>
      <Link to={paths.allProjects} className="btn-secondary">
        {projectTexts.backToProjects}
      </Link>
    </ProjectProblem>
  );
}

function ProjectProblem({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  useDocumentTitle(title, body);
  return (
    <section className="section flex flex-col items-center py-24 text-center">
      <h1 className="page-title">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
