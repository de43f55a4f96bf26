import type { Project } from '@portfolio/common';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { projectPageTexts } from '@/config/project-page-texts';
import { projectTexts } from '@/config/project-texts';
import { setProjectPublished } from '@/features/dashboard/api/project-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { useOwnerProject } from '@/features/projects/api/draft-project';
import { ProjectDetails } from '@/features/projects/components/ProjectDetails';

/**
 * The owner's view of a project visitors cannot open: a draft shows as its public page will, under a banner with a
 * Publish button. Anything the API does not answer to the owner either (an unknown id) is `notFound`.
 */
export function DraftPreview({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { state } = useOwnerProject(id);
  if (state.status === 'loading') return <PageLoader label={projectTexts.loading} />;
  if (state.status === 'error') return notFound;
  return <PreviewOf key={state.data._id} project={state.data} />;
}

function PreviewOf({ project }: { project: Project }) {
  const [published, setPublished] = useState(project.published);
  const [publishing, setPublishing] = useState(false);
  const [failed, setFailed] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  const justPublished = published && !project.published;
  // The banner and its focused button are gone: the keyboard continues from the page itself.
  useEffect(() => {
    if (justPublished) page.current?.focus();
  }, [justPublished]);

  async function publish() {
    setPublishing(true);
    setFailed(false);
    try {
      await setProjectPublished(project._id, true);
      setPublished(true);
    } catch (error) {
      // A refused session has its own popup already.
      if (!isSessionRefusal(error)) setFailed(true);
    } finally {
      setPublishing(false);
    }
  }

  return (
    <>
      {/* Announces the outcome; empty (and invisible) until the project is published. */}
      <p role="status" className="sr-only">
        {justPublished ? projectPageTexts.published : ''}
      </p>
      {!published && (
        <div className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6 lg:px-8">
          <section
            aria-label={projectPageTexts.draftBanner}
            data-testid="draft-banner"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900"
          >
            <p className="font-semibold">{projectPageTexts.draftBanner}</p>
            <button
              type="button"
              className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
              disabled={publishing}
              onClick={() => void publish()}
            >
              {publishing ? projectPageTexts.publishing : projectPageTexts.publish}
            </button>
            {failed && (
              <p role="alert" className="w-full text-sm">
                {dashboardTexts.publishFailed}
              </p>
            )}
          </section>
        </div>
      )}
      <div ref={page} tabIndex={-1} className="outline-none">
        <ProjectDetails project={{ ...project, published }} />
      </div>
    </>
  );
}
