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

const CATEGORY_OPTIONS = Object.entries(PROJECT_CATEGORIES).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = PROJECT_TYPES.map((type) => ({ value: type, label: type }));
const STATUS_OPTIONS = Object.values(PROJECT_STATUSES).map((status) => ({ value: status, label: status }));

const IMAGE_RULES = `${ACCEPTED_IMAGE_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ')}; photos straight from a phone or camera (up to ${
  MAX_PICKED_PHOTO_BYTES / (1024 * 1024)
} MB) are downsized before sending. At most ${MAX_SCREENSHOTS} screenshots and ${formatMegabytes(MAX_UPLOAD_BYTES)} in one save. The main image is the project's card.`;

/** The date pickers offer the years the schema accepts. */
const PLAUSIBLE_DATES = { min: `${PROJECT_YEARS.first}-01-01`, max: `${PROJECT_YEARS.last}-12-31` };

/** Status, and the dates it calls for: In Complete shows only Start Date, Complete shows Start and End Date. */
function StatusAndDates() {
  const { values, setFieldValue, handleChange } = useFormikContext<ProjectFormValues>();
  return (
    <>
      <ProjectSelectField
        name="status"
        label="Status"
        options={STATUS_OPTIONS}
        onChange={(event) => {
          handleChange(event);
          if (!isComplete(event.target.value)) void setFieldValue('endDate', '', false);
        }}
      />
      <div className="hidden sm:block" />
      <ProjectTextField name="startDate" label="Start Date" type="date" required {...PLAUSIBLE_DATES} />
      {isComplete(values.status) ? (
        <ProjectTextField name="endDate" label="End Date" type="date" required {...PLAUSIBLE_DATES} />
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
            aria-label={mode === 'add' ? 'Add project' : 'Edit project'}
          >
            {isSubmitting ? (
              <SavingOverlay
                title={mode === 'add' ? dashboardTexts.projectUploading : dashboardTexts.projectUpdating}
                progress={upload}
              />
            ) : null}
            <FormSection
              id="section-basics"
              title="Basics"
              description="What the project is, as visitors will read it."
            >
              <ProjectTextField name="title" label="Project Title" required wide />
              <ProjectTextField name="purpose" label="Project Purpose" required wide />
              <ProjectSelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
              <ProjectSelectField name="type" label="Type" options={TYPE_OPTIONS} />
            </FormSection>
            <FormSection
              id="section-dates"
              title="Dates"
              description="A complete project has an end date; one in progress has only its start."
            >
              <StatusAndDates />
            </FormSection>
            <FormSection
              id="section-description"
              title="Technologies and description"
              description="The technologies become tags that visitors can filter by."
            >
              <ProjectTextField
                name="technologies"
                label="Technologies (comma separated)"
                placeholder="React, Node JS, Mongo DB"
                maxLength={TEXT_LIMITS.technologiesText}
                required
                wide
              />
              <ProjectTextField name="description" label="Description" multiline required wide />
            </FormSection>
            <FormSection id="section-media" title="Media" description={IMAGE_RULES}>
              <MainImageField currentImage={currentImage} required={mode === 'add' || !currentImage} />
              <ScreenshotsField />
            </FormSection>
            <FormSection
              id="section-links"
              title="Links"
              description="Optional: where visitors can see more."
            >
              <ProjectTextField name="liveLink" label="Live Link" type="url" placeholder="https://" wide />
              <ProjectTextField
                name="githubClient"
                label="GitHub (Client)"
                type="url"
                placeholder="https://"
              />
              <ProjectTextField
                name="githubServer"
                label="GitHub (Server)"
                type="url"
                placeholder="https://"
              />
              <ProjectTextField name="video" label="Video (YouTube id or link)" wide />
            </FormSection>
            <FormSection
              id="section-publishing"
              title="Publishing"
              description={
                mode === 'add'
                  ? 'Whether visitors see the project once it is saved.'
                  : 'Priority 1 comes first on the public lists. My All Projects reorders them all at once.'
              }
            >
              {mode === 'add' ? <PublishNowField /> : null}
              {mode === 'edit' ? (
                // Text with a numeric keypad: a number input would make Formik hold a number instead of the text.
                <ProjectTextField name="priority" label="Priority" inputMode="numeric" required />
              ) : null}
            </FormSection>
            <div className="flex justify-end">
              <button type="submit" className="button px-8" disabled={isSubmitting || preparing > 0}>
                {mode === 'add' ? 'Add Project' : 'Update Project'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </ImagePreparationContext.Provider>
  );
}
