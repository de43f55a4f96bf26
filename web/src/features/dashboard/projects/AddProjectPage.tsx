import { dashboardTexts } from '../../../config/dashboard-texts';
import { alertSuccess } from '../../../lib/alerts';
import { useDocumentTitle } from '../../../lib/document-title';
import { createProject } from '../api/project-requests';
import { emptyProjectForm } from './project-form-model';
import { ProjectForm } from './ProjectForm';
import { reportSaveFailure } from './save-failure';

/** /dashboard/add-project */
export function AddProjectPage() {
  useDocumentTitle('Add Project');
  return (
    <section aria-labelledby="add-project-title" className="grid gap-6">
      <div>
        <h1 id="add-project-title">Add Project</h1>
        <p className="mt-1 text-sm text-slate-600">
          A new project for the public lists, or a draft until you publish it.
        </p>
      </div>
      <ProjectForm
        mode="add"
        initialValues={emptyProjectForm}
        onSubmit={async (values, helpers, onUploadProgress) => {
          try {
            const created = await createProject(values, onUploadProgress);
            if (!created) throw new Error('The API answered without the project.');
            // Clears the fields, the chosen images (and so their previews) and the status.
            helpers.resetForm();
            void alertSuccess(dashboardTexts.projectSubmitted);
          } catch (error) {
            reportSaveFailure(error, helpers);
          }
        }}
      />
    </section>
  );
}
