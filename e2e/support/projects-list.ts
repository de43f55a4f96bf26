import type { Page } from '@playwright/test';

/** The titles of the project cards shown, in order. */
export const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

/** A technology chip of the projects list: a link to the list with its technology added or removed. */
export const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Technologies' }).getByRole('link', { name, exact: true });
