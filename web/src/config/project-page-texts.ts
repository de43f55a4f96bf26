import { localizable } from '@portfolio/common';

/**
 * Texts of the project page's parts that load with it only (the video's play button, the owner's draft preview):
 * kept apart from `texts.ts`, which every page's first load carries.
 */
export const projectPageTexts = localizable('projectPage', {
  playVideo: (title: string) => `Play the demo video of ${title}`,
  playVideoLabel: 'Play video',
  draftBanner: 'Draft — only you can see this',
  publish: 'Publish',
  publishing: 'Publishing…',
  published: 'Published: visitors can see this project now.',
} as const);
