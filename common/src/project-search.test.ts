import { describe, expect, it } from 'vitest';
import {
  filterProjects,
  isFilterActive,
  matchesQuery,
  normaliseText,
  parseProjectFilterQuery,
  projectFilterFromQuery,
  queryWithFilter,
  technologyChips,
  toggleTechnology,
  type SearchableProject,
} from './project-search';

function project(title: string, technologies: string[], more: Partial<SearchableProject> = {}) {
  return { title, technologies, description: '', purpose: '', ...more };
}

const shop = project('Shopfront', ['React', 'Node JS', 'Stripe'], {
  description: 'An online store with Stripe checkout.',
  purpose: 'Let a small clothing brand sell online.',
});
const board = project('Taskboard', ['react ', 'Tailwind', 'Firebase'], {
  description: 'A kanban board for small teams.',
});
const cafe = project('Café Crème', ['Vue', 'Firebase'], { purpose: 'Menus for a café in Besançon.' });
const projects = [shop, board, cafe];

describe('normaliseText', () => {
  it('drops accents, lowers the case and collapses whitespace', () => {
    expect(normaliseText('  Café   CRÈME\tBesançon ')).toBe('cafe creme besancon');
    expect(normaliseText('Ångström naïve Øre')).toBe('angstrom naive øre');
  });
});

describe('matchesQuery', () => {
  it('an empty or blank query matches everything', () => {
    for (const query of ['', '   ', '\n\t']) expect(projects.every((p) => matchesQuery(p, query))).toBe(true);
  });

  it('finds a word in the title, the description, the purpose or the technologies, ignoring case', () => {
    expect(matchesQuery(shop, 'SHOP')).toBe(true);
    expect(matchesQuery(shop, 'checkout')).toBe(true);
    expect(matchesQuery(shop, 'clothing')).toBe(true);
    expect(matchesQuery(shop, 'stripe')).toBe(true);
    expect(matchesQuery(shop, 'kanban')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matchesQuery(cafe, 'cafe creme')).toBe(true);
    expect(matchesQuery(cafe, 'besancon')).toBe(true);
    expect(matchesQuery(project('Resume', []), 'résumé')).toBe(true);
  });

  it('needs every word, in any field and any order, and ignores extra whitespace', () => {
    expect(matchesQuery(shop, '  stripe   clothing ')).toBe(true);
    expect(matchesQuery(shop, 'stripe kanban')).toBe(false);
  });
});

describe('filterProjects', () => {
  it('keeps the projects having every chosen technology, compared trimmed and without case', () => {
    expect(filterProjects(projects, { technologies: ['React'], query: '' })).toEqual([shop, board]);
    expect(filterProjects(projects, { technologies: [' FIREBASE', 'react'], query: '' })).toEqual([board]);
    expect(filterProjects(projects, { technologies: ['React', 'Vue'], query: '' })).toEqual([]);
  });

  it('combines technologies with the query, in the original order', () => {
    expect(filterProjects(projects, { technologies: ['Firebase'], query: 'café' })).toEqual([cafe]);
    expect(filterProjects(projects, { technologies: [], query: 'small' })).toEqual([shop, board]);
  });

  it('an empty filter keeps everything', () => {
    expect(filterProjects(projects, { technologies: [], query: '' })).toEqual(projects);
    expect(isFilterActive({ technologies: [' '], query: '  ' })).toBe(false);
    expect(isFilterActive({ technologies: [], query: 'x' })).toBe(true);
  });
});

describe('technologyChips', () => {
  it('one chip per technology whatever its case and spaces, most used first, then by name', () => {
    expect(technologyChips(projects)).toEqual([
      { key: 'firebase', label: 'Firebase', count: 2 },
      { key: 'react', label: 'React', count: 2 },
      { key: 'node js', label: 'Node JS', count: 1 },
      { key: 'stripe', label: 'Stripe', count: 1 },
      { key: 'tailwind', label: 'Tailwind', count: 1 },
      { key: 'vue', label: 'Vue', count: 1 },
    ]);
  });

  it('shows the most common spelling and counts a project once', () => {
    const chips = technologyChips([
      project('a', ['react', 'React']),
      project('b', ['React']),
      project('c', ['React ']),
      project('d', [' ', '']),
    ]);
    expect(chips).toEqual([{ key: 'react', label: 'React', count: 3 }]);
  });
});

describe('the filter in a query string', () => {
  it('reads repeated tech and the first q, dropping blanks and duplicates', () => {
    const entries: [string, string][] = [
      ['tech', 'React'],
      ['tech', ' firebase '],
      ['ref', 'mail'],
      ['tech', 'react'],
      ['tech', ''],
      ['q', 'shop'],
      ['q', 'other'],
    ];
    expect(projectFilterFromQuery(entries)).toEqual({ technologies: ['React', 'firebase'], query: 'shop' });
    expect(projectFilterFromQuery([])).toEqual({ technologies: [], query: '' });
  });

  it('writes technologies then the query, and nothing for an inactive filter', () => {
    const current: [string, string][] = [
      ['q', 'old'],
      ['ref', 'mail'],
    ];
    expect(queryWithFilter(current, { technologies: ['React', 'Firebase'], query: 'shop' })).toEqual([
      ['tech', 'React'],
      ['tech', 'Firebase'],
      ['q', 'shop'],
      ['ref', 'mail'],
    ]);
    expect(queryWithFilter(current, { technologies: [], query: '   ' })).toEqual([['ref', 'mail']]);
  });

  it('a toggle adds a technology or removes it in any spelling', () => {
    const filter = { technologies: ['React'], query: 'x' };
    expect(toggleTechnology(filter, 'Firebase')).toEqual({ technologies: ['React', 'Firebase'], query: 'x' });
    expect(toggleTechnology(filter, 'react')).toEqual({ technologies: [], query: 'x' });
  });
});

describe('parseProjectFilterQuery (the API)', () => {
  it('accepts no filter, one tech, repeated tech and a query', () => {
    expect(parseProjectFilterQuery({})).toEqual({ ok: true, filter: { technologies: [], query: '' } });
    expect(parseProjectFilterQuery({ tech: 'React', q: 'shop' })).toEqual({
      ok: true,
      filter: { technologies: ['React'], query: 'shop' },
    });
    expect(parseProjectFilterQuery({ tech: ['React', ' Firebase '] })).toEqual({
      ok: true,
      filter: { technologies: ['React', 'Firebase'], query: '' },
    });
  });

  it('refuses too many technologies, too long ones, a repeated or nested q, and nested tech', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tech: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tech'],
      [{ tech: 'x'.repeat(51) }, 'tech'],
      [{ tech: { a: 'b' } }, 'tech'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ q: ['a', 'b'] }, 'q'],
    ];
    for (const [query, field] of cases) {
      const result = parseProjectFilterQuery(query);
      expect(result.ok, JSON.stringify(query)).toBe(false);
      if (!result.ok) expect(Object.keys(result.fields)).toEqual([field]);
    }
    expect(parseProjectFilterQuery({ tech: Array.from({ length: 10 }, (_, i) => `t${i}`) }).ok).toBe(true);
  });
});
