import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import {
  FormikSelectField,
  FormikTextField,
  type FormikTextFieldProps,
  type SelectOption,
} from '@/components/FormikFields';
import type { ProjectFormValues } from './project-form-model';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';

export type TextFieldName = Exclude<
  keyof ProjectFormValues,
  'image' | 'screenshots' | 'keepScreenshots' | 'published'
>;

export const fieldId = (name: keyof ProjectFormValues) => `project-${name}`;

/** A titled group of fields, its title and a line about it beside the fields (above them on small screens). */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="panel grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-base">
          {title}
        </h2>
        <p className="pt-1 text-sm text-slate-600">{description}</p>
      </div>
      <div className="grid content-start gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A labelled text input (or textarea) named as the API names the field, with its message beside it. */
export function ProjectTextField({
  name,
  multiline = false,
  ...props
}: { name: TextFieldName; multiline?: boolean } & Omit<FormikTextFieldProps, 'id' | 'name' | 'rows'>) {
  return <FormikTextField id={fieldId(name)} name={name} rows={multiline ? 6 : undefined} {...props} />;
}

/** A labelled select whose first option stands for "nothing chosen yet". */
export function ProjectSelectField({
  name,
  label,
  options,
  onChange,
}: {
  name: TextFieldName;
  label: string;
  options: readonly SelectOption[];
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <FormikSelectField
      id={fieldId(name)}
      name={name}
      label={label}
      options={options}
      placeholder={dashboardProjectsTexts.form.selectPlaceholder(label.toLowerCase())}
      required
      onChange={onChange}
    />
  );
}

/** "Publish now", drawn as a switch (still a checkbox to assistive technology): on by default; off saves a draft. */
export function PublishNowField() {
  const [field] = useField<boolean>({ name: 'published', type: 'checkbox' });
  const id = fieldId('published');
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4 sm:col-span-2">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {dashboardProjectsTexts.form.publishNow}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {dashboardProjectsTexts.form.publishNowHint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        className="switch"
        name={field.name}
        checked={field.checked ?? false}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
