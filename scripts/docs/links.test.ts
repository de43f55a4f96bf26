import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, headingSlug, relativeLinksOf } from './links';

describe("a heading's anchor", () => {
  it.each([
    ['What the API refuses', 'what-the-api-refuses'],
    ['Beside /api', 'beside-api'],
    ['2026-11-26: the test suites (commit `cb85546`)', '2026-11-26-the-test-suites-commit-cb85546'],
    ['The [API](api.md) and `PUT /site`', 'the-api-and-put-site'],
    ['Café & snake_case', 'café--snake_case'],
  ])('of "%s" is %s', (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });

  it('numbers a repeated heading and reads explicit ids, not headings in code', () => {
    const anchors = anchorsOf(
      '# Log\n\n## Log\n\n<a id="make-it-yours"></a>Text\n\n```sh\n# not a heading\n```\n',
    );
    expect([...anchors].sort()).toEqual(['log', 'log-1', 'make-it-yours']);
  });
});

describe('the relative links of a document', () => {
  it('are the inline links, images and definitions that name no scheme, outside code', () => {
    const markdown = [
      'See [the API](api.md#paths), ![a screenshot](home.png) and [the site](https://example.com).',
      'Mail [me](mailto:a@b.c); `[not a link](nowhere.md)`; [here](#top).',
      '```',
      '[in a block](nowhere.md)',
      '```',
      '[ref]: ../README.md',
    ].join('\n');
    expect(relativeLinksOf('docs/a.md', markdown).map((link) => `${link.line} ${link.target}`)).toEqual([
      '1 api.md#paths',
      '1 home.png',
      '2 #top',
      '6 ../README.md',
    ]);
  });
});

describe('links that do not resolve', () => {
  const documents = new Map([
    [
      'README.md',
      '# Portfolio\n\n## Run it\n\n[Testing](docs/testing.md#the-suites), [run](#run-it), [logo](docs/home.png)\n',
    ],
    ['docs/testing.md', '# Testing\n\n## The suites\n\nBack to [the README](../README.md#run-it).\n'],
  ]);
  const exists = (file: string) => file === 'docs/home.png';

  it('are none when every file and anchor is there', () => {
    expect(brokenLinks(documents, exists)).toEqual([]);
  });

  it('are named with their file, line and why', () => {
    const broken = new Map(documents);
    broken.set(
      'docs/api.md',
      '# API\n\n[gone](missing.md)\n[moved](testing.md#the-suite)\n[self](#nope)\n[picture](../docs/x.png)',
    );
    expect(brokenLinks(broken, exists)).toEqual([
      'docs/api.md:3: missing.md: docs/missing.md does not exist',
      'docs/api.md:4: testing.md#the-suite: no heading or anchor "the-suite" in docs/testing.md',
      'docs/api.md:5: #nope: no heading or anchor "nope" in docs/api.md',
      'docs/api.md:6: ../docs/x.png: docs/x.png does not exist',
    ]);
  });
});
