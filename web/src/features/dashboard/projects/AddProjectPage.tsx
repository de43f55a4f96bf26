import { useRef } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertSuccess } from '@/lib/alerts';
import { useDocumentTitle } from '@/lib/document-title';
import { createProject } from '@/features/dashboard/api/project-requests';
import { emptyProjectForm } from './project-form-model';
import { ProjectForm } from './ProjectForm';
import { reportSaveFailure } from './save-failure';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';
import { DashboardPage } from '../DashboardPage';

/** /dashboard/add-project */
export function AddProjectPage() {
  const T = dashboardProjectsTexts.addPage;
  useDocumentTitle(T.title);
  // One key per project being added, sent again when a failed save is retried: if the first attempt reached the
  // server after all, the retry answers that project instead of storing a second one.
  const saveKey = useRef(crypto.randomUUID());
  return (
    <DashboardPage title={T.title} description={T.intro}>
      <ProjectForm
        mode="add"
        initialValues={emptyProjectForm}
        onSubmit={async (values, helpers, onUploadProgress) => {
          try {
            const created = await createProject(values, saveKey.current, onUploadProgress);
            if (!created) throw new Error('The API answered without the project.');
            saveKey.current = crypto.randomUUID();
            // Clears the fields, the chosen images (and so their previews) and the status.
            helpers.resetForm();
            void alertSuccess(dashboardTexts.projectSubmitted);
          } catch (error) {
            reportSaveFailure(error, helpers);
          }
        }}
      />
    </DashboardPage>
  );
}
