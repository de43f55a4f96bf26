import { describe, expect, it } from 'vitest';
import { withLanguageHead } from './language-head';

const ORIGIN = 'https://portfolio.example';
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script>boot()</script>
    <meta property="og:url" content="${ORIGIN}" />
  </head>
  <body></body>
</html>`;
const languages = { default: 'en', others: ['bn', 'ar'] } as const;
const site = { default: languages.default, others: [...languages.others] };

describe('a page’s language head', () => {
  it('says its language and direction, and names every language’s page before its first script', () => {
    const html = withLanguageHead(PAGE, { languages: site, language: 'ar', path: '/about' }, ORIGIN, {
      canonical: true,
    });
    expect(html).toContain('<html lang="ar" dir="rtl" data-language-base="/ar">');
    const alternates = html.indexOf('hreflang="x-default"');
    expect(alternates).toBeGreaterThan(-1);
    expect(alternates).toBeLessThan(html.indexOf('<script>'));
    expect(html).toContain(`<link rel="alternate" hreflang="bn" href="${ORIGIN}/bn/about" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about" />`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ar/about" />`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/ar/about" />`);
    expect(html).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
  });

  it('keeps the canonical a page names (a screenshot’s, its project), in the page’s language', () => {
    const named = PAGE.replace('</head>', `<link rel="canonical" href="${ORIGIN}/project/p" /></head>`);
    const html = withLanguageHead(
      named,
      { languages: site, language: 'bn', path: '/project/p/picture/2' },
      ORIGIN,
      { canonical: false },
    );
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/bn/project/p" />`);
  });

  it('names no canonical for a page not indexed, and leaves a site of one language as it is', () => {
    const missing = withLanguageHead(PAGE, { languages: site, language: 'bn', path: '/404.html' }, ORIGIN, {
      canonical: false,
    });
    expect(missing).not.toContain('rel="canonical"');
    const single = { default: 'en' as const, others: [] };
    expect(
      withLanguageHead(PAGE, { languages: single, language: 'en', path: '/' }, ORIGIN, { canonical: true }),
    ).toBe(PAGE);
  });
});
