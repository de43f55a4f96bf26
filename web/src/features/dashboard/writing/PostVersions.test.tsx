import type { Post, PostVersionSummary } from '@portfolio/common';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmDanger } from '@/lib/alerts';
import { listPostVersions, restorePostVersion } from '@/features/dashboard/api/post-requests';
import { PostVersions } from './PostVersions';

// Automocked: every export a vi.fn().
vi.mock('@/lib/alerts');
vi.mock('@/features/dashboard/api/post-requests');

const VERSIONS: PostVersionSummary[] = [
  { id: 'v2', savedAt: '2026-11-27T10:05:00.000Z', savedBy: 'owner', title: 'Live text', published: true },
  { id: 'v1', savedAt: '2026-11-27T10:00:00.000Z', savedBy: 'owner', title: 'First draft', published: false },
];

describe('PostVersions', () => {
  it('marks each version published or draft, as it was then', async () => {
    vi.mocked(listPostVersions).mockResolvedValue(VERSIONS);
    render(<PostVersions slug="notes" revision="2026-11-27T10:10:00.000Z" onRestored={vi.fn()} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Published')).toBeTruthy();
    expect(within(items[0]!).queryByText('Draft')).toBeNull();
    expect(within(items[1]!).getByText('Draft')).toBeTruthy();
    expect(within(items[1]!).queryByText('Published')).toBeNull();
  });

  it('restores from the revision it shows (If-Match), saying the published state stays', async () => {
    vi.mocked(listPostVersions).mockResolvedValue(VERSIONS);
    vi.mocked(confirmDanger).mockResolvedValue(true);
    vi.mocked(restorePostVersion).mockResolvedValue({ slug: 'notes' } as Post);
    const onRestored = vi.fn();
    render(<PostVersions slug="notes" revision="2026-11-27T10:10:00.000Z" onRestored={onRestored} />);
    const [, draft] = await screen.findAllByRole('listitem');
    fireEvent.click(within(draft!).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(vi.mocked(confirmDanger).mock.calls[0]?.[1]).toMatch(/published stays as it is/);
    expect(restorePostVersion).toHaveBeenCalledWith('notes', 'v1', '2026-11-27T10:10:00.000Z');
  });
});
