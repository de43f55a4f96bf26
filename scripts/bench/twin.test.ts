import { describe, expect, it } from 'vitest';
import { twinOf } from './twin';

describe('twinOf', () => {
  it('keeps the markup, styles and images, and drops every script and what serves only scripts', () => {
    const page = [
      '<html><head><script>boot()</script><meta name="app-start" content="/assets/start.js" />',
      '<link rel="modulepreload" href="/a.js"><style>p{}</style><link rel="preload" as="image" href="/i.webp">',
      '</head><body><div id="root"><p>Hi</p><img src="/i.webp"></div>',
      '<script type="application/json" id="page-data">{"a":1}</script>',
      '<script type="speculationrules">{}</script></body></html>',
    ].join('');
    expect(twinOf(page)).toBe(
      '<html><head><meta name="app-start" content="/assets/start.js" /><style>p{}</style>' +
        '<link rel="preload" as="image" href="/i.webp"></head><body><div id="root"><p>Hi</p><img src="/i.webp"></div>' +
        '</body></html>',
    );
  });
});
