import { passwordChangeSchema, type PasswordChangeFields } from '@portfolio/common';
import { Form, Formik } from 'formik';
import { FormikPasswordField } from '@/components/FormikPasswordField';
import { accountTexts } from '@/config/account-texts';
import { ALERT_AUTO_CLOSE_MS } from '@/config/ui';
import { alertError, alertSuccess, alertWarning } from '@/lib/alerts';
import { passwordChangeWarning } from './password-change';
import { FormButtons } from './FormButtons';
import { profileTexts as T } from '@/config/profile-texts';

const initialValues: PasswordChangeFields = { oldPassword: '', newPassword: '' };

export interface ChangePasswordFormProps {
  /** Checks the old password and sets the new one; rejects when the old one is wrong. */
  changePassword: (oldPassword: string, newPassword: string) => Promise<void>;
  /** Leaves the form: after a change, or on Cancel. */
  onClose: () => void;
}

/**
 * Change password: a refused attempt warns in a popup and marks the fields; a wrong old password says so; a change
 * closes the form. Leaving it forgets both fields.
 */
export function ChangePasswordForm({ changePassword, onClose }: ChangePasswordFormProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={passwordChangeSchema}
      onSubmit={async ({ oldPassword, newPassword }) => {
        try {
          await changePassword(oldPassword, newPassword);
        } catch {
          void alertError(accountTexts.incorrectOldPassword);
          return;
        }
        onClose();
        void alertSuccess(accountTexts.passwordChanged, ALERT_AUTO_CLOSE_MS);
      }}
    >
      {({ values, isSubmitting, handleSubmit }) => (
        <Form
          noValidate
          className="profile-form"
          aria-label={T.changePasswordForm}
          onSubmit={(event) => {
            const warning = passwordChangeWarning(values.oldPassword, values.newPassword);
            if (warning) void alertWarning(warning.title, warning.text);
            handleSubmit(event);
          }}
        >
          <FormikPasswordField
            showErrorFrom="submit"
            id="old-password"
            name="oldPassword"
            label={T.oldPassword}
            autoComplete="current-password"
          />
          <FormikPasswordField
            showErrorFrom="submit"
            id="new-password"
            name="newPassword"
            label={T.newPassword}
            autoComplete="new-password"
          />
          <FormButtons submitLabel={T.updatePassword} sending={isSubmitting} onCancel={onClose} />
        </Form>
      )}
    </Formik>
  );
}
