import { describedByError, FormField } from './FormField';
import { useFieldWithError, type ShowErrorFrom } from './FormikFields';
import { PasswordInput } from './PasswordInput';

export interface FormikPasswordFieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  showErrorFrom: ShowErrorFrom;
}

/** A password input with its show/hide toggle, bound to Formik, with its message beside it. */
export function FormikPasswordField({
  id,
  name,
  label,
  autoComplete,
  showErrorFrom,
}: FormikPasswordFieldProps) {
  const [field, error] = useFieldWithError<string>(name, showErrorFrom);
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput
        id={id}
        autoComplete={autoComplete}
        required
        {...field}
        {...describedByError(id, error)}
      />
    </FormField>
  );
}
