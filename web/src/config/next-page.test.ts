import { describe, expect, it } from 'vitest';
import {
  NEXT_PAGE_PATH,
  NEXT_PAGE_PATTERNS,
  NEXT_PAGE_SCRIPT,
  NOT_NEXT_PAGE_PATH,
  SPECULATION_RULES,
} from './next-page';
import { PAGE_BOOT_SCRIPT } from './page-boot-script';
import { paths } from './paths';

const speculated = (path: string) => NEXT_PAGE_PATH.test(path) && !NOT_NEXT_PAGE_PATH.test(path);

describe('the pages opened ahead of a click', () => {
  it('are the public pages published as files', () => {
    for (const path of [
      paths.home,
      paths.about,
      paths.services,
      paths.allProjects,
      paths.projects('web-dev-project'),
      paths.project('seed-shopfront'),
      paths.writing,
      paths.post('typed-express-handlers'),
      paths.writingTag('CSS'),
      '/bn/',
      '/bn/about',
      `/ar${paths.project('seed-shopfront')}`,
    ]) {
      expect(speculated(path), path).toBe(true);
    }
  });

  it('never a page that changes anything, a signed-in area, the API or a view the function renders', () => {
    for (const path of [
      paths.dashboard,
      paths.dashboardWriting,
      paths.signIn,
      paths.signUp,
      paths.profile,
      paths.contact,
      paths.contactSend,
      paths.forbidden,
      '/api/views',
      paths.filteredProjects('all'),
      paths.projectPicture('seed-shopfront', 2),
      paths.writingFeed,
      '/files/x.webp',
      `/bn${paths.filteredProjects('all')}`,
      `/ar${paths.projectPicture('seed-shopfront', 2)}`,
      `/bn${paths.writingFeed}`,
      `/bn${paths.dashboard}`,
    ]) {
      expect(speculated(path), path).toBe(false);
    }
  });

  it('are speculated with moderate eagerness only, by the rules the script after the page’s load adds', () => {
    expect(SPECULATION_RULES.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(SPECULATION_RULES.prerender[0]?.where.and[0]).toEqual({ href_matches: NEXT_PAGE_PATTERNS });
    expect(NEXT_PAGE_SCRIPT).toContain(`JSON.stringify(${JSON.stringify(SPECULATION_RULES)})`);
    // Not in the page's first script, whose every byte is in the page's first round trip.
    expect(PAGE_BOOT_SCRIPT).not.toContain('speculationrules');
  });
});
