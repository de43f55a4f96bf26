import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ForbiddenPage } from './ForbiddenPage';

describe('ForbiddenPage', () => {
  it('says access is denied, links home and names the page in the title', () => {
    render(
      <MemoryRouter initialEntries={['/forbidden']}>
        <ForbiddenPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '403 Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('You don’t have permission to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^403 Forbidden · /);
  });
});
