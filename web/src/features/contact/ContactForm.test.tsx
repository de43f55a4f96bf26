import { VALIDATION_MESSAGES } from '@portfolio/common';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { PageDataProvider, pageDataOf, type PageDataEntries } from '@/lib/page-data';
import { ContactForm } from './ContactForm';
import { CONTACT_FORM_ANSWER_KEY, type ContactFormAnswer } from './form-answer';

function renderForm({ url = '/want', entries = {} }: { url?: string; entries?: PageDataEntries } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PageDataProvider value={pageDataOf(entries)}>
        <ContactForm />
      </PageDataProvider>
    </MemoryRouter>,
  );
}

describe('ContactForm', () => {
  it('has the four labelled, required fields, an email-type email and a hidden honeypot', () => {
    renderForm();
    for (const label of ['Name', 'Phone Number', 'Email', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    // The honeypot is out of the accessibility tree and out of the tab order.
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });

  it('shows the shared schema’s messages when sent empty, on the fields they are about', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(VALIDATION_MESSAGES.nameRequired);
  });

  it('refuses an invalid email address', async () => {
    renderForm();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(await screen.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeInTheDocument();
  });

  it('is a form the browser can send itself, to a path no published file answers, before the app runs', () => {
    renderForm();
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/want/send');
    expect(screen.getByLabelText('Name')).toBeEnabled();
  });

  it('starts from the page’s answer to a refused native send: the values kept, each error beside its field', () => {
    const answer: ContactFormAnswer = {
      values: { name: 'Ada', number: '', email: 'not-an-address', message: 'Hello' },
      errors: { number: VALIDATION_MESSAGES.phoneRequired, email: VALIDATION_MESSAGES.invalidEmail },
    };
    renderForm({ entries: { [CONTACT_FORM_ANSWER_KEY]: { data: answer } } });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-address');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidEmail);
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.phoneRequired,
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('says why a valid message was not taken', () => {
    const answer: ContactFormAnswer = {
      values: { name: 'Ada', number: '1', email: 'ada@example.com', message: 'Hello' },
      errors: {},
      failure: 'rateLimited',
    };
    renderForm({ entries: { [CONTACT_FORM_ANSWER_KEY]: { data: answer } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many messages');
  });

  it('after a native send, says the message was sent', () => {
    renderForm({ url: '/want/sent' });
    expect(screen.getByRole('status')).toHaveTextContent('Message sent');
  });
});
