import { profileFormSchema } from '@portfolio/common';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { FormikPhotoField, FormikTextField } from '@/components/FormikFields';
import { Loader } from '@/components/Loader';
import type { PhotoChange } from '@/lib/user-profile';
import { FormButtons } from './FormButtons';
import { profileTexts as T } from '@/config/profile-texts';

interface EditProfileValues {
  name: string;
  photo: File | null;
}

/** The name; its message shows from the first save on, so that it cannot move the buttons from under the pointer. */
function NameField() {
  return (
    <FormikTextField
      id="profile-name"
      name="name"
      label={T.username}
      autoComplete="name"
      required
      showErrorFrom="submit"
    />
  );
}

export interface EditProfileFormProps {
  /** The name the field starts with. */
  initialName: string;
  /** Whether there is a photo to remove. */
  hasPhoto: boolean;
  /** Saves the trimmed name with the chosen photo, or with the photo removed; reports a failure itself. */
  onSave: (name: string, change: PhotoChange) => Promise<void>;
  onCancel: () => void;
}

/** Edit Profile: the name and a new photo, or the name with the photo removed; an overlay while it saves. */
export function EditProfileForm({ initialName, hasPhoto, onSave, onCancel }: EditProfileFormProps) {
  // Set by Remove Photo for the one submit it starts: both buttons send the name through the same checks.
  const removingPhoto = useRef(false);
  return (
    <Formik<EditProfileValues>
      initialValues={{ name: initialName, photo: null }}
      validationSchema={profileFormSchema}
      onSubmit={async ({ name, photo }) => {
        const change = removingPhoto.current ? { removePhoto: true } : { photo: photo ?? undefined };
        await onSave(name.trim(), change);
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <Form noValidate className="profile-form">
          {isSubmitting ? <Loader overlay label={T.saving} /> : null}
          <NameField />
          <FormikPhotoField id="profile-photo" />
          <FormButtons submitLabel={T.save} sending={isSubmitting} onCancel={onCancel}>
            <button
              type="button"
              className="button button-danger"
              disabled={isSubmitting || !hasPhoto}
              onClick={() => {
                removingPhoto.current = true;
                void submitForm().finally(() => {
                  removingPhoto.current = false;
                });
              }}
            >
              {T.removePhoto}
            </button>
          </FormButtons>
        </Form>
      )}
    </Formik>
  );
}
