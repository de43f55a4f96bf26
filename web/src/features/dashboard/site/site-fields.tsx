import { useField } from 'formik';
import {
  FormikSelectField,
  FormikTextField,
  type FormikTextFieldProps,
  type SelectOption,
} from '@/components/FormikFields';

/** An id for a field of the site form from its Formik name (`social[1].href` → `site-social-1-href`). */
export const siteFieldId = (name: string) => `site-${name.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;

/** A labelled text input (or textarea) of the site form, with the shared schema's message beside it. */
export function SiteTextField({
  name,
  multiline = false,
  ...props
}: { name: string; multiline?: boolean } & Omit<FormikTextFieldProps, 'id' | 'name' | 'rows'>) {
  return <FormikTextField id={siteFieldId(name)} name={name} rows={multiline ? 4 : undefined} {...props} />;
}

/** A labelled select of the site form: one of its options is always chosen. */
export function SiteSelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
}) {
  return <FormikSelectField id={siteFieldId(name)} name={name} label={label} options={options} />;
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
