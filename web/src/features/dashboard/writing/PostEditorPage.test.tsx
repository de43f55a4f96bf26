import type { Post } from '@portfolio/common';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardPaths } from '@/features/dashboard/dashboard-paths';
import {
  createPost,
  listPostVersions,
  loadPost,
  previewPost,
  savePost,
} from '@/features/dashboard/api/post-requests';
import { deferred } from '@/testing/deferred';
import { PostEditorPage } from './PostEditorPage';

// Automocked: every export a vi.fn().
vi.mock('@/lib/alerts');
vi.mock('@/features/dashboard/api/post-requests');

const navigated = vi.fn();
vi.mock('react-router-dom', async (original) => ({
  ...(await original<typeof import('react-router-dom')>()),
  // The editor's own navigation is recorded, not followed: what the page shows until its replacement is the test.
  useNavigate: () => navigated,
}));
beforeEach(() => navigated.mockClear());

const SAVED: Post = {
  ...{ id: 'notes', slug: 'notes', title: 'Notes', summary: 'A note.', tags: ['Testing'], published: false },
  ...{ body: '## First', html: '<h2>First</h2>', headings: [], readingMinutes: 1 },
  ...{ publishedAt: null, updatedAt: '2026-11-27T10:00:00.000Z' },
} as unknown as Post;

function renderEditor(slug?: string) {
  const router = createMemoryRouter([{ path: '*', element: <PostEditorPage slug={slug} /> }]);
  render(<RouterProvider router={router} />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const imageInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('the post editor', () => {
  it('hands a new post over to its own editor once saved, and takes nothing typed meanwhile', async () => {
    vi.mocked(previewPost).mockReturnValue(new Promise(() => {}));
    const created = deferred<Post>();
    vi.mocked(createPost).mockReturnValue(created.promise);
    renderEditor();
    fireEvent.change(field('Title'), { target: { value: 'Notes' } });
    fireEvent.change(field('Markdown'), { target: { value: '## First' } });
    expect(imageInput()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(field('Markdown')).toHaveAttribute('readonly'));
    created.resolve(SAVED);
    await waitFor(() =>
      expect(navigated).toHaveBeenCalledWith(dashboardPaths.editPost('notes'), { replace: true }),
    );
    // The post's editor (which loads it) replaces this one: until then this one stays as it was sent, busy, and
    // offers no image to add to a post it does not hold.
    expect(field('Markdown')).toHaveAttribute('readonly');
    expect(field('Title')).toHaveAttribute('readonly');
    expect(imageInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.queryByText('Draft', { exact: true })).not.toBeInTheDocument();
  });

  it('shows an existing post as saved, open for the next change', async () => {
    vi.mocked(previewPost).mockReturnValue(new Promise(() => {}));
    vi.mocked(loadPost).mockResolvedValue(SAVED);
    vi.mocked(listPostVersions).mockResolvedValue([]);
    const saved = deferred<Post>();
    vi.mocked(savePost).mockReturnValue(saved.promise);
    renderEditor('notes');
    await waitFor(() => expect(field('Markdown')).toHaveValue('## First'));

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(field('Markdown')).toHaveAttribute('readonly'));
    saved.resolve({ ...SAVED, published: true, updatedAt: '2026-11-27T10:05:00.000Z' });
    await waitFor(() => expect(screen.getByText('Published', { exact: true })).toBeInTheDocument());
    expect(field('Markdown')).not.toHaveAttribute('readonly');
    expect(imageInput()).toBeEnabled();
    expect(navigated).not.toHaveBeenCalled();
  });
});
