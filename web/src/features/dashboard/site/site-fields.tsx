import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { describedByError, FormField } from '@/components/FormField';

/** An id for a field of the site form from its Formik name (`social[1].href` → `site-social-1-href`). */
export const siteFieldId = (name: string) => `site-${name.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;

/** A labelled text input (or textarea) of the site form, with the shared schema's message beside it. */
export function SiteTextField({
  name,
  label,
  multiline = false,
  wide = false,
  ...inputProps
}: {
  name: string;
  label: string;
  multiline?: boolean;
  /** Spans both columns of its section. */
  wide?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'placeholder' | 'inputMode' | 'step' | 'min' | 'max'
>) {
  const [field, meta] = useField<string>(name);
  const id = siteFieldId(name);
  const error = meta.touched && meta.error;
  const value = field.value ?? '';
  return (
    <FormField id={id} label={label} error={error} className={wide ? 'sm:col-span-2' : undefined}>
      {multiline ? (
        <textarea id={id} rows={4} {...field} value={value} {...describedByError(id, error)} />
      ) : (
        <input
          id={id}
          type="text"
          {...inputProps}
          {...field}
          value={value}
          {...describedByError(id, error)}
        />
      )}
    </FormField>
  );
}

/** A labelled select of the site form. */
export function SiteSelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const [field, meta] = useField<string>(name);
  const id = siteFieldId(name);
  const error = meta.touched && meta.error;
  return (
    <FormField id={id} label={label} error={error}>
      <select id={id} {...field} {...describedByError(id, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The message of a whole list (a wrong number of skills, say), shown above its rows. */
export function ListError({ name }: { name: string }) {
  const [, meta] = useField<unknown>(name);
  return typeof meta.error === 'string' ? (
    <p className="field-error sm:col-span-2" role="alert">
      {meta.error}
    </p>
  ) : null;
}
