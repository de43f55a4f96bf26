import { localizable } from '@portfolio/common';

/** The project page's texts: a module of its own, so that only that page's code carries them. */
export const projectTexts = localizable('project', {
  loading: 'Loading project…',
  screenshotsLabel: 'Screenshots',
  mainImageAlt: (title: string) => `${title}: main image`,
  screenshotAlt: (title: string, position: number) => `${title}: screenshot ${position}`,
  showMainImage: 'Show the main image',
  showScreenshot: (position: number) => `Show screenshot ${position}`,
  backTo: (heading: string) => `Back to ${heading}`,
  purpose: 'Purpose',
  category: 'Category',
  status: 'Status',
  type: 'Type',
  startDate: 'Start date',
  endDate: 'End date',
  technologies: 'Technologies',
  livePreview: 'Live Preview',
  githubClient: 'GitHub (Client)',
  githubServer: 'GitHub (Server)',
  opensInNewTab: '(opens in a new tab)',
  watchDemoVideo: 'Watch Demo Video',
  videoTitle: (title: string) => `Demo video of ${title}`,
  backToProjects: 'Back to all projects',
  loadErrorTitle: 'Could not load this project',
  loadErrorBody: 'Please check your connection and try again.',
  retry: 'Try again',
} as const);
