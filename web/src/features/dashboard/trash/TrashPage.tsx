import { categoryLabel, siteImageUrl, type TrashedProject } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { listTrash, removeFromTrash, restoreFromTrash } from '@/features/dashboard/api/site-requests';
import { dayFormat } from '@/features/dashboard/dates';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { PostTrashSection } from '@/features/dashboard/writing/PostTrashSection';

/** /dashboard/trash: deleted projects, restorable until they go for good. */
export function TrashPage() {
  useDocumentTitle('Trash');
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
    <DashboardPage
      title="Trash"
      description="Deleted projects wait here with their images, hidden from visitors, until you restore them or they are removed on the date shown."
    >
      {failed ? (
        <LoadFailed />
      ) : !trash ? (
        <Loader label="Loading the trash" />
      ) : trash.length === 0 ? (
        <p className="panel text-slate-600">{dashboardTexts.noTrash}</p>
      ) : (
        <ul className="grid gap-4" aria-label="Deleted projects">
          {trash.map((project) => (
            <li key={project._id} className="panel flex flex-wrap items-center gap-4">
              <img
                src={siteImageUrl(project.thumbnail)}
                alt=""
                width={96}
                height={64}
                className="h-16 w-24 rounded-lg bg-slate-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <h2 className="text-base">{project.title}</h2>
                <p className="text-sm text-slate-600">
                  {categoryLabel(project.category)} · {project.published ? 'Published' : 'Draft'} · deleted{' '}
                  {dayFormat.format(new Date(project.trashedAt))} · removed for good on{' '}
                  <time dateTime={project.expiresAt}>{dayFormat.format(new Date(project.expiresAt))}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="button"
                  disabled={busyId !== undefined}
                  onClick={() => void restore(project)}
                >
                  Restore<span className="sr-only"> {project.title}</span>
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={busyId !== undefined}
                  onClick={() => void removeForGood(project)}
                >
                  Delete for good<span className="sr-only"> {project.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PostTrashSection />
    </DashboardPage>
  );
}
