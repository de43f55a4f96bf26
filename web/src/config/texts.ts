import { ALL_CATEGORIES, type ProjectCategory } from '@portfolio/common';
import { THEME_BUTTON_LABELS } from './theme';

/**
 * The public site's interface texts. Those the spec quotes are kept word for word, typographic apostrophes
 * included; the owner's own words (name, about text, services text…) are in `owner.ts`. The account, profile and
 * project pages' texts are in `account-texts.ts` and `project-texts.ts`, which only those pages' code loads.
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
    headings: {
      [ALL_CATEGORIES]: 'All Projects',
      'web-dev-project': 'Web Development Projects',
      'app-dev-project': 'App Development Projects',
      'python-project': 'Python Projects',
    } satisfies Record<ProjectCategory | typeof ALL_CATEGORIES, string>,
    otherHeading: 'Projects',
    categoriesLabel: 'Project categories',
    allCategories: 'All',
    loading: 'Loading projects…',
    loadError: 'Error loading projects. Please try again later.',
    retry: 'Try again',
    empty: 'No projects found.',
    imageAlt: (title: string) => `Preview of ${title}`,
  },

  about: {
    title: 'About Me',
    educationTitle: 'Education',
    diplomaTitle: 'Diploma in Engineering',
    department: 'Department',
    college: 'College',
    board: 'Board',
    session: 'Session',
    semester: 'Semester',
    gpa: 'GPA',
    semesterResultsCaption: 'Results per semester',
    running: 'Running',
    upcoming: 'Upcoming',
    sscTitle: 'SSC',
    group: 'Group',
    school: 'School',
    passingYear: 'Passing year',
    result: 'Result',
  },

  contact: {
    title: 'Contact Us',
    name: 'Name',
    number: 'Phone Number',
    email: 'Email',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending…',
    sentTitle: 'Message sent',
    sentBody: 'Thank you! I’ll get back to you soon.',
    rateLimited: 'Too many messages from your connection. Please try again in a few minutes.',
    failed: 'Your message could not be sent. Please try again later.',
    tooLarge: 'Your message is too long to send. Please shorten it and send it again.',
    crossSite:
      'This form was sent from another site, so your message was not taken. Please write it here and send it from this page.',
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

/** The heading of `/projects/{category}`: a known category's, or "Projects" for anything else. */
export function projectsHeading(category: string): string {
  const headings: Readonly<Record<string, string>> = texts.projects.headings;
  // hasOwn: a path like /projects/constructor must not find Object.prototype's members.
  return Object.hasOwn(headings, category) ? (headings[category] ?? '') : texts.projects.otherHeading;
}
