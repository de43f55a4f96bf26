import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TranslationStatusRecord } from '@/features/dashboard/api/translation-requests';
import { TranslationStatusTable } from './TranslationStatusTable';

const RECORDS: TranslationStatusRecord[] = [
  {
    kind: 'site',
    id: 'content',
    label: 'Site content',
    published: true,
    states: { bn: 'complete', ar: 'stale' },
  },
  { kind: 'project', id: 'shop', label: 'Shop', published: true, states: { bn: 'complete', ar: 'complete' } },
  { kind: 'post', id: 'notes', label: 'Notes', published: false, states: { bn: 'draft', ar: 'missing' } },
];

function renderTable() {
  const router = createMemoryRouter([
    { path: '*', element: <TranslationStatusTable others={['bn', 'ar']} records={RECORDS} /> },
  ]);
  render(<RouterProvider router={router} />);
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('TranslationStatusTable', () => {
  it('shows each record’s state in each language as a readable badge linking to its editor', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Text',
      'বাংলা',
      'العربية',
    ]);
    const stale = screen.getByRole('link', { name: 'Changed since translated: Site content in العربية' });
    expect(stale).toHaveAttribute('href', '/dashboard/translations/site/content/ar');
    expect(screen.getByRole('link', { name: 'Draft: Notes in বাংলা' })).toHaveAttribute(
      'href',
      '/dashboard/translations/post/notes/bn',
    );
    expect(screen.getByRole('link', { name: 'Missing: Notes in العربية' })).toBeInTheDocument();
  });

  it('keeps the records not complete in some language when "Needs translation" is pressed, and all again after', async () => {
    renderTable();
    const toggle = screen.getByRole('button', { name: 'Needs translation' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(rowNames()).toEqual(['Site content', 'ProjectShop', 'PostNotes']);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(rowNames()).toEqual(['Site content', 'PostNotes']);
    await userEvent.click(toggle);
    expect(rowNames()).toHaveLength(3);
  });
});
