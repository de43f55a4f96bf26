import { FormikTextField } from '@/components/FormikFields';
import { FormikPasswordField } from '@/components/FormikPasswordField';

interface AuthFieldProps {
  /** The form's id prefix, so that sign-in and sign-up inputs have ids of their own. */
  form: string;
  name: string;
  label: string;
  autoComplete: string;
}

/** A labelled text input of an account form, bound to Formik, with its message beside it. */
export function AuthTextField({
  form,
  name,
  label,
  autoComplete,
  type = 'text',
}: AuthFieldProps & { type?: string }) {
  return (
    <FormikTextField
      id={`${form}-${name}`}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
    />
  );
}

/** The password input of an account form, with its show/hide toggle. */
export function AuthPasswordField({ form, name, label, autoComplete }: AuthFieldProps) {
  return (
    <FormikPasswordField
      id={`${form}-${name}`}
      name={name}
      label={label}
      autoComplete={autoComplete}
      showErrorFrom="touched"
    />
  );
}

/** The end of an account form: the failure of the last attempt, if any, and the submit button. */
export function AuthFormFooter({
  status,
  submitting,
  label,
}: {
  status: unknown;
  submitting: boolean;
  label: string;
}) {
  return (
    <>
      {status ? (
        <p className="form-error" role="alert">
          {String(status)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={submitting}>
        {label}
      </button>
    </>
  );
}
