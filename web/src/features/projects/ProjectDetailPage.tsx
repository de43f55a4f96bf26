import type { Project } from '@portfolio/common';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../config/paths';
import { texts } from '../../config/texts';
import { ApiRequestError } from '../../lib/api-client';
import type { RequestState } from '../../lib/use-request';
import { useProject } from './api/use-projects';
import { ProjectDetails } from './components/ProjectDetails';

/** `/project/{id}`. */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const { state, retry } = useProject(id);
  return <ProjectDetailView state={state} onRetry={retry} />;
}

/**
 * The spec leaves fetch errors open: an unknown id gets a not-found state with a way back, any other failure an
 * error with a retry.
 */
export function ProjectDetailView({ state, onRetry }: { state: RequestState<Project>; onRetry: () => void }) {
  if (state.status === 'success') return <ProjectDetails project={state.data} />;
  if (state.status === 'loading') {
    return <PageLoader label={texts.project.loading} />;
  }
  if (state.error instanceof ApiRequestError && state.error.status === 404) {
    return (
      <ProjectProblem title={texts.project.notFoundTitle} body={texts.project.notFoundBody}>
        <Link to={paths.allProjects} className="btn-primary">
          {texts.project.backToProjects}
        </Link>
      </ProjectProblem>
    );
  }
  return (
    <ProjectProblem title={texts.project.loadErrorTitle} body={texts.project.loadErrorBody}>
      <button type="button" className="btn-primary" onClick={onRetry}>
        {texts.project.retry}
      </button>
      <Link to={paths.allProjects} className="btn-secondary">
        {texts.project.backToProjects}
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
