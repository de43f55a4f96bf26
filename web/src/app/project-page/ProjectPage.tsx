import { lazy, Suspense } from 'react';
import { NotFoundPage } from '@/features/errors/NotFoundPage';
import { ProjectDetailPage } from '@/features/projects/ProjectDetailPage';
import { useAuthView } from '@/lib/auth';

// The owner's preview, with the dashboard's publish request: loaded only when an admin meets a 404 here.
const DraftPreview = lazy(() =>
  import('./DraftPreview').then((module) => ({ default: module.DraftPreview })),
);

/** `/project/{id}`: the project, or for an unknown id or a draft the 404 page, which the owner sees as a preview. */
export function ProjectPage() {
  return <ProjectDetailPage notFound={(id) => <ProjectNotFound id={id} />} />;
}

/**
 * The server answers 404 with this page to everyone (its HTML is public and cached), and the browser renders it the
 * same while it hydrates. Once the session says the user is the admin, the draft is asked for with their token.
 */
export function ProjectNotFound({ id }: { id: string }) {
  const session = useAuthView();
  if (session.status !== 'signedIn' || !session.isAdmin) return <NotFoundPage />;
  return (
    <Suspense fallback={<NotFoundPage />}>
      <DraftPreview id={id} notFound={<NotFoundPage />} />
    </Suspense>
  );
}
