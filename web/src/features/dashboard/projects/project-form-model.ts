import {
  formatMegabytes,
  isAcceptedImageType,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_SCREENSHOTS,
  PROJECT_STATUSES,
  projectFieldsSchema,
  projectUpdateFieldsSchema,
  VALIDATION_MESSAGES as M,
  type Project,
} from '@portfolio/common';
import { array, mixed } from 'yup';
import { isOverPickLimits, totalBytes } from '@/lib/prepare-upload-image';

/** What the add and edit forms hold: the fields as text (as multipart sends them) and the chosen files. */
export interface ProjectFormValues {
  title: string;
  purpose: string;
  category: string;
  type: string;
  status: string;
  startDate: string;
  endDate: string;
  /** Comma separated, as the owner types them; the API splits them. */
  technologies: string;
  description: string;
  liveLink: string;
  githubClient: string;
  githubServer: string;
  video: string;
  /** Edit form only. */
  priority: string;
  /** Add form only: "Publish now" (a draft otherwise); the table's toggle changes it later. */
  published: boolean;
  /** The new main image, if one was chosen. */
  image: File | null;
  /** New screenshots, in the order chosen. */
  screenshots: File[];
  /** Edit form only: the URLs of the current screenshots that stay. */
  keepScreenshots: string[];
  /** Edit form only: the version of the project the form was filled from; the API refuses a save over a newer one. */
  updatedAt: string;
}

/** The text fields, in the order of the POST /projects payload. */
export const PROJECT_TEXT_FIELDS = [
  'title',
  'purpose',
  'category',
  'type',
  'status',
  'startDate',
  'endDate',
  'technologies',
  'liveLink',
  'githubClient',
  'githubServer',
  'video',
  'description',
] as const satisfies readonly (keyof ProjectFormValues)[];

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  purpose: '',
  category: '',
  type: '',
  status: '',
  startDate: '',
  endDate: '',
  technologies: '',
  description: '',
  liveLink: '',
  githubClient: '',
  githubServer: '',
  video: '',
  priority: '',
  published: true,
  image: null,
  screenshots: [],
  keepScreenshots: [],
  updatedAt: '',
};

/** The edit form's starting values: the project as the owner would have typed it. */
export function projectFormValuesOf(project: Project): ProjectFormValues {
  return {
    title: project.title,
    purpose: project.purpose,
    category: project.category,
    type: project.type,
    status: project.status,
    startDate: project.date.startDate,
    endDate: project.date.endDate ?? '',
    technologies: project.technologies.join(', '),
    description: project.description,
    liveLink: project.liveLink ?? '',
    githubClient: project.githubClient ?? '',
    githubServer: project.githubServer ?? '',
    video: project.video ?? '',
    priority: String(project.priority),
    published: project.published,
    image: null,
    screenshots: [],
    keepScreenshots: [...project.screenshots],
    updatedAt: project.updatedAt,
  };
}

export const isComplete = (status: string) => status === PROJECT_STATUSES.complete;

const isImageFile = (value: unknown): value is File => value instanceof File;

/** The main image: required ("Main Image is required"), then what the API would refuse anyway. */
function mainImageSchema(required: boolean) {
  return mixed<File>()
    .nullable()
    .test('required', M.mainImageRequired, (file) => !required || isImageFile(file))
    .test('type', M.imageType, (file) => !isImageFile(file) || isAcceptedImageType(file.type))
    .test('picked', M.photoTooLarge, (file) => !isImageFile(file) || !isOverPickLimits(file))
    .test('size', M.imageTooLarge, (file) => !isImageFile(file) || file.size <= MAX_IMAGE_BYTES);
}

// Tested as a whole list, so that the message belongs to the `screenshots` field rather than to one file.
const screenshotsSchema = array()
  .of(mixed<File>().required())
  .default([])
  .test('count', M.tooManyScreenshots, function (files = []) {
    const kept = (this.parent as Partial<ProjectFormValues>).keepScreenshots?.length ?? 0;
    return kept + files.length <= MAX_SCREENSHOTS;
  })
  .test('type', M.imageType, (files = []) => files.every((file) => isAcceptedImageType(file.type)))
  .test('picked', M.photoTooLarge, (files = []) => files.every((file) => !isOverPickLimits(file)))
  .test('size', M.imageTooLarge, (files = []) => files.every((file) => file.size <= MAX_IMAGE_BYTES))
  // One save sends the main image and the screenshots in one request, which the platform caps.
  .test('total', function (files = []) {
    const image = (this.parent as Partial<ProjectFormValues>).image;
    const total = totalBytes([image, ...files]);
    return (
      total <= MAX_UPLOAD_BYTES ||
      this.createError({
        message: M.uploadTooLarge(formatMegabytes(total), formatMegabytes(MAX_UPLOAD_BYTES)),
      })
    );
  });

/** The add form: the project rules both sides share, with the main image required. */
export const addProjectFormSchema = projectFieldsSchema.shape({
  image: mainImageSchema(true),
  screenshots: screenshotsSchema,
});

/** The edit form: the same rules plus priority; the main image is required only when the project has none. */
export function editProjectFormSchema(hasMainImage: boolean) {
  return projectUpdateFieldsSchema.shape({
    image: mainImageSchema(!hasMainImage),
    screenshots: screenshotsSchema,
  });
}

/**
 * The multipart body of POST /projects and PUT /projects/{id}. The end date goes only with a complete project
 * (the spec sends it empty otherwise).
 */
export function projectFormData(values: ProjectFormValues, mode: 'add' | 'edit'): FormData {
  const form = new FormData();
  for (const field of PROJECT_TEXT_FIELDS) {
    form.append(field, field === 'endDate' && !isComplete(values.status) ? '' : values[field]);
  }
  if (values.image) form.append('image', values.image);
  for (const screenshot of values.screenshots) form.append('screenshots', screenshot);
  // The edit form leaves `published` out, so that saving keeps the project's state.
  if (mode === 'add') form.append('published', String(values.published));
  if (mode === 'edit') {
    form.append('priority', values.priority);
    // The API keeps every current screenshot when the field is absent, so "none kept" is sent as one empty value.
    if (values.keepScreenshots.length === 0) form.append('keepScreenshots', '');
    for (const url of values.keepScreenshots) form.append('keepScreenshots', url);
    if (values.updatedAt) form.append('updatedAt', values.updatedAt);
  }
  return form;
}
