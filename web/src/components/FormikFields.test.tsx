import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormikSelectField, FormikTextField } from './FormikFields';

const REQUIRED = 'Title is required';
const NAME_REQUIRED = 'Name is required';

function renderForm(fields: ReactNode, initialValues: Record<string, unknown> = {}) {
  return render(
    <Formik
      initialValues={initialValues}
      validate={(values) => ({
        ...(values.title ? {} : { title: REQUIRED }),
        ...(values.name ? {} : { name: NAME_REQUIRED }),
      })}
      onSubmit={() => undefined}
    >
      <Form>
        {fields}
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
}

describe('FormikTextField', () => {
  it('is labelled, empty rather than uncontrolled before the form sets it, and a textarea when it has rows', () => {
    renderForm(
      <>
        <FormikTextField id="t-title" name="title" label="Title" required />
        <FormikTextField id="t-about" name="about" label="About" rows={4} />
      </>,
    );
    expect(screen.getByLabelText('Title')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(screen.getByLabelText('About').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('About')).toHaveAttribute('rows', '4');
  });

  it('typing into a field the form had no value for raises no warning of an input changing its kind', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(<FormikTextField id="t-title" name="title" label="Title" />);
    await user.type(screen.getByLabelText('Title'), 'Shopfront');
    expect(screen.getByLabelText('Title')).toHaveValue('Shopfront');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows its message once the field is left, tied to the input for screen readers', async () => {
    const user = userEvent.setup();
    renderForm(<FormikTextField id="t-title" name="title" label="Title" />);
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.click(input);
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toHaveAttribute('id', 't-title-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 't-title-error');
  });

  it('with showErrorFrom "submit", stays quiet when the field is left and speaks from the first submit', async () => {
    const user = userEvent.setup();
    renderForm(
      <>
        <FormikTextField id="t-title" name="title" label="Title" showErrorFrom="submit" />
        <FormikTextField id="t-name" name="name" label="Name" />
      </>,
    );
    await user.click(screen.getByLabelText('Title'));
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    // The other field, left too, shows its message: the form has validated, and the title still says nothing.
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });
});

describe('FormikSelectField', () => {
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
  ];

  it('offers "nothing chosen yet" first when it has a placeholder, and draws its arrow out of reach of readers', () => {
    const { container } = renderForm(
      <FormikSelectField id="s-kind" name="kind" label="Kind" options={options} placeholder="Select kind" />,
      { kind: '' },
    );
    const select = screen.getByLabelText('Kind');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select kind',
      'Alpha',
      'Beta',
    ]);
    expect(select).toHaveValue('');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('without a placeholder, one of its options is always chosen', async () => {
    const user = userEvent.setup();
    renderForm(<FormikSelectField id="s-kind" name="kind" label="Kind" options={options} />, { kind: 'a' });
    const select = screen.getByLabelText('Kind');
    expect(select.querySelectorAll('option')).toHaveLength(2);
    await user.selectOptions(select, 'Beta');
    expect(select).toHaveValue('b');
  });
});
