import { useField, useFormikContext } from 'formik';
import { describedByError, FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

export interface FormikPasswordFieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  /**
   * When its message shows: once the field is left (`touched`, as Formik marks every field on submit too), or only
   * from the first submit on, so that a message appearing as the field is left cannot move the buttons away from
   * under the pointer that is clicking them.
   */
  showErrorFrom: 'touched' | 'submit';
}

/** A password input with its show/hide toggle, bound to Formik, with its message beside it. */
export function FormikPasswordField({
  id,
  name,
  label,
  autoComplete,
  showErrorFrom,
}: FormikPasswordFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const shown = showErrorFrom === 'submit' ? submitCount > 0 : meta.touched;
  const error = shown && meta.error;
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
