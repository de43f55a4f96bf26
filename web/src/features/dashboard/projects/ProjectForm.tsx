import { IMAGE_INPUT_ACCEPT, PROJECT_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from '@portfolio/common';
import { Form, Formik, getIn, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { describedByError, FormField } from '../../../components/FormField';
import { Loader } from '../../../components/Loader';
import { dashboardTexts } from '../../../config/dashboard-texts';
import { ImagePreviews } from './ImagePreviews';
import {
  addProjectFormSchema,
  editProjectFormSchema,
  isComplete,
  type ProjectFormValues,
} from './project-form-model';

type TextFieldName = Exclude<
  keyof ProjectFormValues,
  'image' | 'screenshots' | 'keepScreenshots' | 'published'
>;

const fieldId = (name: keyof ProjectFormValues) => `project-${name}`;

/** A labelled text input (or textarea) named as the spec names the field, with its message beside it. */
function ProjectTextField({
  name,
  label,
  multiline = false,
  ...inputProps
}: {
  name: TextFieldName;
  label: string;
  multiline?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'required' | 'inputMode'>) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const error = meta.touched && meta.error;
  return (
    <FormField id={id} label={label} error={error}>
      {multiline ? (
        <textarea
          id={id}
          rows={5}
          required={inputProps.required}
          {...field}
          {...describedByError(id, error)}
        />
      ) : (
        <input id={id} type="text" {...inputProps} {...field} {...describedByError(id, error)} />
      )}
    </FormField>
  );
}

/** "Publish now": on by default; off saves a draft that only the dashboard shows. */
function PublishNowField() {
  const [field] = useField<boolean>({ name: 'published', type: 'checkbox' });
  return (
    <div className="form-field flex items-center gap-2">
      <input
        id={fieldId('published')}
        type="checkbox"
        name={field.name}
        checked={field.checked ?? false}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
      <label htmlFor={fieldId('published')}>Publish now</label>
    </div>
  );
}

/** A labelled select whose first option stands for "nothing chosen yet". */
function ProjectSelectField({
  name,
  label,
  options,
  onChange,
}: {
  name: TextFieldName;
  label: string;
  options: readonly { value: string; label: string }[];
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const error = meta.touched && meta.error;
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        required
        {...field}
        onChange={onChange ?? field.onChange}
        {...describedByError(id, error)}
      >
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

const CATEGORY_OPTIONS = Object.entries(PROJECT_CATEGORIES).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = PROJECT_TYPES.map((type) => ({ value: type, label: type }));
const STATUS_OPTIONS = Object.values(PROJECT_STATUSES).map((status) => ({ value: status, label: status }));

/** The files of a file input; the input is then emptied, since the form holds the files (and may drop them). */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.currentTarget.files ?? []);
  event.currentTarget.value = '';
  return files;
}

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
      <ProjectTextField name="startDate" label="Start Date" type="date" required />
      {isComplete(values.status) ? (
        <ProjectTextField name="endDate" label="End Date" type="date" required />
      ) : null}
    </>
  );
}

/** Main image: the chosen file's preview, removable; on the edit form the current image until one is chosen. */
function MainImageField({ currentImage, required }: { currentImage?: string; required: boolean }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<ProjectFormValues>();
  const id = fieldId('image');
  const error = getIn(touched, 'image') && typeof errors.image === 'string' && errors.image;
  return (
    <FormField id={id} label="Main Image" error={error}>
      <input
        id={id}
        name="image"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        required={required}
        onChange={(event) => {
          const [file] = takeFiles(event);
          if (!file) return;
          void setFieldValue('image', file);
          void setFieldTouched('image', true, false);
        }}
        {...describedByError(id, error)}
      />
      {values.image ? (
        <ImagePreviews
          label="Chosen main image"
          images={[{ source: values.image, name: values.image.name }]}
          onRemove={() => void setFieldValue('image', null)}
        />
      ) : currentImage ? (
        <ImagePreviews
          label="Current main image"
          images={[{ source: currentImage, name: 'Current main image' }]}
        />
      ) : null}
    </FormField>
  );
}

