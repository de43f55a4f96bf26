import { describe, expect, it } from 'vitest';
import { withPageHints } from './page-hints';

const PAGE = '<html><head><title>t</title></head><body></body></html>';

describe('page hints', () => {
  it('leave a page without hints as it is', () => {
    expect(withPageHints(PAGE, {})).toBe(PAGE);
  });

  it('preload the largest image with its srcset and sizes, and preconnect to its origin', () => {
    const html = withPageHints(PAGE, {
      image: {
        href: 'https://images.example/a.webp?x=1&y=2',
        srcset: 'https://images.example/a-480.webp 480w, https://images.example/a.webp 1600w',
        sizes: '100vw',
      },
    });
    expect(html).toContain('<link rel="preconnect" href="https://images.example" />');
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://images.example/a.webp?x=1&amp;y=2" imagesrcset="https://images.example/a-480.webp 480w, https://images.example/a.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('need no preconnect for an image on the site itself', () => {
    const html = withPageHints(PAGE, {
      image: { href: '/media/a.webp', srcset: '/media/a.webp 1600w', sizes: '100vw' },
    });
    expect(html).not.toContain('preconnect');
    expect(html).toContain('href="/media/a.webp"');
  });

  it('preload the API answers the page reads, for fetch() without credentials', () => {
    const html = withPageHints(PAGE, { fetches: ['/api/projects?x="1"'] });
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/projects?x=&quot;1&quot;" crossorigin="anonymous" />',
    );
  });

  it('are not fooled by a replacement pattern in a URL', () => {
    const html = withPageHints(PAGE, { fetches: ['/api/a?$&'] });
    expect(html).toContain('href="/api/a?$&amp;"');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
