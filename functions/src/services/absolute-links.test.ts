import { describe, expect, it } from 'vitest';
import { absoluteLinks } from './absolute-links';

describe('absoluteLinks', () => {
  it('makes the site’s own links, images and in-page anchors absolute, leaving other sites alone', () => {
    const html =
      '<a href="/projects/all">p</a><img src="/media/v0/b/x/o/a.webp?alt=media&amp;token=t"><a href="#why">w</a>' +
      '<a href="https://example.com/">e</a><a href="//cdn.example/x">c</a>';
    expect(absoluteLinks(html, 'https://site.example', 'https://site.example/writing/a')).toBe(
      '<a href="https://site.example/projects/all">p</a><img src="https://site.example/media/v0/b/x/o/a.webp?alt=media&amp;token=t">' +
        '<a href="https://site.example/writing/a#why">w</a><a href="https://example.com/">e</a><a href="//cdn.example/x">c</a>',
    );
  });
});
