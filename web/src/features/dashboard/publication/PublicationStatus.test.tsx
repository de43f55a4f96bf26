import type { PublicationStatus as Status } from '@portfolio/common';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadPublicationStatus } from './publication-requests';
import { PublicationStatus } from './PublicationStatus';
import { publicationRequested } from './publication-watch';

vi.mock('./publication-requests');

const status = () => screen.getByTestId('publication-status');

describe('PublicationStatus', () => {
  it('says nothing before a change; then publishing, a failure being retried, and live', async () => {
    const answers: Status[] = [
      { phase: 'publishing' },
      { phase: 'retrying', failure: 'Hosting refused', retryAt: '2026-11-26T14:02:10.000Z' },
      { phase: 'live', publishedAt: '2026-11-26T14:02:12.000Z' },
    ];
    vi.mocked(loadPublicationStatus).mockImplementation(async () => answers.shift() ?? { phase: 'live' });
    render(<PublicationStatus />);
    expect(status()).toBeEmptyDOMElement();
    expect(loadPublicationStatus).not.toHaveBeenCalled();

    act(() => publicationRequested());
    expect(status()).toHaveTextContent('Publishing…');
    const retrying = await screen.findByText(
      /^Publishing failed; the site still shows the previous version\. Retrying at /,
      {},
      { timeout: 3000 },
    );
    // The failure itself is the tooltip of the whole badge (a dot alone on a phone).
    expect(retrying.closest('[data-phase]')).toHaveAttribute('title', 'Hosting refused');
    expect(await screen.findByText('Live on the site', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(loadPublicationStatus).toHaveBeenCalledTimes(3);
  });
});
