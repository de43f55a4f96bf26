import { categoryLabel, siteImageUrl, type TrashedProject } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { listTrash, removeFromTrash, restoreFromTrash } from '@/features/dashboard/api/site-requests';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { PostTrashSection } from '@/features/dashboard/writing/PostTrashSection';
import { TrashEntry } from './TrashEntry';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** /dashboard/trash: deleted projects, restorable until they go for good. */
export function TrashPage() {
  const T = dashboardHomeTexts.trash;
  useDocumentTitle(T.title);
  const [trash, setTrash] = useState<TrashedProject[]>();
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<string>();

  useEffect(() => {
    listTrash().then(setTrash, () => setFailed(true));
  }, []);

  const without = (id: string) => setTrash((current) => current?.filter((project) => project._id !== id));

  async function restore(project: TrashedProject) {
    setBusyId(project._id);
    try {
      await restoreFromTrash(project._id);
      without(project._id);
      void alertSuccess(dashboardTexts.trashRestored);
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.requestFailed);
    } finally {
      setBusyId(undefined);
    }
  }

  async function removeForGood(project: TrashedProject) {
    const confirmed = await confirmDanger(
      dashboardTexts.removeForGoodTitle,
      dashboardTexts.removeForGoodText,
      dashboardTexts.removeForGoodButton,
    );
    if (!confirmed) return;
    setBusyId(project._id);
    try {
      await removeFromTrash(project._id);
      without(project._id);
      void alertSuccess(dashboardTexts.deletedTitle, undefined, dashboardTexts.projectDeleted);
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.deleteFailed);
    } finally {
      setBusyId(undefined);
    }
  }

  return (
    <DashboardPage title={T.title} description={T.description}>
      {failed ? (
        <LoadFailed />
      ) : !trash ? (
        <Loader label={T.loading} />
      ) : trash.length === 0 ? (
        <p className="panel text-slate-600">{dashboardTexts.noTrash}</p>
      ) : (
        <ul className="grid gap-4" aria-label={T.projectsLabel}>
          {trash.map((project) => (
            <TrashEntry
              key={project._id}
              title={project.title}
              kind={categoryLabel(project.category)}
              published={project.published}
              trashedAt={project.trashedAt}
              expiresAt={project.expiresAt}
              busy={busyId !== undefined}
              onRestore={() => void restore(project)}
              onRemove={() => void removeForGood(project)}
              picture={
                <img
                  src={siteImageUrl(project.thumbnail)}
                  alt=""
                  width={96}
                  height={64}
                  className="h-16 w-24 rounded-lg bg-slate-100 object-cover"
                />
              }
            />
          ))}
        </ul>
      )}
      <PostTrashSection />
    </DashboardPage>
  );
}
