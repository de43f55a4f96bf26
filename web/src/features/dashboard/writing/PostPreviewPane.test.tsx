import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { previewPost } from '@/features/dashboard/api/post-requests';
import { ApiRequestError } from '@/lib/api-client';
import { PostPreviewPane } from './PostPreviewPane';

vi.mock('@/features/dashboard/api/post-requests');

describe('the preview pane', () => {
  it("shows the API's reason on the body, the one the save would answer", async () => {
    const reason = 'This post is too large once formatted: 1.7 MB of HTML, over the 640 KB a post may take';
    vi.mocked(previewPost).mockRejectedValue(
      new ApiRequestError(400, 'validation_failed', 'Some fields are invalid.', { body: reason }),
    );
    render(<PostPreviewPane body={'1 '.repeat(10)} />);
    expect(await screen.findByText(reason, {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('says the preview failed when the API gives no reason', async () => {
    vi.mocked(previewPost).mockRejectedValue(new TypeError('Failed to fetch'));
    render(<PostPreviewPane body="text" />);
    expect(
      await screen.findByText('The preview could not be rendered.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });
});
