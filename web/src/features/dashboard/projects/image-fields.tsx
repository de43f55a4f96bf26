import { IMAGE_INPUT_ACCEPT } from '@portfolio/common';
import { getIn, useFormikContext } from 'formik';
import { createContext, useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { mayPrepare, prepareUploadImage } from '@/lib/prepare-upload-image';
import { describedByError, FormField } from '@/components/FormField';
import { ImagePreviews } from './ImagePreviews';
import { fieldId } from './project-fields';
import type { ProjectFormValues } from './project-form-model';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';

/** The files of a file input; the input is then emptied, since the form holds the files (and may drop them). */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.currentTarget.files ?? []);
  event.currentTarget.value = '';
  return files;
}

/** The form's values as last rendered, for a callback that finishes after other changes. */
function useLatest(values: ProjectFormValues) {
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  return latest;
}

/** Told when the fields start (+1) and finish (-1) preparing images: the form waits for them before saving. */
export const ImagePreparationContext = createContext<(change: 1 | -1) => void>(() => {});

/** Picked images made ready to send (large photos downsized), with a flag while that runs. */
function usePreparedImages() {
  const [preparing, setPreparing] = useState(false);
  const track = useContext(ImagePreparationContext);
  const prepare = async (files: File[]) => {
    setPreparing(true);
    track(1);
    try {
      return await Promise.all(files.map(prepareUploadImage));
    } finally {
      setPreparing(false);
      track(-1);
    }
  };
  const status = preparing ? (
    <p role="status" className="text-sm text-slate-600">
      {dashboardProjectsTexts.images.preparing}
    </p>
  ) : null;
  return { prepare, status };
}

/** Main image: the chosen file's preview, removable; on the edit form the current image until one is chosen. */
export function MainImageField({ currentImage, required }: { currentImage?: string; required: boolean }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<ProjectFormValues>();
  const latest = useLatest(values);
  const { prepare, status } = usePreparedImages();
  const id = fieldId('image');
  const error = getIn(touched, 'image') && typeof errors.image === 'string' && errors.image;
  return (
    <FormField
      id={id}
      label={dashboardProjectsTexts.images.mainImage}
      error={error}
      className="sm:col-span-2"
    >
      <input
        id={id}
        name="image"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        required={required}
        onChange={(event) => {
          const [file] = takeFiles(event);
          if (!file) return;
          // Shown at once; a photo to prepare is checked once replaced by its prepared version, which is what
          // the form sends.
          const needsPreparing = mayPrepare(file);
          void setFieldValue('image', file, !needsPreparing);
          void setFieldTouched('image', true, false);
          if (!needsPreparing) return;
          void prepare([file]).then(([prepared]) => {
            // Only this field, and only if the owner has not chosen another image meanwhile.
            if (latest.current.image === file) void setFieldValue('image', prepared ?? file);
          });
        }}
        {...describedByError(id, error)}
      />
      {status}
      {values.image ? (
        <ImagePreviews
          label={dashboardProjectsTexts.images.chosenMainImage}
          images={[{ source: values.image, name: values.image.name }]}
          onRemove={() => void setFieldValue('image', null)}
        />
      ) : currentImage ? (
        <ImagePreviews
          label={dashboardProjectsTexts.images.currentMainImage}
          images={[{ source: currentImage, name: dashboardProjectsTexts.images.currentMainImage }]}
        />
      ) : null}
    </FormField>
  );
}

/** Screenshots: the current ones (edit form) and the newly chosen ones, each removable before sending. */
export function ScreenshotsField() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<ProjectFormValues>();
  const latest = useLatest(values);
  const { prepare, status } = usePreparedImages();
  const id = fieldId('screenshots');
  const error = getIn(touched, 'screenshots') && typeof errors.screenshots === 'string' && errors.screenshots;
  return (
    <FormField
      id={id}
      label={dashboardProjectsTexts.images.screenshots}
      error={error}
      className="sm:col-span-2"
    >
      <input
        id={id}
        name="screenshots"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple
        onChange={(event) => {
          const files = takeFiles(event);
          if (files.length === 0) return;
          const needsPreparing = files.some(mayPrepare);
          void setFieldValue('screenshots', [...values.screenshots, ...files], !needsPreparing);
          void setFieldTouched('screenshots', true, false);
          if (!needsPreparing) return;
          void prepare(files).then((prepared) => {
            const preparedOf = new Map(files.map((file, index) => [file, prepared[index] ?? file]));
            const current = latest.current.screenshots;
            void setFieldValue(
              'screenshots',
              current.map((file) => preparedOf.get(file) ?? file),
            );
          });
        }}
        {...describedByError(id, error)}
      />
      {status}
      <ImagePreviews
        label={dashboardProjectsTexts.images.currentScreenshots}
        images={values.keepScreenshots.map((url, index) => ({
          source: url,
          name: dashboardProjectsTexts.images.screenshot(index + 1),
        }))}
        onRemove={(index) =>
          void setFieldValue(
            'keepScreenshots',
            values.keepScreenshots.filter((_, kept) => kept !== index),
          )
        }
      />
      <ImagePreviews
        label={dashboardProjectsTexts.images.chosenScreenshots}
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
