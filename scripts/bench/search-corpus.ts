import {
  DEFAULT_SITE_CONTENT,
  PROJECT_CATEGORY_SLUGS,
  PROJECT_TYPES,
  type Post,
  type Project,
  type SiteContent,
} from '@portfolio/common';
import { SEED_POSTS } from '../seed-posts';
import { SEED_PROJECTS } from '../seed-projects';

/** What the site's search indexes: the site content, the published projects and the published posts. */
export interface SearchCorpus {
  site: SiteContent;
  projects: Project[];
  posts: Post[];
}

/** A stored project's fields as the index reads them; the rest of a project does not reach it. */
function project(
  fields: Pick<
    Project,
    '_id' | 'title' | 'description' | 'purpose' | 'category' | 'type' | 'technologies'
  > & { startDate: string },
): Project {
  const { startDate, ...rest } = fields;
  return { ...rest, date: { startDate } } as Project;
}

function post(
  fields: Pick<Post, 'slug' | 'title' | 'summary' | 'tags' | 'html'> & { publishedAt: string },
): Post {
  return { ...fields, id: fields.slug, published: true } as Post;
}

/** The seed's published content (its posts' Markdown as their text: the index strips the markup anyway). */
export function seedCorpus(): SearchCorpus {
  return {
    site: DEFAULT_SITE_CONTENT,
    projects: SEED_PROJECTS.filter((seeded) => seeded.published).map((seeded) =>
      project({ ...seeded, _id: seeded.id }),
    ),
    posts: SEED_POSTS.map((seeded) => post({ ...seeded, html: seeded.body })),
  };
}

/** Numbers in [0, 1) from a linear congruential generator (Numerical Recipes' constants): the same corpus on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SYLLABLES = 'ka ro mi ta ne lu so vi pa de ri fo ga be mu zo ch tr st pl an en in or ul'.split(' ');
const SUFFIXES = ['', '', '', 's', 'ing', 'ed', 'er', 'ly', 'ment', 'ation'];

/**
 * A vocabulary of `size` made-up words drawn with a Zipf-like frequency (a few very common, most rare), as a
 * language's are, with English endings so that stems group some of them.
 */
export function vocabulary(size: number, next: () => number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = 2 + Math.floor(next() * 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    words.add(word + (SUFFIXES[Math.floor(next() * SUFFIXES.length)] ?? ''));
  }
  return [...words];
}

function zipfPicker(words: readonly string[], next: () => number): () => string {
  const weights = words.map((_word, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  weights.reduce((sum, weight) => (cumulative.push((sum + weight) / total), sum + weight), 0);
  return () => {
    const target = next();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 1) < target) low = middle + 1;
      else high = middle;
    }
    return words[low] ?? '';
  };
}

/** `posts` posts of about 800 words (in HTML paragraphs) and `projects` projects of about 80, over 20,000 words. */
export function generatedCorpus(posts: number, projects: number): SearchCorpus & { words: string[] } {
  const next = random(58);
  const words = vocabulary(20_000, next);
  const pick = zipfPicker(words, next);
  const sentence = (length: number) => Array.from({ length }, pick).join(' ');
  const paragraphs = (count: number) =>
    Array.from({ length: count }, () => `<p>${sentence(60 + Math.floor(next() * 40))}.</p>`).join('');
  const day = (index: number) => new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString();
  return {
    words,
    site: DEFAULT_SITE_CONTENT,
    projects: Array.from({ length: projects }, (_item, index) =>
      project({
        _id: `project-${index}`,
        title: sentence(2 + (index % 3)),
        description: sentence(60),
        purpose: sentence(20),
        category: PROJECT_CATEGORY_SLUGS[index % PROJECT_CATEGORY_SLUGS.length] ?? 'web-dev-project',
        type: PROJECT_TYPES[index % PROJECT_TYPES.length] ?? 'Frontend',
        technologies: Array.from({ length: 4 }, pick),
        startDate: day(index).slice(0, 10),
      }),
    ),
    posts: Array.from({ length: posts }, (_item, index) =>
      post({
        slug: `post-${index}`,
        title: sentence(4 + (index % 5)),
        summary: sentence(25),
        tags: Array.from({ length: 3 }, pick),
        html: paragraphs(10),
        publishedAt: day(index),
      }),
    ),
  };
}
