import { type Project } from '@portfolio/common';
import { ALERT_AUTO_CLOSE_MS } from '../../../config/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../../../components/Loader';
import { paths } from '../../../config/paths';
import { dashboardTexts } from '../../../config/dashboard-texts';
import { alertError, alertSuccess, confirmDanger } from '../../../lib/alerts';
import { useDocumentTitle } from '../../../lib/document-title';
import { deleteProject, setProjectPublished } from '../api/project-requests';
import { isSessionRefusal } from '../api/request-failure';
import { useDashboardProjects } from '../data/live-projects';
import { categoryLabel, projectDates } from './project-display';

/** /dashboard/my-projects: every project by priority, with Edit and Delete. */
export function MyProjectsPage() {
  useDocumentTitle('My All Projects');
  const projects = useDashboardProjects();
  const [deletingId, setDeletingId] = useState<string>();
  const [publishingId, setPublishingId] = useState<string>();

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
      dashboardTexts.deleteConfirmText,
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
    <section aria-labelledby="my-projects-title">
      <h1 id="my-projects-title">My All Projects</h1>
      {projects.status === 'loading' ? <Loader label="Loading the projects" /> : null}
      {projects.status === 'error' ? (
        <p className="form-error" role="alert">
          {dashboardTexts.listFailed}
        </p>
      ) : null}
      {projects.status === 'success' && projects.data.length === 0 ? (
        <p>{dashboardTexts.noProjects}</p>
      ) : null}
      {projects.status === 'success' && projects.data.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="projects-table w-full text-left">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Priority</th>
                <th scope="col">Dates</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {projects.data.map((project) => (
                <tr key={project._id}>
                  <td>
                    <img
                      src={project.thumbnail || project.image}
                      alt={project.title}
                      width={96}
                      height={54}
                      loading="lazy"
                      className="h-14 w-24 rounded object-cover"
                    />
                  </td>
                  <th scope="row">
                    {project.title}
                    {project.published ? null : <span className="badge ml-2">Draft</span>}
                  </th>
                  <td>{categoryLabel(project.category)}</td>
                  <td>{project.status}</td>
                  <td>{project.priority}</td>
                  <td>{projectDates(project)}</td>
                  <td>
                    <div className="flex gap-2">
                      <Link
                        to={paths.dashboardUpdateProject(project._id)}
                        className="button"
                        aria-label={`Edit ${project.title}`}
                      >
                        Edit
                      </Link>
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`${project.published ? 'Unpublish' : 'Publish'} ${project.title}`}
                        disabled={publishingId === project._id}
                        onClick={() => void togglePublished(project)}
                      >
                        {project.published ? 'Unpublish' : 'Publish'}
                      </button>
                      <button
                        type="button"
                        className="button button-danger"
                        aria-label={`Delete ${project.title}`}
                        disabled={deletingId === project._id}
                        onClick={() => void confirmAndDelete(project)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
