import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader, type HeaderSession } from './SiteHeader';
import { STICKY_HEADER_THRESHOLD_PX } from '@/config/ui';

const signedOut: HeaderSession = { status: 'signedOut' };
const signedIn: HeaderSession = {
  status: 'signedIn',
  displayName: 'Ada Lovelace',
  photoURL: 'https://example.com/ada.png',
  isAdmin: false,
};
const admin: HeaderSession = { ...signedIn, isAdmin: true };

function renderHeader(session: HeaderSession, path = '/', onSignOut = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader session={session} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return { nav: screen.getByRole('navigation', { name: 'Main' }), onSignOut };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  afterEach(() => scrollTo(0));

  it('on / and signed out: in-page anchors, Contact, Sign In, no Dashboard', () => {
    const { nav } = renderHeader(signedOut, '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '#service');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/want');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('elsewhere and signed out: route links instead of anchors', () => {
    const { nav } = renderHeader(signedOut, '/projects/all');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/want');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
  });

  it('on / and signed in: the avatar links to the profile with the name as tooltip, and Sign Out signs out', () => {
    const { nav, onSignOut } = renderHeader(signedIn, '/');
    const avatar = within(nav).getByRole('link', { name: 'Profile: Ada Lovelace' });
    expect(avatar).toHaveAttribute('href', '/profile');
    expect(avatar).toHaveAttribute('title', 'Ada Lovelace');
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    fireEvent.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('elsewhere and signed in as admin: Dashboard links to /dashboard', () => {
    const { nav } = renderHeader(admin, '/about');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('without a name or photo: tooltip "User" and the default picture', () => {
    const { nav } = renderHeader({ ...signedIn, displayName: null, photoURL: null });
    const avatar = within(nav).getByRole('link', { name: 'Profile: User' });
    expect(avatar).toHaveAttribute('title', 'User');
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/images/default-avatar.svg');
  });

  it('while the session loads: Sign In, which a page that knows of a session hides; no avatar', () => {
    const { nav } = renderHeader({ status: 'loading' });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveClass('[[data-session]_&]:hidden');
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signed out: Sign In, shown whatever the page’s first script found', () => {
    const { nav } = renderHeader(signedOut);
    expect(within(nav).getByRole('link', { name: 'Sign In' })).not.toHaveClass('[[data-session]_&]:hidden');
  });

  it('the menu button toggles the list, and following a link closes it', () => {
    const { nav } = renderHeader(signedOut, '/about');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav.id);

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(menu);
    fireEvent.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(menu);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('becomes sticky only after more than 200 px of scroll', () => {
    renderHeader(signedOut);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(STICKY_HEADER_THRESHOLD_PX);
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(STICKY_HEADER_THRESHOLD_PX + 1);
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(header).toHaveClass('sticky');
    scrollTo(0);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });
});
