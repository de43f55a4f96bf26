import { type Project } from '@portfolio/common';
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from '@/components/links';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { paths } from '@/config/paths';
import { ALERT_AUTO_CLOSE_MS } from '@/config/ui';
import { alertError, alertSuccess, confirmDanger } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { deleteProject, setProjectPublished } from '@/features/dashboard/api/project-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { useDashboardProjects } from '@/features/dashboard/data/live-projects';
import { useVisitStats } from '@/features/dashboard/stats/use-visit-stats';
import { moveLabel, ProjectRow } from './ProjectRow';
import { useProjectOrder } from './use-project-order';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';

const COLUMNS = ['image', 'title', 'category', 'status', 'priority', 'dates', 'views', 'actions'] as const;

/** /dashboard/my-projects: every project by priority, with Edit, Publish / Unpublish, Delete and the ordering. */
export function MyProjectsPage() {
  const T = dashboardProjectsTexts.list;
  useDocumentTitle(T.title);
  const projects = useDashboardProjects();

  return (
    <section aria-labelledby="my-projects-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="my-projects-title" className="page-title">
          {T.title}
        </h1>
        <Link to={paths.dashboardAddProject} className="btn-primary">
          {T.addProject}
        </Link>
      </div>
      {projects.status === 'loading' ? <Loader label={T.loading} /> : null}
      {projects.status === 'error' ? <LoadFailed /> : null}
      {projects.status === 'success' && projects.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <p className="text-lg font-semibold text-slate-900">{dashboardTexts.noProjects}</p>
          <Link to={paths.dashboardAddProject} className="btn-secondary">
            {T.addFirst}
          </Link>
        </div>
      ) : null}
      {projects.status === 'success' && projects.data.length > 0 ? (
        <ProjectList live={projects.data} />
      ) : null}
    </section>
  );
}

/** The projects, in a table from 768 px and as cards below; reordered by dragging or by the arrows. */
function ProjectList({ live }: { live: Project[] }) {
  const { projects, move, announcement } = useProjectOrder(live);
  const views = useProjectViews();
  const [deletingId, setDeletingId] = useState<string>();
  const [publishingId, setPublishingId] = useState<string>();
  const [dragFrom, setDragFrom] = useState<number>();
  const [dropOn, setDropOn] = useState<number>();
  const listRef = useRef<HTMLTableSectionElement>(null);
  // The button to focus once a move has re-rendered the rows (moving a row in the DOM drops its focus).
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' }>(undefined);

  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !listRef.current) return;
    focusAfterMove.current = undefined;
    const project = projects.find((item) => item._id === target.id);
    if (!project) return;
    const buttons = [target.direction, target.direction === 'up' ? 'down' : 'up'].map((direction) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `button[aria-label="${CSS.escape(moveLabel(project.title, direction as 'up' | 'down'))}"]`,
      ),
    );
    // At the top (or bottom) the pressed button is disabled: the other one of the row takes the focus.
    buttons.find((button) => button && !button.disabled)?.focus();
  });

  function moveByButton(from: number, to: number) {
    const project = projects[from];
    if (project) focusAfterMove.current = { id: project._id, direction: to < from ? 'up' : 'down' };
    move(from, to);
  }

  function onDragStart(event: DragEvent<HTMLTableRowElement>, index: number) {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', projects[index]?._id ?? '');
    setDragFrom(index);
  }

  function onDragOver(event: DragEvent<HTMLTableRowElement>, index: number) {
    if (dragFrom === undefined) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropOn !== index) setDropOn(index);
  }

  function onDrop(event: DragEvent<HTMLTableRowElement>, index: number) {
    event.preventDefault();
    if (dragFrom !== undefined) move(dragFrom, index);
    endDrag();
  }

  function endDrag() {
    setDragFrom(undefined);
    setDropOn(undefined);
  }

  async function togglePublished(project: Project) {
    setPublishingId(project._id);
    try {
      // The live table shows the new state as soon as Firestore reports it.
      await setProjectPublished(project._id, !project.published);
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.publishFailed);
    } finally {
      setPublishingId(undefined);
    }
  }

  async function confirmAndDelete(project: Project) {
    const confirmed = await confirmDanger(
      dashboardTexts.deleteConfirmTitle,
      dashboardTexts.projectDeleteConfirmText,
      dashboardTexts.deleteConfirmButton,
    );
    if (!confirmed) return;
    setDeletingId(project._id);
    try {
      await deleteProject(project._id);
      // The table is live: the project leaves it as soon as Firestore reports the delete.
      void alertSuccess(dashboardTexts.deletedTitle, ALERT_AUTO_CLOSE_MS, dashboardTexts.projectDeleted);
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.deleteFailed);
    } finally {
      setDeletingId(undefined);
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-sm">
        <p className="text-slate-600">{projects.length > 1 ? dashboardTexts.orderHint : null}</p>
        {/* Moves and failures are read out politely; role="status" is left to the loaders, which say a page is not ready. */}
        <p
          aria-live="polite"
          className={`font-medium ${announcement?.failed ? 'text-red-700' : 'text-brand-700'}`}
        >
          {announcement?.text}
        </p>
      </div>
      <div className="table-scroll bg-white shadow-sm max-md:overflow-visible max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:shadow-none">
        <table className="max-md:block">
          <thead className="max-md:hidden">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2.5">
                  {dashboardProjectsTexts.list.columns[column]}
                  {/* Narrow, so that the table fits beside the side menu; its full name for screen readers. */}
                  {column === 'views' ? (
                    <span className="sr-only">{dashboardProjectsTexts.list.viewsRange}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={listRef} className="max-md:flex max-md:flex-col max-md:gap-3">
            {projects.map((project, index) => (
              <ProjectRow
                key={project._id}
                project={project}
                views={views === undefined ? undefined : (views.get(project._id) ?? 0)}
                index={index}
                count={projects.length}
                publishing={publishingId === project._id}
                deleting={deletingId === project._id}
                dragging={dragFrom === index}
                dropTarget={dropOn === index && dragFrom !== index}
                onMove={moveByButton}
                onTogglePublished={(item) => void togglePublished(item)}
                onDelete={(item) => void confirmAndDelete(item)}
                onDragStart={onDragStart}
                onDragOver={onDragOver}
                onDrop={onDrop}
                onDragEnd={endDrag}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Each project's page views over the last 30 days, once the statistics have come (a failure shows none). */
function useProjectViews(): Map<string, number> | undefined {
  const stats = useVisitStats(30);
  if (stats.status !== 'success') return undefined;
  return new Map(
    stats.data.pages.flatMap((page) => (page.projectId === undefined ? [] : [[page.projectId, page.views]])),
  );
}
