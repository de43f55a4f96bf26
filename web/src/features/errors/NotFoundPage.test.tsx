import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist and links home', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you’re looking for doesn’t exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sorry, the page you’re looking for doesn’t exist.',
    );
  });
});
