// @vitest-environment jsdom
// The Atom feed is XML 1.0 for any text the API accepts, and for text stored before the rule of stored text: read by
// two parsers, fast-xml-parser's XMLValidator (well-formedness; it does not check characters) and jsdom's
// DOMParser (saxes, which checks each character against XML 1.0's Char production).
import {
  DEFAULT_SITE_CONTENT,
  postSchema,
  siteContentSchema,
  validateFields,
  type Post,
} from '@portfolio/common';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { feedXml } from './feed';
import { renderPost } from './post-rendering';

/** jsdom's DOMParser, typed here: the function's build has no DOM types. */
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => {
    parseFromString(text: string, type: string): { getElementsByTagName(name: string): { length: number } };
  };
};

function expectValidXml(xml: string): void {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new DOMParser().parseFromString(xml, 'application/xml');
  expect(parsed.getElementsByTagName('parsererror').length, 'a character XML 1.0 refuses').toBe(0);
}

const ORIGIN = 'https://portfolio.example.com';

function postOf(fields: { title: string; summary: string; tags: string[]; body: string }): Post {
  return {
    id: 'a-post',
    slug: 'a-post',
    title: fields.title,
    summary: fields.summary,
    tags: fields.tags,
    published: true,
    publishedAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    readingMinutes: 1,
    html: renderPost(fields.body).html,
    headings: [],
  };
}

/** A small seeded generator (mulberry32), so that a failure names an input that can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The edges of every class of character: controls, surrogates, private use, non-characters, the last planes. */
const EDGES = [
  0x0, 0x8, 0x9, 0xa, 0xb, 0xd, 0x1f, 0x20, 0x26, 0x3c, 0x3e, 0x22, 0x27, 0x7f, 0x85, 0x9f, 0xa0, 0x200b,
  0x202e, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfdcf, 0xfdd0, 0xfdef, 0xfdf0, 0xfeff, 0xfffd,
  0xfffe, 0xffff, 0x10000, 0x1f600, 0x1fffe, 0x1ffff, 0xefffe, 0xf0000, 0x10fffd, 0x10fffe, 0x10ffff,
];

/** A text of a few characters, each an edge above (some of the time) or any code point at all. */
function anyText(next: () => number): string {
  const length = 1 + Math.floor(next() * 6);
  let text = 'a';
  for (let index = 0; index < length; index += 1) {
    const point = next() < 0.15 ? EDGES[Math.floor(next() * EDGES.length)]! : Math.floor(next() * 0x110000);
    text += String.fromCodePoint(point);
  }
  return text;
}

describe('the Atom feed', () => {
  it('is XML 1.0 for any post and site name the API accepts (800 random ones, all classes of character)', async () => {
    const next = random(55);
    let accepted = 0;
    for (let run = 0; run < 800; run += 1) {
      const input = {
        title: anyText(next),
        summary: anyText(next),
        tags: [anyText(next)],
        body: `# ${anyText(next)}\n\n${anyText(next)} \`${anyText(next)}\`\n\n\`\`\`\n${anyText(next)}\n\`\`\`\n`,
        published: true,
      };
      const siteName = anyText(next);
      const post = await validateFields(postSchema, input, { keepUnknown: true });
      const site = await validateFields(
        siteContentSchema,
        { ...DEFAULT_SITE_CONTENT, name: siteName },
        {
          keepUnknown: true,
        },
      );
      if (!post.ok) continue;
      accepted += 1;
      expectValidXml(feedXml([postOf(post.value)], site.ok ? siteName : 'Ada', ORIGIN));
    }
    // Enough of them pass to mean something: most random code points are letters, marks or unassigned.
    expect(accepted).toBeGreaterThan(50);
  });

  it('is XML 1.0 even for a post stored before the rule, holding what XML refuses', () => {
    const hostile = 'x\uFFFE\uFFFF\uFDD0\u{1FFFE}\uD800\u0001y';
    const post = postOf({ title: hostile, summary: hostile, tags: [hostile], body: hostile });
    const xml = feedXml([post], hostile, ORIGIN);
    expectValidXml(xml);
    expect(xml).toContain('<title>x\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFDy</title>');
  });

  it('keeps every character XML allows as it is', () => {
    const text = 'Ünïcödé 漢字 😀 👩‍💻 \uE000 \uFFFD & <tags> "quoted"';
    const xml = feedXml([postOf({ title: text, summary: text, tags: ['web'], body: text })], 'Ada', ORIGIN);
    expectValidXml(xml);
    expect(xml).toContain(
      '<title>Ünïcödé 漢字 😀 👩‍💻 \uE000 \uFFFD &amp; &lt;tags&gt; &quot;quoted&quot;</title>',
    );
  });
});
