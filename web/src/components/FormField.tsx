import type { ReactNode } from 'react';

/** A labelled field with its error below, tied to the input by id for screen readers. */
export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | false;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, if any, below it: `{id}-error`, which the input names (`describedByError`). */
export function FieldError({ id, error }: { id: string; error?: string | false }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The ARIA attributes of an input whose field may show an error. */
export function describedByError(id: string, error?: string | false) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}
