import { contactSchema } from '@portfolio/common';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { contactTexts } from '@/config/contact-texts';
import { alertSuccess } from '@/lib/alerts';
import { ApiRequestError } from '@/lib/api-client';
import { sendContactMessage, type ContactSubmission } from './api/contact-requests';
import { paths } from '@/config/paths';
import { usePageData } from '@/lib/page-data';
import { CONTACT_FORM_ANSWER_KEY, contactValuesOf, type ContactFormAnswer } from './form-answer';

const EMPTY_MESSAGE: ContactSubmission = { name: '', number: '', email: '', message: '', website: '' };

type FieldName = keyof typeof contactSchema.fields;

/**
 * The contact form, validated with the schema the API uses. It posts to our own API, which stores the message for
 * the owner's inbox (and forwards it when a form service is configured): no access key in the page, nothing lost.
 */
export function ContactForm() {
  // The page's answer when the form was sent natively and refused: what was typed, and what was wrong.
  const answer = usePageData().take(CONTACT_FORM_ANSWER_KEY) as { data: ContactFormAnswer } | undefined;
  const sentNatively = useLocation().pathname === paths.contactSent;
  const [failure, setFailure] = useState<string | null>(
    answer?.data.failure ? contactTexts[answer.data.failure] : (answer?.data.otherErrors?.join(' ') ?? null),
  );
  const form = useFormik<ContactSubmission>({
    initialValues: answer ? { ...answer.data.values, website: '' } : EMPTY_MESSAGE,
    initialErrors: answer?.data.errors,
    initialTouched: answer
      ? Object.fromEntries(Object.keys(answer.data.errors).map((name) => [name, true]))
      : undefined,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await sendContactMessage(values);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 400 && Object.keys(error.fields).length) {
          helpers.setErrors(error.fields);
        } else if (error instanceof ApiRequestError && error.status === 429) {
          setFailure(contactTexts.rateLimited);
        } else {
          setFailure(contactTexts.failed);
        }
        return;
      }
      helpers.resetForm();
      // SweetAlert2 is fetched here, on the first message sent; no public page carries it before.
      await alertSuccess(contactTexts.sentTitle, undefined, contactTexts.sentBody);
    },
  });

  // What was typed before the app took the page over is still in the fields (the browser keeps it): the form
  // goes on from it.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formElement.current) return;
    const typed = contactValuesOf(Object.fromEntries(new FormData(formElement.current)));
    const differs = (Object.keys(typed) as (keyof typeof typed)[]).some(
      (name) => typed[name] !== form.values[name],
    );
    if (differs) void form.setValues({ ...form.values, ...typed }, false);
    // Once, when the app takes the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorOf = (name: FieldName) => (form.touched[name] && form.errors[name]) || undefined;
  const fieldProps = (name: FieldName) => {
    const error = errorOf(name);
    return {
      id: `contact-${name}`,
      name,
      value: form.values[name],
      onChange: form.handleChange,
      onBlur: form.handleBlur,
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
      className: `field-input mt-1.5 ${error ? 'border-red-600' : ''}`,
    };
  };

  // In the page's own language: the router's base is its prefix.
  const sendAction = useHref(paths.contactSend);
  return (
    // Before the app runs, the browser sends the form itself, to its own page, which the function answers (the same
    // checks as the API's); the app sends it as JSON instead. Either way the server validates: no browser checks.
    <form
      ref={formElement}
      method="post"
      action={sendAction}
      noValidate
      onSubmit={form.handleSubmit}
      className="relative space-y-5"
    >
      {sentNatively && !form.dirty && (
        <div
          role="status"
          className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          <p className="font-semibold">{contactTexts.sentTitle}</p>
          <p>{contactTexts.sentBody}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={contactTexts.name} error={errorOf('name')} htmlFor="contact-name">
          <input type="text" autoComplete="name" {...fieldProps('name')} />
        </Field>
        <Field label={contactTexts.number} error={errorOf('number')} htmlFor="contact-number">
          <input type="tel" dir="ltr" autoComplete="tel" {...fieldProps('number')} />
        </Field>
      </div>
      <Field label={contactTexts.email} error={errorOf('email')} htmlFor="contact-email">
        <input type="email" dir="ltr" autoComplete="email" {...fieldProps('email')} />
      </Field>
      <Field label={contactTexts.message} error={errorOf('message')} htmlFor="contact-message">
        <textarea rows={6} {...fieldProps('message')} />
      </Field>

      {/* A honeypot: hidden from people and assistive technology; a bot that fills it is ignored by the API. */}
      <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          tabIndex={-1}
          autoComplete="off"
          id="contact-website"
          name="website"
          type="text"
          value={form.values.website}
          onChange={form.handleChange}
        />
      </div>

      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.isSubmitting}>
        {form.isSubmitting ? contactTexts.sending : contactTexts.send}
      </button>
    </form>
  );
}

function Field({
  label,
  error,
  htmlFor,
  children,
}: {
  label: string;
  error: string | undefined;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${htmlFor}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
