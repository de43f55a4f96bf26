import { DEFAULT_SITE_CONTENT } from '@portfolio/common';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaticShell } from './static-shell';

describe('renderStaticShell', () => {
  it('is the public frame with the session still unknown and the page loading', () => {
    render(<div dangerouslySetInnerHTML={{ __html: renderStaticShell(DEFAULT_SITE_CONTENT) }} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Plain routes, none marked current: the shell is served for every path.
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/want');
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
    // Sign In, as the app first renders it: hidden where the page's first script found a session hint.
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveClass('[[data-session]_&]:hidden');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // No button that only the app could answer: the theme and menu buttons come with the app's own frame.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
