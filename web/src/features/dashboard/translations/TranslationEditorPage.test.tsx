import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { alertSuccess } from '@/lib/alerts';
import { ApiRequestError } from '@/lib/api-client';
import { loadTranslation, saveTranslation } from '@/features/dashboard/api/translation-requests';
import { TranslationEditorPage } from './TranslationEditorPage';

// Automocked: every export a vi.fn().
vi.mock('@/lib/alerts');
vi.mock('@/features/dashboard/api/translation-requests');

const SOURCE = { title: 'Shop', purpose: 'Sell things', description: 'A shop.\nWith a cart.' };

function renderEditor(language = 'ar') {
  vi.mocked(loadTranslation).mockResolvedValue({
    source: SOURCE,
    translation: {
      ...{ kind: 'project', id: 'shop', language: 'ar', published: false },
      ...{ fields: { title: 'متجر' }, sources: { title: 'old' }, updatedAt: '', updatedBy: 'owner' },
    },
    fields: [
      { field: 'title', state: 'stale' },
      { field: 'purpose', state: 'missing' },
      { field: 'description', state: 'missing' },
    ],
    state: 'stale',
  });
  const router = createMemoryRouter([
    { path: '*', element: <TranslationEditorPage kind="project" id="shop" language={language} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('TranslationEditorPage', () => {
  it('shows each default text beside its labelled input in the target language, right to left for Arabic', async () => {
    renderEditor();
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    expect(title.value).toBe('متجر');
    expect(title).toHaveAttribute('lang', 'ar');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Sell things')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop in العربية');
    // The record's state and the title's: changed since translated.
    expect(screen.getAllByText('Changed since translated')).toHaveLength(2);
  });

  it('saves the fields typed, published as checked, and says so', async () => {
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Purpose'), { target: { value: 'بيع' } });
    fireEvent.click(screen.getByLabelText('Published'));
    vi.mocked(saveTranslation).mockResolvedValue({ translation: null, fields: [], state: 'complete' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertSuccess).toHaveBeenCalledWith('Translation saved'));
    expect(saveTranslation).toHaveBeenCalledWith('project', 'shop', 'ar', {
      fields: { title: 'متجر', purpose: 'بيع' },
      published: true,
    });
  });

  it('shows a refused field’s message by its field', async () => {
    renderEditor('bn');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveAttribute('dir', 'ltr');
    vi.mocked(saveTranslation).mockRejectedValue(
      new ApiRequestError(400, 'validation_failed', 'Some fields are invalid.', {
        title: 'Project Title must be at most 120 characters',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Project Title must be at most 120 characters',
    );
    expect(title).toHaveAttribute('aria-describedby', expect.stringContaining('translation-title-error'));
  });
});
