import { VALIDATION_MESSAGES } from '@portfolio/common';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it('has the four labelled, required fields, an email-type email and a hidden honeypot', () => {
    render(<ContactForm />);
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
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(VALIDATION_MESSAGES.nameRequired);
  });

  it('refuses an invalid email address', async () => {
    render(<ContactForm />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(await screen.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeInTheDocument();
  });
});