/** Screenshots: the current ones (edit form) and the newly chosen ones, each removable before sending. */
function ScreenshotsField() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<ProjectFormValues>();
  const id = fieldId('screenshots');
  const error = getIn(touched, 'screenshots') && typeof errors.screenshots === 'string' && errors.screenshots;
  return (
    <FormField id={id} label="Screenshots" error={error}>
      <input
        id={id}
        name="screenshots"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple
        onChange={(event) => {
          const files = takeFiles(event);
          if (files.length === 0) return;
          void setFieldValue('screenshots', [...values.screenshots, ...files]);
          void setFieldTouched('screenshots', true, false);
        }}
        {...describedByError(id, error)}
      />
      <ImagePreviews
        label="Current screenshots"
        images={values.keepScreenshots.map((url, index) => ({
          source: url,
          name: `Screenshot ${index + 1}`,
        }))}
        onRemove={(index) =>
          void setFieldValue(
            'keepScreenshots',
            values.keepScreenshots.filter((_, kept) => kept !== index),
          )
        }
      />
      <ImagePreviews
        label="Chosen screenshots"
        images={values.screenshots.map((file) => ({ source: file, name: file.name }))}
        onRemove={(index) =>
          void setFieldValue(
            'screenshots',
            values.screenshots.filter((_, chosen) => chosen !== index),
          )
        }
      />
    </FormField>
  );
}

export interface ProjectFormProps {
  mode: 'add' | 'edit';
  initialValues: ProjectFormValues;
  /** The main image of the project being edited. */
  currentImage?: string;
  onSubmit: (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => Promise<void>;
}

/** The add and edit project form: every input carries the field name of the API's multipart payload. */
export function ProjectForm({ mode, initialValues, currentImage, onSubmit }: ProjectFormProps) {
  const validationSchema = useMemo(
    () => (mode === 'add' ? addProjectFormSchema : editProjectFormSchema(Boolean(currentImage))),
    [mode, currentImage],
  );
  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form
          noValidate
          className="project-form grid gap-4"
          aria-label={mode === 'add' ? 'Add project' : 'Edit project'}
        >
          {isSubmitting ? (
            <Loader
              overlay
              label={mode === 'add' ? dashboardTexts.projectUploading : dashboardTexts.projectUpdating}
            />
          ) : null}
          <ProjectTextField name="title" label="Project Title" required />
          <ProjectTextField name="purpose" label="Project Purpose" required />
          <ProjectSelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
          <ProjectSelectField name="type" label="Type" options={TYPE_OPTIONS} />
          <StatusAndDates />
          <ProjectTextField
            name="technologies"
            label="Technologies (comma separated)"
            placeholder="React, Node JS, Mongo DB"
            required
          />
          <ProjectTextField name="description" label="Description" multiline required />
          <MainImageField currentImage={currentImage} required={mode === 'add' || !currentImage} />
          <ScreenshotsField />
          <ProjectTextField name="liveLink" label="Live Link" type="url" placeholder="https://" />
          <ProjectTextField name="githubClient" label="GitHub (Client)" type="url" placeholder="https://" />
          <ProjectTextField name="githubServer" label="GitHub (Server)" type="url" placeholder="https://" />
          <ProjectTextField name="video" label="Video (YouTube id or link)" />
          {mode === 'add' ? <PublishNowField /> : null}
          {mode === 'edit' ? (
            // Text with a numeric keypad: a number input would make Formik hold a number instead of the text.
            <ProjectTextField name="priority" label="Priority" inputMode="numeric" required />
          ) : null}
          <button type="submit" className="button" disabled={isSubmitting}>
            {mode === 'add' ? 'Add Project' : 'Update Project'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
