import {
  ACCEPTED_IMAGE_TYPES,
  formatMegabytes,
  MAX_PICKED_PHOTO_BYTES,
  MAX_SCREENSHOTS,
  MAX_UPLOAD_BYTES,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_YEARS,
  TEXT_LIMITS,
  projectValueName,
} from '@portfolio/common';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import type { UploadProgress } from '@/lib/api-upload';
import { ImagePreparationContext, MainImageField, ScreenshotsField } from './image-fields';
import { FormSection, ProjectSelectField, ProjectTextField, PublishNowField } from './project-fields';
import {
  addProjectFormSchema,
  editProjectFormSchema,
  isComplete,
  type ProjectFormValues,
} from './project-form-model';
import { SavingOverlay } from './SavingOverlay';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';

// Named in the page's language at each render (the stored values stay English's).
const typeOptions = () => PROJECT_TYPES.map((type) => ({ value: type, label: projectValueName(type) }));
const statusOptions = () =>
  Object.values(PROJECT_STATUSES).map((status) => ({ value: status, label: projectValueName(status) }));

/** The media section's rules, in the page's language. */
const imageRules = () =>
  dashboardProjectsTexts.form.mediaText(
    ACCEPTED_IMAGE_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', '),
    MAX_PICKED_PHOTO_BYTES / (1024 * 1024),
    MAX_SCREENSHOTS,
    formatMegabytes(MAX_UPLOAD_BYTES),
  );

/** The date pickers offer the years the schema accepts. */
const PLAUSIBLE_DATES = { min: `${PROJECT_YEARS.first}-01-01`, max: `${PROJECT_YEARS.last}-12-31` };

/** Status, and the dates it calls for: In Complete shows only Start Date, Complete shows Start and End Date. */
function StatusAndDates() {
  const { values, setFieldValue, handleChange } = useFormikContext<ProjectFormValues>();
  const T = dashboardProjectsTexts.form;
  return (
    <>
      <ProjectSelectField
        name="status"
        label={T.status}
        options={statusOptions()}
        onChange={(event) => {
          handleChange(event);
          if (!isComplete(event.target.value)) void setFieldValue('endDate', '', false);
        }}
      />
      <div className="hidden sm:block" />
      <ProjectTextField name="startDate" label={T.startDate} type="date" required {...PLAUSIBLE_DATES} />
      {isComplete(values.status) ? (
        <ProjectTextField name="endDate" label={T.endDate} type="date" required {...PLAUSIBLE_DATES} />
      ) : null}
    </>
  );
}

/** What the page does with the values: it reports how far the files have gone up through `onUploadProgress`. */
export type ProjectFormSubmit = (
  values: ProjectFormValues,
  helpers: FormikHelpers<ProjectFormValues>,
  onUploadProgress: (progress: UploadProgress) => void,
) => Promise<void>;

export interface ProjectFormProps {
  mode: 'add' | 'edit';
  initialValues: ProjectFormValues;
  /** The main image of the project being edited. */
  currentImage?: string;
  onSubmit: ProjectFormSubmit;
}

/** The add and edit project form, in sections: every input carries the field name of the API's multipart payload. */
export function ProjectForm({ mode, initialValues, currentImage, onSubmit }: ProjectFormProps) {
  const validationSchema = useMemo(
    () => (mode === 'add' ? addProjectFormSchema : editProjectFormSchema(Boolean(currentImage))),
    [mode, currentImage],
  );
  const T = dashboardProjectsTexts.form;
  // The categories' names as the page's language writes them.
  const categoryOptions = Object.entries(PROJECT_CATEGORIES).map(([value, label]) => ({ value, label }));
  const [upload, setUpload] = useState<UploadProgress>();
  // Chosen images are being prepared (downsized): saving waits until the form holds what it will send.
  const [preparing, setPreparing] = useState(0);
  const preparingNow = useRef(0);
  const trackPreparation = useCallback((change: 1 | -1) => {
    preparingNow.current += change;
    setPreparing(preparingNow.current);
  }, []);
  return (
    <ImagePreparationContext.Provider value={trackPreparation}>
      <Formik
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values, helpers) => {
          if (preparingNow.current > 0) return;
          setUpload(undefined);
          await onSubmit(values, helpers, setUpload);
        }}
      >
        {({ isSubmitting }) => (
          <Form
            noValidate
            className="project-form grid gap-6"
            aria-label={mode === 'add' ? T.addLabel : T.editLabel}
          >
            {isSubmitting ? (
              <SavingOverlay
                title={mode === 'add' ? dashboardTexts.projectUploading : dashboardTexts.projectUpdating}
                progress={upload}
              />
            ) : null}
            <FormSection id="section-basics" title={T.basics} description={T.basicsText}>
              <ProjectTextField name="title" label={T.projectTitle} required wide />
              <ProjectTextField name="purpose" label={T.purpose} required wide />
              <ProjectSelectField name="category" label={T.category} options={categoryOptions} />
              <ProjectSelectField name="type" label={T.type} options={typeOptions()} />
            </FormSection>
            <FormSection id="section-dates" title={T.dates} description={T.datesText}>
              <StatusAndDates />
            </FormSection>
            <FormSection id="section-description" title={T.description} description={T.descriptionText}>
              <ProjectTextField
                name="technologies"
                label={T.technologies}
                placeholder="React, Node JS, Mongo DB"
                maxLength={TEXT_LIMITS.technologiesText}
                required
                wide
              />
              <ProjectTextField name="description" label={T.descriptionField} multiline required wide />
            </FormSection>
            <FormSection id="section-media" title={T.media} description={imageRules()}>
              <MainImageField currentImage={currentImage} required={mode === 'add' || !currentImage} />
              <ScreenshotsField />
            </FormSection>
            <FormSection id="section-links" title={T.links} description={T.linksText}>
              <ProjectTextField name="liveLink" label={T.liveLink} type="url" placeholder="https://" wide />
              <ProjectTextField
                name="githubClient"
                label={T.githubClient}
                type="url"
                placeholder="https://"
              />
              <ProjectTextField
                name="githubServer"
                label={T.githubServer}
                type="url"
                placeholder="https://"
              />
              <ProjectTextField name="video" label={T.video} wide />
            </FormSection>
            <FormSection
              id="section-publishing"
              title={T.publishing}
              description={mode === 'add' ? T.publishingAddText : T.publishingEditText}
            >
              {mode === 'add' ? <PublishNowField /> : null}
              {mode === 'edit' ? (
                // Text with a numeric keypad: a number input would make Formik hold a number instead of the text.
                <ProjectTextField name="priority" label={T.priority} inputMode="numeric" required />
              ) : null}
            </FormSection>
            <div className="flex justify-end">
              <button type="submit" className="button px-8" disabled={isSubmitting || preparing > 0}>
                {mode === 'add' ? T.add : T.update}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </ImagePreparationContext.Provider>
  );
}
