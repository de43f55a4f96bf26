import { DEFAULT_SITE_CONTENT, type SiteContent } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import {
  isPublicPostChange,
  isPublicPriorityChange,
  isPublicProjectChange,
  isPublicSiteChange,
} from './public-changes';

const published = { published: true };
const draft = { published: false };
/** A project stored before drafts existed: no flag, and public. */
const unflagged = {} as { published: boolean };

describe('a project change', () => {
  it.each([
    ['a draft saved', draft, draft, false],
    ['a draft created', undefined, draft, false],
    ['a draft trashed, restored as a draft', draft, undefined, false],
    ['a published project created', undefined, published, true],
    ['a published project edited', published, published, true],
    ['a draft published', draft, published, true],
    ['a published project made a draft', published, draft, true],
    ['a published project trashed', published, undefined, true],
    ['restored as published', undefined, published, true],
    ['a project without the flag edited', unflagged, unflagged, true],
    ['a project without the flag trashed', unflagged, undefined, true],
  ])('%s: public %s', (_name, before, after, expected) => {
    expect(isPublicProjectChange(before, after)).toBe(expected);
  });

  it('nothing on either side is no change', () => {
    expect(isPublicProjectChange(undefined, undefined)).toBe(false);
  });
});

describe('a post change', () => {
  it.each([
    ['a draft saved', draft, draft, false],
    ['a draft created', undefined, draft, false],
    ['a draft trashed', draft, undefined, false],
    ['restored to a draft', undefined, draft, false],
    ['a published post created', undefined, published, true],
    ['a published post edited', published, published, true],
    ['a draft published (or a published version restored)', draft, published, true],
    ['a published post made a draft', published, draft, true],
    ['a published post trashed', published, undefined, true],
    ['restored as published', undefined, published, true],
  ])('%s', (_name, before, after, expected) => {
    expect(isPublicPostChange(before, after)).toBe(expected);
  });

  it('a post without the flag is not public, as the public queries read it', () => {
    expect(isPublicPostChange({}, {})).toBe(false);
  });
});

describe('priorities given to projects', () => {
  it('moving drafts only is private', () => {
    expect(isPublicPriorityChange([draft, draft])).toBe(false);
    expect(isPublicPriorityChange([])).toBe(false);
  });

  it('moving a published project (or one without the flag) is public', () => {
    expect(isPublicPriorityChange([draft, published])).toBe(true);
    expect(isPublicPriorityChange([unflagged])).toBe(true);
  });
});

describe('the site content', () => {
  const edited = (change: (content: SiteContent) => void) => {
    const content = structuredClone(DEFAULT_SITE_CONTENT);
    change(content);
    return content;
  };

  it('the same content saved again changes nothing, whatever its key order', () => {
    const reordered = Object.fromEntries(Object.entries(DEFAULT_SITE_CONTENT).reverse()) as SiteContent;
    expect(isPublicSiteChange(DEFAULT_SITE_CONTENT, reordered)).toBe(false);
    expect(isPublicSiteChange(DEFAULT_SITE_CONTENT, structuredClone(DEFAULT_SITE_CONTENT))).toBe(false);
  });

  it('any field changed is public, down to a semester or the contact details', () => {
    expect(
      isPublicSiteChange(
        DEFAULT_SITE_CONTENT,
        edited((c) => (c.name = 'Other')),
      ),
    ).toBe(true);
    expect(
      isPublicSiteChange(
        DEFAULT_SITE_CONTENT,
        edited((c) => (c.contact.phone = '+1')),
      ),
    ).toBe(true);
    expect(
      isPublicSiteChange(
        DEFAULT_SITE_CONTENT,
        edited((c) => c.education.diploma.semesters.push({ semester: '7th', result: 'upcoming' })),
      ),
    ).toBe(true);
    expect(
      isPublicSiteChange(
        DEFAULT_SITE_CONTENT,
        edited((c) => (c.photo.src = '/new.webp')),
      ),
    ).toBe(true);
  });
});
