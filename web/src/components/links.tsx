import { useContext, type AnchorHTMLAttributes, type Ref } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

/*
 * React Router's <Link> and <NavLink>, as this site uses them: links to its own pages, followed by the router. React
 * Router's own also prefetch (a framework-mode feature) and handle external addresses, masks and view transitions;
 * with them, that code came with every first load, whether a page had a link or not. These render the same markup
 * (`data-discover` included) and follow a click the same way, through React Router's own click handler.
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the site (an external address takes an `<a>`). */
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, preventScrollReset, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler(to, { replace, state, preventScrollReset, target });
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
      target={target}
      data-discover="true"
    />
  );
}

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the page itself, not on the pages under it. */
  end?: boolean;
  /** A string gets `active` (and `pending` while the router goes to the page) added, as React Router's does. */
  className?: string | ((state: NavLinkState) => string);
}

/** Whether the router is at (or going to) `pathname`'s page, or one under it unless `end`; case aside. */
function isAt(location: string | undefined, pathname: string, end: boolean): boolean {
  if (location === undefined) return false;
  const at = location.toLowerCase();
  const page = pathname.toLowerCase();
  const slash = page !== '/' && page.endsWith('/') ? page.length - 1 : page.length;
  return at === page || (!end && at.startsWith(page) && at.charAt(slash) === '/');
}

/** A link that knows whether it is the current page: `aria-current="page"` and its state for the class. */
export function NavLink({ to, end = false, className = '', ...rest }: NavLinkProps) {
  const path = useResolvedPath(to);
  const { pathname: location } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const next = useContext(DataRouterStateContext)?.navigation.location?.pathname;
  const pathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  const state = { isActive: isAt(location, pathname, end), isPending: isAt(next, pathname, end) };
  return (
    <Link
      {...rest}
      aria-current={state.isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, state.isActive && 'active', state.isPending && 'pending'].filter(Boolean).join(' ')
      }
      to={to}
    />
  );
}
