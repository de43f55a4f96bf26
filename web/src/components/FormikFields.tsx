import { IMAGE_INPUT_ACCEPT } from '@portfolio/common';
import { useField, useFormikContext, type FieldInputProps } from 'formik';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { describedByError, FormField } from './FormField';
import { accountTexts } from '@/config/account-texts';

/**
 * When a field's message shows: once the field is left (`touched`, as Formik marks every field on submit too), or
 * only from the first submit on, so that a message appearing as the field is left cannot move the buttons away from
 * under the pointer that is clicking them.
 */
export type ShowErrorFrom = 'touched' | 'submit';

/** A Formik field and the message to show beside it now, if any. */
export function useFieldWithError<Value>(
  name: string,
  showErrorFrom: ShowErrorFrom,
): [FieldInputProps<Value>, string | false | undefined] {
  const [field, meta] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const shown = showErrorFrom === 'submit' ? submitCount > 0 : meta.touched;
  return [field, shown && meta.error];
}

/** A choice of a select: the value stored, the label shown. */
export type SelectOption = { value: string; label: string };

/**
 * A select with a chevron of its own: the styles hide the browser's arrow, which differs between browsers. Its
 * children (a first option, say) come before `options`.
 */
export function SelectInput({
  options,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  return (
    <div className="relative">
      <select {...props}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 20 20"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
      </svg>
    </div>
  );
}

export type FormikTextFieldProps = {
  id: string;
  name: string;
  label: string;
  /** A textarea of this many rows rather than a one-line input. */
  rows?: number;
  /** Spans both columns of its section. */
  wide?: boolean;
  showErrorFrom?: ShowErrorFrom;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'placeholder' | 'required' | 'inputMode' | 'step' | 'min' | 'max' | 'maxLength' | 'autoComplete'
>;

/** The input types whose values read left to right in every language: e-mail addresses, phone numbers, links. */
const LEFT_TO_RIGHT_TYPES: ReadonlySet<string | undefined> = new Set(['email', 'tel', 'url']);

/** A labelled text input (or textarea) bound to Formik, with its message beside it. */
export function FormikTextField({
  id,
  name,
  label,
  rows,
  wide = false,
  showErrorFrom = 'touched',
  ...inputProps
}: FormikTextFieldProps) {
  const [field, error] = useFieldWithError<string | undefined>(name, showErrorFrom);
  // A value the form has not set yet is an empty field, not an uncontrolled one.
  const bound = { ...field, value: field.value ?? '', ...describedByError(id, error) };
  return (
    <FormField id={id} label={label} error={error} className={wide ? 'sm:col-span-2' : undefined}>
      {rows === undefined ? (
        <input
          id={id}
          type="text"
          dir={LEFT_TO_RIGHT_TYPES.has(inputProps.type) ? 'ltr' : undefined}
          {...inputProps}
          {...bound}
        />
      ) : (
        <textarea id={id} rows={rows} required={inputProps.required} {...bound} />
      )}
    </FormField>
  );
}

/** A labelled select bound to Formik, with its message beside it. */
export function FormikSelectField({
  id,
  name,
  label,
  options,
  placeholder,
  required,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The text of a first option that stands for "nothing chosen yet"; without it, one of the options is chosen. */
  placeholder?: string;
  required?: boolean;
  onChange?: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
}) {
  const [field, error] = useFieldWithError<string>(name, 'touched');
  return (
    <FormField id={id} label={label} error={error}>
      <SelectInput
        id={id}
        required={required}
        options={options}
        {...field}
        onChange={onChange ?? field.onChange}
        {...describedByError(id, error)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      </SelectInput>
    </FormField>
  );
}

/**
 * The form's `photo`: a picked image file (null for none), with the form's message beside it once one was picked.
 */
export function FormikPhotoField({ id, required = false }: { id: string; required?: boolean }) {
  const { errors, touched, setFieldValue, setFieldTouched } = useFormikContext<{ photo: File | null }>();
  const error = touched.photo && errors.photo;
  return (
    <FormField id={id} label={accountTexts.photo} error={error}>
      <input
        id={id}
        name="photo"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        required={required}
        onChange={(event) => {
          void setFieldValue('photo', event.currentTarget.files?.[0] ?? null);
          void setFieldTouched('photo', true, false);
        }}
        {...describedByError(id, error)}
      />
    </FormField>
  );
}
