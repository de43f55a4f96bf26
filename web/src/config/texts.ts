import { THEME_BUTTON_LABELS } from './theme';

/**
 * The public site's interface texts. Those the spec quotes are kept word for word, typographic apostrophes
 * included; the owner's own words (name, about text, services text…) are in `owner.ts`. Pages that load apart keep
 * their texts apart (`account-texts.ts`, `project-texts.ts`, `about-texts.ts`, `contact-texts.ts`...): every page's
 * first load carries this file.
 */
export const texts = {
  skipToContent: 'Skip to content',

  header: {
    navLabel: 'Main',
    menuButton: 'Menu',
    home: 'Home',
    about: 'About',
    services: 'Services',
    writing: 'Writing',
    contact: 'Contact',
    dashboard: 'Dashboard',
    signIn: 'Sign In',
    signOut: 'Sign Out',
    /** The header's search field: its name, and the landmark's. */
    search: 'Search the site',
    searchPlaceholder: 'Search',
    /** The language switcher's name. */
    language: 'Language',
    /** The avatar link's accessible name; its tooltip is the display name. */
    profile: (name: string) => `Profile: ${name}`,
    /** The avatar's tooltip when the account has no display name. */
    anonymousUser: 'User',
    /** The theme button's name says the current choice; a press moves to the next one. */
    theme: THEME_BUTTON_LABELS,
  },

  footer: {
    socialLabel: 'Social links',
    rights: 'All rights reserved.',
  },

  home: {
    latestPostsTitle: 'Latest writing',
    allPosts: 'All writing',
    greeting: 'Hello, I’m',
    downloadCv: 'Download CV',
    hireMe: 'Hire Me',
    aboutTitle: 'About Me',
    seeMore: 'See More',
    seeMoreTarget: 'about me',
    skillsTitle: 'Skills',
    bestProjectsTitle: 'Best Projects',
    viewMore: 'View More',
    servicesTitle: 'Services',
    profileTitle: 'Let’s work together',
    profileText: 'Have a website or an app in mind? Tell me about it and I will answer within a day.',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
  },

  services: {
    title: 'Services',
    webDevelopment: 'Web Development',
    appDevelopment: 'Android App Development',
    order: 'Order',
    seeWorks: 'See Works',
  },

  projects: {
    loading: 'Loading projects…',
    loadError: 'Error loading projects. Please try again later.',
    retry: 'Try again',
    empty: 'No projects found.',
    imageAlt: (title: string) => `Preview of ${title}`,
  },

  // The rest of the about and contact pages' texts load with those pages only: about-texts.ts, contact-texts.ts.
  about: {
    title: 'About Me',
  },

  contact: {
    title: 'Contact Us',
  },

  errors: {
    notFoundTitle: 'Page Not Found',
    notFoundBody: 'Sorry, the page you’re looking for doesn’t exist.',
    notFoundAction: 'Go Home',
    forbiddenTitle: '403 Forbidden',
    forbiddenBody: 'You don’t have permission to access this page.',
    forbiddenAction: 'Go Back Home',
    // The router's error screens: a page whose code could not be downloaded, and any other failure.
    chunkLoadTitle: 'This page could not be loaded',
    chunkLoadBody:
      'The connection may have dropped, or the site was updated since you opened it. Reloading the page fixes it.',
    unexpectedTitle: 'Something went wrong',
    unexpectedBody:
      'An unexpected error stopped this page from showing. Reloading the page usually fixes it.',
    reload: 'Reload the page',
    goHome: 'Go Home',
  },

  // Shown by the session's expiry, on any page.
  sessionExpired: 'Session expired. Please log in again.',
} as const;
