/** The search page as the router's lazy route takes it. */
export { SearchPage as Component } from './SearchPage';
