import { useField } from 'formik';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { describedByError, FormField } from '@/components/FormField';
import type { ProjectFormValues } from './project-form-model';

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
  label,
  multiline = false,
  wide = false,
  ...inputProps
}: {
  name: TextFieldName;
  label: string;
  multiline?: boolean;
  /** Spans both columns of its section. */
  wide?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'placeholder' | 'required' | 'inputMode' | 'min' | 'max' | 'maxLength'
>) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const error = meta.touched && meta.error;
  return (
    <FormField id={id} label={label} error={error} className={wide ? 'sm:col-span-2' : undefined}>
      {multiline ? (
        <textarea
          id={id}
          rows={6}
          required={inputProps.required}
          {...field}
          {...describedByError(id, error)}
        />
      ) : (
        <input id={id} type="text" {...inputProps} {...field} {...describedByError(id, error)} />
      )}
    </FormField>
  );
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
  options: readonly { value: string; label: string }[];
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const error = meta.touched && meta.error;
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <select
          id={id}
          required
          {...field}
          onChange={onChange ?? field.onChange}
          {...describedByError(id, error)}
        >
          <option value="">Select {label.toLowerCase()}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </div>
    </FormField>
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
          Publish now
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Off keeps the project a draft: only you see it, until you publish it.
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
