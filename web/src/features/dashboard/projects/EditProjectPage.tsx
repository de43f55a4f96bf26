import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '@/components/links';
import { Loader } from '@/components/Loader';
import { paths } from '@/config/paths';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError, alertSuccess } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { updateProject } from '@/features/dashboard/api/project-requests';
import { useProjectForEdit } from '@/features/dashboard/data/live-projects';
import { projectFormValuesOf } from './project-form-model';
import { ProjectForm } from './ProjectForm';
import { reportSaveFailure } from './save-failure';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';
import { DashboardPage } from '../DashboardPage';

/** /dashboard/update-projects/{projectId} */
export function EditProjectPage() {
  const T = dashboardProjectsTexts.editPage;
  useDocumentTitle(T.title);
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const lookup = useProjectForEdit(projectId);

  if (lookup.status === 'loading') return <Loader label={T.loading} />;
  if (lookup.status === 'error') {
    return <LoadFailed />;
  }
  if (lookup.status === 'not-found') {
    return (
      <section className="empty-state" aria-labelledby="edit-project-title">
        <h1 id="edit-project-title">{dashboardTexts.projectNotFound}</h1>
        <Link to={paths.dashboardMyProjects} className="button">
          {T.backToList}
        </Link>
      </section>
    );
  }

  const { project } = lookup;
  return (
    <DashboardPage title={T.title} description={T.intro}>
      <ProjectForm
        mode="edit"
        initialValues={projectFormValuesOf(project)}
        currentImage={project.image}
        onSubmit={async (values, helpers, onUploadProgress) => {
          try {
            const modifiedCount = await updateProject(project._id, values, onUploadProgress);
            if (!modifiedCount) {
              void alertError(dashboardTexts.projectNotModified);
              return;
            }
            void alertSuccess(dashboardTexts.projectUpdated);
            navigate(paths.dashboardMyProjects);
          } catch (error) {
            reportSaveFailure(error, helpers);
          }
        }}
      />
    </DashboardPage>
  );
}
