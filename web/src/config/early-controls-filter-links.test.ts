import { describe, expect, it } from 'vitest';
import { FILTERED_LIST_SEGMENT, OLD_FILTER_LINK_SCRIPT } from './early-controls-filter-links';
import { PAGE_BOOT_SCRIPT } from './page-boot-script';
import { PROJECT_FILTER_SEGMENT } from './paths';

/** Runs the script at an address: where it sends the page (or nothing), and whether it stopped the page first. */
function run(url: string): { replacedBy?: string; stopped: boolean } {
  const { pathname, search, hash } = new URL(url, 'http://127.0.0.1:5000');
  const result: { replacedBy?: string; stopped: boolean } = { stopped: false };
  const location = {
    pathname,
    search,
    hash,
    replace(to: string) {
      // Replacing before stopping would let the stop cancel the navigation.
      expect(result.stopped).toBe(true);
      result.replacedBy = to;
    },
  };
  const stop = () => {
    result.stopped = true;
  };
  new Function('location', 'stop', OLD_FILTER_LINK_SCRIPT)(location, stop);
  return result;
}

describe('old filter links', () => {
  it('go to the filtered list of their category, keeping the query and the fragment', () => {
    expect(run('/projects/all?tech=Kotlin').replacedBy).toBe('/projects/all/filter?tech=Kotlin');
    expect(run('/projects/web-dev-project?q=kanban').replacedBy).toBe(
      '/projects/web-dev-project/filter?q=kanban',
    );
    expect(run('/projects/all/?tech=React&tech=Firebase&q=shop&utm_source=x#technologies').replacedBy).toBe(
      '/projects/all/filter?tech=React&tech=Firebase&q=shop&utm_source=x#technologies',
    );
    // The parameter's name as the browser decodes it, and a later technology after a blank one.
    expect(run('/projects/all?%74ech=&tech=Java').replacedBy).toBe('/projects/all/filter?%74ech=&tech=Java');
  });

  it('leave every other address alone, a filter that filters nothing included', () => {
    for (const url of [
      '/projects/all',
      '/projects/all?tech=&q=%20',
      '/projects/all?utm_source=x',
      '/projects/all/filter?tech=Kotlin',
      '/project/abc?tech=Kotlin',
      '/projects?tech=Kotlin',
      '/writing?q=shop',
      '/?q=shop',
    ]) {
      expect(run(url), url).toEqual({ stopped: false });
    }
  });

  it('run first in the page, with the filtered path the router knows', () => {
    expect(PAGE_BOOT_SCRIPT.startsWith(OLD_FILTER_LINK_SCRIPT)).toBe(true);
    expect(FILTERED_LIST_SEGMENT).toBe(PROJECT_FILTER_SEGMENT);
  });
});
