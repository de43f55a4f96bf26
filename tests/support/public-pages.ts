// The public pages and the heading (h1) each shows, for the suites that visit them all: the API tests read the
// served HTML, the browser tests the page.

/** The pages without data of their own besides the site content. */
export const CONTENT_PAGES: [path: string, heading: string][] = [
  ['/about', 'About Me'],
  ['/services', 'Services'],
  ['/want', 'Contact Us'],
  ['/signIn', 'Sign In'],
  ['/signUp', 'Sign Up'],
  ['/forbidden', '403 Forbidden'],
];

/** Every public page, those the function renders with their data among them, and the not-found pages. */
export const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Tanvir Ahmed'],
  ...CONTENT_PAGES,
  ['/projects/all', 'All Projects'],
  ['/project/seed-shopfront', 'Shopfront'],
  ['/projects/no-such-category', 'Projects'],
  ['/project/no-such-project', 'Page Not Found'],
  ['/no/such/page', 'Page Not Found'],
];
